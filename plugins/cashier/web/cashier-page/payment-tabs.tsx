// The centre form's tabs (spec §2): payment of the chosen lines (the amount starts at their patient share, less the
// advance when it is used), advance, voucher (waiting for promotions: the tab is there, its form disabled with why)
// and refund (the advance given back, or the chosen paid lines of cancelled services).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, Tabs, TextInput } from '@his/sdk/ui';
import type { CashierBillFieldsFragment, CashierPaymentSetupQuery, CashierReceiptFieldsFragment } from '../../generated/graphql';
import { amountToHandOver, chosenToCollect, chosenToRefund, patientShare } from './bill-view';
import { ReceiptForm } from './receipt-form';
import { voucherRedemption } from './voucher-rule';

const section = css({ display: 'grid', gap: '3', pt: '2' });
const heading = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' });
const muted = css({ color: 'fg.muted', m: '0' });
// Four tabs may not fit a phone: the tab list scrolls sideways rather than pushing the page wider.
const scrollingTabs = css({ '& [role=tablist]': { overflowX: 'auto', scrollbarWidth: 'thin' } });

export interface PaymentTabsProps {
  bill: CashierBillFieldsFragment;
  setup: CashierPaymentSetupQuery | undefined;
  chosen: ReadonlySet<string>;
  /** No money moves on this visit now (fees completed, or no right to collect). */
  locked: boolean;
  onDone: (receipt: CashierReceiptFieldsFragment) => void;
}

export function PaymentTabs({ bill, setup, chosen, locked, onDone }: PaymentTabsProps) {
  const { t } = useTranslation('cashier');
  const ids = { pay: useId(), advance: useId(), voucher: useId(), refundAdvance: useId(), refundLines: useId() };
  const [tab, setTab] = useState('ThanhToan');
  const [useAdvance, setUseAdvance] = useState(false);
  const visitId = bill.TiepNhan._id;
  const held = bill.TongHop.TamUng;
  const toCollect = chosenToCollect(bill.ChiTiets, chosen);
  const share = patientShare(toCollect);
  const due = amountToHandOver(share, held, useAdvance && held > 0);
  const toRefund = chosenToRefund(bill.ChiTiets, chosen);
  const methods = setup?.getAllDM_HinhThucThanhToan ?? [];
  const books = setup?.get_QuyenBienLai_ByNguoiSuDung_Id ?? [];
  const voucher = voucherRedemption();
  const common = { visitId, methods, books, disabled: locked || !setup, onDone };

  const items = [
    {
      value: 'ThanhToan',
      label: t('cashier.tab.ThanhToan'),
      content: (
        <div className={section}>
          <h3 id={ids.pay} className={heading}>{t('cashier.pay.title')}</h3>
          <ReceiptForm
            {...common}
            key={`pay-${visitId}`}
            kind="ThuTien"
            labelledBy={ids.pay}
            amount={due}
            minimum={due}
            lineIds={toCollect.map((line) => line._id)}
            advanceHeld={held}
            useAdvance={useAdvance && held > 0}
            onUseAdvanceChange={setUseAdvance}
            blockedBy={toCollect.length === 0 ? t('cashier.pay.nothingChosen') : null}
            submitLabel={t('cashier.pay.submit')}
          >
            <p className={muted} data-testid="chosen-lines">
              {t('cashier.pay.chosen', { count: toCollect.length, amount: formatMoney(share) })}
            </p>
          </ReceiptForm>
        </div>
      ),
    },
    {
      value: 'TamUng',
      label: t('cashier.tab.TamUng'),
      content: (
        <div className={section}>
          <h3 id={ids.advance} className={heading}>{t('cashier.advance.title')}</h3>
          <ReceiptForm {...common} key={`advance-${visitId}`} kind="TamUng" labelledBy={ids.advance} amount={0} submitLabel={t('cashier.advance.submit')}>
            <p className={muted}>{t('cashier.advance.held', { amount: formatMoney(held) })}</p>
          </ReceiptForm>
        </div>
      ),
    },
    {
      value: 'Voucher',
      label: t('cashier.tab.Voucher'),
      content: (
        <div className={section}>
          <h3 id={ids.voucher} className={heading}>{t('cashier.voucher.title')}</h3>
          <form aria-labelledby={ids.voucher} className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })} onSubmit={(event) => event.preventDefault()}>
            <TextInput label={t('cashier.voucher.code')} disabled={!voucher.available} fieldClassName={css({ flex: '1 1 14rem' })} />
            <Button type="submit" disabled={!voucher.available}>
              {t('cashier.voucher.submit')}
            </Button>
          </form>
          {!voucher.available && <p className={muted} role="note">{t(voucher.reasonKey)}</p>}
        </div>
      ),
    },
    {
      value: 'HoanTien',
      label: t('cashier.tab.HoanTien'),
      content: (
        <div className={section}>
          <h3 id={ids.refundAdvance} className={heading}>{t('cashier.refund.advanceTitle')}</h3>
          <ReceiptForm
            {...common}
            key={`refund-advance-${visitId}`}
            kind="HoanUng"
            labelledBy={ids.refundAdvance}
            amount={Math.max(0, held)}
            maximum={Math.max(0, held)}
            blockedBy={held > 0 ? null : t('cashier.refund.noAdvance')}
            submitLabel={t('cashier.refund.advanceSubmit')}
          />
          <h3 id={ids.refundLines} className={heading}>{t('cashier.refund.linesTitle')}</h3>
          <ReceiptForm
            {...common}
            key={`refund-lines-${visitId}`}
            kind="HoanTien"
            labelledBy={ids.refundLines}
            amount={patientShare(toRefund)}
            amountFixed
            lineIds={toRefund.map((line) => line._id)}
            blockedBy={toRefund.length === 0 ? t('cashier.refund.nothingChosen') : null}
            submitLabel={t('cashier.refund.linesSubmit')}
          >
            <p className={muted}>{t('cashier.refund.chosen', { count: toRefund.length, amount: formatMoney(patientShare(toRefund)) })}</p>
          </ReceiptForm>
        </div>
      ),
    },
  ];

  return <Tabs label={t('cashier.tab.label')} value={tab} onValueChange={setTab} items={items} keepMounted={false} className={scrollingTabs} />;
}
