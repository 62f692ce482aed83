// Writing an exam's transfer-out record: begun from what the exam says, saved with the server's checks shown under
// their fields, printed as the transfer paper, cancelled with a reason (which lets the exam be reopened) or removed.
// Writable while the exam is not cancelled; the server also refuses a closed visit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf, placeRefusal, refusalText, useMutation, type CombinedError } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, ReasonDialog, toast, useConfirm, useOneAtATime } from '@his/sdk/ui';
import { useSession } from '@his/sdk/web';
import {
  CancelKhamBenhChuyenVienDocument,
  CreateKhamBenhChuyenVienDocument,
  RemoveKhamBenhChuyenVienDocument,
  UpdateKhamBenhChuyenVienDocument,
  type KhamBenhChuyenVienFieldsFragment,
  type KhamBenhFieldsFragment,
} from '../../generated/graphql';
import { InGiayChuyenTuyenDocument } from '../../generated/template/graphql';
import { transferPaperData } from '../../print/transfer-paper-data';
import type { Problems } from '../exam-form/form-values';
import { PrintPreviewDialog } from './print-preview-dialog';
import { TransferRecordForm } from './transfer-record-form';
import { inputOfValues, TRANSFER_FIELDS, transferProblems, valuesFromExam, valuesOfRecord } from './transfer-record-values';

const QUIET = { quietErrors: true };
const muted = css({ m: '0', color: 'fg.muted' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });

export interface TransferRecordEditorProps {
  exam: KhamBenhFieldsFragment;
  record: KhamBenhChuyenVienFieldsFragment | null;
  onChanged: () => void;
}

export function TransferRecordEditor({ exam, record, onChanged }: TransferRecordEditorProps) {
  const { t } = useTranslation('examination');
  const session = useSession();
  const [confirm, confirmDialog] = useConfirm();
  const [values, setValues] = useState(() => (record ? valuesOfRecord(record) : valuesFromExam(exam, Date.now())));
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const [busy, once] = useOneAtATime();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [printing, setPrinting] = useState<Record<string, unknown> | null>(null);
  const [, create] = useMutation(CreateKhamBenhChuyenVienDocument);
  const [, update] = useMutation(UpdateKhamBenhChuyenVienDocument);
  const [, remove] = useMutation(RemoveKhamBenhChuyenVienDocument);
  const [cancelState, cancel] = useMutation(CancelKhamBenhChuyenVienDocument);
  const writable = exam.TrangThai !== 'DaHuy';
  const problems: Problems = { ...(checking ? transferProblems(values, exam.NgayKham) : {}), ...refused };

  const change = (changes: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...changes }));
    const fields = Object.keys(changes);
    setRefused((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))));
  };
  const showRefusal = (error: CombinedError) => {
    const { placed, messages } = placeRefusal(error, TRANSFER_FIELDS);
    setRefused(placed);
    for (const message of messages) toast.error(message);
  };

  const save = async () => {
    setChecking(true);
    setRefused({});
    if (Object.keys(transferProblems(values, exam.NgayKham)).length > 0) return;
    const input = inputOfValues(values);
    if (record) {
      const result = await update({ id: record._id, input }, QUIET);
      if (result.error || !result.data) return result.error && showRefusal(result.error);
      toast.success(t('examination.chuyenVien.saved', { code: result.data.updateKhamBenh_ChuyenVien.MaChuyenVien }));
    } else {
      const result = await create({ input: { ...input, KhamBenh_Id: exam._id } }, QUIET);
      if (result.error || !result.data) return result.error && showRefusal(result.error);
      toast.success(t('examination.chuyenVien.created', { code: result.data.createKhamBenh_ChuyenVien.MaChuyenVien }));
    }
    onChanged();
  };

  const removeRecord = async (current: KhamBenhChuyenVienFieldsFragment) => {
    if (!(await confirm({ message: t('examination.chuyenVien.removeQuestion', { code: current.MaChuyenVien }), confirmLabel: t('examination.chuyenVien.remove'), tone: 'danger' }))) return;
    const result = await remove({ id: current._id }, QUIET);
    if (result.error) return showRefusal(result.error);
    toast.success(t('examination.chuyenVien.removed', { code: current.MaChuyenVien }));
    onChanged();
  };

  const cancelError = fieldErrorOf(cancelState.error);
  return (
    <>
      <p className={muted}>
        {record ? t('examination.chuyenVien.recordCode', { code: record.MaChuyenVien, state: t(`examination.chuyenVien.state.${record.TrangThai}`) }) : t('examination.chuyenVien.none')}
        {!writable && ` · ${t('examination.chuyenVien.examClosed')}`}
      </p>
      <TransferRecordForm values={values} onChange={change} problems={problems} disabled={!writable} />
      <div className={actions}>
        {record && writable && (
          <Button variant="outline" tone="danger" onClick={() => once(() => removeRecord(record))} disabled={busy}>
            {t('examination.chuyenVien.remove')}
          </Button>
        )}
        {record && writable && (
          <Button variant="outline" tone="danger" onClick={() => setCancelOpen(true)} disabled={busy}>
            {t('examination.chuyenVien.cancel')}
          </Button>
        )}
        {record && (
          <Button variant="outline" onClick={() => setPrinting(transferPaperData(record, session.currentNode.name))}>
            {t('examination.chuyenVien.print')}
          </Button>
        )}
        {writable && (
          <Button onClick={() => once(save)} loading={busy}>
            {record ? t('examination.chuyenVien.save') : t('examination.chuyenVien.create')}
          </Button>
        )}
      </div>
      {record && (
        <ReasonDialog
          open={cancelOpen}
          onOpenChange={setCancelOpen}
          title={t('examination.chuyenVien.cancelTitle', { code: record.MaChuyenVien })}
          reasonLabel={t('examination.chuyenVien.field.LyDoHuy')}
          keepLabel={t('examination.chuyenVien.keep')}
          confirmLabel={t('examination.chuyenVien.cancel')}
          busy={cancelState.fetching}
          reasonError={cancelError?.field === 'reason' ? cancelError.messageKey : null}
          reasonErrorParams={cancelError?.params}
          refusal={cancelState.error && cancelError?.field !== 'reason' ? refusalText(cancelState.error) : null}
          onConfirm={async (reason) => {
            const result = await cancel({ id: record._id, reason }, QUIET);
            if (!result.data) return;
            setCancelOpen(false);
            toast.success(t('examination.chuyenVien.cancelledDone', { code: record.MaChuyenVien }));
            onChanged();
          }}
        />
      )}
      <PrintPreviewDialog data={printing} onClose={() => setPrinting(null)} title={t('examination.chuyenVien.print')} query={InGiayChuyenTuyenDocument} />
      {confirmDialog}
    </>
  );
}
