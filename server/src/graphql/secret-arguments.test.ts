// The audit masking of @secret arguments on a small schema: direct arguments, fields of inputs at any depth, lists.
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MASKED, secretArgumentMask } from './secret-arguments';

const schema = buildSchema(/* GraphQL */ `
directive @secret on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
scalar JSON
input Login { username: String!, password: String! @secret }
input Account { username: String, password: String @secret, profile_Ids: [ID!] }
input Staff { name: String!, account: Account }
input Tree { name: String, children: [Tree!], pin: String @secret }
type Query { ok: Int }
type Mutation {
  login(info: Login!): Int
  changePassword(oldPassword: String @secret, newPassword: String! @secret, idUser: String): Int
  saveStaff(input: Staff!, accounts: [Account!]): Int
  tree(root: Tree): Int
  plain(name: String, passwordHint: String, data: JSON): Int
}
`);

const field = (name: string) => schema.getMutationType()!.getFields()[name]!;

describe('masking arguments marked @secret', () => {
  it.each([
    ['a field of an input argument', 'login', { info: { username: 'admin', password: 'Admin@123' } }, { info: { username: 'admin', password: MASKED } }],
    ['direct arguments, keeping the others', 'changePassword', { oldPassword: 'a', newPassword: 'b', idUser: 'u1' }, { oldPassword: MASKED, newPassword: MASKED, idUser: 'u1' }],
    ['a field two inputs deep and in a list of inputs', 'saveStaff',
      { input: { name: 'An', account: { username: 'an', password: 'p1' } }, accounts: [{ username: 'b', password: 'p2' }, { username: 'c' }] },
      { input: { name: 'An', account: { username: 'an', password: MASKED } }, accounts: [{ username: 'b', password: MASKED }, { username: 'c' }] }],
    ['a field of an input that refers to itself, at the top', 'tree', { root: { name: 'a', pin: '1234', children: [] } }, { root: { name: 'a', pin: MASKED, children: [] } }],
    ['nothing left out or null', 'changePassword', { oldPassword: null, newPassword: 'b' }, { oldPassword: null, newPassword: MASKED }],
  ])('masks %s', (_case, name, args, expected) => {
    const masked = secretArgumentMask(field(name))(args);
    expect(masked).toEqual(expected);
    expect(args).not.toEqual(expected);
  });

  it('leaves a field without @secret as it is, whatever its arguments are called', () => {
    const args = { name: 'x', passwordHint: 'the dog', data: { password: 'kept: the schema does not mark it' } };
    expect(secretArgumentMask(field('plain'))(args)).toBe(args);
  });
});
