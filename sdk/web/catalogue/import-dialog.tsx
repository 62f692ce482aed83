// Importing a catalogue from an Excel file: read the file in the browser, send every row in one call, and show
// what happened: progress while reading and saving, and an error state with every bad row ('Hàng {n} trong file: …')
// when the file cannot be read or rows were refused.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { css } from '@his/sdk/styled/css';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import type { AnyCatalogue } from '../../shared/catalogue';
import type { Language } from '../../shared';
import { catalogueDocuments } from './documents';
import { importTemplate } from './import-template';
import { readCatalogueFile, sheetColumns, SheetHeaderError, writeSheetFile, type SheetRows } from './spreadsheet';

export interface CatalogueImportDialogProps {
  descriptor: AnyCatalogue;
  known: ReadonlyMap<string, AnyCatalogue>;
  open: boolean;
  onClose: () => void;
  /** Called after rows were saved, with how many. */
  onImported: (saved: number) => void;
}

interface ImportError {
  row: number;
  message: string;
}

type Stage =
  | { kind: 'choose' }
  | { kind: 'reading' }
  | { kind: 'read'; fileName: string; sheet: SheetRows }
  | { kind: 'saving'; fileName: string; count: number }
  | { kind: 'refused'; fileName: string; total: number; saved: number; errors: ImportError[] }
  | { kind: 'failed'; messageKey: string };

// The bar shows work under way only: reading is the first step of two, saving the second. An outcome is told in
// words, never by a full bar, which reads as success.
const PROGRESS: Partial<Record<Stage['kind'], number>> = { reading: 25, read: 50, saving: 75 };

const errorList = css({ maxH: '18rem', overflowY: 'auto', borderWidth: '1px', borderColor: 'danger.border', rounded: 'l2', p: '3', m: '0', ps: '6', color: 'danger.text', textStyle: 'sm' });
const bar = css({ w: 'full', h: '2', accentColor: 'accent.solid' });
const errorState = css({ borderWidth: '1px', borderColor: 'danger.border', bg: 'danger.subtle', rounded: 'l2', p: '3', color: 'danger.text' });
const partialState = css({ borderWidth: '1px', borderColor: 'warning.border', bg: 'warning.subtle', rounded: 'l2', p: '3', color: 'warning.text' });

export function CatalogueImportDialog({ descriptor, known, open, onClose, onImported }: CatalogueImportDialogProps) {
  const { t, i18n } = useTranslation('ui');
  const lang: Language = i18n.language === 'en' ? 'en' : 'vi';
  const client = useClient();
  const inputId = useId();
  const columns = useMemo(() => sheetColumns(descriptor, known, lang), [descriptor, known, lang]);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const title = descriptor.title[lang];

  const close = () => {
    // After a partial save the list must refresh: closing reports the rows that were saved.
    const saved = stage.kind === 'refused' ? stage.saved : 0;
    setStage({ kind: 'choose' });
    if (saved > 0) onImported(saved);
    else onClose();
  };

  const read = async (file: File) => {
    setStage({ kind: 'reading' });
    try {
      setStage({ kind: 'read', fileName: file.name, sheet: await readCatalogueFile(file, columns) });
    } catch (error) {
      setStage({ kind: 'failed', messageKey: error instanceof SheetHeaderError ? 'ui.catalogue.import.noHeader' : 'ui.catalogue.import.unreadable' });
    }
  };

  const downloadTemplate = () => {
    const words = {
      code: t('ui.catalogue.import.example.code'),
      text: (label: string) => t('ui.catalogue.import.example.text', { label }),
      reference: (target: string) => t('ui.catalogue.import.example.reference', { title: target }),
    };
    return writeSheetFile([importTemplate(descriptor, columns, known, words, lang, Date.now())], `${descriptor.name}-mau.xlsx`);
  };

  const statusText =
    stage.kind === 'reading'
      ? t('ui.catalogue.import.reading')
      : stage.kind === 'read'
        ? t('ui.catalogue.import.readRows', { count: stage.sheet.rows.length, file: stage.fileName })
        : stage.kind === 'saving'
          ? t('ui.catalogue.import.saving', { count: stage.count })
          : undefined;

  const save = async (fileName: string, rows: Record<string, unknown>[]) => {
    setStage({ kind: 'saving', fileName, count: rows.length });
    const result = await client.mutation(catalogueDocuments(descriptor).import, { rows, dryRun: false }).toPromise();
    const outcome = (result.data as Record<string, { total: number; saved: number; errors: ImportError[] }> | undefined)?.[descriptor.operations.import];
    if (!outcome) return setStage({ kind: 'failed', messageKey: 'ui.catalogue.import.failed' });
    if (outcome.errors.length > 0) {
      return setStage({ kind: 'refused', fileName, total: outcome.total, saved: outcome.saved, errors: outcome.errors });
    }
    setStage({ kind: 'choose' });
    onImported(outcome.saved);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t('ui.catalogue.import.title', { title })} size="lg">
      <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{t('ui.catalogue.import.help')}</p>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          <label htmlFor={inputId} className={css({ fontWeight: 'semibold', textStyle: 'sm' })}>
            {t('ui.catalogue.import.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={stage.kind === 'reading' || stage.kind === 'saving'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void read(file);
            }}
          />
          <Button variant="outline" tone="neutral" size="sm" onClick={downloadTemplate}>
            {t('ui.catalogue.import.template')}
          </Button>
        </div>
        {PROGRESS[stage.kind] !== undefined && (
          <progress className={bar} max={100} value={PROGRESS[stage.kind]} aria-label={t('ui.catalogue.import.progress')} aria-valuetext={statusText} />
        )}
        <div role="status" aria-live="polite">
          {statusText}
        </div>
        {stage.kind === 'read' && stage.sheet.ignoredHeaders.length > 0 && (
          <p className={css({ textStyle: 'sm', color: 'warning.text' })}>{t('ui.catalogue.import.ignored', { headers: stage.sheet.ignoredHeaders.join(', ') })}</p>
        )}
        {stage.kind === 'refused' && (
          <div role="alert" className={stage.saved > 0 ? partialState : errorState}>
            <p className={css({ fontWeight: 'semibold', mb: '2' })}>
              {stage.saved > 0
                ? t('ui.catalogue.import.partial', { saved: stage.saved, total: stage.total, count: stage.errors.length })
                : t('ui.catalogue.import.refused', { count: stage.errors.length, total: stage.total })}
            </p>
            <ul className={errorList} aria-label={t('ui.catalogue.import.errors')}>
              {stage.errors.map((error, index) => (
                <li key={index}>{error.message}</li>
              ))}
            </ul>
          </div>
        )}
        {stage.kind === 'failed' && (
          <p role="alert" className={errorState}>
            {t(stage.messageKey)}
          </p>
        )}
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
          <Button variant="outline" tone="neutral" lock={false} onClick={close}>
            {t('ui.common.close')}
          </Button>
          {stage.kind === 'read' && stage.sheet.rows.length > 0 && (
            <Button onClick={() => save(stage.fileName, stage.sheet.rows)}>{t('ui.catalogue.import.save', { count: stage.sheet.rows.length })}</Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
