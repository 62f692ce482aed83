// A confirmation row's bill, read only: the totals and lines the insurance confirmation is about.
import { useTranslation } from 'react-i18next';
import { refusalText } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Dialog } from '@his/sdk/ui';
import type { XacNhanBhytFieldsFragment } from '../../generated/graphql';
import { BillLinesTable } from '../fee-screens/bill-lines-table';
import { BillOverview } from '../fee-screens/bill-overview';
import { useFeeBill } from '../fee-screens/use-fee-bill';

export interface VisitBillDialogProps {
  visit: Pick<XacNhanBhytFieldsFragment, 'TiepNhan_Id' | 'MaTiepNhan' | 'TenBenhNhan'> & { BenhNhan_Id: string };
  onClose: () => void;
}

export function VisitBillDialog({ visit, onClose }: VisitBillDialogProps) {
  const { t } = useTranslation('cashier');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('cashier.fees.confirm.billTitle', { name: visit.TenBenhNhan, code: visit.MaTiepNhan })} size="xl">
      <VisitBill visit={visit} />
    </Dialog>
  );
}

function VisitBill({ visit }: Pick<VisitBillDialogProps, 'visit'>) {
  const { t } = useTranslation('cashier');
  const { bill, error } = useFeeBill({ TiepNhan_Id: visit.TiepNhan_Id, BenhNhan_Id: visit.BenhNhan_Id });
  if (error && !bill) return <p role="alert" className={css({ color: 'danger.text', m: '0' })}>{refusalText(error)}</p>;
  if (!bill) return <p className={css({ m: '0', color: 'fg.muted' })}>{t('cashier.fees.loading')}</p>;
  return (
    <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
      <BillOverview bill={bill} />
      <BillLinesTable lines={bill.ChiTiets} label={t('cashier.fees.bill.lines')} insured={bill.TiepNhan.SoTheBHYT !== null} />
    </div>
  );
}
