// The doctor's examination screen (/kham-benh-ngoai-tru): the room chosen (and remembered), its queue of today in the
// four lists, and the examination of the patient opened from it. Any doctor's or receptionist's write refreshes it.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Select, Spinner } from '@his/sdk/ui';
import { useAppEvent } from '@his/sdk/web';
import { queueEvents, receptionEvents } from '../../../reception/contract';
import { examinationEvents } from '../../contract';
import { HangDoiKhamBenhDocument, PhongKhamsDocument, type HangDoiKhamBenhFieldsFragment } from '../../generated/graphql';
import { ExamTabs } from '../exam-tabs/exam-tabs';
import { ExamQueue } from '../exam-queue/exam-queue';
import { readExamineDesk, writeExamineDesk } from './examine-desk';

// The queue on the left (about 40 %) and the exam on the right on a desk screen; on a phone the queue comes first.
const layout = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
  alignItems: 'start',
});
const muted = css({ color: 'fg.muted', m: '0' });

// An empty queue holds no row for the plugin's typename refetch to find: a first patient arrives through these.
const REFRESHING_EVENTS = [examinationEvents.create, examinationEvents.update, examinationEvents.delete, receptionEvents.create, receptionEvents.update, queueEvents.update];

export function ExaminationPage() {
  const { t } = useTranslation('examination');
  const [{ data: rooms, fetching: roomsLoading, error: roomsError }] = useQuery({ query: PhongKhamsDocument });
  const [chosen, setChosen] = useState<string | null>(readExamineDesk);
  const roomList = rooms?.phongKhams;
  // A remembered room the facility no longer has is forgotten; a facility with one room needs no choice.
  const roomId = roomList ? (roomList.some((room) => room._id === chosen) ? chosen : roomList.length === 1 ? roomList[0]!._id : null) : null;
  const choose = (id: string | null) => {
    setChosen(id);
    writeExamineDesk(id);
  };

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' } })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between', alignItems: 'end' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t('examination.title')}</h1>
        <div className={css({ w: { base: 'full', md: '20rem' } })}>
          <Select
            label={t('examination.desk.room')}
            items={(roomList ?? []).map((room) => ({ value: room._id, label: `${room.TenPhongBan} (${room.MaPhongBan})` }))}
            value={roomId}
            onValueChange={choose}
            disabled={!roomList}
          />
        </div>
      </div>
      {roomsError && (
        <p role="alert" className={css({ color: 'danger.text', m: '0' })}>
          {refusalText(roomsError)}
        </p>
      )}
      {roomsLoading && !roomList && <Spinner label={t('examination.desk.loading')} showLabel />}
      {roomList && roomList.length === 0 && <p className={muted}>{t('examination.desk.noRooms')}</p>}
      {roomList && roomList.length > 0 && !roomId && <p className={muted}>{t('examination.desk.chooseRoom')}</p>}
      {roomId && <RoomDesk key={roomId} roomId={roomId} />}
    </div>
  );
}

function RoomDesk({ roomId }: { roomId: string }) {
  const { t } = useTranslation('examination');
  const variables = useMemo(() => ({ idRoom: roomId }), [roomId]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: HangDoiKhamBenhDocument, variables, requestPolicy: 'cache-and-network' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A row just started is shown before the queue is read again.
  const [started, setStarted] = useState<HangDoiKhamBenhFieldsFragment | null>(null);
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const refreshOn = (event: { module: string; process: string }) => {
    if (REFRESHING_EVENTS.some((each) => each.module === event.module && each.process === event.process)) reload();
  };
  useAppEvent(examinationEvents.create.module, refreshOn);
  useAppEvent(receptionEvents.create.module, refreshOn);
  useAppEvent(queueEvents.update.module, refreshOn);

  const rows = data?.hangDoiKhamBenh;
  const fromQueue = rows?.find((row) => row.DichVuYeuCau_Id === selectedId) ?? null;
  // The exam just started or saved here shows until the queue, read again, holds it as new.
  const startedHere = started?.KhamBenh && started.DichVuYeuCau_Id === selectedId ? started : null;
  const selected = startedHere && !(fromQueue?.KhamBenh && fromQueue.KhamBenh.updatedAt >= startedHere.KhamBenh!.updatedAt) ? { ...(fromQueue ?? startedHere), KhamBenh: startedHere.KhamBenh } : fromQueue;
  const select = useCallback((row: HangDoiKhamBenhFieldsFragment) => {
    setSelectedId(row.DichVuYeuCau_Id);
    setStarted(row.KhamBenh ? row : null);
  }, []);

  let work;
  if (!selected) work = <p className={muted}>{t('examination.form.noneSelected')}</p>;
  else if (!selected.KhamBenh) work = <p className={muted}>{t('examination.form.notStarted')}</p>;
  else {
    work = (
      <ExamTabs
        key={selected.KhamBenh._id}
        exam={selected.KhamBenh}
        patient={selected}
        onChanged={(exam) => {
          if (exam) setStarted({ ...selected, KhamBenh: exam });
          else setSelectedId(null);
          reload();
        }}
      />
    );
  }

  return (
    <div className={layout}>
      <section aria-labelledby="exam-queue-heading" className={css({ minW: '0', display: 'flex', flexDir: 'column', gap: '2' })}>
        <h2 id="exam-queue-heading" className={css({ srOnly: true })}>
          {t('examination.desk.lists')}
        </h2>
        {error && (
          <p role="alert" className={css({ color: 'danger.text', m: '0' })}>
            {refusalText(error)}
          </p>
        )}
        <ExamQueue rows={rows} loading={fetching} selectedId={selectedId} onSelect={select} onChanged={reload} />
      </section>
      <section aria-labelledby="exam-work-heading" className={css({ minW: '0', display: 'flex', flexDir: 'column', gap: '3' })}>
        <h2 id="exam-work-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>
          {selected ? t('examination.form.patient', { name: selected.TenBenhNhan, code: selected.MaYTe, number: selected.SoThuTu }) : t('examination.form.title')}
        </h2>
        {work}
      </section>
    </div>
  );
}
