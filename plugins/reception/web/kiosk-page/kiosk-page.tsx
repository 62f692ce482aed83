// The self-service kiosks (spec §2 /tiep-nhan-ngoai-tru-kiosk and /tiep-nhan-ngoai-tru-kiosk-theo-yeu-cau): large
// buttons, no typing; the patient chooses, the kiosk shows and prints a queue number, then starts over.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, type CombinedError } from '@his/sdk/data';
import { Button } from '@his/sdk/ui';
import { useLocation } from '@his/sdk/web';
import { LayPhieuHangDoiTheoYeuCauDocument, LayPhieuHangDoiTiepDonDocument } from '../../generated/graphql';
import { kioskModeOf, type KioskMode } from './kiosk-mode';
import { KioskTicket, type KioskTicketValue } from './kiosk-ticket';
import { OnRequestChoice } from './on-request-choice';
import { kioskButton, kioskButtonDetail, kioskChoices, kioskError, kioskHint, kioskScreen, kioskTitle } from './kiosk-styles';

export interface KioskPageProps {
  /** The route decides when not given. */
  mode?: KioskMode;
  /** Seconds the ticket stays on screen after printing. */
  returnAfter?: number;
}

const DESK_KINDS = ['BHYT', 'DichVu', 'UuTien'] as const;

export function KioskPage({ mode, returnAfter }: KioskPageProps) {
  const { pathname } = useLocation();
  return <Kiosk mode={mode ?? kioskModeOf(pathname)} returnAfter={returnAfter} />;
}

/** The kiosk itself, outside the router: for stories and tests. */
export function Kiosk({ mode, returnAfter }: { mode: KioskMode; returnAfter?: number }) {
  const { t } = useTranslation('reception');
  const [ticket, setTicket] = useState<KioskTicketValue | null>(null);
  const [failure, setFailure] = useState<CombinedError | null>(null);
  const [deskState, takeDesk] = useMutation(LayPhieuHangDoiTiepDonDocument);
  const [onRequestState, takeOnRequest] = useMutation(LayPhieuHangDoiTheoYeuCauDocument);
  const busy = deskState.fetching || onRequestState.fetching;
  // Each visit of the start screen is a fresh one: the on-request choice starts again from the services.
  const [round, setRound] = useState(0);

  const restart = useCallback(() => {
    setTicket(null);
    setFailure(null);
    setRound((value) => value + 1);
  }, []);

  const takeForDesk = async (loai: string) => {
    const result = await takeDesk({ loai });
    if (result.error) setFailure(result.error);
    else if (result.data) setTicket(result.data.layPhieuHangDoiTiepDon);
  };
  const takeForRoom = async (choice: { DichVu_Id: string; PhongBan_Id: string }) => {
    const result = await takeOnRequest(choice);
    if (result.error) setFailure(result.error);
    else if (result.data) setTicket(result.data.layPhieuHangDoiTheoYeuCau);
  };

  if (ticket) return <KioskTicket ticket={ticket} onDone={restart} returnAfter={returnAfter} />;
  return (
    <section className={kioskScreen} aria-labelledby="kiosk-title">
      <h1 id="kiosk-title" className={kioskTitle}>{t(mode === 'desk' ? 'reception.kiosk.title' : 'reception.kiosk.titleOnRequest')}</h1>
      {failure && (
        <p role="alert" className={kioskError}>
          {refusalText(failure)}
        </p>
      )}
      {mode === 'desk' ? (
        <>
          <p className={kioskHint}>{t('reception.kiosk.chooseKind')}</p>
          <div className={kioskChoices}>
            {DESK_KINDS.map((kind) => (
              <Button key={kind} className={kioskButton} tone={kind === 'UuTien' ? 'danger' : 'accent'} disabled={busy} onClick={() => takeForDesk(kind)}>
                {t(`reception.queue.kind.${kind}`)}
                <span className={kioskButtonDetail}>{t(`reception.queue.kindHint.${kind}`)}</span>
              </Button>
            ))}
          </div>
        </>
      ) : (
        <OnRequestChoice key={round} busy={busy} onChoose={takeForRoom} />
      )}
      {busy && <p className={kioskHint}>{t('reception.kiosk.busy')}</p>}
    </section>
  );
}
