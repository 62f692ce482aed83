import { describe, expect, it } from 'vitest';
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { selectedFieldNames } from './selected-fields';

/** The info a resolver of the operation's first root field gets, as far as selectedFieldNames reads it. */
function infoOf(source: string) {
  const document = parse(source);
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(document.definitions
    .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((fragment) => [fragment.name.value, fragment]));
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selectedFieldNames', () => {
  it('names the fields at a path below the resolved field', () => {
    const info = infoOf('{ page(limit: 20) { items { _id MaYTe Tuoi } hasMore } }');
    expect([...selectedFieldNames(info, ['items'])].sort()).toEqual(['MaYTe', 'Tuoi', '_id']);
    expect([...selectedFieldNames(info)].sort()).toEqual(['hasMore', 'items']);
  });

  it('reads through fragments, nested fragments and inline fragments, aliases by their field', () => {
    const info = infoOf(`
      query { page { items { ...Row ... on BenhNhan { SoDienThoai } code: MaYTe } } }
      fragment Row on BenhNhan { _id ...Name }
      fragment Name on BenhNhan { TenBenhNhan }`);
    expect([...selectedFieldNames(info, ['items'])].sort()).toEqual(['MaYTe', 'SoDienThoai', 'TenBenhNhan', '_id']);
  });

  it('counts a field a directive may skip, and merges the same path selected twice', () => {
    const info = infoOf('query ($x: Boolean!) { page { items { _id } items { GioiTinh @skip(if: $x) } } }');
    expect([...selectedFieldNames(info, ['items'])].sort()).toEqual(['GioiTinh', '_id']);
  });

  it('is empty for a path that selects nothing', () => {
    expect(selectedFieldNames(infoOf('{ page { hasMore } }'), ['items']).size).toBe(0);
    expect(selectedFieldNames(infoOf('{ count }')).size).toBe(0);
  });
});
