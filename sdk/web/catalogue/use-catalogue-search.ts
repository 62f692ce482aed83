// A picker's search in another catalogue: the target's own search operation, its rows as picker items
// (name, with the code as second line; suspended rows shown but not choosable).
import { useCallback, useMemo } from 'react';
import { useClient } from 'urql';
import type { ComboboxItem } from '../../ui/combobox/combobox';
import type { AnyCatalogue } from '../../shared/catalogue';
import { catalogueDocuments } from './documents';

type PickerRow = Record<string, unknown> & { _id: string; TamNgung: boolean };

export function pickerItem(target: AnyCatalogue, row: PickerRow): ComboboxItem {
  return {
    value: row._id,
    label: String(row[target.nameField] ?? ''),
    description: String(row[target.codeField] ?? ''),
    disabled: row.TamNgung,
  };
}

/** `search(text)` for typing; `search('', id)` finds the item of a stored id, suspended or not. */
export function useCatalogueSearch(target: AnyCatalogue): (text: string, idDefault?: string) => Promise<ComboboxItem[]> {
  const client = useClient();
  const document = useMemo(() => catalogueDocuments(target).search, [target]);
  return useCallback(
    async (text: string, idDefault?: string) => {
      const result = await client.query(document, { searchString: text, limit: 20, idDefault: idDefault ?? null }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      const rows = ((result.data as Record<string, unknown> | undefined)?.[target.operations.search] ?? []) as PickerRow[];
      return rows.map((row) => pickerItem(target, row));
    },
    [client, document, target],
  );
}
