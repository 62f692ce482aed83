// The examination of one patient: vital signs with the BMI, symptoms, history, the primary and secondary ICD, the
// diagnosis, the treatment plan, the follow-up date; F4 saves, End saves and ends, Reopen, Cancel, Remove and the
// transfer to another room. The same
// checks as the server's run first; a refusal shows under its field, which gets the focus.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeRefusal, useMutation, type CombinedError } from '@his/sdk/data';
import { RefPicker, RefsPicker } from '@his/sdk/catalogue-screens';
import { css } from '@his/sdk/styled/css';
import { Button, Checkbox, DatePicker, Textarea, toast, useConfirm, useShortcuts, useOneAtATime } from '@his/sdk/ui';
import {
  RemoveKhamBenhDocument,
  SaveAndVerifyKhamBenhDocument,
  UpdateKhamBenhDocument,
  VerifyKhamBenhDocument,
  type KhamBenhFieldsFragment,
} from '../../generated/graphql';
import type { KhamBenhValues } from '../../rules/exam';
import type { BmiPatient } from './bmi-reading';
import { CancelExamDialog } from './cancel-exam-dialog';
import { useClinicTransfer } from '../clinic-transfer/use-clinic-transfer';
import type { TransferredPatient } from '../clinic-transfer/clinic-transfer-dialog';
import { huongGiaiQuyetFace, icdFace } from '../../../catalogues/contract';
import { errorOf, inputOf, problemsOf, SHOWN_FIELDS, valuesOf, type Problems } from './form-values';
import { VitalSigns } from './vital-signs';

export interface ExamFormProps {
  exam: KhamBenhFieldsFragment;
  patient: BmiPatient & Omit<TransferredPatient, 'DichVuYeuCau_Id'>;
  /** After the exam was saved, ended, reopened, cancelled (the new row), removed or its patient sent on (null). */
  onChanged: (exam: KhamBenhFieldsFragment | null) => void;
  /** The form is on screen (its tab shows): only then does F4 save it. */
  active?: boolean;
}

const QUIET = { quietErrors: true };
const form = css({ display: 'grid', gap: '4', minW: '0' });
const sectionTitle = css({ textStyle: 'md', fontWeight: 'semibold', m: '0', mb: '2' });
const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } });
const wide = css({ gridColumn: '1 / -1' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });

const isEmpty = (values: KhamBenhValues) =>
  Object.entries(values).every(([field, value]) => (field === 'ICDPhu_Ids' ? (value as string[]).length === 0 : field === 'BenhManTinh' ? value === false : value === null));

export function ExamForm({ exam, patient, onChanged, active = true }: ExamFormProps) {
  const { t } = useTranslation('examination');
  const [confirm, confirmDialog] = useConfirm();
  const [values, setValues] = useState(() => valuesOf(exam));
  // Which check the form shows: none until the first save, and ending's extra ones after an attempt to end.
  const [checking, setChecking] = useState<'save' | 'end' | null>(null);
  const [refused, setRefused] = useState<Problems>({});
  const [cancelOpen, setCancelOpen] = useState(false);
  const [busy, once] = useOneAtATime();
  const [, update] = useMutation(UpdateKhamBenhDocument);
  const [, saveAndVerify] = useMutation(SaveAndVerifyKhamBenhDocument);
  const [, verify] = useMutation(VerifyKhamBenhDocument);
  const [, remove] = useMutation(RemoveKhamBenhDocument);
  const formRef = useRef<HTMLFormElement>(null);
  const transfer = useClinicTransfer(() => onChanged(null));

  const open = exam.TrangThai === 'DangKham';
  const problems: Problems = { ...(checking ? problemsOf(values, exam.NgayKham, checking === 'end') : {}), ...refused };

  const change = (changes: Partial<KhamBenhValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    const fields = Object.keys(changes);
    setRefused((current) => (fields.some((field) => current[field]) ? Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))) : current));
  };

  // The first field at fault is brought into view and focused: on a phone it is often far above the button.
  const focusFirstProblem = (): void => {
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.scrollIntoView?.({ block: 'center' });
      field?.focus({ preventScroll: true });
    });
  };

  const showRefusal = (error: CombinedError) => {
    const { placed, messages } = placeRefusal(error, SHOWN_FIELDS);
    setRefused(placed);
    if (Object.keys(placed).length > 0) focusFirstProblem();
    for (const message of messages) toast.error(message);
  };

  const write = async (kind: 'save' | 'end') => {
    setChecking(kind);
    setRefused({});
    if (Object.keys(problemsOf(values, exam.NgayKham, kind === 'end')).length > 0) return focusFirstProblem();
    const variables = { id: exam._id, input: inputOf(values) };
    const result = kind === 'save' ? await update(variables, QUIET) : await saveAndVerify(variables, QUIET);
    if (result.error || !result.data) return result.error && showRefusal(result.error);
    const saved = 'updateKhamBenh' in result.data ? result.data.updateKhamBenh : result.data.saveAndVerifyKhamBenh;
    toast.success(t(kind === 'save' ? 'examination.form.saved' : 'examination.form.ended', { code: saved.MaKhamBenh }));
    onChanged(saved);
  };


  const reopen = async () => {
    const result = await verify({ id: exam._id, currentState: 'DaKham' }, QUIET);
    if (result.error || !result.data) return result.error && showRefusal(result.error);
    toast.success(t('examination.form.reopened', { code: exam.MaKhamBenh }));
    onChanged(result.data.verifyKhamBenh);
  };

  const removeExam = async () => {
    if (!(await confirm({ message: t('examination.form.removeQuestion', { code: exam.MaKhamBenh }), confirmLabel: t('examination.form.remove'), tone: 'danger' }))) return;
    const result = await remove({ id: exam._id }, QUIET);
    if (result.error) return showRefusal(result.error);
    toast.success(t('examination.form.removed', { code: exam.MaKhamBenh }));
    onChanged(null);
  };

  useShortcuts({ F4: () => void once(() => write('save')) }, { enabled: open && active });

  // Fields stay enabled while a save runs: a refused field must be able to take the focus.
  const disabled = !open;
  const text = (field: 'TrieuChungLamSang' | 'TienSuBenh' | 'ChanDoan' | 'GhiChu') => (
    <Textarea
      name={field}
      label={t(`examination.field.${field}`)}
      value={values[field] ?? ''}
      onValueChange={(value) => change({ [field]: value === '' ? null : value })}
      disabled={disabled}
      rows={2}
      {...errorOf(problems, field)}
    />
  );

  return (
    <form ref={formRef} className={form} aria-label={t('examination.form.title')} noValidate onSubmit={(event) => event.preventDefault()}>
      <p className={css({ m: '0', color: 'fg.muted' })}>
        {t('examination.form.examCode', { code: exam.MaKhamBenh, state: t(`examination.state.${exam.TrangThai}`) })}
        {exam.TrangThai === 'DaKham' && ` · ${t('examination.form.readOnly')}`}
      </p>
      <section aria-labelledby="exam-form-vitals">
        <h3 id="exam-form-vitals" className={sectionTitle}>
          {t('examination.form.vitals')}
        </h3>
        <VitalSigns values={values} onChange={change} patient={patient} examAt={exam.NgayKham} problems={problems} disabled={disabled} />
      </section>
      <section aria-labelledby="exam-form-diagnosis">
        <h3 id="exam-form-diagnosis" className={sectionTitle}>
          {t('examination.form.diagnosis')}
        </h3>
        <div className={grid}>
          {text('TrieuChungLamSang')}
          {text('TienSuBenh')}
          <RefPicker name="ICD_Id" target={icdFace} label={t('examination.field.ICD_Id')} required value={values.ICD_Id} onValueChange={(id) => change({ ICD_Id: id })} disabled={disabled} {...errorOf(problems, 'ICD_Id')} />
          <RefsPicker name="ICDPhu_Ids" target={icdFace} label={t('examination.field.ICDPhu_Ids')} value={values.ICDPhu_Ids} onValueChange={(ids) => change({ ICDPhu_Ids: ids })} disabled={disabled} {...errorOf(problems, 'ICDPhu_Ids')} />
          <div className={wide}>{text('ChanDoan')}</div>
          <RefPicker
            name="HuongGiaiQuyet_Id"
            target={huongGiaiQuyetFace}
            label={t('examination.field.HuongGiaiQuyet_Id')}
            required
            value={values.HuongGiaiQuyet_Id}
            onValueChange={(id) => change({ HuongGiaiQuyet_Id: id })}
            disabled={disabled}
            {...errorOf(problems, 'HuongGiaiQuyet_Id')}
          />
          <DatePicker label={t('examination.field.NgayTaiKham')} value={values.NgayTaiKham} onValueChange={(value) => change({ NgayTaiKham: value })} disabled={disabled} {...errorOf(problems, 'NgayTaiKham')} />
          <Checkbox label={t('examination.field.BenhManTinh')} checked={values.BenhManTinh} onCheckedChange={(checked) => change({ BenhManTinh: checked })} disabled={disabled} />
          <div className={wide}>{text('GhiChu')}</div>
        </div>
      </section>
      <div className={actions}>
        {open && isEmpty(valuesOf(exam)) && (
          <Button variant="outline" tone="danger" onClick={() => once(removeExam)} disabled={busy}>
            {t('examination.form.remove')}
          </Button>
        )}
        {open && (
          <Button variant="outline" onClick={() => once(() => transfer.begin({ ...patient, DichVuYeuCau_Id: exam.DichVuYeuCau_Id }))} disabled={busy}>
            {t('examination.transfer.open')}
          </Button>
        )}
        {open && (
          <Button variant="outline" tone="danger" onClick={() => setCancelOpen(true)} disabled={busy}>
            {t('examination.form.cancel')}
          </Button>
        )}
        {open && (
          <Button variant="outline" onClick={() => once(() => write('save'))} loading={busy}>
            {t('examination.form.save')}
          </Button>
        )}
        {open && (
          <Button onClick={() => once(() => write('end'))} loading={busy}>
            {t('examination.form.end')}
          </Button>
        )}
        {exam.TrangThai === 'DaKham' && (
          <Button onClick={() => once(reopen)} loading={busy}>
            {t('examination.form.reopen')}
          </Button>
        )}
      </div>
      {open && (
        <CancelExamDialog
          exam={exam}
          open={cancelOpen}
          onOpenChange={setCancelOpen}
          onCancelled={(cancelled) => {
            setCancelOpen(false);
            toast.success(t('examination.form.cancelled', { code: cancelled.MaKhamBenh }));
            onChanged(cancelled);
          }}
        />
      )}
      {confirmDialog}
      {transfer.dialog}
    </form>
  );
}
