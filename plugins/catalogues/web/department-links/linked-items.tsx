// One list of what a department is linked to (its services, its stores or its beds): the rows linked now, a picker
// to add one, a button to take one off. The dialog saves the whole list at once.
import { useTranslation } from 'react-i18next';
import { Button, Combobox, DataTable, type ComboboxItem, type DataTableColumn } from '@his/sdk/ui';
import { css } from '@his/sdk/styled/css';

export interface LinkedItemsProps {
  /** What the list holds ('Dịch vụ của Khoa Xét nghiệm'): names the table and the picker. */
  label: string;
  pickerLabel: string;
  items: readonly ComboboxItem[];
  onItemsChange: (items: ComboboxItem[]) => void;
  search: (text: string) => Promise<ComboboxItem[]>;
  loading: boolean;
  readOnly: boolean;
  error?: string | null;
}

export function LinkedItems({ label, pickerLabel, items, onItemsChange, search, loading, readOnly, error }: LinkedItemsProps) {
  const { t } = useTranslation('catalogues');
  const columns: DataTableColumn<ComboboxItem>[] = [
    { id: 'code', header: t('catalogues.links.code'), accessor: (item) => item.description ?? '', width: '9rem', sortable: true },
    { id: 'name', header: t('catalogues.links.name'), accessor: (item) => item.label, width: '20rem', sortable: true },
    ...(readOnly
      ? []
      : [{
          id: 'actions',
          header: t('catalogues.links.actions'),
          width: '7rem',
          cell: (item: ComboboxItem) => (
            <Button size="sm" variant="ghost" tone="danger" lock={false} aria-label={t('catalogues.links.removeRow', { name: item.label })} onClick={() => onItemsChange(items.filter((each) => each.value !== item.value))}>
              {t('catalogues.links.remove')}
            </Button>
          ),
        }]),
  ];
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      {!readOnly && (
        <Combobox
          label={pickerLabel}
          search={async (text) => (await search(text)).filter((item) => !items.some((each) => each.value === item.value))}
          value={null}
          onValueChange={(item) => item && onItemsChange([...items, item])}
          error={error}
        />
      )}
      <DataTable label={label} columns={columns} rows={items} getRowId={(item) => item.value} loading={loading} emptyText={t('catalogues.links.empty')} height="min(45vh, 24rem)" />
    </div>
  );
}
