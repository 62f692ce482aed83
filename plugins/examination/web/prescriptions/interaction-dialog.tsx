// The drug interactions found among the prescribed drugs (checkInteractionDrugs, spec §9 classes), shown before
// saving: each pair with its severity, what happens and what to do; the doctor saves anyway or goes back to change.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button, Dialog } from '@his/sdk/ui';

export interface DrugInteractionView {
  MucDo: string;
  TenThuoc1: string;
  TenThuoc2: string;
  HoatChat1: string;
  HoatChat2: string;
  MoTa: string;
  XuTri?: string | null;
}

export interface InteractionDialogProps {
  interactions: readonly DrugInteractionView[];
  open: boolean;
  onSaveAnyway: () => void;
  onBack: () => void;
}

const SEVERITY_TONE: Record<string, string> = {
  Major: css({ bg: 'danger.subtle', color: 'danger.text' }),
  Moderate: css({ bg: 'warning.subtle', color: 'warning.text' }),
  Minor: css({ bg: 'bg.subtle', color: 'fg.default' }),
  Duplication: css({ bg: 'warning.subtle', color: 'warning.text' }),
};
const list = css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '3' });
const item = css({ borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', p: '3', display: 'grid', gap: '1' });
const badge = css({ display: 'inline-block', px: '2', py: '0.5', rounded: 'l1', fontWeight: 'semibold', textStyle: 'sm', mr: '2' });
const line = css({ m: '0' });

export function InteractionDialog({ interactions, open, onSaveAnyway, onBack }: InteractionDialogProps) {
  const { t } = useTranslation('examination');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onBack()}
      role="alertdialog"
      size="lg"
      title={t('examination.prescription.interactions.title')}
      description={t('examination.prescription.interactions.description', { count: interactions.length })}
      footer={
        <>
          <Button variant="outline" onClick={onBack}>
            {t('examination.prescription.interactions.back')}
          </Button>
          <Button tone="danger" onClick={onSaveAnyway}>
            {t('examination.prescription.interactions.saveAnyway')}
          </Button>
        </>
      }
    >
      <ul className={list} aria-label={t('examination.prescription.interactions.list')}>
        {interactions.map((interaction, index) => (
          <li key={index} className={item}>
            <p className={line}>
              <span className={`${badge} ${SEVERITY_TONE[interaction.MucDo] ?? SEVERITY_TONE.Minor}`}>{t(`examination.prescription.severity.${interaction.MucDo}`, { defaultValue: interaction.MucDo })}</span>
              <strong>
                {interaction.TenThuoc1} ({interaction.HoatChat1}) + {interaction.TenThuoc2} ({interaction.HoatChat2})
              </strong>
            </p>
            <p className={line}>{interaction.MoTa}</p>
            {interaction.XuTri && <p className={line}>{t('examination.prescription.interactions.management', { text: interaction.XuTri })}</p>}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
