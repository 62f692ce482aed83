// A procedure room's list (/thuc-hien-chi-dinh-pttt for procedures and surgery, /thuc-hien-vltl for physiotherapy):
// the room (remembered), the period (today by default) and a search; the orders in three tabs on the left, the open
// order's note on the right; the shifts behind a button. On a phone (its /m copy) the orders are cards and an order
// opens in their place, with a way back. Any procedure write, and any order written by a doctor or a receptionist,
// reads the list again.
import { useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, DatePicker, Select, TextInput, useSettledValue } from '@his/sdk/ui';
import { useAppEvent } from '@his/sdk/web';
import { examinationEvents } from '../../../examination/contract';
import { receptionEvents } from '../../../reception/contract';
import { proceduresEvents } from '../../contract';
import { DanhSachChiDinhPtttDocument, PhongThucHienPtttDocument, type ChiDinhPtttFieldsFragment } from '../../generated/graphql';
import { PROCEDURE_LIST_KEYS, type ProcedureListKey } from '../../rules/work-lists';
import { MobileOrderList } from '../mobile/mobile-order-list';
import { usePhoneLayout } from '../mobile/use-phone-layout';
import { OrderPanel } from '../order-panel/order-panel';
import { ProcedureListTabs, type ProcedureRows } from '../procedure-list/procedure-list-tabs';
import { periodOf, readRoom, today, writeRoom } from '../procedure-list/list-values';
import { ShiftsDialog } from '../shifts/shifts-dialog';

type Order = ChiDinhPtttFieldsFragment;

const ALL_ROOMS = 'all';
const SEARCH_PAUSE_MS = 400;
// The list on the left (about 45 %) and the open order on the right on a desk screen; on a phone the list comes first.
const layout = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 9fr) minmax(0, 11fr)' }, alignItems: 'start' });
const filters = css({ display: 'grid', gap: '3', alignItems: 'end', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'minmax(0, 3fr) repeat(2, minmax(0, 2fr)) minmax(0, 4fr)' } });

export interface ProcedureListPageProps {
  list: ProcedureListKey;
}

export function ProcedureListPage({ list }: ProcedureListPageProps) {
  const { t } = useTranslation('procedures');
  const phone = usePhoneLayout();
  const roomVariables = useMemo(() => ({ nhom: list }), [list]);
  const [{ data: roomData }] = useQuery({ query: PhongThucHienPtttDocument, variables: roomVariables, requestPolicy: 'cache-and-network' });
  const rooms = roomData?.phongThucHienPTTT;
  const [chosenRoom, setChosenRoom] = useState<string | null>(() => readRoom(list));
  // A remembered room the facility no longer has means every room.
  const roomId = rooms && chosenRoom && rooms.some((room) => room._id === chosenRoom) ? chosenRoom : null;
  const [period, setPeriod] = useState(() => today(Date.now()));
  const [text, setText] = useState('');
  const search = useSettledValue(text, SEARCH_PAUSE_MS).trim();
  const [shiftsOpen, setShiftsOpen] = useState(false);

  const variables = useMemo(
    () => ({ nhom: list, idPhongBan: roomId, startDate: period.startDate, endDate: period.endDate, search: search === '' ? null : search }),
    [list, roomId, period, search],
  );
  const [{ data, fetching, error }, refetch] = useQuery({ query: DanhSachChiDinhPtttDocument, variables, requestPolicy: 'cache-and-network' });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const rows: ProcedureRows | undefined = data ? { waiting: data.waiting, treating: data.treating, done: data.done } : undefined;

  useAppEvent(proceduresEvents.update.module, reload);
  useAppEvent(examinationEvents.update.module, reload);
  useAppEvent(receptionEvents.update.module, reload);

  const [selected, setSelected] = useState<Order | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const select = useCallback((order: Order) => {
    setSelected(order);
    // On a narrow screen the panel is below the list, or in its place on a phone: bring it up.
    if (typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1023px)').matches) requestAnimationFrame(() => panelRef.current?.scrollIntoView?.({ block: 'start' }));
  }, []);

  const chooseRoom = (value: string | null) => {
    const id = value && value !== ALL_ROOMS ? value : null;
    setChosenRoom(id);
    writeRoom(list, id);
  };

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' } })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between', alignItems: 'center' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t(`procedures.menu.${list}`)}</h1>
        <Button variant="outline" onClick={() => setShiftsOpen(true)}>
          {t('procedures.web.shifts.open')}
        </Button>
      </div>
      <div className={filters} role="search" aria-label={t('procedures.web.filter.title')}>
        <Select
          label={t('procedures.web.filter.room')}
          items={[
            { value: ALL_ROOMS, label: t('procedures.web.filter.allRooms') },
            ...(rooms ?? []).map((room) => ({ value: room._id, label: t('procedures.web.filter.roomWaiting', { name: room.TenPhongBan, count: room.SoDangCho }) })),
          ]}
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
        {/* On a phone the list is hidden, not dropped, while an order is open: the way back finds its tab as it was. */}
        <section aria-labelledby="pttt-lists-heading" hidden={phone && selected !== null} className={css({ minW: '0', display: 'flex', flexDir: 'column', gap: '2' })}>
          <h2 id="pttt-lists-heading" className={css({ srOnly: true })}>
            {t('procedures.web.list.heading')}
          </h2>
          {phone ? (
            <MobileOrderList rows={rows} loading={fetching} selectedId={null} onSelect={select} />
          ) : (
            <ProcedureListTabs rows={rows} loading={fetching} selectedId={selected?._id ?? null} onSelect={select} />
          )}
        </section>
        {(!phone || selected) && (
          <section ref={panelRef} aria-labelledby="pttt-panel-heading" className={css({ minW: '0', display: 'flex', flexDir: 'column', gap: '3' })}>
            {phone && (
              <Button variant="outline" size="sm" lock={false} className={css({ alignSelf: 'flex-start' })} onClick={() => setSelected(null)}>
                {t('procedures.web.mobile.back')}
              </Button>
            )}
            <h2 id="pttt-panel-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>
              {selected ? t('procedures.web.panel.title', { number: selected.SoPhieuYeuCau, name: selected.TenBenhNhan ?? '' }) : t('procedures.web.panel.empty')}
            </h2>
            {selected ? (
              <OrderPanel
                key={selected._id}
                order={selected}
                active={!shiftsOpen}
                onChanged={(order) => {
                  setSelected(order);
                  reload();
                }}
              />
            ) : (
              <p className={css({ color: 'fg.muted', m: '0' })}>{t('procedures.web.panel.choose')}</p>
            )}
          </section>
        )}
      </div>
      {shiftsOpen && <ShiftsDialog onClose={() => setShiftsOpen(false)} />}
    </div>
  );
}

/** One page per list, each a component of its own as a route wants it. */
function pageOf(list: ProcedureListKey): ComponentType {
  const Page = () => <ProcedureListPage list={list} />;
  Page.displayName = `ProcedureListPage(${list})`;
  return Page;
}

export const procedureListPages = Object.fromEntries(PROCEDURE_LIST_KEYS.map((list) => [list, pageOf(list)])) as Record<ProcedureListKey, ComponentType>;
