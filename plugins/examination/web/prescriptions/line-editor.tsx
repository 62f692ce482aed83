// The line being written or changed: the drug (from the store's stock with its strength, unit, what is left and the
// price; written by name on an outside purchase), the doses of the morning, noon, afternoon and evening, the days,
// the quantity (doses × days when left empty), the route and how to take it. Enter adds the line or updates the one
// being changed; its checks run first and show under their fields.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dong } from '@his/sdk';
import { useClient } from '@his/sdk/data';
import { formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, Combobox, NumberInput, TextInput, useShortcuts, type ComboboxItem } from '@his/sdk/ui';
import { SearchStockModelDocument } from '../../generated/graphql';
import { strengthBesideName } from './prescription-print-data';
import { DOSE_FIELDS, KIND_STOCK, lineProblems, quantityOf, type DraftLine, type LineDrug, type LineField, type LineProblems, type PrescriptionKind } from './prescription-lines';

export interface LineEditorProps {
  kind: PrescriptionKind;
  storeId: string | null;
  /** The line as it starts: empty for a new one, the line's values when changing one. */
  initial: DraftLine;
  editing: boolean;
  disabled?: boolean;
  onSubmit: (line: DraftLine) => void;
  onCancel: () => void;
}

interface DrugItem extends ComboboxItem {
  drug: LineDrug;
}

const SEARCH_LIMIT = 20;
const editor = css({ display: 'grid', gap: '3', p: '3', borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', bg: 'bg.subtle' });
const row = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 1fr)' } });
const doses = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' } });
const notes = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' } });
const actions = css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' });

function drugLabel(drug: LineDrug): string {
  return [drug.TenDuoc, strengthBesideName(drug.TenDuoc, drug.HamLuong)].filter(Boolean).join(' ');
}

export function LineEditor({ kind, storeId, initial, editing, disabled = false, onSubmit, onCancel }: LineEditorProps) {
  const { t } = useTranslation('examination');
  const client = useClient();
  const [line, setLine] = useState(initial);
  const [checked, setChecked] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const morning = useRef<HTMLInputElement>(null);
  const outside = kind === 'ToaMuaNgoai';
  const problems: LineProblems = checked ? lineProblems(line, kind) : {};
  const errorOf = (field: LineField) => ({ error: problems[field] ?? null });
  const change = (changes: Partial<DraftLine>) => setLine((current) => ({ ...current, ...changes }));

  const search = useCallback(
    async (text: string): Promise<DrugItem[]> => {
      const filter = KIND_STOCK[kind];
      if (!filter || !storeId) return [];
      const result = await client.query(SearchStockModelDocument, { searchString: text, idKhoDuocs: [storeId], limit: SEARCH_LIMIT, ...filter }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return (result.data?.searchStockModel ?? []).map((found) => {
        const drug: LineDrug = {
          Duoc_Id: found.Duoc_Id,
          MaDuoc: found.MaDuoc,
          TenDuoc: found.TenDuoc,
          HoatChat: found.HoatChat,
          HamLuong: found.HamLuong,
          DonViTinh: found.DonViTinh,
          SoDangKy: found.SoDangKy,
          DonGia: (kind === 'ToaBHYT' ? (found.GiaBHYT ?? found.GiaBan) : found.GiaBan) as Dong,
          SoLuongKhaDung: found.SoLuongKhaDung,
          DuongDung: found.DuongDung,
        };
        return {
          value: found.Duoc_Id,
          label: drugLabel(drug),
          description: t('examination.prescription.stockLine', {
            ingredient: found.HoatChat ?? found.MaDuoc,
            unit: found.DonViTinh,
            available: found.SoLuongKhaDung,
            price: formatMoney(drug.DonGia),
          }),
          drug,
        };
      });
    },
    [client, kind, storeId, t],
  );

  const chosen: DrugItem | null = line.drug?.Duoc_Id ? { value: line.drug.Duoc_Id, label: drugLabel(line.drug), drug: line.drug } : null;
  const quantity = quantityOf(line);
  const available = line.drug?.SoLuongKhaDung;

  const submit = () => {
    setChecked(true);
    if (Object.keys(lineProblems(line, kind)).length > 0) {
      requestAnimationFrame(() => box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit(line);
  };
  useShortcuts({ Enter: submit }, { scope: box, enabled: !disabled });

  const quantityHelp = [
    line.SoLuong == null && quantity !== null ? t('examination.prescription.quantityComputed', { quantity, unit: line.drug?.DonViTinh ?? '' }) : null,
    available != null ? t(quantity !== null && quantity > available ? 'examination.prescription.notEnoughLeft' : 'examination.prescription.left', { available, unit: line.drug?.DonViTinh ?? '' }) : null,
  ].filter(Boolean).join(' · ');

  return (
    <div ref={box} className={editor} role="group" aria-label={t(editing ? 'examination.prescription.editLine' : 'examination.prescription.newLine')}>
      <div className={row}>
        {outside ? (
          <TextInput
            name="TenDuoc"
            label={t('examination.prescription.field.TenDuoc')}
            required
            value={line.drug?.TenDuoc ?? ''}
            onValueChange={(value) => change({ drug: { Duoc_Id: null, TenDuoc: value, DonViTinh: line.drug?.DonViTinh ?? '', DonGia: 0 as Dong } })}
            disabled={disabled}
            maxLength={200}
            {...errorOf('drug')}
          />
        ) : (
          <Combobox<DrugItem>
            name="Duoc_Id"
            label={t(kind === 'ToaVTYT' ? 'examination.prescription.field.supply' : 'examination.prescription.field.drug')}
            required
            search={search}
            value={chosen}
            onValueChange={(item) => {
              // The catalogue's usual route fills a route not written yet.
              change({ drug: item?.drug ?? null, DuongDung: line.DuongDung || item?.drug.DuongDung || '' });
              if (item) requestAnimationFrame(() => morning.current?.focus());
            }}
            disabled={disabled || !storeId}
            helperText={storeId ? undefined : t('examination.prescription.noStore')}
            {...errorOf('drug')}
          />
        )}
        {outside ? (
          <TextInput
            name="DonViTinh"
            label={t('examination.prescription.field.DonViTinh')}
            required
            value={line.drug?.DonViTinh ?? ''}
            onValueChange={(value) => change({ drug: { Duoc_Id: null, TenDuoc: line.drug?.TenDuoc ?? '', DonViTinh: value, DonGia: 0 as Dong } })}
            disabled={disabled}
            maxLength={50}
            {...errorOf('DonViTinh')}
          />
        ) : (
          <TextInput name="DonViTinh" label={t('examination.prescription.field.DonViTinh')} value={line.drug?.DonViTinh ?? ''} readOnly disabled={disabled} {...errorOf('DonViTinh')} />
        )}
      </div>
      <div className={doses}>
        {DOSE_FIELDS.map((field) => (
          <NumberInput
            key={field}
            ref={field === 'Sang' ? morning : undefined}
            name={field}
            label={t(`examination.prescription.field.${field}`)}
            value={line[field]}
            onValueChange={(value) => change({ [field]: value })}
            min={0}
            fractionDigits={2}
            disabled={disabled}
            {...errorOf(field)}
          />
        ))}
        <NumberInput name="SoNgay" label={t('examination.prescription.field.SoNgay')} value={line.SoNgay} onValueChange={(value) => change({ SoNgay: value })} min={1} max={365} disabled={disabled} {...errorOf('SoNgay')} />
        <NumberInput
          name="SoLuong"
          label={t('examination.prescription.field.SoLuong')}
          value={line.SoLuong}
          onValueChange={(value) => change({ SoLuong: value })}
          placeholder={line.SoLuong == null && quantity !== null ? String(quantity) : undefined}
          min={0}
          fractionDigits={2}
          disabled={disabled}
          helperText={quantityHelp || undefined}
          {...errorOf('SoLuong')}
        />
      </div>
      <div className={notes}>
        <TextInput name="DuongDung" label={t('examination.prescription.field.DuongDung')} value={line.DuongDung} onValueChange={(value) => change({ DuongDung: value })} disabled={disabled} maxLength={100} />
        <TextInput
          name="LoiDanUongThuoc"
          label={t('examination.prescription.field.LoiDanUongThuoc')}
          value={line.LoiDanUongThuoc}
          onValueChange={(value) => change({ LoiDanUongThuoc: value })}
          disabled={disabled}
          maxLength={500}
        />
      </div>
      <div className={actions}>
        {editing && (
          <Button variant="outline" onClick={onCancel} disabled={disabled} lock={false}>
            {t('examination.prescription.cancelEdit')}
          </Button>
        )}
        <Button onClick={submit} disabled={disabled} lock={false}>
          {t(editing ? 'examination.prescription.updateLine' : 'examination.prescription.addLine')}
        </Button>
      </div>
    </div>
  );
}
