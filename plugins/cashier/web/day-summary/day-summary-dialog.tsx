// A cashier's day (spec §3 Cashier daily summary, getVienPhiInfoByDate): receipts written and cancelled, what was
// collected for examinations, services and drugs, the total collected and what is still to collect, and the total by
// payment method. The signed-in cashier's own day by default; an accountant may pick another cashier.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { formatMoney, startOfDay } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DatePicker, Dialog } from '@his/sdk/ui';
import { CashierDaySummaryDocument, type CashierDaySummaryQuery } from '../../generated/graphql';
import { SingleCashierPicker, type ChosenCashier } from '../receipt-books/cashier-picker';

export interface DaySummaryDialogProps {
  onClose: () => void;
  /** Whether another cashier's day may be asked for (an accountant's). */
  chooseCashier?: boolean;
}

type Summary = CashierDaySummaryQuery['getVienPhiInfoByDate'];

const COUNTS = ['BienLaiThucHien', 'BienLaiHuy'] as const satisfies readonly (keyof Summary)[];
const AMOUNTS = ['CongKham', 'DichVu', 'DuocPham', 'TongThu', 'ConLai'] as const satisfies readonly (keyof Summary)[];
const filters = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'end' });
const figures = css({ display: 'grid', gap: '2', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, m: '0' });
const figure = css({ borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', p: '2', minW: '0' });
const term = css({ textStyle: 'sm', color: 'fg.muted' });
const value = css({ m: '0', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });
const table = css({ width: '100%', borderCollapse: 'collapse', '& th, & td': { px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.default', textAlign: 'start' }, '& th': { textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium' } });
const amount = css({ textAlign: 'end !important', fontVariantNumeric: 'tabular-nums' });

export function DaySummaryDialog({ onClose, chooseCashier = false }: DaySummaryDialogProps) {
  const { t } = useTranslation('cashier');
  const [day, setDay] = useState(() => startOfDay(Date.now()));
  const [cashier, setCashier] = useState<ChosenCashier | null>(null);
  const variables = useMemo(() => ({ date: day, NhanVienId: cashier?._id ?? null }), [day, cashier]);
  const [{ data, fetching, error }] = useQuery({ query: CashierDaySummaryDocument, variables, requestPolicy: 'network-only' });
  const summary = data?.getVienPhiInfoByDate;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cashier.summary.title')}
      size="lg"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('cashier.action.close')}
        </Button>
      }
    >
      <div className={css({ display: 'grid', gap: '4' })}>
        <div className={filters}>
          <DatePicker label={t('cashier.summary.date')} value={day} onValueChange={(next) => next !== null && setDay(startOfDay(next))} />
          {chooseCashier && <SingleCashierPicker label={t('cashier.summary.cashier')} value={cashier} onValueChange={setCashier} />}
        </div>
        {chooseCashier && !cashier && <p className={css({ m: '0', textStyle: 'sm', color: 'fg.muted' })}>{t('cashier.summary.ownDay')}</p>}
        {error && <p role="alert" className={css({ color: 'danger.text', m: '0' })}>{refusalText(error)}</p>}
        {!summary && fetching && <p className={css({ m: '0', color: 'fg.muted' })}>{t('cashier.fees.loading')}</p>}
        {summary && (
          <>
            <dl className={figures} aria-label={t('cashier.summary.figures')} aria-busy={fetching}>
              {COUNTS.map((field) => (
                <div key={field} className={figure}>
                  <dt className={term}>{t(`cashier.summary.${field}`)}</dt>
                  <dd className={value}>{summary[field]}</dd>
                </div>
              ))}
              {AMOUNTS.map((field) => (
                <div key={field} className={figure}>
                  <dt className={term}>{t(`cashier.summary.${field}`)}</dt>
                  <dd className={value}>{formatMoney(summary[field])}</dd>
                </div>
              ))}
            </dl>
            <table className={table} aria-label={t('cashier.summary.byMethod')}>
              <thead>
                <tr>
                  <th scope="col">{t('cashier.summary.method')}</th>
                  <th scope="col" className={amount}>{t('cashier.summary.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {summary.TheoHinhThuc.length === 0 ? (
                  <tr>
                    <td colSpan={2} className={css({ color: 'fg.muted' })}>{t('cashier.summary.nothing')}</td>
                  </tr>
                ) : (
                  summary.TheoHinhThuc.map((each) => (
                    <tr key={each.MaHinhThucThanhToan}>
                      <td>{each.TenHinhThucThanhToan}</td>
                      <td className={amount}>{formatMoney(each.SoTien)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </>
        )}
      </div>
    </Dialog>
  );
}
