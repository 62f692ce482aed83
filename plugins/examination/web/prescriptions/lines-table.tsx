// The lines of one prescription: the drug with its strength, the doses of the day, the days, the quantity, the route,
// the price and the amount; each line can be changed or taken out, and a refusal of the server shows under its drug.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, type DataTableColumn } from '@his/sdk/ui';
import { doseText, strengthBesideName } from './prescription-print-data';
import { DOSE_FIELDS, quantityOf, type DraftLine } from './prescription-lines';

export interface LinesTableProps {
  label: string;
  lines: readonly DraftLine[];
  /** A refusal's text by line key. */
  refusals: Readonly<Record<string, string>>;
  editingKey: string | null;
  disabled?: boolean;
  onEdit: (line: DraftLine) => void;
  onRemove: (line: DraftLine) => void;
}

const ROW_HEIGHT = 52;
// The caption and the header row above the lines.
const TABLE_CHROME = 100;
const second = css({ display: 'block', textStyle: 'caption', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis' });
const refused = css({ display: 'block', textStyle: 'caption', color: 'danger.text', whiteSpace: 'normal', lineHeight: '1.2' });
const buttons = css({ display: 'flex', gap: '1' });

export function LinesTable({ label, lines, refusals, editingKey, disabled = false, onEdit, onRemove }: LinesTableProps) {
  const { t } = useTranslation('examination');
  const columns = useMemo((): DataTableColumn<DraftLine & { number: number }>[] => {
    const dose = (value: number | null) => (value ? doseText(value) : '0');
    return [
      { id: 'number', header: t('examination.prescription.column.number'), accessor: (line) => line.number, width: '3.5rem', sticky: 'start' },
      {
        id: 'drug',
        header: t('examination.prescription.column.drug'),
        cell: (line) => (
          <>
            <span>{[line.drug?.TenDuoc, line.drug && strengthBesideName(line.drug.TenDuoc, line.drug.HamLuong)].filter(Boolean).join(' ')}</span>
            {refusals[line.key] ? (
              <span className={refused} role="alert">
                {refusals[line.key]}
              </span>
            ) : (
              <span className={second}>{[line.drug?.HoatChat, line.LoiDanUongThuoc].filter(Boolean).join(' · ')}</span>
            )}
          </>
        ),
        width: '14rem',
      },
      { id: 'doses', header: t('examination.prescription.column.doses'), accessor: (line) => DOSE_FIELDS.map((field) => dose(line[field])).join(' - '), width: '13rem' },
      { id: 'days', header: t('examination.prescription.column.days'), accessor: (line) => line.SoNgay, align: 'end', width: '6rem' },
      { id: 'quantity', header: t('examination.prescription.column.quantity'), accessor: (line) => `${doseText(quantityOf(line) ?? 0)} ${line.drug?.DonViTinh ?? ''}`, align: 'end', width: '7rem' },
      { id: 'route', header: t('examination.prescription.column.route'), accessor: (line) => line.DuongDung, width: '7rem' },
      { id: 'price', header: t('examination.prescription.column.price'), accessor: (line) => formatMoney(line.drug?.DonGia ?? 0), align: 'end', width: '7rem' },
      { id: 'amount', header: t('examination.prescription.column.amount'), accessor: (line) => formatMoney(Math.round((line.drug?.DonGia ?? 0) * (quantityOf(line) ?? 0))), align: 'end', width: '8rem' },
      {
        id: 'actions',
        header: t('examination.prescription.column.actions'),
        cell: (line) => (
          <span className={buttons}>
            <Button size="sm" variant="outline" lock={false} disabled={disabled || line.DaThuTien} aria-pressed={editingKey === line.key} aria-label={t('examination.prescription.editLineNumber', { number: line.number })} onClick={() => onEdit(line)}>
              {t('examination.prescription.edit')}
            </Button>
            <Button size="sm" variant="outline" tone="danger" lock={false} disabled={disabled || line.DaThuTien} aria-label={t('examination.prescription.removeLineNumber', { number: line.number })} onClick={() => onRemove(line)}>
              {t('examination.prescription.remove')}
            </Button>
          </span>
        ),
        width: '10rem',
        sticky: 'end',
      },
    ];
  }, [t, refusals, editingKey, disabled, onEdit, onRemove]);
  const rows = useMemo(() => lines.map((line, index) => ({ ...line, number: index + 1 })), [lines]);
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      getRowId={(line) => line.key}
      selectedRowId={editingKey}
      rowHeight={ROW_HEIGHT}
      height={`${Math.min(Math.max(lines.length, 2), 8) * ROW_HEIGHT + TABLE_CHROME}px`}
      emptyText={t('examination.prescription.lines.none')}
    />
  );
}
