// A performing room's work list (/xet-nghiem, /xet-nghiem-vi-sinh, /chan-doan-hinh-anh, /sieu-am, /tham-do-chuc-nang,
// /xet-nghiem-sars-cov-2): the room, the period (today by default) and a search a scanner can type into (Enter opens
// a single match); the orders in three tabs on the left with "call next", the open order's information and results on
// the right. Any order written by a doctor, a receptionist or another technician reads the lists again.
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, DatePicker, Select, TextInput, toast, useOneAtATime, useSettledValue } from '@his/sdk/ui';
import { useAppEvent, useHasPermission } from '@his/sdk/web';
import { examinationEvents } from '../../../examination/contract';
import { receptionEvents } from '../../../reception/contract';
import { PARACLINICAL_CANCEL_RESULT, PARACLINICAL_WRITE, paraclinicalEvents } from '../../contract';
import { ClsCacDichVuYeuCauDocument, PhongThucHienClsDocument, UpdateDichVuYeuCauStateDocument, type ClsDichVuYeuCauFieldsFragment } from '../../generated/graphql';
import { WORK_LIST_KEYS, WORK_LISTS, type WorkListKey } from '../../rules/work-lists';
import { OrderPanel } from '../order-panel/order-panel';
import { WorkListTabs, type WorkListRows } from '../work-list/work-list-tabs';
import { nextToCall, periodOf, readRoom, today, writeRoom } from '../work-list/work-list-values';

type Order = ClsDichVuYeuCauFieldsFragment;

const ALL_ROOMS = 'all';
const SEARCH_PAUSE_MS = 400;
const QUIET = { quietErrors: true };
// The list on the left (about 45 %) and the open order on the right on a desk screen; on a phone the list comes first.
const layout = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 9fr) minmax(0, 11fr)' }, alignItems: 'start' });
const filters = css({ display: 'grid', gap: '3', alignItems: 'end', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'minmax(0, 3fr) repeat(2, minmax(0, 2fr)) minmax(0, 4fr)' } });
const muted = css({ color: 'fg.muted', m: '0' });

export interface WorkListPageProps {
  list: WorkListKey;
}

export function WorkListPage({ list }: WorkListPageProps) {
  const { t } = useTranslation('paraclinical');
  const canWrite = useHasPermission(PARACLINICAL_WRITE);
  const canCancelResult = useHasPermission(PARACLINICAL_CANCEL_RESULT);
  const roomVariables = useMemo(() => ({ nhom: list }), [list]);
  const [{ data: roomData }] = useQuery({ query: PhongThucHienClsDocument, variables: roomVariables, requestPolicy: 'cache-and-network' });
  const rooms = roomData?.phongThucHienCLS;
  const [chosenRoom, setChosenRoom] = useState<string | null>(() => readRoom(list));
  // A remembered room the facility no longer has means every room.
  const roomId = rooms && chosenRoom && rooms.some((room) => room._id === chosenRoom) ? chosenRoom : null;
  const [period, setPeriod] = useState(() => today(Date.now()));
  const [text, setText] = useState('');
  const settled = useSettledValue(text, SEARCH_PAUSE_MS);
  // Enter (a scanner ends its code with it) searches at once, and opens the order when it is the only one found.
  const [entered, setEntered] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const search = (entered !== null && entered === text ? text : settled).trim();

  const variables = useMemo(
    () => ({ nhom: list, idPhongBan: roomId, startDate: period.startDate, endDate: period.endDate, search: search === '' ? null : search }),
    [list, roomId, period, search],
  );
  const [{ data, fetching, error }, refetch] = useQuery({ query: ClsCacDichVuYeuCauDocument, variables, requestPolicy: 'cache-and-network' });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const rows: WorkListRows | undefined = data ? { waiting: data.waiting, missed: data.missed, done: data.done } : undefined;

  // The lists' own module and the writes that send, change or cancel orders: a first order reaches an empty list too.
  const module = paraclinicalEvents[WORK_LISTS[list].event].module;
  useAppEvent(module, reload);
  useAppEvent(examinationEvents.update.module, reload);
  useAppEvent(receptionEvents.update.module, reload);

  const [selected, setSelected] = useState<Order | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const select = useCallback((order: Order) => {
    setSelected(order);
    // On a phone the panel is below the list: bring it up.
    if (typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1023px)').matches) requestAnimationFrame(() => panelRef.current?.scrollIntoView?.({ block: 'start' }));
  }, []);

  useEffect(() => {
    if (!opening || entered === null || entered.trim() !== search || !data || fetching) return;
    const found = [...data.waiting, ...data.missed, ...data.done];
    if (found.length === 1) select(found[0]!);
    else if (found.length === 0) toast.info(t('paraclinical.web.search.none', { text: entered }));
    setOpening(false);
  }, [opening, entered, search, data, fetching, select, t]);

  const [calling, once] = useOneAtATime();
  const [, move] = useMutation(UpdateDichVuYeuCauStateDocument);
  const next = nextToCall(rows?.waiting);
  const callNext = async () => {
    if (!next) return;
    const result = await move({ id: next._id, oldState: 'SanSang', newState: 'ChuaKetQua' }, QUIET);
    if (result.error || !result.data) {
      if (result.error) toast.error(refusalText(result.error));
      return reload();
    }
    const taken = result.data.updateDichVuYeuCauState;
    toast.success(t('paraclinical.web.callNext.called', { number: taken.SoThuTu ?? taken.SoPhieuYeuCau, name: taken.TenBenhNhan ?? '' }));
    select(taken);
    reload();
  };

  const chooseRoom = (value: string | null) => {
    const id = value && value !== ALL_ROOMS ? value : null;
    setChosenRoom(id);
    writeRoom(list, id);
  };

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' } })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between', alignItems: 'center' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t(`paraclinical.menu.${list}`)}</h1>
        <Button onClick={() => once(callNext)} loading={calling} disabled={!canWrite || !next}>
          {next ? t('paraclinical.web.callNext.button', { number: next.SoThuTu ?? next.SoPhieuYeuCau }) : t('paraclinical.web.callNext.none')}
        </Button>
      </div>
      <div className={filters} role="search" aria-label={t('paraclinical.web.filter.title')}>
        <Select
          label={t('paraclinical.web.filter.room')}
          items={[
            { value: ALL_ROOMS, label: t('paraclinical.web.filter.allRooms') },
            ...(rooms ?? []).map((room) => ({ value: room._id, label: t('paraclinical.web.filter.roomWaiting', { name: room.TenPhongBan, count: room.SoDangCho }) })),
          ]}
          value={roomId ?? ALL_ROOMS}
          onValueChange={chooseRoom}
        />
        <DatePicker label={t('paraclinical.web.filter.from')} value={period.startDate} onValueChange={(day) => setPeriod(periodOf(day, period.endDate, Date.now()))} />
        <DatePicker label={t('paraclinical.web.filter.to')} value={period.endDate} onValueChange={(day) => setPeriod(periodOf(period.startDate, day, Date.now()))} />
        <TextInput
          type="search"
          label={t('paraclinical.web.filter.search')}
          placeholder={t('paraclinical.web.filter.searchHint')}
          maxLength={100}
          value={text}
          onValueChange={setText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setEntered(text);
              setOpening(true);
            }
          }}
        />
      </div>
      {error && (
        <p role="alert" className={css({ color: 'fg.error', m: '0' })}>
          {refusalText(error)}
        </p>
      )}
      <div className={layout}>
        <section aria-labelledby="cls-lists-heading" className={css({ minW: '0', display: 'flex', flexDir: 'column', gap: '2' })}>
          <h2 id="cls-lists-heading" className={css({ srOnly: true })}>
            {t('paraclinical.web.list.heading')}
          </h2>
          <WorkListTabs list={list} rows={rows} loading={fetching} selectedId={selected?._id ?? null} onSelect={select} onChanged={reload} canWrite={canWrite} canCancelResult={canCancelResult} />
        </section>
        <section ref={panelRef} aria-labelledby="cls-panel-heading" className={css({ minW: '0', display: 'flex', flexDir: 'column', gap: '3' })}>
          <h2 id="cls-panel-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>
            {selected ? t('paraclinical.web.panel.title', { number: selected.SoPhieuYeuCau, name: selected.TenBenhNhan ?? '' }) : t('paraclinical.web.panel.empty')}
          </h2>
          {selected ? (
            <OrderPanel
              key={selected._id}
              list={list}
              order={selected}
              onChanged={(order) => {
                setSelected(order);
                reload();
              }}
            />
          ) : (
            <p className={muted}>{t('paraclinical.web.panel.choose')}</p>
          )}
        </section>
      </div>
    </div>
  );
}

/** One page per work list, each a component of its own as a route wants it. */
function pageOf(list: WorkListKey): ComponentType {
  const Page = () => <WorkListPage list={list} />;
  Page.displayName = `WorkListPage(${list})`;
  return Page;
}

export const workListPages = Object.fromEntries(WORK_LIST_KEYS.map((list) => [list, pageOf(list)])) as Record<WorkListKey, ComponentType>;
