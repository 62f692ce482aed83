import { describe, expect, it } from 'vitest';
import { isQueryOnly, operationKinds } from './operation-kind';

describe('operationKinds', () => {
  it.each([
    ['a query shorthand', '{ serviceInfo { name } }', ['query']],
    ['a named query', 'query AppInfo { getAppInfo { title } }', ['query']],
    ['a mutation', 'mutation Save($input: JSON!) { updateSettingType(type: "his", input: $input) { appType } }', ['mutation']],
    ['a subscription', 'subscription { subApp(modules: ["Setting"]) { module } }', ['subscription']],
    ['a fragment before the mutation', 'fragment F on Setting { appType }\n\nmutation { updateSettingType(type: "his", input: {}) { ...F } }', ['mutation']],
    ['a field called mutation', '{ log { mutation query } }', ['query']],
    ['the word mutation inside a string', '{ search(text: "} mutation {") { _id } }', ['query']],
    ['the word mutation inside a block string', '{ search(text: """ a \\""" } mutation { """) { _id } }', ['query']],
    ['the word mutation in a comment', '# mutation {\n{ serviceInfo { name } }', ['query']],
    ['an object default value among the variables', 'query Q($f: Filter = { mutation: 1 }) { list(filter: $f) { _id } }', ['query']],
    ['a query and a mutation in one document', 'query A { a } mutation B { b }', ['query', 'mutation']],
  ])('%s', (_case, document, kinds) => {
    expect([...operationKinds(document)].sort()).toEqual([...kinds].sort());
  });

  it('lets only pure queries be batched', () => {
    expect(isQueryOnly('{ a }')).toBe(true);
    expect(isQueryOnly('query A { a } mutation B { b }')).toBe(false);
    expect(isQueryOnly('fragment F on T { a }')).toBe(false);
  });
});
