// The procedure order open on a list or on the notes page (spec §2 Service performance lists): its information and
// assignments, the note in tabs — process and results, supplies (taken from the room's store, verified), images, and
// on the surgery list the surgery information — and the actions of its state: take, undo, save (F4), save and finish,
// lock with a type, reopen, cancel the returned result, verify the supplies and cancel it, remove the note with a
// reason, print, and assign technicians and a device. A refusal shows under the field it names, on its tab, which
// gets the focus.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeRefusal, refusalText, useMutation, type CombinedError } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, ReasonDialog, Tabs, toast, useConfirm, useOneAtATime, useShortcuts } from '@his/sdk/ui';
import { useHasPermission } from '@his/sdk/web';
import { PROCEDURES_UNLOCK, PROCEDURES_VERIFY_SUPPLIES, PROCEDURES_WRITE } from '../../contract';
import {
  CancelVerifyVatTuTuongTrinhPtttDocument,
  HuyTraKetQuaPtttDocument,
  LockTuongTrinhPtttDocument,
  RemoveTuongTrinhPtttDocument,
  SaveTuongTrinhPtttDocument,
  UnlockTuongTrinhPtttDocument,
  VerifyVatTuTuongTrinhPtttDocument,
  UpdateThongTinThucHienPtttDocument,
  XoaPhanCongTuDongDocument,
  type ChiDinhPtttFieldsFragment,
  type TuongTrinhPtttFieldsFragment,
} from '../../generated/graphql';
import { imagesProblem, lockedParts, removeProblem, type LockType } from '../../rules/notes';
import { isReturned } from '../../rules/states';
import { procedureListOf } from '../../rules/work-lists';
import { EquipmentDialog } from '../assignments/equipment-dialog';
import { TechnicianDialog } from '../assignments/technician-dialog';
import { NotePrintDialog } from '../print/note-print-dialog';
import { LockDialog } from './lock-dialog';
import { NoteFields } from './note-fields';
import { NoteImages } from './note-images';
import { formFieldOf, inputOf, problemsBeforeSave, refusableFields, tabOfField, valuesOf, type NoteValues, type Problems } from './note-values';
import { OrderInfo } from './order-info';
import { SupplyLines } from './supply-lines';
import { SurgeryFields } from './surgery-fields';

type Order = ChiDinhPtttFieldsFragment;
type PanelTab = 'process' | 'supplies' | 'images' | 'surgery';
type OpenDialog = 'technicians' | 'device' | 'lock' | 'print' | 'remove' | null;

export interface OrderPanelProps {
  order: Order;
  /** After any write: the order as it is now. */
  onChanged: (order: Order) => void;
  /** The panel is on screen: only then does F4 save it. */
  active?: boolean;
}

const QUIET = { quietErrors: true };
const OPEN_STATES = ['SanSang', 'ChuaKetQua'];
const form = css({ display: 'grid', gap: '4', minW: '0' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });
const note = css({ m: '0', color: 'fg.muted' });
// On a phone the note's tabs go on two lines rather than past the screen's edge.
const wrappingTabs = css({ '& [role=tablist]': { flexWrap: 'wrap' } });

export function OrderPanel({ order, onChanged, active = true }: OrderPanelProps) {
  const { t } = useTranslation('procedures');
  const surgery = procedureListOf(order.MaLoaiDichVu)?.surgery ?? false;
  const canWrite = useHasPermission(PROCEDURES_WRITE);
  const canUnlock = useHasPermission(PROCEDURES_UNLOCK);
  const canVerify = useHasPermission(PROCEDURES_VERIFY_SUPPLIES);
  const saved = order.TuongTrinhPTTT ?? null;
  const [values, setValues] = useState<NoteValues>(() => valuesOf(order, saved));
  const [problems, setProblems] = useState<Problems>({});
  const [tab, setTab] = useState<PanelTab>('process');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, once] = useOneAtATime();
  const [confirm, confirmDialog] = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);

  const [, move] = useMutation(UpdateThongTinThucHienPtttDocument);
  const [, saveNote] = useMutation(SaveTuongTrinhPtttDocument);
  const [, lock] = useMutation(LockTuongTrinhPtttDocument);
  const [, unlock] = useMutation(UnlockTuongTrinhPtttDocument);
  const [, reopen] = useMutation(HuyTraKetQuaPtttDocument);
  const [, removeAuto] = useMutation(XoaPhanCongTuDongDocument);
  const [, verify] = useMutation(VerifyVatTuTuongTrinhPtttDocument);
  const [, cancelVerify] = useMutation(CancelVerifyVatTuTuongTrinhPtttDocument);
  const [, removeNote] = useMutation(RemoveTuongTrinhPtttDocument);
  const [removal, setRemoval] = useState<{ refusal: string | null; reasonError: string | null }>({ refusal: null, reasonError: null });

  const open = canWrite && OPEN_STATES.includes(order.TrangThai);
  const returned = isReturned(order.TrangThai);
  const locked = lockedParts({ DaKhoa: saved?.DaKhoa ?? false, LoaiKhoa: saved?.LoaiKhoa ?? null });
  const number = order.SoPhieuYeuCau;

  const change = (changes: Partial<NoteValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    const fields = Object.keys(changes);
    setProblems((current) => (Object.keys(current).some((field) => fields.some((changed) => field === changed || field.startsWith(`${changed}.`)))
      ? Object.fromEntries(Object.entries(current).filter(([field]) => !fields.some((changed) => field === changed || field.startsWith(`${changed}.`))))
      : current));
  };

  // The first field at fault is brought into view on its tab and focused.
  const show = (placed: Problems) => {
    setProblems(placed);
    const [first] = Object.keys(placed);
    if (!first) return;
    setTab(tabOfField(first));
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.scrollIntoView?.({ block: 'center' });
      field?.focus({ preventScroll: true });
    }));
  };

  const showRefusal = (error: CombinedError) => {
    const { placed, messages } = placeRefusal(error, refusableFields(values));
    const problemsOf: Record<string, { key: string; params: Record<string, string | number> }> = {};
    for (const [field, problem] of Object.entries(placed)) problemsOf[formFieldOf(field, values)] ??= { key: problem.key, params: { ...problem.params } };
    show(problemsOf);
    for (const message of messages) toast.error(message);
  };

  const withNote = (written: TuongTrinhPtttFieldsFragment): Order => ({ ...order, TrangThai: written.TrangThai, KetLuan: written.KetLuan, TuongTrinhPTTT: written });

  const moveTo = async (oldState: string, newState: string, done: string) => {
    const result = await move({ id: order._id, oldState, newState }, QUIET);
    if (result.error || !result.data) return result.error && showRefusal(result.error);
    setProblems({});
    toast.success(t(done, { number }));
    const moved = result.data.updateThongTinThucHienPTTT;
    if (!saved?.BatDau && !values.BatDau && moved.NgayThucHien) setValues((current) => ({ ...current, BatDau: moved.NgayThucHien ?? null }));
    onChanged(moved);
  };

  const untake = async () => {
    if (!(await confirm({ message: t('procedures.web.untake.question', { number }), confirmLabel: t('procedures.web.action.untake') }))) return;
    await moveTo('ChuaKetQua', 'SanSang', 'procedures.web.done.untaken');
  };

  const save = async (hoanThanh: boolean) => {
    const before = problemsBeforeSave(values, hoanThanh);
    if (Object.keys(before).length > 0) return show(before);
    const result = await saveNote({ idDichVuYeuCau: order._id, input: inputOf(values, { surgery }), hoanThanh }, QUIET);
    if (result.error || !result.data) return result.error && showRefusal(result.error);
    setProblems({});
    toast.success(t(hoanThanh ? 'procedures.web.done.finished' : 'procedures.web.done.saved', { number }));
    onChanged(withNote(result.data.saveTuongTrinhPTTT));
  };

  const lockNote = async (type: LockType) => {
    if (!saved) return;
    const result = await lock({ id: saved._id, LoaiKhoa: type }, QUIET);
    setDialog(null);
    if (result.error || !result.data) return result.error && toast.error(refusalText(result.error));
    toast.success(t('procedures.web.done.locked', { number }));
    onChanged(withNote(result.data.lockTuongTrinhPTTT));
  };

  const unlockNote = async () => {
    if (!saved || !(await confirm({ message: t('procedures.web.unlock.question', { number }), confirmLabel: t('procedures.web.action.unlock') }))) return;
    const result = await unlock({ id: saved._id }, QUIET);
    if (result.error || !result.data) return result.error && toast.error(refusalText(result.error));
    toast.success(t('procedures.web.done.unlocked', { number }));
    onChanged(withNote(result.data.unlockTuongTrinhPTTT));
  };

  const cancelReturn = async () => {
    const question = { message: t('procedures.web.reopen.question', { number }), confirmLabel: t('procedures.web.action.reopen'), tone: 'danger' as const };
    if (!(await confirm(question))) return;
    const result = await reopen({ idDichVuYeuCau: order._id }, QUIET);
    if (result.error || !result.data) return result.error && toast.error(refusalText(result.error));
    toast.success(t('procedures.web.done.reopened', { number }));
    onChanged(result.data.huyTraKetQuaPTTT);
  };

  const setVerified = async (verifying: boolean) => {
    if (!saved) return;
    const written = verifying
      ? await verify({ id: saved._id }, QUIET).then((result) => ({ error: result.error, note: result.data?.verifyVatTuTuongTrinhPTTT }))
      : await cancelVerify({ id: saved._id }, QUIET).then((result) => ({ error: result.error, note: result.data?.cancelVerifyVatTuTuongTrinhPTTT }));
    if (written.error || !written.note) return written.error && toast.error(refusalText(written.error));
    toast.success(t(verifying ? 'procedures.web.done.verified' : 'procedures.web.done.unverified', { number }));
    onChanged(withNote(written.note));
  };

  const remove = async (reason: string) => {
    if (!saved) return;
    const result = await removeNote({ id: saved._id, LyDo: reason }, QUIET);
    if (result.error || !result.data) {
      // A refusal of the reason goes under it; one of the note stays above it.
      const field = (result.error?.graphQLErrors[0]?.extensions as { field?: string } | undefined)?.field;
      const text = result.error ? refusalText(result.error) : null;
      return setRemoval(field === 'LyDo' ? { refusal: null, reasonError: text } : { refusal: text, reasonError: null });
    }
    setDialog(null);
    setRemoval({ refusal: null, reasonError: null });
    setValues(valuesOf(order, null));
    setProblems({});
    toast.success(t('procedures.web.done.removed', { number }));
    onChanged({ ...order, TuongTrinhPTTT: null });
  };

  const removeAutomatic = async () => {
    const result = await removeAuto({ ids: [order._id] }, QUIET);
    if (result.error || !result.data) return result.error && toast.error(refusalText(result.error));
    toast.success(t('procedures.web.done.autoRemoved', { number }));
    onChanged(result.data.xoaPhanCongTuDong[0]!);
  };

  useShortcuts({ F4: () => void once(() => save(false)) }, { enabled: active && open });

  const noteDisabled = !open || locked.note;
  const noteState = saved ? { ...saved, TrangThai: order.TrangThai } : null;
  const items = [
    { value: 'process', label: t('procedures.web.tab.process'), content: <NoteFields values={values} onChange={change} problems={problems} disabled={noteDisabled} /> },
    {
      value: 'supplies',
      label: t('procedures.web.tab.supplies'),
      content: <SupplyLines orderId={order._id} saved={saved} values={values} onChange={change} problems={problems} disabled={!open || locked.supplies || (saved?.DaXacNhanVatTu ?? false)} />,
    },
    {
      value: 'images',
      label: t('procedures.web.tab.images'),
      content: <NoteImages number={number} note={saved} editable={canWrite && noteState !== null && imagesProblem(noteState) === null} onChanged={(written) => onChanged(withNote(written))} />,
    },
    ...(surgery ? [{ value: 'surgery', label: t('procedures.web.tab.surgery'), content: <SurgeryFields values={values} onChange={change} problems={problems} disabled={noteDisabled} /> }] : []),
  ];
  const hasAuto = order.PhanCongKyThuatViens.some((row) => row.TuDong);

  return (
    <form ref={formRef} className={form} aria-label={t('procedures.web.panel.form', { number })} noValidate onSubmit={(event) => event.preventDefault()}>
      <OrderInfo order={order} />
      {open && (
        <div className={actions} role="group" aria-label={t('procedures.web.assign.title')}>
          <Button variant="outline" size="sm" onClick={() => setDialog('technicians')} disabled={busy}>
            {t('procedures.web.action.technicians')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDialog('device')} disabled={busy}>
            {t('procedures.web.action.device')}
          </Button>
          {hasAuto && (
            <Button variant="outline" size="sm" onClick={() => once(removeAutomatic)} disabled={busy}>
              {t('procedures.web.action.removeAuto')}
            </Button>
          )}
        </div>
      )}
      {saved?.DaKhoa && (
        <p className={note}>
          {t('procedures.web.panel.locked', { type: t(`procedures.lockType.${saved.LoaiKhoa ?? 'TatCa'}`), name: saved.TenNguoiKhoa ?? '' })}
        </p>
      )}
      {returned && <p className={note}>{t('procedures.web.panel.returned')}</p>}
      {order.TrangThai === 'SanSang' && <p className={note}>{t('procedures.web.panel.waiting')}</p>}
      {!canWrite && <p className={note}>{t('procedures.web.panel.readOnly')}</p>}
      <Tabs label={t('procedures.web.panel.tabs', { number })} value={tab} onValueChange={(value) => setTab(value as PanelTab)} items={items} className={wrappingTabs} />
      <div className={actions}>
        {open && order.TrangThai === 'SanSang' && (
          <Button variant="outline" onClick={() => once(() => moveTo('SanSang', 'ChuaKetQua', 'procedures.web.done.taken'))} disabled={busy}>
            {t('procedures.web.action.take')}
          </Button>
        )}
        {open && order.TrangThai === 'ChuaKetQua' && !saved?.DaKhoa && (
          <Button variant="outline" onClick={() => once(untake)} disabled={busy}>
            {t('procedures.web.action.untake')}
          </Button>
        )}
        {open && (
          <Button variant="outline" onClick={() => once(() => save(false))} loading={busy}>
            {t('procedures.web.action.save')}
          </Button>
        )}
        {open && (
          <Button onClick={() => once(() => save(true))} loading={busy}>
            {t('procedures.web.action.finish')}
          </Button>
        )}
        {canWrite && saved && !saved.DaKhoa && (
          <Button variant="outline" onClick={() => setDialog('lock')} disabled={busy}>
            {t('procedures.web.action.lock')}
          </Button>
        )}
        {canUnlock && saved?.DaKhoa && (
          <Button variant="outline" onClick={() => once(unlockNote)} disabled={busy}>
            {t('procedures.web.action.unlock')}
          </Button>
        )}
        {canUnlock && returned && !saved?.DaKhoa && (
          <Button variant="outline" tone="danger" onClick={() => once(cancelReturn)} disabled={busy}>
            {t('procedures.web.action.reopen')}
          </Button>
        )}
        {canVerify && saved && !saved.DaXacNhanVatTu && saved.VatTus.length > 0 && (
          <Button variant="outline" onClick={() => once(() => setVerified(true))} disabled={busy}>
            {t('procedures.web.action.verifySupplies')}
          </Button>
        )}
        {canVerify && saved?.DaXacNhanVatTu && !locked.supplies && (
          <Button variant="outline" onClick={() => once(() => setVerified(false))} disabled={busy}>
            {t('procedures.web.action.cancelVerifySupplies')}
          </Button>
        )}
        {saved && (
          <Button variant="outline" onClick={() => setDialog('print')} disabled={busy}>
            {t('procedures.web.action.print')}
          </Button>
        )}
        {canWrite && noteState && removeProblem(noteState) === null && (
          <Button variant="outline" tone="danger" onClick={() => setDialog('remove')} disabled={busy}>
            {t('procedures.web.action.remove')}
          </Button>
        )}
      </div>
      {confirmDialog}
      {dialog === 'technicians' && <TechnicianDialog order={order} onClose={() => setDialog(null)} onAssigned={(next) => { setDialog(null); onChanged(next); }} />}
      {dialog === 'device' && <EquipmentDialog order={order} onClose={() => setDialog(null)} onAssigned={(next) => { setDialog(null); onChanged(next); }} />}
      {dialog === 'lock' && <LockDialog number={number} onClose={() => setDialog(null)} onLock={(type) => once(() => lockNote(type))} />}
      {dialog === 'print' && saved && <NotePrintDialog note={saved} onClose={() => setDialog(null)} />}
      {dialog === 'remove' && (
        <ReasonDialog
          open
          onOpenChange={(isOpen) => {
            if (isOpen) return;
            setDialog(null);
            setRemoval({ refusal: null, reasonError: null });
          }}
          title={t('procedures.web.remove.title', { number })}
          reasonLabel={t('procedures.web.remove.reason')}
          keepLabel={t('procedures.web.remove.keep')}
          confirmLabel={t('procedures.web.action.remove')}
          busy={busy}
          refusal={removal.refusal}
          reasonError={removal.reasonError ? 'procedures.web.remove.refused' : null}
          reasonErrorParams={removal.reasonError ? { message: removal.reasonError } : undefined}
          onConfirm={(reason) => void once(() => remove(reason))}
        />
      )}
    </form>
  );
}
