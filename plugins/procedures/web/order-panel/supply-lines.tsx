// The drugs and supplies a procedure used (spec §2 tab "supplies"): from the pharmacy's catalogue, each with its
// quantity and a note, added and removed line by line; each drug once; taken from a store of the performing room's
// department when the note is saved; who verified them and when, once they are.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RefPicker } from '@his/sdk/catalogue-screens';
import { useQuery } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, NumberInput, Select, TextInput } from '@his/sdk/ui';
import { duocFace } from '../../../pharmacy/contract';
import { KhoDuocPtttDocument, type TuongTrinhPtttFieldsFragment } from '../../generated/graphql';
import { newLineKey, sentLines, type NoteValues, type Problems, type SupplyLine } from './note-values';
import { errorOf } from './problems';

export interface SupplyLinesProps {
  /** The order, whose performing room's stores the lines are taken from. */
  orderId: string;
  /** The note as saved: its verification. */
  saved: Pick<TuongTrinhPtttFieldsFragment, 'DaXacNhanVatTu' | 'TenNguoiXacNhanVatTu' | 'ThoiGianXacNhanVatTu'> | null;
  values: NoteValues;
  onChange: (changes: Partial<NoteValues>) => void;
  problems: Problems;
  disabled: boolean;
}

const line = css({
  display: 'grid', gap: '3', alignItems: 'end', borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', p: '3', m: '0',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 2fr) minmax(0, 3fr) auto' },
});
const legend = css({ fontWeight: 'semibold', px: '1' });
const muted = css({ color: 'fg.muted', m: '0' });

export function SupplyLines({ orderId, saved, values, onChange, problems, disabled }: SupplyLinesProps) {
  const { t } = useTranslation('procedures');
  const [{ data: storeData }] = useQuery({ query: KhoDuocPtttDocument, variables: useMemo(() => ({ idDichVuYeuCau: orderId }), [orderId]), requestPolicy: 'cache-and-network' });
  const stores = storeData?.khoDuocPTTT;
  // A refusal names a line by its place among the lines sent, which leave out blank ones.
  const sent = sentLines(values);
  const change = (key: string, changes: Partial<SupplyLine>) => onChange({ supplies: values.supplies.map((each) => (each.key === key ? { ...each, ...changes } : each)) });
  const errorOfLine = (each: SupplyLine, field: string) => errorOf(problems, `VatTus.${sent.indexOf(each)}.${field}`);
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {saved?.DaXacNhanVatTu && (
        <p role="status" className={css({ m: '0', color: 'success.text', fontWeight: 'medium' })}>
          {t('procedures.web.supplies.verified', { name: saved.TenNguoiXacNhanVatTu ?? '', time: saved.ThoiGianXacNhanVatTu ? formatDateTime(saved.ThoiGianXacNhanVatTu) : '' })}
        </p>
      )}
      {stores && stores.length === 0 ? (
        <p className={muted}>{t('procedures.web.supplies.noStore')}</p>
      ) : (
        <Select
          name="KhoDuoc_Id"
          label={t('procedures.web.supplies.store')}
          helperText={t('procedures.web.supplies.storeHelp')}
          items={(stores ?? []).map((store) => ({ value: store._id, label: `${store.TenKho} (${store.MaKho})` }))}
          // Until one is chosen, the store the server takes from: the one kept, else the room's first.
          value={values.KhoDuoc_Id ?? stores?.[0]?._id ?? null}
          onValueChange={(value) => value && onChange({ KhoDuoc_Id: value })}
          disabled={disabled}
          {...errorOf(problems, 'KhoDuoc_Id')}
        />
      )}
      {values.supplies.length === 0 && <p className={muted}>{t('procedures.web.supplies.none')}</p>}
      {values.supplies.map((each, index) => {
        const number = index + 1;
        return (
          <fieldset key={each.key} className={line}>
            <legend className={legend}>{t('procedures.web.supplies.line', { number })}</legend>
            <RefPicker
              name={`VatTus.${index}.Duoc_Id`}
              target={duocFace}
              label={t('procedures.web.supplies.drug', { number })}
              required
              value={each.Duoc_Id}
              onValueChange={(id) => change(each.key, { Duoc_Id: id })}
              disabled={disabled}
              {...errorOfLine(each, 'Duoc_Id')}
            />
            <NumberInput
              name={`VatTus.${index}.SoLuong`}
              label={t('procedures.web.supplies.quantity', { number })}
              required
              min={0}
              fractionDigits={3}
              value={each.SoLuong}
              onValueChange={(value) => change(each.key, { SoLuong: value })}
              disabled={disabled}
              {...errorOfLine(each, 'SoLuong')}
            />
            <TextInput
              name={`VatTus.${index}.GhiChu`}
              label={t('procedures.web.supplies.note', { number })}
              maxLength={500}
              value={each.GhiChu}
              onValueChange={(value) => change(each.key, { GhiChu: value })}
              disabled={disabled}
              {...errorOfLine(each, 'GhiChu')}
            />
            <Button variant="outline" tone="danger" size="sm" disabled={disabled} onClick={() => onChange({ supplies: values.supplies.filter((other) => other.key !== each.key) })}>
              {t('procedures.web.supplies.remove', { number })}
            </Button>
          </fieldset>
        );
      })}
      {problems.VatTus && <p role="alert" className={css({ color: 'fg.error', m: '0' })}>{t(problems.VatTus.key, problems.VatTus.params)}</p>}
      <div>
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => onChange({ supplies: [...values.supplies, { key: newLineKey(), Duoc_Id: null, SoLuong: null, GhiChu: '' }] })}>
          {t('procedures.web.supplies.add')}
        </Button>
      </div>
    </div>
  );
}
