// A procedure list on a phone (the /m copy of /thuc-hien-chi-dinh-pttt and /thuc-hien-vltl, spec §2 and §7 "mobile
// list"): the three tabs with their counts, each order a card a thumb can open — queue number, request number, the
// patient, the services, its state and marks, and its technicians — instead of a table wider than the screen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@his/sdk/format';
import { css, cx } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, Spinner, Tabs } from '@his/sdk/ui';
import type { ChiDinhPtttFieldsFragment } from '../../generated/graphql';
import { stateLabelKey } from '../../rules/states';
import { PROCEDURE_TABS, type ProcedureTab } from '../../rules/work-lists';
import type { ProcedureRows } from '../procedure-list/procedure-list-tabs';

type Row = ChiDinhPtttFieldsFragment;

export interface MobileOrderListProps {
  rows: ProcedureRows | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect: (row: Row) => void;
}

const list = css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '2' });
const card = css({ display: 'grid', gap: '1', borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', p: '3', bg: 'bg.default', minW: '0' });
const chosen = css({ borderColor: 'accent.solid', boxShadow: '0 0 0 1px token(colors.accent.solid)' });
const top = css({ display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' });
const queue = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', fontSize: 'lg' });
const small = css({ textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere', m: '0' });
const marks = css({ display: 'flex', gap: '1', flexWrap: 'wrap' });
const wrappingTabs = css({ '& [role=tablist]': { flexWrap: 'wrap' } });

export function MobileOrderList({ rows, loading, selectedId, onSelect }: MobileOrderListProps) {
  const { t } = useTranslation('procedures');
  const [tab, setTab] = useState<ProcedureTab>('waiting');

  const items = PROCEDURE_TABS.map((each) => {
    const label = t(`procedures.web.tab.${each}`);
    const listed = rows?.[each];
    return {
      value: each,
      label: listed ? `${label} (${listed.length})` : label,
      content: !listed ? (
        loading ? <Spinner label={t('procedures.web.loading')} showLabel /> : null
      ) : listed.length === 0 ? (
        <p className={small}>{t(`procedures.web.empty.${each}`)}</p>
      ) : (
        <ul className={list} aria-label={t('procedures.web.list.table', { tab: label })}>
          {listed.map((row) => {
            const patient = [row.TenBenhNhan, row.NamSinh].filter(Boolean).join(' · ');
            const technicians = row.PhanCongKyThuatViens.map((assigned) => assigned.TenNhanVien ?? '').filter(Boolean).join(', ');
            return (
              <li key={row._id} className={cx(card, row._id === selectedId && chosen)}>
                <div className={top}>
                  {row.SoThuTu !== null && row.SoThuTu !== undefined && <span className={queue}>{row.SoThuTu}</span>}
                  <span className={css({ fontWeight: 'semibold' })}>{row.SoPhieuYeuCau}</span>
                  <span className={small}>{formatDateTime(row.NgayYeuCau)}</span>
                </div>
                <p className={css({ m: '0', fontWeight: 'medium', overflowWrap: 'anywhere' })}>{patient}</p>
                <p className={small}>{row.ChiTiets.map((line) => line.TenDichVu ?? line.MaDichVu ?? '').join(', ')}</p>
                <span className={marks}>
                  <span className={badge({ tone: 'neutral', size: 'sm' })}>{t(stateLabelKey(row.TrangThai))}</span>
                  {row.LaKhanCap && <span className={badge({ tone: 'danger', size: 'sm' })}>{t('procedures.web.urgent')}</span>}
                  {row.TuongTrinhPTTT?.DaKhoa && <span className={badge({ tone: 'warning', size: 'sm' })}>{t('procedures.web.lockedMark')}</span>}
                </span>
                {technicians && <p className={small}>{t('procedures.web.mobile.technicians', { names: technicians })}</p>}
                <Button size="sm" variant="outline" lock={false} aria-label={t('procedures.web.list.openOf', { number: row.SoPhieuYeuCau })} onClick={() => onSelect(row)}>
                  {t('procedures.web.list.open')}
                </Button>
              </li>
            );
          })}
        </ul>
      ),
    };
  });

  return <Tabs label={t('procedures.web.list.tabs')} value={tab} onValueChange={(value) => setTab(value as ProcedureTab)} items={items} keepMounted={false} className={wrappingTabs} />;
}
