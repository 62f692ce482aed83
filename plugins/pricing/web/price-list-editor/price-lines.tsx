// The lines of one kind (services or treatment courses) of a price list: a table with a price box per line, a
// picker that adds a line, a filter for long lists, the problems of the lines above them, and for services an
// import of the lines from an Excel file.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toKhongDau, type AnyCatalogue, type Dong } from '@his/sdk';
import { useCatalogueSearch } from '@his/sdk/catalogue-screens';
import { formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, Combobox, DataTable, Icon, IconButton, MoneyInput, TextInput, toast, type ComboboxItem, type DataTableColumn } from '@his/sdk/ui';
import { dichVuFace, lieuTrinhFace } from '../../../catalogues/contract';
import { rowOf, type LineKind, type Message, type PriceLine } from './editor-values';
import { PriceLinesImportDialog } from './price-lines-import-dialog';
import { importedLines, type ImportMode } from './price-lines-sheet';

export interface PriceLinesProps {
  kind: LineKind;
  lines: readonly PriceLine[];
  /** Stable across renders (a state setter's functional form): the table's cells keep their price boxes. */
  onLinesChange: (kind: LineKind, change: (lines: PriceLine[]) => PriceLine[]) => void;
  readOnly: boolean;
  problems: readonly Message[];
}

const FACES: Record<LineKind, AnyCatalogue> = { DichVu: dichVuFace, LieuTrinh: lieuTrinhFace };

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' });
const problemList = css({ m: '0', ps: '5', py: '2', pe: '3', rounded: 'l2', bg: 'danger.subtle', color: 'danger.text', textStyle: 'sm', listStyle: 'disc' });
const priceCell = css({ '& input': { h: '8' } });

interface Row extends PriceLine {
  index: number;
  /** A problem names this line: its price box is marked. */
  invalid: boolean;
}

export function PriceLines({ kind, lines, onLinesChange, readOnly, problems }: PriceLinesProps) {
  const { t } = useTranslation('pricing');
  const search = useCatalogueSearch(FACES[kind]);
  const [filter, setFilter] = useState('');
  const [importing, setImporting] = useState(false);

  const rows = useMemo(() => {
    const words = toKhongDau(filter).toLowerCase().split(/\s+/).filter(Boolean);
    const invalid = new Set(problems.map(rowOf));
    const all = lines.map((line, index) => ({ ...line, index, invalid: invalid.has(index + 1) }));
    if (words.length === 0) return all;
    return all.filter((line) => {
      const text = toKhongDau(`${line.code} ${line.name}`).toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [lines, filter, problems]);

  const setPrice = useCallback(
    (id: string, DonGia: Dong | null) => onLinesChange(kind, (current) => current.map((line) => (line.id === id ? { ...line, DonGia } : line))),
    [kind, onLinesChange],
  );
  const remove = useCallback((id: string) => onLinesChange(kind, (current) => current.filter((line) => line.id !== id)), [kind, onLinesChange]);
  const importFile = (imported: PriceLine[], mode: ImportMode) => {
    onLinesChange(kind, (current) => importedLines(current, imported, mode));
    toast.success(t('pricing.import.applied', { count: imported.length }));
  };

  // The picker shows the added item for a moment, then empties, ready for the next one (focus stays in it).
  const [added, setAdded] = useState<ComboboxItem | null>(null);
  useEffect(() => {
    if (added) setAdded(null);
  }, [added]);

  const add = (item: ComboboxItem | null) => {
    if (!item) return;
    setAdded(item);
    onLinesChange(kind, (current) => (current.some((line) => line.id === item.value) ? current : [...current, { id: item.value, code: item.description ?? '', name: item.label, DonGia: null }]));
  };

  // Built once per kind and mode: a new column set would re-create every price box, and the one being typed in.
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { id: 'index', header: t('pricing.lines.index'), accessor: (row) => row.index + 1, sortable: true, align: 'end', width: '4rem' },
      { id: 'code', header: t(`pricing.lines.${kind}.code`), accessor: (row) => row.code, sortable: true, width: '10rem' },
      { id: 'name', header: t(`pricing.lines.${kind}.name`), accessor: (row) => row.name, sortable: true, width: '20rem' },
      readOnly
        ? { id: 'price', header: t('pricing.lines.price'), accessor: (row) => row.DonGia, cell: (row) => (row.DonGia === null ? '' : formatMoney(row.DonGia)), sortable: true, align: 'end', width: '10rem' }
        : {
            id: 'price',
            header: t('pricing.lines.price'),
            accessor: (row) => row.DonGia,
            sortable: true,
            align: 'end',
            width: '11rem',
            cell: (row) => (
              <MoneyInput
                label={t('pricing.lines.priceOf', { name: row.name || row.code })}
                hideLabel
                size="sm"
                value={row.DonGia}
                onValueChange={(value) => setPrice(row.id, value)}
                fieldClassName={priceCell}
                data-invalid={row.invalid ? '' : undefined}
              />
            ),
          },
      ...(readOnly
        ? []
        : [
            {
              id: 'remove',
              header: <span className={css({ srOnly: true })}>{t('pricing.lines.actions')}</span>,
              width: '4rem',
              align: 'center' as const,
              cell: (row: Row) => (
                <IconButton size="sm" icon={<Icon name="trash" />} label={t('pricing.lines.remove', { name: row.name || row.code })} lock={false} onClick={() => remove(row.id)} />
              ),
            },
          ]),
    ],
    [t, kind, readOnly, setPrice, remove],
  );

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '3', pt: '3' })}>
      <div className={toolbar}>
        {!readOnly && (
          <Combobox
            label={t(`pricing.lines.${kind}.add`)}
            placeholder={t(`pricing.lines.${kind}.addPlaceholder`)}
            search={async (text) => {
              const present = new Set(lines.map((line) => line.id));
              return (await search(text)).filter((item) => !present.has(item.value));
            }}
            value={added}
            onValueChange={add}
            className={css({ flex: '1 1 22rem', maxW: '32rem' })}
          />
        )}
        {!readOnly && kind === 'DichVu' && (
          <Button variant="outline" tone="neutral" lock={false} onClick={() => setImporting(true)}>
            {t('pricing.import.open')}
          </Button>
        )}
        <TextInput label={t('pricing.lines.filter')} type="search" value={filter} onValueChange={setFilter} fieldClassName={css({ flex: '0 1 18rem' })} />
        <span className={css({ flex: '1' })} />
        <span className={css({ textStyle: 'sm', color: 'fg.muted', pb: '2' })}>{t(`pricing.lines.${kind}.count`, { count: lines.length })}</span>
      </div>
      {problems.length > 0 && (
        <ul role="alert" aria-label={t('pricing.lines.problems')} className={problemList}>
          {problems.map((problem, index) => (
            <li key={index}>{t(problem.key, { ns: ['pricing', 'core', 'ui'], ...problem.params })}</li>
          ))}
        </ul>
      )}
      <DataTable
        label={t(`pricing.lines.${kind}.table`)}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        height="max(12rem, min(calc(100dvh - 37rem), 28rem))"
        rowHeight={40}
        emptyText={filter ? t('pricing.lines.noMatch') : t(`pricing.lines.${kind}.empty`)}
      />
      {importing && <PriceLinesImportDialog open onClose={() => setImporting(false)} lines={lines} onImport={importFile} />}
    </div>
  );
}
