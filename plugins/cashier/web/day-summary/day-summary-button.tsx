// The button that opens a cashier's day summary: on the cashier screen (their own day) and on the receipt books screen
// (an accountant's, for any cashier).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, type ButtonProps } from '@his/sdk/ui';
import { DaySummaryDialog } from './day-summary-dialog';

export interface DaySummaryButtonProps {
  /** Whether another cashier's day may be asked for. */
  chooseCashier?: boolean;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

export function DaySummaryButton({ chooseCashier = false, size, variant = 'outline' }: DaySummaryButtonProps) {
  const { t } = useTranslation('cashier');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} lock={false} icon={<Icon name="calendar" />} onClick={() => setOpen(true)}>
        {t('cashier.summary.open')}
      </Button>
      {open && <DaySummaryDialog chooseCashier={chooseCashier} onClose={() => setOpen(false)} />}
    </>
  );
}
