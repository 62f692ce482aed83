// A document of the exam printed through its /graphqltemplate template (the facility's saved text, else the default):
// the rendered page in a dialog, with the kit's Print button under it, so the doctor sees what goes on paper first.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Dialog, PrintedHtml, PrintFrame, Spinner, type PaperSize } from '@his/sdk/ui';
import type { InGiayChuyenTuyenDocument, InGiayHenTaiKhamDocument } from '../../generated/template/graphql';

export interface PrintPreviewDialogProps {
  /** Null while closed; otherwise the data the template renders. */
  data: Record<string, unknown> | null;
  onClose: () => void;
  /** The document's name: the dialog's title and the file name a "save as PDF" suggests. */
  title: string;
  query: typeof InGiayChuyenTuyenDocument | typeof InGiayHenTaiKhamDocument;
}

const TEMPLATE_SERVICE = { url: '/graphqltemplate', requestPolicy: 'network-only' as const };
const refused = css({ color: 'fg.error', m: '0' });

export function PrintPreviewDialog({ data, onClose, title, query }: PrintPreviewDialogProps) {
  const { t } = useTranslation('examination');
  const variables = useMemo(() => ({ data }), [data]);
  const [{ data: rendered, error, fetching }] = useQuery({ query, variables, pause: data === null, context: useMemo(() => TEMPLATE_SERVICE, []) });
  const page = data !== null ? rendered?.renderPrintTemplate : undefined;
  return (
    <Dialog open={data !== null} onOpenChange={(open) => !open && onClose()} title={t('examination.print.preview', { title })} size="xl">
      {fetching && !page && <Spinner label={t('examination.print.loading')} />}
      {error && <p className={refused} role="alert">{refusalText(error)}</p>}
      {page && (
        <PrintFrame title={title} paper={page.paper as PaperSize}>
          <PrintedHtml html={page.html} />
        </PrintFrame>
      )}
    </Dialog>
  );
}
