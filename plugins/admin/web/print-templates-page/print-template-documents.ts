// The print templates' operations, generated from operations/template/*.graphql against the /graphqltemplate schema,
// and the context that sends them there.
export {
  PrintTemplateDocument, PrintTemplatesDocument, RenderPrintTemplateDocument, RestorePrintTemplateVersionDocument,
  SavePrintTemplateDocument, type PrintTemplateDetailFragment as PrintTemplateDetail,
} from '../../generated/template/graphql';

export const TEMPLATE_SERVICE = { url: '/graphqltemplate' } as const;
