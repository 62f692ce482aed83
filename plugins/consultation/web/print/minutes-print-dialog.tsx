// Printed minutes through their /graphqltemplate template (the facility's saved text, else the default): the rendered
// page in a dialog with the kit's Print button under it, so the doctor sees what goes on paper first.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Dialog, PrintedHtml, PrintFrame, Spinner, type PaperSize } from '@his/sdk/ui';
import { InBienBanHoiChanDocument } from '../../generated/template/graphql';

export interface MinutesPrintDialogProps {
  /** Null while closed; otherwise the data the template renders. */
  data: Record<string, unknown> | null;
  /** The minutes' code: the frame's title and the file name a "save as PDF" suggests. */
  code: string;
  onClose: () => void;
}

const TEMPLATE_SERVICE = { url: '/graphqltemplate', requestPolicy: 'network-only' as const };
const refused = css({ color: 'fg.error', m: '0' });

export function MinutesPrintDialog({ data, code, onClose }: MinutesPrintDialogProps) {
  const { t } = useTranslation('consultation');
  const variables = useMemo(() => ({ data }), [data]);
  const [{ data: rendered, error, fetching }] = useQuery({ query: InBienBanHoiChanDocument, variables, pause: data === null, context: useMemo(() => TEMPLATE_SERVICE, []) });
  const page = data !== null ? rendered?.renderPrintTemplate : undefined;
  const title = t('consultation.web.print.frameTitle', { code });
  return (
    <Dialog open={data !== null} onOpenChange={(open) => !open && onClose()} title={t('consultation.web.print.title')} size="xl">
      {fetching && !page && <Spinner label={t('consultation.web.print.loading')} showLabel />}
      {error && (
        <p className={refused} role="alert">
          {refusalText(error)}
        </p>
      )}
      {page && (
        <PrintFrame title={title} paper={page.paper as PaperSize}>
          <PrintedHtml html={page.html} />
        </PrintFrame>
      )}
    </Dialog>
  );
}
