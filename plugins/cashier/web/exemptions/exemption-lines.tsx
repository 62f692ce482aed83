// The bill lines with a discount box pair each (a percent or an amount, typing one empties the other), the amounts the
// discount applies to, and what the patient pays after it as the server last computed it. Collected lines and lines
// not charged show their discount but take none. On a phone each line's cells stack.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { MoneyInput, NumberInput } from '@his/sdk/ui';
import type { FeeBillLine } from '../fee-screens/fee-bill';
import { problemProps, type FieldProblems } from '../fee-screens/refusals';
import { isDiscountable, lineField, typed, type DiscountDrafts } from './exemption-values';

export interface ExemptionLinesProps {
  lines: readonly FeeBillLine[];
  /** Whether the visit bills insurance: only then does a line say it is not covered. */
  insured: boolean;
  drafts: DiscountDrafts;
  onChange: (lineId: string, draft: DiscountDrafts[string]) => void;
  problems: FieldProblems;
  disabled: boolean;
}

const table = css({ width: '100%', borderCollapse: 'collapse', display: { base: 'block', lg: 'table' } });
const head = css({ display: { base: 'none', lg: 'table-header-group' }, '& th': { textAlign: 'start', textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium', px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.default' } });
const body = css({ display: { base: 'grid', lg: 'table-row-group' }, gap: '3' });
const row = css({
  display: { base: 'grid', lg: 'table-row' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '2',
  p: { base: '2', lg: '0' },
  borderWidth: { base: '1px', lg: '0' },
  borderColor: 'border.default',
  borderRadius: { base: 'l2', lg: '0' },
  '& > td': { display: { base: 'block', lg: 'table-cell' }, verticalAlign: 'top', px: { base: '0', lg: '2' }, py: { base: '0', lg: '1.5' }, borderBottomWidth: { base: '0', lg: '1px' }, borderColor: 'border.default' },
});
const service = css({ gridColumn: { base: '1 / -1', lg: 'auto' }, minW: { lg: '14rem' } });
const figure = css({ textAlign: { lg: 'end' }, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
// The figure's name, for a phone where the header row is hidden.
const figureName = css({ display: { base: 'inline', lg: 'none' }, color: 'fg.muted', me: '1' });
const second = css({ display: 'block', textStyle: 'caption', color: 'fg.muted' });
const box = css({ minW: { lg: '8rem' } });
// A box's name shows on a phone, where the header row is hidden; its accessible name adds the line's service.
const boxName = css({ srOnly: { base: false, lg: true } });
const srOnly = css({ srOnly: true });

export function ExemptionLines({ lines, insured, drafts, onChange, problems, disabled }: ExemptionLinesProps) {
  const { t } = useTranslation('cashier');
  const figureCell = (name: string, value: number) => (
    <td className={figure}>
      <span className={figureName}>{name}:</span>
      {formatMoney(value)}
    </td>
  );
  return (
    <table className={table} aria-label={t('cashier.fees.exempt.lines')}>
      <thead className={head}>
        <tr>
          <th scope="col">{t('cashier.fees.line.TenDichVu')}</th>
          <th scope="col">{t('cashier.fees.line.ThanhTien')}</th>
          <th scope="col">{t('cashier.fees.line.BHChiTra')}</th>
          <th scope="col">{t('cashier.fees.line.BenhNhanTT')}</th>
          <th scope="col">{t('cashier.fees.line.PhanTramGiamGia')}</th>
          <th scope="col">{t('cashier.fees.line.SoTienGiamGia')}</th>
          <th scope="col">{t('cashier.fees.line.BenhNhanTTSauGiamGia')}</th>
        </tr>
      </thead>
      <tbody className={body}>
        {lines.map((line) => {
          const draft = drafts[line._id] ?? { PhanTramGiamGia: null, SoTienGiamGia: null };
          const open = isDiscountable(line) && !disabled;
          const why = line.DaThuTien ? t('cashier.fees.line.collected') : line.KhongThuTien ? t('cashier.fees.line.notCharged') : null;
          return (
            <tr key={line._id} className={row}>
              <td className={service}>
                {line.TenDichVu}
                <span className={second}>
                  {[line.NhomDichVu, insured && line.KhongBHYT ? t('cashier.fees.line.notCovered') : null].filter(Boolean).join(' · ')}
                </span>
                {why && <span className={badge({ tone: line.DaThuTien ? 'success' : 'neutral', size: 'sm' })}>{why}</span>}
              </td>
              {figureCell(t('cashier.fees.line.ThanhTien'), line.ThanhTien)}
              {figureCell(t('cashier.fees.line.BHChiTra'), line.BHChiTra)}
              {figureCell(t('cashier.fees.line.BenhNhanTT'), line.BenhNhanTT)}
              <td className={box}>
                <NumberInput
                  name={lineField(line._id, 'PhanTramGiamGia')}
                  label={<span className={boxName}>{t('cashier.fees.line.PhanTramGiamGia')}<span className={srOnly}>{` – ${line.TenDichVu}`}</span></span>}
                  min={0}
                  max={100}
                  fractionDigits={2}
                  value={draft.PhanTramGiamGia}
                  onValueChange={(value) => onChange(line._id, typed('PhanTramGiamGia', value))}
                  disabled={!open}
                  {...problemProps(problems, lineField(line._id, 'PhanTramGiamGia'))}
                />
              </td>
              <td className={box}>
                <MoneyInput
                  name={lineField(line._id, 'SoTienGiamGia')}
                  label={<span className={boxName}>{t('cashier.fees.line.SoTienGiamGia')}<span className={srOnly}>{` – ${line.TenDichVu}`}</span></span>}
                  value={draft.SoTienGiamGia}
                  onValueChange={(value) => onChange(line._id, typed('SoTienGiamGia', value))}
                  disabled={!open}
                  {...problemProps(problems, lineField(line._id, 'SoTienGiamGia'))}
                />
              </td>
              {figureCell(t('cashier.fees.line.BenhNhanTTSauGiamGia'), line.BenhNhanTTSauGiamGia)}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
