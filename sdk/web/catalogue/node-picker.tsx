// Choosing organisational units (hospitals, departments, rooms, stores) for a field holding one unit's id or a list
// of them, over the auth service's searchNodes: a stored id shows its unit's name, suspended or not.
import { useCallback } from 'react';
import type { ComboboxItem } from '../../ui/combobox/combobox';
import { ORGANISATION_TABLE, type NodeCategory } from '../../shared/organisation';
import { useAuthServiceClient } from '../auth-service';
import { SearchMultiPicker, SearchPicker, type ItemSearch, type SearchPickerBase } from './search-picker';

export type { NodeCategory };

/** The target name a catalogue field gives for units. */
export const NODES_TARGET = ORGANISATION_TABLE;

// The SDK cannot use a plugin's generated documents; this one follows the auth schema's searchNodes.
const SEARCH_NODES = `query searchNodes($searchString: String!, $limit: Int, $idDefault: String, $category: [NodeCategory!]) {
  searchNodes(searchString: $searchString, limit: $limit, idDefault: $idDefault, category: $category) { _id code name category isDeleted }
}`;
const LIMIT = 20;

interface FoundNode {
  _id: string;
  code: string;
  name: string;
  category: NodeCategory;
  isDeleted: boolean;
}

export function nodeItem(node: FoundNode): ComboboxItem {
  return { value: node._id, label: node.name, description: node.code, disabled: node.isDeleted };
}

/** `search(text)` for typing; `search('', id)` finds the item of a stored id, suspended or not, whatever its category. */
export function useNodeSearch(categories?: readonly NodeCategory[]): ItemSearch {
  const client = useAuthServiceClient();
  const key = categories?.join(',') ?? '';
  return useCallback(
    async (text: string, idDefault?: string) => {
      const variables = { searchString: text, limit: LIMIT, idDefault: idDefault ?? null, category: key ? key.split(',') : null };
      const result = await client.query<{ searchNodes: FoundNode[] }>(SEARCH_NODES, variables, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return (result.data?.searchNodes ?? []).map(nodeItem);
    },
    [client, key],
  );
}

interface PickerBase extends SearchPickerBase {
  /** Only units of these categories can be chosen; all by default. */
  categories?: readonly NodeCategory[];
}

export interface NodePickerProps extends PickerBase {
  value: string | null;
  onValueChange: (id: string | null) => void;
}

export function NodePicker({ categories, ...picker }: NodePickerProps) {
  return <SearchPicker {...picker} search={useNodeSearch(categories)} />;
}

export interface NodesPickerProps extends PickerBase {
  value: readonly string[];
  onValueChange: (ids: string[]) => void;
}

export function NodesPicker({ categories, ...picker }: NodesPickerProps) {
  return <SearchMultiPicker {...picker} search={useNodeSearch(categories)} />;
}
