// Importing patients from an Excel file: download the template, choose a file, see its first rows (read here), then
// send the file itself and import it whole; a refused file lists its rows' errors as 'Hàng {n} trong file: …', a file
// like kept patients asks first, and the answer imports the file already sent.
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readSheetFile, SheetHeaderError, writeSheetFile, type SheetRows } from '@his/sdk/catalogue-screens';
import { questionOf, refusalText, UploadRefusal, useClient, useFileUpload, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, ConfirmDialog, DataTable, Dialog, type DataTableColumn } from '@his/sdk/ui';
import { GetDataForImportPatientDocument, SaveImportPatientDocument } from '../../generated/graphql';
import { importSheetColumns, importTemplate, previewCell, PREVIEW_ROWS } from './patient-import-sheet';

export interface PatientImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after a file was imported, with the number of patients saved. */
  onImported: (count: number) => void;
}

interface ListedError {
  row: number;
  column?: string | null;
  message: string;
}

/** A chosen file and what was read of it here, for the preview. */
interface Chosen {
  file: File;
  sheet: SheetRows;
}

type Stage =
  | { kind: 'choose' }
  | { kind: 'reading' }
  | ({ kind: 'read' } & Chosen)
  | ({ kind: 'uploading' } & Chosen)
  | ({ kind: 'saving'; fileId: string } & Chosen)
  | ({ kind: 'asking'; fileId: string; messageKey: string; question: string } & Chosen)
  | { kind: 'refused'; total: number; errorCount: number; errors: ListedError[] }
  | { kind: 'failed'; message: string };

type PreviewRow = Record<string, unknown> & { rowNumber: number };

const column = css({ display: 'flex', flexDir: 'column', gap: '4' });
const fileRow = css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });
const fileLabel = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', fontWeight: 'semibold', textStyle: 'sm', '& input': { maxW: 'full' } });
const errorState = css({ borderWidth: '1px', borderColor: 'danger.border', bg: 'danger.subtle', rounded: 'l2', p: '3', color: 'danger.text' });
const errorList = css({ maxH: '18rem', overflowY: 'auto', borderWidth: '1px', borderColor: 'danger.border', rounded: 'l2', p: '3', m: '0', ps: '6', color: 'danger.text', textStyle: 'sm' });
const hintList = css({ mt: '2', display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1', textStyle: 'sm', m: '0', '& dt': { fontWeight: 'semibold' }, '& dd': { m: '0', color: 'fg.muted', mb: { base: '2', sm: '0' } } });
const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function PatientImportDialog({ open, onClose, onImported }: PatientImportDialogProps) {
  const { t } = useTranslation('reception');
  const client = useClient();
  const upload = useFileUpload();
  const [{ data, error: loadError }] = useQuery({ query: GetDataForImportPatientDocument, pause: !open });
  const info = data?.getDataForImportPatient;
  const sheetColumns = useMemo(() => importSheetColumns(info?.columns ?? []), [info]);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });

  const close = () => {
    setStage({ kind: 'choose' });
    onClose();
  };

  const read = async (file: File) => {
    setStage({ kind: 'reading' });
    let sheet: SheetRows;
    try {
      sheet = await readSheetFile(file, sheetColumns);
    } catch (error) {
      return setStage({ kind: 'failed', message: t(error instanceof SheetHeaderError ? 'reception.import.noHeader' : 'reception.import.unreadable') });
    }
    if (sheet.rows.length === 0) return setStage({ kind: 'failed', message: t('reception.import.empty') });
    if (info && sheet.rows.length > info.maxRows) return setStage({ kind: 'failed', message: t('reception.import.tooManyRows', { max: info.maxRows, count: sheet.rows.length }) });
    setStage({ kind: 'read', file, sheet });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so that choosing the same file again (corrected) reads it again.
    event.target.value = '';
    if (file) void read(file);
  };

  // The file goes as it is (the server reads it again, whole); a question's answer imports the file already sent.
  const save = async (chosen: Chosen, sentId: string | null, confirmed: string[]) => {
    let fileId = sentId;
    if (!fileId) {
      setStage({ kind: 'uploading', ...chosen });
      try {
        const [sent] = await upload([chosen.file]);
        fileId = sent!._id;
      } catch (error) {
        return setStage({ kind: 'failed', message: error instanceof UploadRefusal ? t('reception.import.failed', { message: error.message }) : t('reception.import.uploadFailed') });
      }
    }
    setStage({ kind: 'saving', fileId, ...chosen });
    const result = await client.mutation(SaveImportPatientDocument, { fileId, confirmed }, { requestPolicy: 'network-only' }).toPromise();
    const question = questionOf(result.error);
    if (question) return setStage({ kind: 'asking', fileId, ...chosen, messageKey: question.key, question: question.message });
    const outcome = result.data?.saveImportPatient;
    if (!outcome) return setStage({ kind: 'failed', message: t('reception.import.failed', { message: result.error ? refusalText(result.error) : '' }) });
    if (outcome.errorCount > 0) return setStage({ kind: 'refused', total: outcome.total, errorCount: outcome.errorCount, errors: outcome.errors });
    setStage({ kind: 'choose' });
    onImported(outcome.saved);
  };

  const downloadTemplate = () => (info ? writeSheetFile([importTemplate(info.columns, t('reception.import.sheetName'))], t('reception.import.templateFile')) : undefined);

  const sheet = 'sheet' in stage ? stage.sheet : null;
  const previewColumns = useMemo<DataTableColumn<PreviewRow>[]>(() => {
    if (!sheet) return [];
    const shown = sheetColumns.filter((each) => sheet.fields.includes(each.field));
    return [
      { id: 'rowNumber', header: t('reception.import.rowNumber'), width: '4.5rem', sticky: 'start', accessor: (row) => row.rowNumber },
      ...shown.map((each): DataTableColumn<PreviewRow> => ({ id: each.field, header: each.header, width: '10rem', accessor: (row) => previewCell(row[each.field]) })),
    ];
  }, [sheet, sheetColumns, t]);
  const previewRows = useMemo(() => sheet?.rows.slice(0, PREVIEW_ROWS).map((row, index): PreviewRow => ({ ...row, rowNumber: index + 2 })), [sheet]);
  const busy = stage.kind === 'reading' || stage.kind === 'uploading' || stage.kind === 'saving';

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => !next && close()}
        title={t('reception.import.title')}
        size="xl"
        footer={
          <>
            <Button variant="outline" tone="neutral" lock={false} onClick={close}>
              {t('reception.import.close')}
            </Button>
            {(stage.kind === 'read' || stage.kind === 'uploading' || stage.kind === 'saving') && (
              <Button loading={stage.kind !== 'read'} onClick={() => save({ file: stage.file, sheet: stage.sheet }, null, [])}>
                {t('reception.import.save', { count: stage.sheet.rows.length })}
              </Button>
            )}
          </>
        }
      >
        <div className={column}>
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{t('reception.import.help')}</p>
          <div className={fileRow}>
            <label className={fileLabel}>
              {t('reception.import.file')}
              <input type="file" accept={XLSX} disabled={busy || !info} onChange={choose} />
            </label>
            <Button variant="outline" tone="neutral" size="sm" disabled={!info} onClick={downloadTemplate}>
              {t('reception.import.template')}
            </Button>
          </div>
          {info && (
            <details>
              <summary className={css({ cursor: 'pointer', textStyle: 'sm', fontWeight: 'semibold' })}>{t('reception.import.columns')}</summary>
              <dl className={hintList} aria-label={t('reception.import.columns')}>
                {info.columns.map((each) => (
                  <div key={each.field} className={css({ display: 'contents' })}>
                    <dt>{each.required ? `${each.header}*` : each.header}</dt>
                    <dd>{each.hint}</dd>
                  </div>
                ))}
              </dl>
            </details>
          )}
          {busy && <progress className={css({ w: 'full', h: '2', accentColor: 'accent.solid' })} aria-label={t('reception.import.progress')} />}
          <div role="status" aria-live="polite" className={css({ textStyle: 'sm' })}>
            {!info && !loadError && t('reception.import.loading')}
            {stage.kind === 'reading' && t('reception.import.reading')}
            {stage.kind === 'read' && t('reception.import.readRows', { count: stage.sheet.rows.length, file: stage.file.name })}
            {stage.kind === 'uploading' && t('reception.import.uploading', { file: stage.file.name })}
            {stage.kind === 'saving' && t('reception.import.saving', { count: stage.sheet.rows.length })}
          </div>
          {loadError && (
            <p role="alert" className={errorState}>
              {refusalText(loadError)}
            </p>
          )}
          {sheet && sheet.ignoredHeaders.length > 0 && (
            <p className={css({ textStyle: 'sm', color: 'warning.text' })}>{t('reception.import.ignored', { headers: sheet.ignoredHeaders.join(', ') })}</p>
          )}
          {sheet && previewRows && (
            <DataTable
              label={t('reception.import.preview')}
              columns={previewColumns}
              rows={previewRows}
              getRowId={(row) => String(row.rowNumber)}
              height="14rem"
              footer={sheet.rows.length > PREVIEW_ROWS ? t('reception.import.previewMore', { count: sheet.rows.length - PREVIEW_ROWS }) : undefined}
            />
          )}
          {stage.kind === 'refused' && (
            <div role="alert" className={errorState}>
              <p className={css({ fontWeight: 'semibold', mb: '2' })}>{t('reception.import.refused', { count: stage.errorCount, total: stage.total })}</p>
              {stage.errorCount > stage.errors.length && (
                <p className={css({ textStyle: 'sm', mb: '2' })}>{t('reception.import.moreErrors', { shown: stage.errors.length, count: stage.errorCount })}</p>
              )}
              <ul className={errorList} aria-label={t('reception.import.errors')}>
                {stage.errors.map((each, index) => (
                  <li key={index}>
                    {each.message}
                    {each.column && <span className={css({ color: 'fg.muted' })}> ({t('reception.import.errorColumn', { column: each.column })})</span>}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {stage.kind === 'failed' && (
            <p role="alert" className={errorState}>
              {stage.message}
            </p>
          )}
        </div>
      </Dialog>
      <ConfirmDialog
        open={stage.kind === 'asking'}
        title={t('reception.import.confirmTitle')}
        message={stage.kind === 'asking' ? stage.question : ''}
        confirmLabel={t('reception.import.confirm')}
        cancelLabel={t('reception.import.cancel')}
        onOpenChange={(next) => !next && stage.kind === 'asking' && setStage({ kind: 'read', file: stage.file, sheet: stage.sheet })}
        onCancel={() => stage.kind === 'asking' && setStage({ kind: 'read', file: stage.file, sheet: stage.sheet })}
        onConfirm={() => (stage.kind === 'asking' ? save({ file: stage.file, sheet: stage.sheet }, stage.fileId, [stage.messageKey]) : undefined)}
      />
    </>
  );
}
