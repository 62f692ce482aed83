// A catalogue's whole screen, from its descriptor: search, the suspended-rows switch, the list a page at a time,
// add, edit, suspend, remove, and Excel import and export. Writing needs the catalogue's write permission, which
// the server checks again.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { css } from '@his/sdk/styled/css';
import { Button } from '../../ui/button/button';
import { useConfirm } from '../../ui/confirm-dialog/use-confirm';
import { DataTable } from '../../ui/data-table/data-table';
import { Icon } from '../../ui/icon/icon';
import { Pagination } from '../../ui/pagination/pagination';
import { usePaging } from '../../ui/pagination/use-paging';
import { Switch } from '../../ui/switch/switch';
import { TextInput } from '../../ui/text-input/text-input';
import { useSettledValue } from '../../ui/text-input/use-settled-value';
import { toast } from '../../ui/toast/toast';
import type { AnyCatalogue } from '../../shared/catalogue';
import type { Language } from '../../shared';
import { useHasPermission } from '../session';
import { CatalogueEditDialog, type CatalogueRowData } from './catalogue-edit-dialog';
import { catalogueDocuments } from './documents';
import type { CatalogueFormSection } from './form-section';
import { CatalogueImportDialog } from './import-dialog';
import { listColumns, listedFields } from './list-columns';
import { sheetColumns, writeCatalogueFile } from './spreadsheet';

export interface CatalogueScreenProps {
  descriptor: AnyCatalogue;
  /** Every catalogue a ref field of this one may point to, by name (this one included). */
  known: ReadonlyMap<string, AnyCatalogue>;
  /** The permission writes need (catalogueWritePermission of the owning plugin). */
  writePermission: string;
  /** `h1` on a page of its own, `h2` inside a page that lists several catalogues. */
  headingLevel?: 'h1' | 'h2';
  /** A plugin's part of the edit dialog beyond the fields (the staff member's account), with its list columns. */
  section?: CatalogueFormSection;
}

const PAGE_SIZES = [20, 50, 100, 200] as const;
const SEARCH_PAUSE_MS = 300;

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' });
const actionsCell = css({ display: 'flex', gap: '1' });

type ListData = Record<string, { total: number; items: CatalogueRowData[] }>;

export function CatalogueScreen({ descriptor, known, writePermission, headingLevel = 'h1', section }: CatalogueScreenProps) {
  const { t, i18n } = useTranslation('ui');
  const lang: Language = i18n.language === 'en' ? 'en' : 'vi';
  const canWrite = useHasPermission(writePermission);
  const client = useClient();
  const [confirm, confirmDialog] = useConfirm();
  const documents = useMemo(() => catalogueDocuments(descriptor, { section, known, listed: listedFields(descriptor) }), [descriptor, section, known]);
  const title = descriptor.title[lang];
  const Heading = headingLevel;

  const [typed, setTyped] = useState('');
  const searchString = useSettledValue(typed.trim(), SEARCH_PAUSE_MS);
  const [hasTamNgung, setHasTamNgung] = useState(false);
  const paging = usePaging(50, [searchString, hasTamNgung]);
  const { page, limit } = paging;
  const [editing, setEditing] = useState<CatalogueRowData | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  const variables = useMemo(() => ({ hasTamNgung, searchString: searchString || null, page, limit }), [hasTamNgung, searchString, page, limit]);
  const [{ data, fetching, error }, reexecute] = useQuery<ListData>({ query: documents.list, variables, requestPolicy: 'cache-and-network' });
  const result = data?.[descriptor.operations.list];
  // A saved, removed or imported row changes which rows a page holds: ask the server again.
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const setSuspended = async (row: CatalogueRowData, TamNgung: boolean) => {
    const outcome = await client.mutation(documents.update, { id: row._id, input: { TamNgung } }).toPromise();
    if (!outcome.error) refresh();
  };

  const remove = async (row: CatalogueRowData) => {
    const name = String(row[descriptor.nameField] ?? '');
    const yes = await confirm({ message: t('ui.catalogue.removeQuestion', { name, title }), confirmLabel: t('ui.catalogue.remove'), tone: 'danger' });
    if (!yes) return;
    // A row in use is refused by the server with the place that uses it; the host's error display says so.
    const outcome = await client.mutation(documents.remove, { ids: [row._id] }).toPromise();
    if (outcome.error) return;
    toast.success(t('ui.catalogue.removed'));
    refresh();
  };

  const exportAll = async () => {
    const outcome = await client.query(`query ${descriptor.operations.export}($hasTamNgung: Boolean) { ${descriptor.operations.export}(hasTamNgung: $hasTamNgung) }`, { hasTamNgung }, { requestPolicy: 'network-only' }).toPromise();
    const rows = (outcome.data as Record<string, Record<string, unknown>[]> | undefined)?.[descriptor.operations.export];
    if (!rows) return;
    await writeCatalogueFile(descriptor, sheetColumns(descriptor, known, lang), rows, `${descriptor.name}.xlsx`);
    toast.success(t('ui.catalogue.exported', { count: rows.length }));
  };

  const columns = useMemo(
    () =>
      listColumns(
        descriptor,
        known,
        lang,
        { yes: '✓', status: t('ui.catalogue.status'), active: t('ui.catalogue.inUse'), suspended: t('ui.catalogue.suspended'), actions: t('ui.catalogue.actions') },
        section?.columns?.(lang) ?? [],
        (row) => {
          const name = String(row[descriptor.nameField] ?? row[descriptor.codeField] ?? '');
          return (
            <span className={actionsCell}>
              <Button size="sm" variant="ghost" lock={false} aria-label={t('ui.catalogue.editRow', { name })} onClick={() => setEditing(row)}>
                {t('ui.catalogue.edit')}
              </Button>
              {canWrite && (
                <Button size="sm" variant="ghost" tone="neutral" aria-label={t(row.TamNgung ? 'ui.catalogue.resumeRow' : 'ui.catalogue.suspendRow', { name })} onClick={() => setSuspended(row, !row.TamNgung)}>
                  {t(row.TamNgung ? 'ui.catalogue.resume' : 'ui.catalogue.suspend')}
                </Button>
              )}
              {canWrite && (
                <Button size="sm" variant="ghost" tone="danger" lock={false} aria-label={t('ui.catalogue.removeRow', { name })} onClick={() => remove(row)}>
                  {t('ui.catalogue.remove')}
                </Button>
              )}
            </span>
          );
        },
      ),
    // The action handlers close over the client and the list's refresh, which stay the same for a screen.
    [descriptor, known, section, lang, t, canWrite],
  );

  return (
    <section className={css({ display: 'flex', flexDir: 'column', gap: '4', minW: '0' })} aria-labelledby={`catalogue-${descriptor.name}`}>
      <Heading id={`catalogue-${descriptor.name}`} className={css({ textStyle: headingLevel === 'h1' ? '2xl' : 'xl', fontWeight: 'semibold' })}>
        {title}
      </Heading>
      <div className={toolbar}>
        <TextInput label={t('ui.catalogue.search')} type="search" value={typed} onValueChange={setTyped} fieldClassName={css({ flex: '1 1 18rem', maxW: '28rem' })} />
        <Switch
          label={t('ui.catalogue.showSuspended')}
          checked={hasTamNgung}
          onCheckedChange={setHasTamNgung}
        />
        <span className={css({ flex: '1' })} />
        {canWrite && (
          <Button icon={<Icon name="plus" />} lock={false} onClick={() => setEditing('new')}>
            {t('ui.catalogue.add')}
          </Button>
        )}
        {canWrite && (
          <Button variant="outline" tone="neutral" lock={false} onClick={() => setImporting(true)}>
            {t('ui.catalogue.import')}
          </Button>
        )}
        <Button variant="outline" tone="neutral" onClick={exportAll}>
          {t('ui.catalogue.export')}
        </Button>
      </div>
      {error && (
        <p role="alert" className={css({ color: 'danger.text' })}>
          {t('ui.catalogue.loadFailed', { message: [...new Set(error.graphQLErrors.map((each) => each.message))].join(', ') || error.message })}
        </p>
      )}
      <DataTable
        label={t('ui.catalogue.list', { title })}
        columns={columns}
        rows={result?.items}
        getRowId={(row) => row._id}
        loading={fetching}
        height="min(60vh, 40rem)"
        onRowActivate={(row) => setEditing(row)}
        footer={
          <Pagination {...paging.bind} total={result?.total} pageSizes={PAGE_SIZES} />
        }
      />
      <CatalogueEditDialog
        descriptor={descriptor}
        known={known}
        row={editing === 'new' ? null : editing}
        open={editing !== null}
        readOnly={!canWrite}
        section={section}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          toast.success(t('ui.catalogue.saved'));
          refresh();
        }}
      />
      <CatalogueImportDialog
        descriptor={descriptor}
        known={known}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(saved) => {
          setImporting(false);
          toast.success(t('ui.catalogue.import.saved', { count: saved }));
          refresh();
        }}
      />
      {confirmDialog}
    </section>
  );
}
