// Printing the prescription (F9): the template chosen among MAU_TOA_IN_1 to 3 (the last one used is remembered on this
// computer), rendered by the server's /graphqltemplate with the facility's own version, previewed, then printed.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Dialog, PrintedHtml, PrintFrame, Select, Spinner } from '@his/sdk/ui';
import { InToaThuocDocument } from '../../generated/template/graphql';
import type { PrescriptionPrintData } from './prescription-print-data';

/** The printed prescription templates the server declares (print/), the first the default. */
export const PRESCRIPTION_TEMPLATE_KEYS = ['examination.MAU_TOA_IN_1', 'examination.MAU_TOA_IN_2', 'examination.MAU_TOA_IN_3'] as const;
const STORAGE_KEY = 'examination.prescriptionTemplate';
const TEMPLATE_SERVICE = { url: '/graphqltemplate', requestPolicy: 'network-only' as const };

export function readPrescriptionTemplate(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return PRESCRIPTION_TEMPLATE_KEYS.find((key) => key === stored) ?? PRESCRIPTION_TEMPLATE_KEYS[0];
  } catch {
    return PRESCRIPTION_TEMPLATE_KEYS[0];
  }
}

function writePrescriptionTemplate(key: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, key);
  } catch {
    // A browser refusing storage prints with the default next time.
  }
}

export interface PrintDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: PrescriptionPrintData;
  /** Changes not saved yet: the print holds what is saved, and says so. */
  unsaved?: boolean;
}

export function PrintDialog({ open, onOpenChange, data, unsaved = false }: PrintDialogProps) {
  const { t } = useTranslation('examination');
  const [templateKey, setTemplateKey] = useState(readPrescriptionTemplate);
  const variables = useMemo(() => ({ key: templateKey, data }), [templateKey, data]);
  const [{ data: rendered, fetching, error }] = useQuery({ query: InToaThuocDocument, variables, pause: !open, context: useMemo(() => TEMPLATE_SERVICE, []) });
  const choose = (key: string | null) => {
    if (!key) return;
    setTemplateKey(key);
    writePrescriptionTemplate(key);
  };
  const print = rendered?.renderPrintTemplate;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="xl" title={t('examination.prescription.print.title')}>
      <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
        <div className={css({ w: { base: 'full', md: '24rem' } })}>
          <Select
            label={t('examination.prescription.print.template')}
            items={PRESCRIPTION_TEMPLATE_KEYS.map((key) => ({ value: key, label: t(`examination.prescription.print.${key.split('.')[1]}`) }))}
            value={templateKey}
            onValueChange={choose}
          />
        </div>
        {unsaved && <p className={css({ m: '0', color: 'warning.text' })}>{t('examination.prescription.print.unsaved')}</p>}
        {data.prescriptions.length === 0 && <p className={css({ m: '0', color: 'fg.muted' })}>{t('examination.prescription.print.nothing')}</p>}
        {error && (
          <p role="alert" className={css({ m: '0', color: 'danger.text' })}>
            {refusalText(error)}
          </p>
        )}
        {fetching && !print && <Spinner label={t('examination.prescription.print.loading')} showLabel />}
        {print && (
          <PrintFrame key={templateKey} title={t('examination.prescription.print.frameTitle')} paper={print.paper}>
            <PrintedHtml html={print.html} />
          </PrintFrame>
        )}
      </div>
    </Dialog>
  );
}
