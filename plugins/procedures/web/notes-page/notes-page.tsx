// The procedure notes by room and date range (spec §2: /tuong-trinh-pt-tt-vltl for outpatient visits and
// /tuong-trinh-pt-tt-vltl-nt for inpatient and emergency ones; §7 procedure notes and their _NoiTru variant): the notes
// of a room (or every room) whose start falls in the period, searched by request number, patient code or name; a note
// opens with its order's panel, where it is written, locked, reopened, removed and printed as on the lists.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, DataTable, DatePicker, Select, Spinner, TextInput, useSettledValue, type DataTableColumn } from '@his/sdk/ui';
import { useAppEvent } from '@his/sdk/web';
import { proceduresEvents } from '../../contract';
import { ChiDinhPtttByIdDocument, PhongThucHienPtttDocument, TuongTrinhPttTsDocument, TuongTrinhPttTsNoiTruDocument, type TuongTrinhPtttFieldsFragment } from '../../generated/graphql';
import { stateLabelKey } from '../../rules/states';
import { OrderPanel } from '../order-panel/order-panel';
import { periodOf, readRoom, today, writeRoom } from '../procedure-list/list-values';

type Note = TuongTrinhPtttFieldsFragment;

/** The visits whose notes a page lists: outpatient, or inpatient and emergency (TiepNhan.LoaiTiepNhan). */
export type VisitKind = 'NgoaiTru' | 'NoiTru';
const PAGES: Record<VisitKind, string> = { NgoaiTru: 'tuong-trinh-pt-tt-vltl', NoiTru: 'tuong-trinh-pt-tt-vltl-nt' };
const ALL_ROOMS = 'all';
const SEARCH_PAUSE_MS = 400;
const layout = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 9fr) minmax(0, 11fr)' }, alignItems: 'start' });
const filters = css({ display: 'grid', gap: '3', alignItems: 'end', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'minmax(0, 3fr) repeat(2, minmax(0, 2fr)) minmax(0, 4fr)' } });
const marks = css({ display: 'flex', gap: '1', flexWrap: 'wrap' });

export function NotesPage({ kind = 'NgoaiTru' }: { kind?: VisitKind }) {
  const { t } = useTranslation('procedures');
  const page = PAGES[kind];
  const inpatient = kind === 'NoiTru';
  const [{ data: procedureRooms }] = useQuery({ query: PhongThucHienPtttDocument, variables: useMemo(() => ({ nhom: 'thuc-hien-chi-dinh-pttt' }), []), requestPolicy: 'cache-and-network' });
  const [{ data: physioRooms }] = useQuery({ query: PhongThucHienPtttDocument, variables: useMemo(() => ({ nhom: 'thuc-hien-vltl' }), []), requestPolicy: 'cache-and-network' });
  const rooms = useMemo(() => {
    const all = [...(procedureRooms?.phongThucHienPTTT ?? []), ...(physioRooms?.phongThucHienPTTT ?? [])];
    return all.filter((room, index) => all.findIndex((other) => other._id === room._id) === index);
  }, [procedureRooms, physioRooms]);
  const [chosenRoom, setChosenRoom] = useState<string | null>(() => readRoom(page));
  const roomId = chosenRoom && rooms.some((room) => room._id === chosenRoom) ? chosenRoom : null;
  const [period, setPeriod] = useState(() => today(Date.now()));
  const [text, setText] = useState('');
  const search = useSettledValue(text, SEARCH_PAUSE_MS).trim();
  const variables = useMemo(() => ({ idPhongBan: roomId, startDate: period.startDate, endDate: period.endDate, search: search === '' ? null : search }), [roomId, period, search]);
  // One of the two lists is read: the page's.
  const [outpatientNotes, refetchOutpatient] = useQuery({ query: TuongTrinhPttTsDocument, variables, pause: inpatient, requestPolicy: 'cache-and-network' });
  const [inpatientNotes, refetchInpatient] = useQuery({ query: TuongTrinhPttTsNoiTruDocument, variables, pause: !inpatient, requestPolicy: 'cache-and-network' });
  const { fetching, error } = inpatient ? inpatientNotes : outpatientNotes;
  const notes = inpatient ? inpatientNotes.data?.tuongTrinhPTTTs_NoiTru : outpatientNotes.data?.tuongTrinhPTTTs;
  const reload = useCallback(() => (inpatient ? refetchInpatient : refetchOutpatient)({ requestPolicy: 'network-only' }), [inpatient, refetchInpatient, refetchOutpatient]);
  useAppEvent(proceduresEvents.update.module, reload);

  const [openId, setOpenId] = useState<string | null>(null);
  const orderVariables = useMemo(() => ({ id: openId ?? '' }), [openId]);
  const [{ data: orderData, fetching: orderLoading }, reloadOrder] = useQuery({ query: ChiDinhPtttByIdDocument, variables: orderVariables, pause: openId === null, requestPolicy: 'network-only' });
  const order = openId ? orderData?.chiDinhPTTTById : null;
  const panelRef = useRef<HTMLElement>(null);
  const open = useCallback((note: Note) => {
    setOpenId(note.DichVuYeuCau_Id);
    if (typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1023px)').matches) requestAnimationFrame(() => panelRef.current?.scrollIntoView?.({ block: 'start' }));
  }, []);

  const chooseRoom = (value: string | null) => {
    const id = value && value !== ALL_ROOMS ? value : null;
    setChosenRoom(id);
    writeRoom(page, id);
  };

  const columns = useMemo((): DataTableColumn<Note>[] => [
    { id: 'SoPhieuYeuCau', header: t('procedures.web.column.SoPhieuYeuCau'), accessor: (row) => row.SoPhieuYeuCau, width: '8.5rem' },
    { id: 'TenBenhNhan', header: t('procedures.web.column.TenBenhNhan'), accessor: (row) => row.TenBenhNhan ?? null, width: '12rem' },
    { id: 'services', header: t('procedures.web.column.services'), accessor: (row) => row.TenDichVu ?? null, width: '14rem' },
    { id: 'BatDau', header: t('procedures.web.column.BatDau'), accessor: (row) => row.BatDau, cell: (row) => formatDateTime(row.BatDau), width: '9rem' },
    { id: 'KetThuc', header: t('procedures.web.column.KetThuc'), accessor: (row) => row.KetThuc, cell: (row) => formatDateTime(row.KetThuc), width: '9rem' },
    { id: 'room', header: t('procedures.web.column.room'), accessor: (row) => row.TenPhongBan ?? null, width: '10rem' },
    { id: 'result', header: t('procedures.web.column.result'), accessor: (row) => (row.MaKetQua ? `${row.MaKetQua} - ${row.TenKetQua ?? ''}` : null), width: '10rem' },
    {
      id: 'state',
      header: t('procedures.web.column.state'),
      accessor: (row) => t(stateLabelKey(row.TrangThai)),
      cell: (row) => (
        <span className={marks}>
          <span className={badge({ tone: 'neutral', size: 'sm' })}>{t(stateLabelKey(row.TrangThai))}</span>
          {row.DaKhoa && <span className={badge({ tone: 'warning', size: 'sm' })}>{t('procedures.web.lockedMark')}</span>}
        </span>
      ),
      width: '11rem',
    },
    {
      id: 'actions',
      header: t('procedures.web.column.actions'),
      cell: (row) => (
        <Button size="sm" variant="outline" lock={false} aria-label={t('procedures.web.list.openOf', { number: row.SoPhieuYeuCau })} onClick={() => open(row)}>
          {t('procedures.web.list.open')}
        </Button>
      ),
      width: '6rem',
    },
  ], [t, open]);

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' } })}>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t(`procedures.menu.${page}`)}</h1>
      <div className={filters} role="search" aria-label={t('procedures.web.filter.title')}>
        <Select
          label={t('procedures.web.filter.room')}
          items={[{ value: ALL_ROOMS, label: t('procedures.web.filter.allRooms') }, ...rooms.map((room) => ({ value: room._id, label: room.TenPhongBan }))]}
          value={roomId ?? ALL_ROOMS}
          onValueChange={chooseRoom}
        />
        <DatePicker label={t('procedures.web.filter.from')} value={period.startDate} onValueChange={(day) => setPeriod(periodOf(day, period.endDate, Date.now()))} />
        <DatePicker label={t('procedures.web.filter.to')} value={period.endDate} onValueChange={(day) => setPeriod(periodOf(period.startDate, day, Date.now()))} />
        <TextInput type="search" label={t('procedures.web.filter.search')} placeholder={t('procedures.web.filter.searchHint')} maxLength={100} value={text} onValueChange={setText} />
      </div>
      {error && (
        <p role="alert" className={css({ color: 'fg.error', m: '0' })}>
          {refusalText(error)}
        </p>
      )}
      <div className={layout}>
        <section aria-labelledby="pttt-notes-heading" className={css({ minW: '0' })}>
          <h2 id="pttt-notes-heading" className={css({ srOnly: true })}>
            {t('procedures.web.notes.heading')}
          </h2>
          <DataTable
            label={t(inpatient ? 'procedures.web.notes.tableInpatient' : 'procedures.web.notes.table')}
            columns={columns}
            rows={notes}
            getRowId={(row) => row._id}
            loading={fetching && !notes}
            emptyText={t(inpatient ? 'procedures.web.notes.noneInpatient' : 'procedures.web.notes.none')}
            onRowActivate={open}
            selectedRowId={notes?.find((note) => note.DichVuYeuCau_Id === openId)?._id ?? null}
            rowHeight={44}
            height="min(calc(100vh - 20rem), 34rem)"
          />
        </section>
        <section ref={panelRef} aria-labelledby="pttt-note-panel-heading" className={css({ minW: '0', display: 'flex', flexDir: 'column', gap: '3' })}>
          <h2 id="pttt-note-panel-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>
            {order ? t('procedures.web.panel.title', { number: order.SoPhieuYeuCau, name: order.TenBenhNhan ?? '' }) : t('procedures.web.panel.empty')}
          </h2>
          {openId && orderLoading && !order && <Spinner label={t('procedures.web.loading')} showLabel />}
          {order ? (
            <OrderPanel
              key={order._id}
              order={order}
              onChanged={() => {
                reloadOrder({ requestPolicy: 'network-only' });
                reload();
              }}
            />
          ) : (
            !openId && <p className={css({ color: 'fg.muted', m: '0' })}>{t('procedures.web.notes.choose')}</p>
          )}
        </section>
      </div>
    </div>
  );
}

/** /tuong-trinh-pt-tt-vltl-nt: the same page over inpatient and emergency visits. */
export function InpatientNotesPage() {
  return <NotesPage kind="NoiTru" />;
}
