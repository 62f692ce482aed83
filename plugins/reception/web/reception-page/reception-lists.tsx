// The reception lists of spec §2 beside the form: every visit, the kiosk tickets waiting at the desk, patients who
// did not come, and the visits by what was ordered, over a day range (today by default) and a search.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startOfDay } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { DatePicker, Tabs, TextInput, useSettledValue } from '@his/sdk/ui';
import type { Timestamp } from '@his/sdk';
import { DeskQueueList } from '../desk-queue/desk-queue-list';
import { VisitTable, type DanhSach } from './visit-table';

const SEARCH_PAUSE_MS = 300;
const DAY_MS = 24 * 60 * 60 * 1000;
const VISIT_LISTS: readonly DanhSach[] = ['DaTiepNhan', 'DaChiDinh', 'ChiDinhTrongNgay', 'DangChiDinh'];

// The lists' column is narrow even on a desk screen: the two dates share a row, the search has its own.
const filters = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '2', alignItems: 'end', '& > :last-child': { gridColumn: '1 / -1' } });
// Seven tabs do not fit the column: the tab list scrolls sideways rather than hiding the last ones.
const scrollingTabs = css({ '& [role=tablist]': { overflowX: 'auto', scrollbarWidth: 'thin' } });

export interface ReceptionListsProps {
  loaiTiepNhan: 'NgoaiTru' | 'NoiTru';
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The clock, for stories and tests: the range starts on its day. */
  now?: () => Timestamp;
}

export function ReceptionLists({ loaiTiepNhan, selectedId, onSelect, now = Date.now }: ReceptionListsProps) {
  const { t } = useTranslation('reception');
  const [today] = useState(() => startOfDay(now()));
  const [from, setFrom] = useState<Timestamp>(today);
  const [to, setTo] = useState<Timestamp>(today);
  const [typed, setTyped] = useState('');
  const searchString = useSettledValue(typed.trim(), SEARCH_PAUSE_MS);
  const [tab, setTab] = useState<string>('TatCa');

  // The last day is read to its end; a range typed backwards reads the one day typed first rather than nothing.
  const startDate = from;
  const endDate = Math.max(to, from) + DAY_MS - 1;
  const table = (danhSach: DanhSach, caption: string) => (
    <VisitTable danhSach={danhSach} loaiTiepNhan={loaiTiepNhan} startDate={startDate} endDate={endDate} searchString={searchString} selectedId={selectedId} onSelect={onSelect} label={caption} />
  );
  const label = (key: string) => t(`reception.desk.list.${key}`);
  const items = [
    { value: 'TatCa', label: label('TatCa'), content: table('TatCa', label('TatCa')) },
    { value: 'ChoTiepDon', label: label('ChoTiepDon'), content: <DeskQueueList list="waiting" /> },
    {
      value: 'BNKhongDen',
      label: label('BNKhongDen'),
      content: (
        <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
          <DeskQueueList list="notCome" />
          {table('BNKhongDen', label('BNKhongDenOrders'))}
        </div>
      ),
    },
    ...VISIT_LISTS.map((list) => ({ value: list, label: label(list), content: table(list, label(list)) })),
  ];

  return (
    <section aria-labelledby="reception-lists-heading" className={css({ display: 'flex', flexDir: 'column', gap: '3', minW: '0' })}>
      <h2 id="reception-lists-heading" className={css({ srOnly: true })}>
        {t('reception.desk.lists')}
      </h2>
      <div className={filters}>
        <DatePicker label={t('reception.desk.from')} value={from} onValueChange={(value) => value !== null && setFrom(value)} />
        <DatePicker label={t('reception.desk.to')} value={to} onValueChange={(value) => value !== null && setTo(value)} />
        <TextInput label={t('reception.desk.search')} type="search" value={typed} onValueChange={setTyped} autoComplete="off" />
      </div>
      <Tabs label={t('reception.desk.lists')} value={tab} onValueChange={setTab} items={items} keepMounted={false} className={scrollingTabs} />
    </section>
  );
}
