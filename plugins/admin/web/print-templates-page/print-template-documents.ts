// The print templates' operations on /graphqltemplate, typed by hand: the codegen covers /graphqlhis and /graphqlauth only.
import { gql, type TypedDocumentNode } from 'urql';

export const TEMPLATE_SERVICE = { url: '/graphqltemplate' } as const;

export type PrintPaper = 'A4' | 'A5' | 'K80';

export interface PrintTemplateSummary {
  key: string;
  name: string;
  paper: PrintPaper;
  version: number;
}

export interface PrintTemplateVersion {
  version: number;
  restoredFrom: number | null;
  createdBy: string | null;
  createdAt: number;
}

export interface PrintTemplateDetail extends PrintTemplateSummary {
  body: string;
  versions: PrintTemplateVersion[];
}

const DETAIL = 'key name paper version body versions { version restoredFrom createdBy createdAt }';

export const PrintTemplatesDocument: TypedDocumentNode<{ printTemplates: PrintTemplateSummary[] }, Record<string, never>> = gql`
  query PrintTemplates { printTemplates { key name paper version } }
`;

export const PrintTemplateDocument: TypedDocumentNode<{ printTemplate: PrintTemplateDetail }, { key: string }> = gql`
  query PrintTemplate($key: String!) { printTemplate(key: $key) { ${DETAIL} } }
`;

export const RenderPrintTemplateDocument: TypedDocumentNode<{ renderPrintTemplate: { html: string; paper: PrintPaper } }, { key: string; body?: string | null }> = gql`
  query RenderPrintTemplate($key: String!, $body: String) { renderPrintTemplate(key: $key, body: $body) { html paper } }
`;

export const SavePrintTemplateDocument: TypedDocumentNode<{ savePrintTemplate: PrintTemplateDetail }, { key: string; body: string }> = gql`
  mutation SavePrintTemplate($key: String!, $body: String!) { savePrintTemplate(key: $key, body: $body) { ${DETAIL} } }
`;

export const RestorePrintTemplateVersionDocument: TypedDocumentNode<{ restorePrintTemplateVersion: PrintTemplateDetail }, { key: string; version: number }> = gql`
  mutation RestorePrintTemplateVersion($key: String!, $version: Int!) { restorePrintTemplateVersion(key: $key, version: $version) { ${DETAIL} } }
`;
