// The order open on a work list: its service information and the results form (a lab order's tests, or a report's
// description, conclusion and images), how it was performed, and the actions of its state: take (call the patient or take the
// sample), save (F4), save and return the result, cancel a returned result (with its own permission) and print.
// A refusal shows under the field it names, which gets the focus.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery, type CombinedError } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Textarea, toast, useConfirm, useOneAtATime, useShortcuts } from '@his/sdk/ui';
import { useHasPermission } from '@his/sdk/web';
import { PARACLINICAL_CANCEL_RESULT, PARACLINICAL_WRITE } from '../../contract';
import {
  ClsChiTietDichVuYeuCauByIdDocument,
  ClsHinhAnhDichVuYeuCauDocument,
  SaveKetQuaChanDoanHinhAnhDocument,
  SaveKetQuaThamDoChucNangDocument,
  SaveKetQuaXetNghiemDocument,
  UpdateDichVuYeuCauStateDocument,
  type ClsDichVuYeuCauFieldsFragment,
} from '../../generated/graphql';
import { WORK_LISTS, type WorkListKey } from '../../rules/work-lists';
import { ReportImages } from '../images/report-images';
import { useResultPrint } from '../print/use-result-print';
import { readRemembered, writeRemembered } from '../work-list/work-list-values';
import { LabResultsTable } from './lab-results-table';
import { OrderInfo } from './order-info';
import { PerformanceFields } from './performance-fields';
import { errorOf, problemsOfRefusal, type Problems } from './problems';
import { ReportFields } from './report-fields';
import { labInputOf, missingForReturn, reportInputOf, resultTextsOf, rowKey, valuesOf, type PerformanceValues } from './result-values';

type Order = ClsDichVuYeuCauFieldsFragment;

export interface OrderPanelProps {
  list: WorkListKey;
  order: Order;
  /** After a take, a save, a return or a cancelled result: the order as it is now. */
  onChanged: (order: Order) => void;
  /** The panel is on screen: only then does F4 save it. */
  active?: boolean;
}

const QUIET = { quietErrors: true };
const EDITABLE_STATES = ['SanSang', 'ChuaKetQua'];
const RETURNED_STATES = ['CoKetQua', 'DaXemKetQua'];
const form = css({ display: 'grid', gap: '4', minW: '0' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });
const note = css({ m: '0', color: 'fg.muted' });

export function OrderPanel({ list, order, onChanged, active = true }: OrderPanelProps) {
  const { t } = useTranslation('paraclinical');
  const workList = WORK_LISTS[list];
  const kind = workList.resultKind;
  const canWrite = useHasPermission(PARACLINICAL_WRITE);
  const canCancelResult = useHasPermission(PARACLINICAL_CANCEL_RESULT);
  const [values, setValues] = useState<PerformanceValues>(() => valuesOf(order, Date.now(), readRemembered()));
  // Values typed over the saved ones, by row; cleared once saved, so a list refreshed meanwhile never undoes typing.
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Problems>({});
  const [busy, once] = useOneAtATime();
  const [confirm, confirmDialog] = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);
  const printing = useResultPrint(kind);

  const rowVariables = useMemo(() => ({ id: order._id }), [order._id]);
  const [{ data: rowData, error: rowsError }, reloadRows] = useQuery({ query: ClsChiTietDichVuYeuCauByIdDocument, variables: rowVariables, pause: kind !== 'lab', requestPolicy: 'cache-and-network' });
  const rows = kind === 'lab' ? rowData?.clsChiTietDichVuYeuCauById : [];
  const texts = useMemo(() => ({ ...resultTextsOf(rows ?? []), ...edits }), [rows, edits]);
  // A report's images (the images section reads the same query): the print shows the first pictures.
  const [{ data: imageData }] = useQuery({ query: ClsHinhAnhDichVuYeuCauDocument, variables: rowVariables, pause: kind !== 'report', requestPolicy: 'cache-first' });
  const images = imageData?.clsDichVuYeuCauById?.HinhAnhs ?? [];

  const [, move] = useMutation(UpdateDichVuYeuCauStateDocument);
  const [, saveLab] = useMutation(SaveKetQuaXetNghiemDocument);
  const [, saveImaging] = useMutation(SaveKetQuaChanDoanHinhAnhDocument);
  const [, saveFunctional] = useMutation(SaveKetQuaThamDoChucNangDocument);

  const editable = canWrite && EDITABLE_STATES.includes(order.TrangThai) && !order.BNKhongDen;
  const returned = RETURNED_STATES.includes(order.TrangThai);

  const change = (changes: Partial<PerformanceValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    clearProblems(Object.keys(changes));
  };
  const changeText = (key: string, text: string) => {
    setEdits((current) => ({ ...current, [key]: text }));
    const index = (rows ?? []).findIndex((row) => rowKey(row) === key);
    clearProblems([`KetQuas.${index}`]);
  };
  const clearProblems = (fields: readonly string[]) =>
    setProblems((current) => (fields.some((field) => current[field]) ? Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))) : current));

  // The first field at fault is brought into view and focused: on a phone it is often far above the buttons.
  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.scrollIntoView?.({ block: 'center' });
      field?.focus({ preventScroll: true });
    });

  const showRefusal = (error: CombinedError) => {
    const { problems: placed, messages } = problemsOfRefusal(error, rows?.length ?? 0, values.NguoiThucHien_Ids.length);
    setProblems(placed);
    if (Object.keys(placed).length > 0) focusFirstProblem();
    for (const message of messages) toast.error(message);
  };

  const changed = (next: Order) => {
    setProblems({});
    // The sample id the room gave on taking or saving shows at once; what was typed stays.
    setValues((current) => ({ ...current, SIDMau: current.SIDMau.trim() === '' ? (next.SIDMau ?? '') : current.SIDMau }));
    onChanged(next);
  };

  const take = async () => {
    const result = await move({ id: order._id, oldState: 'SanSang', newState: 'ChuaKetQua' }, QUIET);
    if (result.error || !result.data) return result.error && showRefusal(result.error);
    toast.success(t(kind === 'lab' ? 'paraclinical.web.done.sampled' : 'paraclinical.web.done.taken', { number: order.SoPhieuYeuCau }));
    changed(result.data.updateDichVuYeuCauState);
  };

  const save = async (traKetQua: boolean) => {
    setProblems({});
    if (traKetQua) {
      const missing = missingForReturn(kind, values, rows ?? [], texts);
      if (Object.keys(missing).length > 0) {
        setProblems(missing);
        return focusFirstProblem();
      }
    }
    let saved: Order | undefined;
    let error: CombinedError | undefined;
    if (kind === 'lab') {
      const result = await saveLab({ id: order._id, input: labInputOf(values, rows ?? [], texts), traKetQua }, QUIET);
      saved = result.data?.saveKetQuaXetNghiem;
      error = result.error;
    } else if (list === 'tham-do-chuc-nang') {
      const result = await saveFunctional({ id: order._id, input: reportInputOf(values), traKetQua }, QUIET);
      saved = result.data?.saveKetQuaThamDoChucNang;
      error = result.error;
    } else {
      const result = await saveImaging({ id: order._id, input: reportInputOf(values), traKetQua }, QUIET);
      saved = result.data?.saveKetQuaChanDoanHinhAnh;
      error = result.error;
    }
    if (error || !saved) return error && showRefusal(error);
    writeRemembered({ ThietBi_Id: values.ThietBi_Id, NguoiThucHien_Ids: values.NguoiThucHien_Ids });
    setEdits({});
    if (kind === 'lab') reloadRows({ requestPolicy: 'network-only' });
    toast.success(t(traKetQua ? 'paraclinical.web.done.returned' : 'paraclinical.web.done.saved', { number: order.SoPhieuYeuCau }));
    changed(saved);
  };

  const cancelResult = async () => {
    const question = { message: t('paraclinical.web.cancelResult.question', { number: order.SoPhieuYeuCau }), confirmLabel: t('paraclinical.web.action.cancelResult'), tone: 'danger' as const };
    if (!(await confirm(question))) return;
    const result = await move({ id: order._id, oldState: order.TrangThai, newState: 'ChuaKetQua' }, QUIET);
    if (result.error || !result.data) return result.error && toast.error(refusalText(result.error));
    toast.success(t('paraclinical.web.done.cancelled', { number: order.SoPhieuYeuCau }));
    changed(result.data.updateDichVuYeuCauState);
  };

  const print = () =>
    printing.print(
      { ...order, MaYTe: order.MaYTe ?? '', TenBenhNhan: order.TenBenhNhan ?? '', GioiTinh: order.GioiTinh ?? '', NamSinh: order.NamSinh ?? null, ChiTiets: order.ChiTiets.map((line) => ({ _id: line._id, TenDichVu: line.TenDichVu ?? null })), HinhAnhs: images },
      (rows ?? []).filter((row) => (row.KetQua ?? '') !== ''),
    );

  const labText = (field: 'KetLuan' | 'NhanXet') => (
    <Textarea
      name={field}
      label={t(`paraclinical.web.field.${field}`)}
      rows={2}
      maxLength={2000}
      value={values[field]}
      onValueChange={(value) => change({ [field]: value })}
      disabled={!editable}
      {...errorOf(problems, field)}
    />
  );

  useShortcuts({ F4: () => void once(() => save(false)) }, { enabled: active && editable });

  return (
    <form ref={formRef} className={form} aria-label={t('paraclinical.web.panel.form', { number: order.SoPhieuYeuCau })} noValidate onSubmit={(event) => event.preventDefault()}>
      <OrderInfo order={order} />
      {order.BNKhongDen && <p className={note}>{t('paraclinical.web.panel.noShow')}</p>}
      {returned && <p className={note}>{t('paraclinical.web.panel.returned')}</p>}
      {!canWrite && <p className={note}>{t('paraclinical.web.panel.readOnly')}</p>}
      {rowsError && (
        <p role="alert" className={css({ m: '0', color: 'fg.error' })}>
          {refusalText(rowsError)}
        </p>
      )}
      {kind === 'lab' ? (
        <LabResultsTable rows={rows} texts={texts} onChange={changeText} problems={problems} disabled={!editable} number={order.SoPhieuYeuCau} />
      ) : (
        <>
          <ReportFields values={values} onChange={change} problems={problems} NhomDichVu_Id={order.NhomDichVu_Id} disabled={!editable} />
          <ReportImages order={order} editable={editable} onChanged={changed} />
        </>
      )}
      <PerformanceFields values={values} onChange={change} problems={problems} sampled={workList.sampled} STTMau={order.STTMau} disabled={!editable} />
      {kind === 'lab' && (
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } })}>
          {labText('KetLuan')}
          {labText('NhanXet')}
        </div>
      )}
      <div className={actions}>
        {editable && order.TrangThai === 'SanSang' && (
          <Button variant="outline" onClick={() => once(take)} disabled={busy}>
            {t(kind === 'lab' ? 'paraclinical.web.action.sample' : 'paraclinical.web.action.take')}
          </Button>
        )}
        {editable && (
          <Button variant="outline" onClick={() => once(() => save(false))} loading={busy}>
            {t('paraclinical.web.action.save')}
          </Button>
        )}
        {editable && (
          <Button onClick={() => once(() => save(true))} loading={busy}>
            {t('paraclinical.web.action.return')}
          </Button>
        )}
        {returned && canCancelResult && (
          <Button variant="outline" tone="danger" onClick={() => once(cancelResult)} disabled={busy}>
            {t('paraclinical.web.action.cancelResult')}
          </Button>
        )}
        {order.TrangThai !== 'Nhap' && (
          <Button variant="outline" onClick={() => once(print)} disabled={busy}>
            {t('paraclinical.web.action.print')}
          </Button>
        )}
      </div>
      {confirmDialog}
      {printing.dialog}
    </form>
  );
}

