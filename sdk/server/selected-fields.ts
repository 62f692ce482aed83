// The fields a query selects under a resolver's field: lets a read fetch only the columns a screen asks for.
import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields selected at `path` below the resolved field (`['items']` for a page's rows), through
 * fragments and inline fragments, whatever their directives: a field that @skip may leave out is counted, so a
 * read never misses a column. Empty when the path selects nothing.
 */
export function selectedFieldNames(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[] = []): Set<string> {
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of path) {
    sets = fieldsOf(sets, info.fragments).filter((field) => field.name.value === name).flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  }
  return new Set(fieldsOf(sets, info.fragments).map((field) => field.name.value));
}

function fieldsOf(sets: readonly SelectionSetNode[], fragments: Record<string, FragmentDefinitionNode>, seen = new Set<string>()): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const set of sets) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) fields.push(...fieldsOf([selection.selectionSet], fragments, seen));
      else if (!seen.has(selection.name.value)) {
        // A fragment spread twice is read once; validation has already refused cycles.
        seen.add(selection.name.value);
        const fragment = fragments[selection.name.value];
        if (fragment) fields.push(...fieldsOf([fragment.selectionSet], fragments, seen));
      }
    }
  }
  return fields;
}
