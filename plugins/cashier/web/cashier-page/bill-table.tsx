// A visit's bill lines under their service groups (spec §3 Bill line): price, what insurance and the patient pay,
// the discount and whether collected and posted; a box on each line and group chooses what the payment, the refund or
// the buttons above the table take, and a line's own action (unpost, remove, cancel its prescription's payment request)
// sits at its end. On an insured visit a line insurance does not cover carries a visible "Không BHYT" mark, never silently.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, Checkbox, DataTable, type DataTableColumn } from '@his/sdk/ui';
import { groupBillLines, type BillLine, type BillRow } from './bill-view';
import type { BillLineActions } from './use-bill-line-actions';

const hidden = css({ srOnly: true });
const groupStyle = css({ fontWeight: 'semibold' });
const lineName = css({ display: 'flex', gap: '1', alignItems: 'center', minW: '0', '& > :last-child': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } });

export interface BillTableProps {
  lines: readonly BillLine[] | undefined;
  loading: boolean;
  /** The visit holds an insurance card: lines it does not cover are marked. */
  insured: boolean;
  chosen: ReadonlySet<string>;
  onChosenChange: (chosen: Set<string>) => void;
  /** Lines cannot be chosen (fees completed, or no right to collect or to act on lines). */
  locked: boolean;
  /** The lines' own actions: a column at the end when any can be taken. */
  actions?: BillLineActions;
}

/** A line can be chosen for a payment (uncollected) or a refund (collected); a waived line cannot. */
const choosable = (line: BillLine) => !line.KhongThuTien;

export function BillTable({ lines, loading, insured, chosen, onChosenChange, locked, actions }: BillTableProps) {
  const { t } = useTranslation('cashier');
  const rows = useMemo(() => (lines ? groupBillLines(lines) : undefined), [lines]);

  const columns = useMemo<DataTableColumn<BillRow>[]>(() => {
    const groupName = (row: Extract<BillRow, { kind: 'group' }>) => row.group ?? t(row.drugs ? 'cashier.bill.drugsGroup' : 'cashier.bill.otherGroup');
    const toggle = (ids: readonly string[], on: boolean) => {
      const next = new Set(chosen);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      onChosenChange(next);
    };
    const stateOf = (line: BillLine) =>
      line.KhongThuTien ? 'KhongThuTien' : line.HachToan ? 'HachToan' : line.DaThuTien ? 'DaThuTien' : 'ChuaThu';
    const money = (value: (row: BillRow) => number) => (row: BillRow) => {
      const text = formatMoney(value(row));
      return row.kind === 'group' ? <span className={groupStyle}>{text}</span> : text;
    };
    const lineActions: DataTableColumn<BillRow>[] = actions?.enabled ? [{
      id: 'actions',
      header: t('cashier.lineActions.column'),
      width: '9rem',
      sticky: 'end',
      cell: (row) => (row.kind === 'group' ? null : actions.actionsOf(row.line).map((action) => (
        <Button
          key={action}
          size="sm"
          variant="outline"
          tone="danger"
          loading={actions.busy === row.line._id}
          aria-label={t(`cashier.lineActions.line.${action}`, { service: row.line.TenDichVu })}
          onClick={() => actions.run(action, [row.line], row.line._id)}
        >
          {t(`cashier.lineActions.action.${action}`)}
        </Button>
      ))),
    }] : [];
    return [
      {
        id: 'choose',
        header: <span className={hidden}>{t('cashier.bill.column.choose')}</span>,
        width: '2.75rem',
        sticky: 'start',
        cell: (row) => {
          if (row.kind === 'group') {
            const ids = row.lines.filter(choosable).map((line) => line._id);
            const on = ids.filter((id) => chosen.has(id)).length;
            return ids.length ? (
              <Checkbox
                label={<span className={hidden}>{t('cashier.bill.chooseGroup', { group: groupName(row) })}</span>}
                checked={on === ids.length}
                indeterminate={on > 0 && on < ids.length}
                disabled={locked}
                onCheckedChange={(next) => toggle(ids, next)}
              />
            ) : null;
          }
          return choosable(row.line) ? (
            <Checkbox
              label={<span className={hidden}>{t('cashier.bill.chooseLine', { service: row.line.TenDichVu })}</span>}
              checked={chosen.has(row.line._id)}
              disabled={locked}
              onCheckedChange={(next) => toggle([row.line._id], next)}
            />
          ) : null;
        },
      },
      {
        id: 'service',
        header: t('cashier.bill.column.service'),
        width: '15rem',
        accessor: (row) => (row.kind === 'group' ? groupName(row) : row.line.TenDichVu),
        cell: (row) =>
          row.kind === 'group' ? (
            <span className={groupStyle}>{groupName(row)}</span>
          ) : (
            <span className={lineName}>
              {insured && row.line.KhongBHYT && <span className={badge({ tone: 'warning', size: 'sm' })}>{t('cashier.bill.notCovered')}</span>}
              <span title={row.line.TenDichVu}>{row.line.TenDichVu}</span>
            </span>
          ),
      },
      { id: 'quantity', header: t('cashier.bill.column.quantity'), width: '4rem', align: 'end', accessor: (row) => (row.kind === 'line' ? row.line.SoLuong : null) },
      { id: 'price', header: t('cashier.bill.column.price'), width: '6.5rem', align: 'end', accessor: (row) => (row.kind === 'line' ? formatMoney(row.line.DonGia) : null) },
      { id: 'amount', header: t('cashier.bill.column.amount'), width: '7rem', align: 'end', cell: money((row) => (row.kind === 'group' ? row.ThanhTien : row.line.ThanhTienSauGiamGia)) },
      { id: 'insurance', header: t('cashier.bill.column.insurance'), width: '7rem', align: 'end', cell: money((row) => (row.kind === 'group' ? row.BHChiTra : row.line.BHChiTra)) },
      { id: 'patient', header: t('cashier.bill.column.patient'), width: '7rem', align: 'end', cell: money((row) => (row.kind === 'group' ? row.BenhNhanTT : row.line.BenhNhanTTSauGiamGia)) },
      { id: 'discount', header: t('cashier.bill.column.discount'), width: '6rem', align: 'end', accessor: (row) => (row.kind === 'line' ? formatMoney(row.line.SoTienGiamGia + row.line.MienGiam) : null) },
      {
        id: 'state',
        header: t('cashier.bill.column.state'),
        width: '8rem',
        accessor: (row) => (row.kind === 'line' ? t(`cashier.bill.state.${stateOf(row.line)}`) : null),
        cell: (row) => {
          if (row.kind === 'group') return null;
          const state = stateOf(row.line);
          const tone = state === 'HachToan' ? 'success' : state === 'DaThuTien' ? 'accent' : 'neutral';
          return <span className={badge({ tone, size: 'sm' })}>{t(`cashier.bill.state.${state}`)}</span>;
        },
      },
      ...lineActions,
    ];
  }, [t, chosen, onChosenChange, locked, insured, actions]);

  return (
    <DataTable
      label={t('cashier.bill.title')}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      loading={loading}
      emptyText={t('cashier.bill.empty')}
      height={`min(${Math.max(3, (rows?.length ?? 0) + 1) * 36 + 8}px, 24rem)`}
    />
  );
}
