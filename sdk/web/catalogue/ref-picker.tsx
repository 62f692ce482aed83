// Choosing rows of another catalogue for a `…_Id` field (one row) or a `…_Ids` field (a list of rows), through
// the target's own search.
import type { AnyCatalogue } from '../../shared/catalogue';
import { SearchMultiPicker, SearchPicker, type SearchPickerBase } from './search-picker';
import { useCatalogueSearch } from './use-catalogue-search';

export interface RefPickerProps extends SearchPickerBase {
  target: AnyCatalogue;
  value: string | null;
  onValueChange: (id: string | null) => void;
}

export function RefPicker({ target, ...picker }: RefPickerProps) {
  return <SearchPicker {...picker} search={useCatalogueSearch(target)} />;
}

export interface RefsPickerProps extends SearchPickerBase {
  target: AnyCatalogue;
  value: readonly string[];
  onValueChange: (ids: string[]) => void;
}

export function RefsPicker({ target, ...picker }: RefsPickerProps) {
  return <SearchMultiPicker {...picker} search={useCatalogueSearch(target)} />;
}
