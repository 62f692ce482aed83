// The ticket a kiosk gave: its number in large type, the room, the kind and who waits before it; printed on the
// thermal printer through the reception.queueTicket template, then the kiosk returns to its start by itself.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { Button, PrintedHtml, PrintFrame, type PrintFrameHandle } from '@his/sdk/ui';
import { useSession } from '@his/sdk/web';
import { InPhieuHangDoiDocument } from '../../generated/template/graphql';
import type { LayPhieuHangDoiTiepDonMutation } from '../../generated/graphql';
import { kioskHint, kioskNumber, kioskScreen, kioskSecondary, kioskTitle } from './kiosk-styles';

export type KioskTicketValue = LayPhieuHangDoiTiepDonMutation['layPhieuHangDoiTiepDon'];

export interface KioskTicketProps {
  ticket: KioskTicketValue;
  onDone: () => void;
  /** Seconds the ticket stays on screen after printing. */
  returnAfter?: number;
}

const TEMPLATE_SERVICE = { url: '/graphqltemplate' } as const;
// The frame mounts the rendered slip in its own effects after the HTML arrives: print once they have run.
const PRINT_DELAY_MS = 300;

export function KioskTicket({ ticket, onDone, returnAfter = 8 }: KioskTicketProps) {
  const { t } = useTranslation('reception');
  const session = useSession();
  const frame = useRef<PrintFrameHandle>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const kindName = ticket.Loai ? t(`reception.queue.kind.${ticket.Loai}`) : '';
  const variables = useMemo(
    () => ({
      data: {
        facilityName: session.currentNode.name,
        roomName: ticket.TenPhongBan ?? '',
        number: ticket.number,
        kindName,
        serviceName: ticket.TenDichVu ?? '',
        takenAt: ticket.ThoiGian ?? Date.now(),
        waitingBefore: ticket.SoNguoiChoTruoc ?? 0,
      },
    }),
    [session.currentNode.name, ticket, kindName],
  );
  const [{ data, error }] = useQuery({ query: InPhieuHangDoiDocument, variables, context: useMemo(() => ({ ...TEMPLATE_SERVICE, requestPolicy: 'network-only' as const }), []) });
  const html = data?.renderPrintTemplate.html;

  useEffect(() => {
    // A kiosk without its slip (no template, no printer) still shows the number and goes back to the start.
    if (!html && !error) return;
    const timer = setTimeout(async () => {
      try {
        if (html) await frame.current?.print();
      } finally {
        setSecondsLeft(returnAfter);
      }
    }, PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [html, error, returnAfter]);

  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, onDone]);

  return (
    <section className={kioskScreen} aria-live="polite" aria-labelledby="kiosk-ticket-title">
      <h1 id="kiosk-ticket-title" className={kioskTitle}>{t('reception.kiosk.yourNumber')}</h1>
      <p className={kioskNumber} data-testid="kiosk-number">{ticket.number}</p>
      <p className={kioskTitle}>{ticket.TenPhongBan}</p>
      <p className={kioskHint}>
        {kindName}
        {ticket.TenDichVu ? ` · ${ticket.TenDichVu}` : ''}
      </p>
      <p className={kioskHint}>{t('reception.kiosk.waitingBefore', { count: ticket.SoNguoiChoTruoc ?? 0 })}</p>
      {html && <p className={kioskHint}>{t('reception.kiosk.takePaper')}</p>}
      {secondsLeft !== null && <p className={kioskHint}>{t('reception.kiosk.returning', { seconds: secondsLeft })}</p>}
      <Button className={kioskSecondary} size="lg" onClick={onDone}>
        {t('reception.kiosk.finish')}
      </Button>
      {html && data && (
        <PrintFrame ref={frame} title={t('reception.kiosk.printTitle')} paper={data.renderPrintTemplate.paper} hidden showPrintButton={false}>
          <PrintedHtml html={html} />
        </PrintFrame>
      )}
    </section>
  );
}
