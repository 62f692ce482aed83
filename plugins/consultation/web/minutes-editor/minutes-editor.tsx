// Writing consultation minutes: begun from the visit and exam or read from stored minutes, saved with the server's
// checks shown under their fields, signed (closed to change), reopened with the right to, removed while a draft, and
// printed. Used inside the editor's dialog, from the list and from the doctor's exam.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeRefusal, refusalText, useMutation, type CombinedError } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, toast, useConfirm, useOneAtATime, useShortcuts } from '@his/sdk/ui';
import { useHasPermission, useSession } from '@his/sdk/web';
import { CONSULTATION_REOPEN, CONSULTATION_WRITE } from '../../contract';
import {
  CreateBienBanHoiChanDocument,
  RemoveBienBanHoiChanDocument,
  UpdateBienBanHoiChanDocument,
  VerifyBienBanHoiChanDocument,
  type BienBanHoiChanFieldsFragment,
} from '../../generated/graphql';
import { minutesPrintData } from '../../print/minutes-print-data';
import type { BienBanHoiChanValues } from '../../rules/minutes';
import { isOpen, stateLabelKey } from '../../rules/states';
import { MinutesPrintDialog } from '../print/minutes-print-dialog';
import { MinutesForm } from './minutes-form';
import { inputOfValues, problemsOf, shownFields, valuesOfDraft, valuesOfRecord, type Draft, type Problems } from './minutes-values';

const QUIET = { quietErrors: true };
const SEX_KEYS: Record<string, string> = { MALE: 'consultation.sex.MALE', FEMALE: 'consultation.sex.FEMALE', OTHER: 'consultation.sex.OTHER' };
const summary = css({ display: 'flex', flexWrap: 'wrap', rowGap: '1', columnGap: '4', alignItems: 'center', m: '0', p: '3', bg: 'bg.subtle', borderRadius: 'l2', textStyle: 'sm' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });

export interface MinutesEditorProps {
  /** Stored minutes, or null for new ones begun from `draft`. */
  record: BienBanHoiChanFieldsFragment | null;
  draft: Draft | null;
  /** After a save, a signature or a reopening: the minutes as stored now. */
  onSaved: (record: BienBanHoiChanFieldsFragment) => void;
  onRemoved: () => void;
}

export function MinutesEditor({ record, draft, onSaved, onRemoved }: MinutesEditorProps) {
  const { t } = useTranslation('consultation');
  const session = useSession();
  const canWrite = useHasPermission(CONSULTATION_WRITE);
  const canReopen = useHasPermission(CONSULTATION_REOPEN);
  const [confirm, confirmDialog] = useConfirm();
  const [values, setValues] = useState<BienBanHoiChanValues>(() => (record ? valuesOfRecord(record) : valuesOfDraft(draft!, Date.now())));
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const [busy, once] = useOneAtATime();
  const [printing, setPrinting] = useState<Record<string, unknown> | null>(null);
  const [, create] = useMutation(CreateBienBanHoiChanDocument);
  const [, update] = useMutation(UpdateBienBanHoiChanDocument);
  const [, remove] = useMutation(RemoveBienBanHoiChanDocument);
  const [, verify] = useMutation(VerifyBienBanHoiChanDocument);

  const since = record?.NgayTiepNhan ?? draft?.NgayTiepNhan ?? null;
  const writable = canWrite && (!record || isOpen(record.TrangThai));
  const problems: Problems = { ...(checking ? problemsOf(values, since, Date.now()) : {}), ...refused };
  const patient = record ?? draft!;

  const change = (changes: Partial<BienBanHoiChanValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    const fields = Object.keys(changes);
    // A participant's change clears what was said about any row: rows move when one is taken off.
    setRefused((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.some((changed) => field === changed || field.startsWith(`${changed}.`)))));
  };
  const showRefusal = (error: CombinedError) => {
    const { placed, messages } = placeRefusal(error, shownFields(values));
    setRefused(placed);
    for (const message of messages) toast.error(message);
  };

  const save = async () => {
    setChecking(true);
    setRefused({});
    if (Object.keys(problemsOf(values, since, Date.now())).length > 0) return;
    const input = inputOfValues(values);
    if (record) {
      const result = await update({ id: record._id, input }, QUIET);
      if (result.error || !result.data) return result.error && showRefusal(result.error);
      toast.success(t('consultation.web.editor.saved', { code: record.MaBienBanHoiChan }));
      onSaved(result.data.updateBienBanHoiChan_NgoaiTru);
    } else {
      const result = await create({ input: { ...input, TiepNhan_Id: draft!.TiepNhan_Id, KhamBenh_Id: draft!.KhamBenh_Id ?? null } }, QUIET);
      if (result.error || !result.data) return result.error && showRefusal(result.error);
      const created = result.data.createBienBanHoiChan_NgoaiTru;
      toast.success(t('consultation.web.editor.created', { code: created.MaBienBanHoiChan }));
      onSaved(created);
    }
  };

  const move = async (current: BienBanHoiChanFieldsFragment) => {
    const signing = current.TrangThai === 'Nhap';
    const question = signing ? 'consultation.web.editor.signQuestion' : 'consultation.web.editor.reopenQuestion';
    const label = signing ? t('consultation.web.editor.sign') : t('consultation.web.editor.reopen');
    if (!(await confirm({ message: t(question, { code: current.MaBienBanHoiChan }), confirmLabel: label }))) return;
    const result = await verify({ id: current._id, currentState: current.TrangThai }, QUIET);
    if (result.error || !result.data) return result.error && toast.error(refusalText(result.error));
    toast.success(t(signing ? 'consultation.web.editor.signed' : 'consultation.web.editor.reopened', { code: current.MaBienBanHoiChan }));
    onSaved(result.data.verifyBienBanHoiChan);
  };

  const removeMinutes = async (current: BienBanHoiChanFieldsFragment) => {
    if (!(await confirm({ message: t('consultation.web.editor.removeQuestion', { code: current.MaBienBanHoiChan }), confirmLabel: t('consultation.web.editor.remove'), tone: 'danger' }))) return;
    const result = await remove({ id: current._id }, QUIET);
    if (result.error) return toast.error(refusalText(result.error));
    toast.success(t('consultation.web.editor.removed', { code: current.MaBienBanHoiChan }));
    onRemoved();
  };

  // F4 saves, as on the doctor's other forms; only with focus in the editor, which sits in a dialog over the exam.
  const root = useRef<HTMLDivElement>(null);
  useShortcuts({ F4: writable ? () => once(save) : undefined }, { scope: root });

  return (
    <div ref={root} className={css({ display: 'grid', gap: '4', minW: '0' })}>
      <p className={summary}>
        <strong>{patient.TenBenhNhan}</strong>
        <span>{t('consultation.web.editor.patientCode', { code: patient.MaYTe ?? '' })}</span>
        {patient.GioiTinh && <span>{t(SEX_KEYS[patient.GioiTinh] ?? 'consultation.sex.OTHER')}</span>}
        {patient.NamSinh && <span>{t('consultation.web.editor.birthYear', { year: patient.NamSinh })}</span>}
        <span>{t('consultation.web.editor.visitCode', { code: patient.MaTiepNhan ?? '' })}</span>
        {record ? (
          <span className={badge({ tone: isOpen(record.TrangThai) ? 'neutral' : 'success', size: 'sm' })}>
            {`${record.MaBienBanHoiChan} · ${t(stateLabelKey(record.TrangThai))}`}
          </span>
        ) : (
          <span className={badge({ tone: 'accent', size: 'sm' })}>{t('consultation.web.editor.unsaved')}</span>
        )}
      </p>
      {record && !isOpen(record.TrangThai) && (
        <p className={css({ m: '0', color: 'fg.muted' })}>
          {t('consultation.web.editor.signedBy', { name: record.TenNguoiKy ?? '', code: record.MaBienBanHoiChan })}
        </p>
      )}
      <MinutesForm values={values} onChange={change} problems={problems} disabled={!writable} />
      <div className={actions}>
        {record && writable && (
          <Button variant="outline" tone="danger" onClick={() => once(() => removeMinutes(record))} disabled={busy}>
            {t('consultation.web.editor.remove')}
          </Button>
        )}
        {record && (
          <Button variant="outline" onClick={() => setPrinting(minutesPrintData(record, { facilityName: session.currentNode.name }))}>
            {t('consultation.web.editor.print')}
          </Button>
        )}
        {record && isOpen(record.TrangThai) && canWrite && (
          <Button variant="outline" onClick={() => once(() => move(record))} disabled={busy}>
            {t('consultation.web.editor.sign')}
          </Button>
        )}
        {record && !isOpen(record.TrangThai) && canReopen && (
          <Button variant="outline" tone="danger" onClick={() => once(() => move(record))} disabled={busy}>
            {t('consultation.web.editor.reopen')}
          </Button>
        )}
        {writable && (
          <Button onClick={() => once(save)} loading={busy}>
            {record ? t('consultation.web.editor.save') : t('consultation.web.editor.create')}
          </Button>
        )}
      </div>
      <MinutesPrintDialog data={printing} code={record?.MaBienBanHoiChan ?? ''} onClose={() => setPrinting(null)} />
      {confirmDialog}
    </div>
  );
}
