// The argument guard on a small schema: which text it finds (nested inputs, lists of inputs, JSON), what it caps
// it at, and how it names the field.
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { JSONScalar } from './json-scalar';
import { ARGUMENT_LIMITS, limitArguments } from './argument-limits';

const SDL = /* GraphQL */ `
directive @maxLength(n: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
scalar JSON
input Line { code: ID, note: String @maxLength(n: 10), qty: Int, tags: [String!] @maxLength(n: 3) }
input Order { name: String!, lines: [Line!], parent: Order }
input Counts { a: Int, b: Float }
type Query {
  search(searchString: String @maxLength(n: 5), limit: Int): Int
  order(order: Order!): Int
  counts(counts: Counts, ids: [Int!]): Int
  json(input: JSON, rows: [JSON!]): Int
  id(id: ID): Int
  nested: Holder
}
type Holder { item(code: String): Int }
type Subscription { events(topic: String!): Int }
`;

let calls = 0;

function guardedSchema(): GraphQLSchema {
  const schema = buildSchema(SDL);
  Object.assign(schema.getType('JSON')!, { parseValue: JSONScalar.parseValue, parseLiteral: JSONScalar.parseLiteral, serialize: JSONScalar.serialize });
  const count = () => ++calls;
  for (const name of ['search', 'order', 'counts', 'json', 'id'] as const) schema.getQueryType()!.getFields()[name]!.resolve = count;
  schema.getQueryType()!.getFields().nested!.resolve = () => ({});
  schema.getSubscriptionType()!.getFields().events!.subscribe = async function* () {
    yield { events: 1 };
  };
  limitArguments(schema);
  return schema;
}

const schema = guardedSchema();

async function run(source: string, variableValues: Record<string, unknown> = {}) {
  const before = calls;
  const result = await graphql({ schema, source, variableValues });
  return { ran: calls > before, errors: result.errors?.map((error) => ({ ...error.extensions })) };
}

describe('the argument guard', () => {
  describe('finds text where the schema puts it', () => {
    it.each([
      ['an argument, up to its @maxLength', 'query ($s: String) { search(searchString: $s) }', { s: 'abcde' }, null],
      ['an argument, one over its @maxLength', 'query ($s: String) { search(searchString: $s) }', { s: 'abcdef' }, { messageKey: 'validation.maxLength', field: 'searchString', params: { max: 5, path: 'searchString' } }],
      ['a field of an input object', 'query ($o: Order!) { order(order: $o) }', { o: { name: 'x'.repeat(501) } }, { field: 'name', params: { max: ARGUMENT_LIMITS.string, path: 'order.name' } }],
      ['a field of an input in a list', 'query ($o: Order!) { order(order: $o) }', { o: { name: 'a', lines: [{ note: 'ok' }, { note: 'x'.repeat(11) }] } }, { field: 'note', params: { max: 10, path: 'order.lines[1].note' } }],
      ['a list of text under @maxLength', 'query ($o: Order!) { order(order: $o) }', { o: { name: 'a', lines: [{ tags: ['abc', 'abcd'] }] } }, { field: 'tags', params: { max: 3, path: 'order.lines[0].tags[1]' } }],
      ['an input of its own type, nested', 'query ($o: Order!) { order(order: $o) }', { o: { name: 'a', parent: { name: 'b', parent: { name: 'c\u0000' } } } }, { messageKey: 'validation.nullCharacter', field: 'name', params: { path: 'order.parent.parent.name' } }],
      ['an ID, at its default', 'query ($id: ID) { id(id: $id) }', { id: 'x'.repeat(ARGUMENT_LIMITS.id + 1) }, { field: 'id', params: { max: ARGUMENT_LIMITS.id } }],
      ['an ID inside an input', 'query ($o: Order!) { order(order: $o) }', { o: { name: 'a', lines: [{ code: 'A\u0000' }] } }, { messageKey: 'validation.nullCharacter', field: 'code' }],
      ['a string inside JSON, named by its key', 'query ($j: JSON) { json(input: $j) }', { j: { block: { title: 'a\u0000' } } }, { messageKey: 'validation.nullCharacter', field: 'title', params: { path: 'input.block.title' } }],
      ['a JSON key', 'query ($j: JSON) { json(input: $j) }', { j: { ['k\u0000']: 1 } }, { messageKey: 'validation.nullCharacter', field: 'input' }],
      ['a long string in a list of JSON rows', 'query ($r: [JSON!]) { json(rows: $r) }', { r: [{ Ten: 'a' }, { Ten: 'x'.repeat(ARGUMENT_LIMITS.jsonString + 1) }] }, { field: 'Ten', params: { max: ARGUMENT_LIMITS.jsonString, path: 'rows[1].Ten' } }],
      ['a JSON key that is no name', 'query ($j: JSON) { json(input: $j) }', { j: { 'a b': ['\u0000'] } }, { messageKey: 'validation.nullCharacter', field: 'input', params: { path: 'input["a b"][0]' } }],
      ['text written in the query, not in variables', '{ json(input: { a: "x\\u0000" }) }', {}, { messageKey: 'validation.nullCharacter', field: 'a' }],
      ['an argument of a nested field', '{ nested { item(code: "a\\u0000") } }', {}, { messageKey: 'validation.nullCharacter', field: 'code' }],
    ])('%s', async (_case, source, variables, refusal) => {
      const result = await run(source, variables);
      if (refusal === null) {
        expect(result.errors).toBeUndefined();
        expect(result.ran).toBe(true);
      } else {
        expect(result.errors?.[0]).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.maxLength', ...refusal });
        expect(result.ran).toBe(false);
      }
    });
  });

  it('counts characters as forms do: decomposed Vietnamese counts as typed', async () => {
    const decomposed = 'ễ'.normalize('NFD').repeat(5);
    expect(decomposed.length).toBe(15);
    expect((await run('query ($s: String) { search(searchString: $s) }', { s: decomposed })).errors).toBeUndefined();
  });

  it('refuses JSON larger than its size cap, and JSON nested deeper than its depth cap', async () => {
    const rows = Array.from({ length: Math.ceil(ARGUMENT_LIMITS.jsonSize / 9_000) + 1 }, () => ({ Ten: 'x'.repeat(9_000) }));
    expect((await run('query ($r: [JSON!]) { json(rows: $r) }', { r: rows })).errors?.[0]).toMatchObject({ messageKey: 'validation.maxLength', field: 'rows', params: { max: ARGUMENT_LIMITS.jsonSize } });
    let deep: unknown = 'leaf';
    for (let level = 0; level <= ARGUMENT_LIMITS.jsonDepth; level++) deep = [deep];
    expect((await run('query ($j: JSON) { json(input: $j) }', { j: deep })).errors?.[0]).toMatchObject({ messageKey: 'validation.jsonTooDeep', field: 'input' });
  });

  it('leaves arguments without text alone, and passes what it checked on unchanged', async () => {
    expect(await run('query ($c: Counts, $i: [Int!]) { counts(counts: $c, ids: $i) }', { c: { a: 1, b: 2.5 }, i: [1, 2] })).toEqual({ ran: true, errors: undefined });
    expect(schema.getQueryType()!.getFields().counts!.resolve!.name).toBe('count');
  });

  it('checks a subscription\'s arguments when it subscribes', async () => {
    const { subscribe, parse } = await import('graphql');
    const refused = await subscribe({ schema, document: parse('subscription { events(topic: "a\\u0000") }') });
    expect((refused as { errors?: { extensions: unknown }[] }).errors?.[0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.nullCharacter', field: 'topic' });
    const accepted = await subscribe({ schema, document: parse('subscription { events(topic: "a") }') });
    expect(Symbol.asyncIterator in (accepted as object)).toBe(true);
  });

  it('refuses a @maxLength that cannot apply, naming where it is', () => {
    expect(() => limitArguments(buildSchema(`directive @maxLength(n: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
      input I { a: String } type Query { q(i: I @maxLength(n: 3)): Int }`))).toThrow(/Query\.q\(i\).*input object/);
    expect(() => limitArguments(buildSchema(`directive @maxLength(n: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
      type Query { q(n: Int @maxLength(n: 3)): Int }`))).toThrow(/not text/);
  });
});
