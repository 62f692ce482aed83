// Printing a procedure note: the sheet is rendered by the server's /graphqltemplate with the facility's version of
// procedures.tuongTrinh and previewed, with the kit's Print button under it.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Dialog, PrintedHtml, PrintFrame, Spinner, type PaperSize } from '@his/sdk/ui';
import { useSession } from '@his/sdk/web';
import { InTuongTrinhPtttDocument } from '../../generated/template/graphql';
import { notePrintData, type NotePrintNote } from '../../print/note-print-data';

export const NOTE_TEMPLATE = 'procedures.tuongTrinh';
const TEMPLATE_SERVICE = { url: '/graphqltemplate', requestPolicy: 'network-only' as const };

export interface NotePrintDialogProps {
  note: NotePrintNote;
  onClose: () => void;
}

export function NotePrintDialog({ note, onClose }: NotePrintDialogProps) {
  const { t } = useTranslation('procedures');
  const session = useSession();
  const facilityName = session.currentNode.name;
  // The moment the print was asked for: the sheet is not rendered again when the note is read again meanwhile.
  const [printedAt] = useState(() => Date.now());
  const variables = useMemo(() => ({ key: NOTE_TEMPLATE, data: notePrintData(note, { facility: { name: facilityName }, printedAt }) }), [note, facilityName, printedAt]);
  const [{ data, error, fetching }] = useQuery({ query: InTuongTrinhPtttDocument, variables, context: useMemo(() => TEMPLATE_SERVICE, []) });
  const page = data?.renderPrintTemplate;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('procedures.web.print.title')} size="xl">
      <div className={css({ display: 'grid', gap: '3' })}>
        {error && (
          <p className={css({ color: 'fg.error', m: '0' })} role="alert">
            {refusalText(error)}
          </p>
        )}
        {!error && (fetching || !page) && <Spinner label={t('procedures.web.print.loading')} showLabel />}
        {page && (
          <PrintFrame title={t('procedures.web.print.frameTitle', { number: note.SoPhieuYeuCau })} paper={page.paper as PaperSize}>
            <PrintedHtml html={page.html} />
          </PrintFrame>
        )}
      </div>
    </Dialog>
  );
}
