// Importing a draft's service prices from an Excel file: the file is read in the browser, its codes are looked up
// in the service catalogue in one read, and either every row is good and its lines go into the form (replacing the list's
// services or merged into them, as the user chooses; saving stays the user's step), or nothing changes and every
// bad row is listed as 'Hàng {n} trong file: …'.
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, RuleParams } from '@his/sdk';
import { readSheetFile, SheetHeaderError, writeSheetFile } from '@his/sdk/catalogue-screens';
import { useClient } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Dialog, RadioGroup } from '@his/sdk/ui';
import { DichVuTheoMaDocument } from '../../generated/graphql';
import { catalogueByCodes, type FetchCatalogueCodes } from './catalogue-codes';
import type { PriceLine } from './editor-values';
import {
  checkPriceRows,
  codesToLookUp,
  importEffect,
  missingColumns,
  priceColumns,
  rowProblemText,
  type ImportMode,
  type RowProblem,
} from './price-lines-sheet';

export interface PriceLinesImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The service lines the form holds now, to show what the import changes. */
  lines: readonly PriceLine[];
  /** Every row was good: the file's lines, to replace or merge into the form's. */
  onImport: (lines: PriceLine[], mode: ImportMode) => void;
}

type Stage =
  | { kind: 'choose' }
  | { kind: 'reading' }
  | { kind: 'lookingUp'; read: number; pages: number }
  | { kind: 'refused'; total: number; problems: RowProblem[] }
  | { kind: 'ready'; fileName: string; total: number; lines: PriceLine[]; ignoredHeaders: string[] }
  | { kind: 'failed'; key: string; params?: RuleParams };

const KIND = 'DichVu';
/** The example row's price in the template, in đồng. */
const EXAMPLE_PRICE = 100_000;
// Reading the file is quick; looking its codes up, a read per 10,000 codes, is most of the wait. The bar
// shows work under way only: a full bar over a refusal reads as success.
const progressOf = (stage: Stage): number | undefined => (stage.kind === 'lookingUp' ? 10 + Math.round((80 * stage.read) / stage.pages) : undefined);

const column = css({ display: 'flex', flexDir: 'column', gap: '4' });
const fileRow = css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });
const fileLabel = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', fontWeight: 'semibold', textStyle: 'sm' });
const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const errorState = css({ borderWidth: '1px', borderColor: 'danger.border', bg: 'danger.subtle', rounded: 'l2', p: '3', color: 'danger.text' });
const problemList = css({ maxH: '18rem', overflowY: 'auto', borderWidth: '1px', borderColor: 'danger.border', rounded: 'l2', p: '3', m: '0', ps: '6', color: 'danger.text', textStyle: 'sm' });

export function PriceLinesImportDialog({ open, onClose, lines, onImport }: PriceLinesImportDialogProps) {
  const { t, i18n } = useTranslation('pricing');
  const lang: Language = i18n.language === 'en' ? 'en' : 'vi';
  const client = useClient();
  const columns = useMemo(() => priceColumns(KIND, lang), [lang]);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [mode, setMode] = useState<ImportMode>('replace');

  const close = () => {
    setStage({ kind: 'choose' });
    onClose();
  };

  const fetchCodes: FetchCatalogueCodes = async (codes) => {
    const result = await client.query(DichVuTheoMaDocument, { codes }, { requestPolicy: 'network-only' }).toPromise();
    if (!result.data) throw result.error ?? new Error('no data');
    return result.data.getDM_DichVuByCodes.map((row) => ({ id: row._id, code: row.MaDichVu, name: row.TenDichVu, suspended: row.TamNgung }));
  };

  const read = async (file: File) => {
    setStage({ kind: 'reading' });
    let sheet;
    try {
      sheet = await readSheetFile(file, columns);
    } catch (error) {
      return setStage({ kind: 'failed', key: error instanceof SheetHeaderError ? 'pricing.import.noHeader' : 'pricing.import.unreadable' });
    }
    const missing = missingColumns(KIND, sheet.fields);
    if (missing.length > 0) {
      return setStage({ kind: 'failed', key: 'pricing.import.missingColumns', params: { columns: columns.filter((each) => missing.includes(each.field)).map((each) => each.header).join(', ') } });
    }
    let catalogue;
    try {
      catalogue = await catalogueByCodes(codesToLookUp(KIND, sheet.rows), fetchCodes, (done, parts) => setStage({ kind: 'lookingUp', read: done, pages: parts }));
    } catch (error) {
      return setStage({ kind: 'failed', key: 'pricing.import.lookupFailed', params: { message: error instanceof Error ? error.message : String(error) } });
    }
    const checked = checkPriceRows(KIND, sheet.rows, catalogue);
    if (checked.problems.length > 0) return setStage({ kind: 'refused', total: sheet.rows.length, problems: checked.problems });
    if (checked.lines.length === 0) return setStage({ kind: 'failed', key: 'pricing.import.empty' });
    setStage({ kind: 'ready', fileName: file.name, total: checked.lines.length, lines: checked.lines, ignoredHeaders: sheet.ignoredHeaders });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so that choosing the same file again (corrected) reads it again.
    event.target.value = '';
    if (file) void read(file);
  };

  const apply = () => {
    if (stage.kind !== 'ready') return;
    onImport(stage.lines, mode);
    close();
  };

  const translate = (key: string, params: RuleParams) => t(key, { ns: ['pricing', 'core'], ...params });
  const effect = stage.kind === 'ready' ? importEffect(lines, stage.lines) : null;
  const busy = stage.kind === 'reading' || stage.kind === 'lookingUp';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('pricing.import.title')}
      size="lg"
      footer={
        <>
          <Button variant="outline" tone="neutral" lock={false} onClick={close}>
            {t('pricing.editor.close')}
          </Button>
          {stage.kind === 'ready' && <Button onClick={apply}>{t('pricing.import.apply', { count: stage.total })}</Button>}
        </>
      }
    >
      <div className={column}>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{t('pricing.import.help', { columns: columns.map((each) => each.header).join(', ') })}</p>
        <div className={fileRow}>
          <label className={fileLabel}>
            {t('pricing.import.file')}
            <input type="file" accept={XLSX} disabled={busy} onChange={choose} />
          </label>
          <Button
            variant="outline"
            tone="neutral"
            size="sm"
            onClick={() =>
              writeSheetFile(
                [{ name: t('pricing.import.templateSheet'), columns, rows: [[t('pricing.import.example.code'), t('pricing.import.example.name'), EXAMPLE_PRICE]] }],
                'bang-gia-mau.xlsx',
              )
            }
          >
            {t('pricing.import.template')}
          </Button>
        </div>
        <RadioGroup
          label={t('pricing.import.mode')}
          value={mode}
          onValueChange={(value) => setMode(value === 'merge' ? 'merge' : 'replace')}
          options={(['replace', 'merge'] as const).map((value) => ({ value, label: t(`pricing.import.mode.${value}`) }))}
        />
        {busy && <progress className={css({ w: 'full', h: '2', accentColor: 'accent.solid' })} max={100} value={progressOf(stage)} aria-label={t('pricing.import.progress')} />}
        <div role="status" aria-live="polite" className={css({ textStyle: 'sm' })}>
          {stage.kind === 'reading' && t('pricing.import.reading')}
          {stage.kind === 'lookingUp' && t('pricing.import.lookingUp', { read: stage.read, pages: stage.pages })}
          {stage.kind === 'ready' && effect && (
            <>
              <p>{t('pricing.import.read', { count: stage.total, file: stage.fileName })}</p>
              <p>{t('pricing.import.effect', { added: effect.added, repriced: effect.repriced })}</p>
              {effect.absent > 0 && <p>{t(`pricing.import.absent.${mode}`, { count: effect.absent })}</p>}
            </>
          )}
        </div>
        {stage.kind === 'ready' && stage.ignoredHeaders.length > 0 && (
          <p className={css({ textStyle: 'sm', color: 'warning.text' })}>{t('pricing.import.ignored', { headers: stage.ignoredHeaders.join(', ') })}</p>
        )}
        {stage.kind === 'refused' && (
          <div role="alert" className={errorState}>
            <p className={css({ fontWeight: 'semibold', mb: '2' })}>{t('pricing.import.refused', { count: stage.problems.length, total: stage.total })}</p>
            <ul className={problemList} aria-label={t('pricing.import.errors')}>
              {stage.problems.map((problem, index) => (
                <li key={index}>{rowProblemText(problem, columns, translate)}</li>
              ))}
            </ul>
          </div>
        )}
        {stage.kind === 'failed' && (
          <p role="alert" className={errorState}>
            {t(stage.key, stage.params)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
