// The consultation minutes of the facility (/bien-ban-hoi-chan): held over a period (the last seven days by default),
// of a department or room, in a state, found by the patient's name or code or a minutes' or visit's code; each opens
// in the editor, and new minutes begin from a visit's code. Minutes written anywhere read the list again.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NodePicker } from '@his/sdk/catalogue-screens';
import { refusalText, useQuery } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, DataTable, DatePicker, Select, TextInput, useSettledValue, type DataTableColumn } from '@his/sdk/ui';
import { useAppEvent, useHasPermission } from '@his/sdk/web';
import { CONSULTATION_WRITE, consultationEvents } from '../../contract';
import { BienBanHoiChansDocument, type BienBanHoiChanFieldsFragment } from '../../generated/graphql';
import { holderOf } from '../../rules/participants';
import { isOpen, stateLabelKey } from '../../rules/states';
import { MinutesEditorDialog, type EditorTarget } from '../minutes-editor/minutes-editor-dialog';
import { lastWeek, periodOf } from './list-values';

type Minutes = BienBanHoiChanFieldsFragment;

const ALL = 'all';
const SEARCH_PAUSE_MS = 400;
const filters = css({
  display: 'grid',
  gap: '3',
  alignItems: 'end',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(2, minmax(0, 2fr)) minmax(0, 3fr) minmax(0, 2fr) minmax(0, 4fr)' },
});

export function MinutesPage() {
  const { t } = useTranslation('consultation');
  const canWrite = useHasPermission(CONSULTATION_WRITE);
  const [period, setPeriod] = useState(() => lastWeek(Date.now()));
  const [room, setRoom] = useState<string | null>(null);
  const [state, setState] = useState<string>(ALL);
  const [text, setText] = useState('');
  const search = useSettledValue(text, SEARCH_PAUSE_MS).trim();
  const variables = useMemo(
    () => ({ filter: { startDate: period.startDate, endDate: period.endDate, PhongBan_Id: room, TrangThai: state === ALL ? null : state, search: search === '' ? null : search } }),
    [period, room, state, search],
  );
  const [{ data, fetching, error }, refetch] = useQuery({ query: BienBanHoiChansDocument, variables, requestPolicy: 'cache-and-network' });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useAppEvent(consultationEvents.update.module, reload);

  const [target, setTarget] = useState<EditorTarget | null>(null);

  const columns = useMemo<DataTableColumn<Minutes>[]>(
    () => [
      { id: 'code', header: t('consultation.web.list.code'), width: '8.5rem', sticky: 'start', accessor: (row) => row.MaBienBanHoiChan, sortable: true },
      { id: 'held', header: t('consultation.web.list.held'), width: '9rem', accessor: (row) => row.NgayHoiChan, sortable: true, cell: (row) => formatDateTime(row.NgayHoiChan) },
      {
        id: 'patient',
        header: t('consultation.web.list.patient'),
        width: '14rem',
        accessor: (row) => row.TenBenhNhan ?? '',
        sortable: true,
        cell: (row) => `${row.TenBenhNhan ?? ''} (${row.MaYTe ?? ''})`,
      },
      { id: 'visit', header: t('consultation.web.list.visit'), width: '8.5rem', accessor: (row) => row.MaTiepNhan ?? '' },
      { id: 'room', header: t('consultation.web.list.room'), width: '11rem', accessor: (row) => row.TenPhongBan ?? '' },
      { id: 'chair', header: t('consultation.web.list.chair'), width: '11rem', accessor: (row) => holderOf(row.ThanhPhans, 'ChuToa')?.TenNhanVien ?? '' },
      { id: 'doctor', header: t('consultation.web.list.doctor'), width: '11rem', accessor: (row) => row.TenBacSi ?? '' },
      {
        id: 'state',
        header: t('consultation.web.list.state'),
        width: '7rem',
        accessor: (row) => row.TrangThai,
        cell: (row) => <span className={badge({ tone: isOpen(row.TrangThai) ? 'neutral' : 'success', size: 'sm' })}>{t(stateLabelKey(row.TrangThai))}</span>,
      },
      {
        id: 'open',
        header: <span className={css({ srOnly: true })}>{t('consultation.web.list.actions')}</span>,
        width: '5.5rem',
        sticky: 'end',
        cell: (row) => (
          <Button size="sm" variant="ghost" aria-label={t('consultation.web.list.openOf', { code: row.MaBienBanHoiChan })} onClick={() => setTarget({ id: row._id })}>
            {t('consultation.web.list.open')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' }, minW: '0' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between', alignItems: 'center' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t('consultation.title')}</h1>
        {canWrite && <Button onClick={() => setTarget({ askVisitCode: true })}>{t('consultation.web.list.new')}</Button>}
      </div>
      <div className={filters} role="search" aria-label={t('consultation.web.list.filters')}>
        <DatePicker label={t('consultation.web.list.from')} value={period.startDate} onValueChange={(day) => setPeriod(periodOf(day, period.endDate, Date.now()))} />
        <DatePicker label={t('consultation.web.list.to')} value={period.endDate} onValueChange={(day) => setPeriod(periodOf(period.startDate, day, Date.now()))} />
        <NodePicker categories={['DEPARTMENT', 'ROOM']} label={t('consultation.web.list.roomFilter')} value={room} onValueChange={setRoom} />
        <Select
          label={t('consultation.web.list.stateFilter')}
          items={[{ value: ALL, label: t('consultation.web.list.allStates') }, ...['Nhap', 'DaKy'].map((code) => ({ value: code, label: t(stateLabelKey(code)) }))]}
          value={state}
          onValueChange={(value) => setState(value ?? ALL)}
        />
        <TextInput type="search" label={t('consultation.web.list.search')} placeholder={t('consultation.web.list.searchHint')} maxLength={100} value={text} onValueChange={setText} />
      </div>
      {error && (
        <p role="alert" className={css({ color: 'fg.error', m: '0' })}>
          {refusalText(error)}
        </p>
      )}
      <DataTable
        label={t('consultation.web.list.table')}
        columns={columns}
        rows={data?.bienBanHoiChans}
        getRowId={(row) => row._id}
        loading={fetching}
        emptyText={t('consultation.web.list.empty')}
        onRowActivate={(row) => setTarget({ id: row._id })}
        height="calc(100dvh - 20rem)"
      />
      {target && <MinutesEditorDialog key={JSON.stringify(target)} target={target} onClose={() => setTarget(null)} onChanged={reload} />}
    </div>
  );
}
