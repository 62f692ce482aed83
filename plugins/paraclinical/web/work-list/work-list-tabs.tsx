// A work list's orders in the three tabs of spec §2 (waiting, the patient did not come, done) with their counts: the
// patient-did-not-come toggle on a row, an order opened from its row, and a move on the rows checked, with what the
// server refused listed by request number.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, Checkbox, DataTable, Switch, Tabs, toast, type DataTableColumn } from '@his/sdk/ui';
import { ToggleBnKhongDenDocument, UpdateManyDichVuYeuCauStateDocument, type ClsDichVuYeuCauFieldsFragment } from '../../generated/graphql';
import { stateLabelKey } from '../../rules/states';
import { WORK_LIST_TABS, WORK_LISTS, type WorkListKey, type WorkListTab } from '../../rules/work-lists';

type Row = ClsDichVuYeuCauFieldsFragment;
export type WorkListRows = Readonly<Record<WorkListTab, readonly Row[]>>;

export interface WorkListTabsProps {
  list: WorkListKey;
  rows: WorkListRows | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect: (row: Row) => void;
  /** After a toggle or a bulk move: the lists are read again. */
  onChanged: () => void;
  canWrite: boolean;
  canCancelResult: boolean;
}

/** A bulk move offered on a tab: from, to, and the permission it needs beyond writing. */
interface BulkMove {
  key: 'take' | 'cancelResult';
  oldState: string;
  newState: string;
}

const BULK_MOVES: Record<WorkListTab, readonly BulkMove[]> = {
  waiting: [{ key: 'take', oldState: 'SanSang', newState: 'ChuaKetQua' }],
  missed: [],
  done: [{ key: 'cancelResult', oldState: 'CoKetQua', newState: 'ChuaKetQua' }],
};

interface Refused {
  _id: string;
  SoPhieuYeuCau: string;
  LyDo: string;
}

const STATE_TONE: Record<string, 'neutral' | 'accent' | 'success' | 'warning' | 'danger'> = {
  SanSang: 'neutral', ChuaKetQua: 'accent', CoKetQua: 'success', DaXemKetQua: 'success', DaHuy: 'danger', Nhap: 'neutral',
};
const QUIET = { quietErrors: true };
const marks = css({ display: 'flex', gap: '1', flexWrap: 'wrap', alignItems: 'center' });
const numberStyle = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const scrollingTabs = css({ '& [role=tablist]': { overflowX: 'auto', scrollbarWidth: 'thin' } });
const bulkBar = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', py: '2' });
const refusedBox = css({ borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', p: '3', bg: 'bg.subtle', '& ul': { m: '0', ps: '5' }, '& p': { m: '0', mb: '1', fontWeight: 'semibold' } });
const srOnly = css({ srOnly: true });

export function WorkListTabs({ list, rows, loading, selectedId, onSelect, onChanged, canWrite, canCancelResult }: WorkListTabsProps) {
  const { t } = useTranslation('paraclinical');
  const [tab, setTab] = useState<WorkListTab>('waiting');
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<readonly Refused[]>([]);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [, toggleNoShow] = useMutation(ToggleBnKhongDenDocument);
  const [, moveMany] = useMutation(UpdateManyDichVuYeuCauStateDocument);
  const sampled = WORK_LISTS[list].sampled;
  const shown = rows?.[tab];
  // Rows checked and still listed: a row that left the tab after a refresh is no longer acted on.
  const checkedRows = useMemo(() => (shown ?? []).filter((row) => checked.has(row._id)), [shown, checked]);

  const changeTab = (next: string) => {
    setTab(next as WorkListTab);
    setChecked(new Set());
    setRefused([]);
  };

  const columns = useMemo((): DataTableColumn<Row>[] => {
    const setNoShow = async (row: Row, BNKhongDen: boolean) => {
      setBusyId(row._id);
      const result = await toggleNoShow({ ids: [row._id], BNKhongDen }, QUIET);
      setBusyId(null);
      if (result.error) toast.error(refusalText(result.error));
      else toast.success(t(BNKhongDen ? 'paraclinical.web.noShow.marked' : 'paraclinical.web.noShow.cleared', { number: row.SoPhieuYeuCau }));
      onChanged();
    };
    const toggleRow = (row: Row, on: boolean) =>
      setChecked((current) => {
        const next = new Set(current);
        if (on) next.add(row._id);
        else next.delete(row._id);
        return next;
      });
    const all = shown ?? [];
    const allChecked = all.length > 0 && all.every((row) => checked.has(row._id));
    const someChecked = !allChecked && all.some((row) => checked.has(row._id));
    const services = (row: Row) => row.ChiTiets.map((line) => line.TenDichVu ?? line.MaDichVu ?? '').join(', ');
    const stateText = (row: Row) => t(stateLabelKey(row.TrangThai));
    // The toggle is for an order not yet performed: sent and waiting, or marked absent (to bring it back).
    const togglable = (row: Row) => canWrite && row.TrangThai === 'SanSang';

    const columnsOfTab: DataTableColumn<Row>[] = [
      {
        id: 'check',
        header: (
          <Checkbox
            label={<span className={srOnly}>{t('paraclinical.web.list.checkAll')}</span>}
            checked={allChecked}
            indeterminate={someChecked}
            disabled={all.length === 0}
            onCheckedChange={(on) => setChecked(on ? new Set(all.map((row) => row._id)) : new Set())}
          />
        ),
        cell: (row) => (
          <Checkbox
            label={<span className={srOnly}>{t('paraclinical.web.list.check', { number: row.SoPhieuYeuCau })}</span>}
            checked={checked.has(row._id)}
            onCheckedChange={(on) => toggleRow(row, on)}
          />
        ),
        width: '3rem',
        sticky: 'start',
      },
      { id: 'SoThuTu', header: t('paraclinical.web.column.SoThuTu'), accessor: (row) => row.SoThuTu ?? null, cell: (row) => <span className={numberStyle}>{row.SoThuTu ?? ''}</span>, width: '4rem' },
      { id: 'SoPhieuYeuCau', header: t('paraclinical.web.column.SoPhieuYeuCau'), accessor: (row) => row.SoPhieuYeuCau, width: '8.5rem' },
      ...(sampled ? [{ id: 'SIDMau', header: t('paraclinical.web.column.SIDMau'), accessor: (row: Row) => row.SIDMau ?? null, width: '7.5rem' }] : []),
      { id: 'MaYTe', header: t('paraclinical.web.column.MaYTe'), accessor: (row) => row.MaYTe ?? null, width: '8rem' },
      { id: 'TenBenhNhan', header: t('paraclinical.web.column.TenBenhNhan'), accessor: (row) => row.TenBenhNhan ?? null, width: '12rem' },
      { id: 'GioiTinh', header: t('paraclinical.web.column.GioiTinh'), accessor: (row) => (row.GioiTinh ? t(`paraclinical.web.sex.${row.GioiTinh}`) : null), width: '4.5rem' },
      { id: 'NamSinh', header: t('paraclinical.web.column.NamSinh'), accessor: (row) => row.NamSinh ?? null, width: '5rem' },
      { id: 'services', header: t('paraclinical.web.column.services'), accessor: services, width: '14rem' },
      {
        id: 'state',
        header: t('paraclinical.web.column.state'),
        accessor: stateText,
        cell: (row) => <span className={badge({ tone: STATE_TONE[row.TrangThai] ?? 'neutral', size: 'sm' })}>{stateText(row)}</span>,
        width: '9.5rem',
      },
      {
        id: 'marks',
        header: t('paraclinical.web.column.marks'),
        accessor: (row) => (row.LaKhanCap ? t('paraclinical.web.urgent') : null),
        cell: (row) => row.LaKhanCap && <span className={badge({ tone: 'danger', size: 'sm' })}>{t('paraclinical.web.urgent')}</span>,
        width: '5.5rem',
      },
      { id: 'NgayYeuCau', header: t('paraclinical.web.column.NgayYeuCau'), accessor: (row) => row.NgayYeuCau, cell: (row) => formatDateTime(row.NgayYeuCau), width: '9rem' },
      {
        id: 'actions',
        header: t('paraclinical.web.column.actions'),
        cell: (row) => (
          <span className={marks}>
            <Button size="sm" variant="outline" lock={false} aria-label={t('paraclinical.web.list.openOf', { number: row.SoPhieuYeuCau })} onClick={() => onSelect(row)}>
              {t('paraclinical.web.list.open')}
            </Button>
            {(tab === 'missed' || togglable(row)) && (
              <Switch
                label={
                  <>
                    {t('paraclinical.web.noShow.label')}
                    <span className={srOnly}> {t('paraclinical.web.noShow.of', { number: row.SoPhieuYeuCau })}</span>
                  </>
                }
                checked={row.BNKhongDen}
                disabled={!canWrite || busyId === row._id}
                onCheckedChange={(on) => void setNoShow(row, on)}
              />
            )}
          </span>
        ),
        width: '15rem',
      },
    ];
    return columnsOfTab;
  }, [t, shown, checked, tab, sampled, canWrite, busyId, toggleNoShow, onChanged, onSelect]);

  const runBulk = async (move: BulkMove) => {
    const ids = checkedRows.map((row) => row._id);
    const result = await moveMany({ ids, oldState: move.oldState, newState: move.newState }, QUIET);
    if (result.error || !result.data) {
      if (result.error) toast.error(refusalText(result.error));
      return;
    }
    const { updated, refused: left } = result.data.updateManyDichVuYeuCauState;
    setRefused(left);
    setChecked(new Set(left.map((each) => each._id)));
    if (updated.length > 0) toast.success(t(`paraclinical.web.bulk.done.${move.key}`, { count: updated.length }));
    onChanged();
  };

  const bulkMoves = BULK_MOVES[tab].filter((move) => canWrite && (move.key !== 'cancelResult' || canCancelResult));

  const items = WORK_LIST_TABS.map((each) => {
    const label = t(`paraclinical.web.tab.${each}`);
    const listed = rows?.[each];
    return {
      value: each,
      label: listed ? `${label} (${listed.length})` : label,
      content: (
        <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
          {bulkMoves.length > 0 && (
            <div className={bulkBar} role="group" aria-label={t('paraclinical.web.bulk.title')}>
              <span className={css({ color: 'fg.muted' })}>{t('paraclinical.web.bulk.checked', { count: checkedRows.length })}</span>
              {bulkMoves.map((move) => (
                <Button key={move.key} size="sm" variant={move.key === 'cancelResult' ? 'outline' : 'solid'} tone={move.key === 'cancelResult' ? 'danger' : 'accent'} disabled={checkedRows.length === 0} onClick={() => runBulk(move)}>
                  {t(`paraclinical.web.bulk.${move.key}`)}
                </Button>
              ))}
            </div>
          )}
          {refused.length > 0 && (
            <div role="alert" className={refusedBox}>
              <p>{t('paraclinical.web.bulk.refused', { count: refused.length })}</p>
              <ul>
                {refused.map((each) => (
                  <li key={each._id}>{t('paraclinical.web.bulk.refusedLine', { number: each.SoPhieuYeuCau, reason: each.LyDo })}</li>
                ))}
              </ul>
            </div>
          )}
          <DataTable
            label={t('paraclinical.web.list.table', { tab: label })}
            columns={columns}
            rows={listed}
            getRowId={(row) => row._id}
            loading={loading && !rows}
            emptyText={t(`paraclinical.web.empty.${each}`)}
            onRowActivate={onSelect}
            selectedRowId={selectedId}
            rowHeight={44}
            height="min(calc(100vh - 20rem), 34rem)"
          />
        </div>
      ),
    };
  });

  return <Tabs label={t('paraclinical.web.list.tabs')} value={tab} onValueChange={changeTab} items={items} keepMounted={false} className={scrollingTabs} />;
}
