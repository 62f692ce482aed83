// Which unit may sit under which: a hospital at the top or under a hospital, a department under a hospital, a
// room or store under a department or directly under a hospital.
import { describe, expect, it } from 'vitest';
import { parentProblem, type NodeCategory } from './nodes';

describe('parentProblem', () => {
  it.each<[string, NodeCategory, NodeCategory | null, string | null]>([
    ['a hospital at the top of the tree', 'HOSPITAL', null, null],
    ['a hospital under another hospital (a second site)', 'HOSPITAL', 'HOSPITAL', null],
    ['a hospital under a department', 'HOSPITAL', 'DEPARTMENT', 'auth.node.parentOfHospital'],
    ['a department under a hospital', 'DEPARTMENT', 'HOSPITAL', null],
    ['a department at the top of the tree', 'DEPARTMENT', null, 'auth.node.parentOfDepartment'],
    ['a department under a department', 'DEPARTMENT', 'DEPARTMENT', 'auth.node.parentOfDepartment'],
    ['a room under a department', 'ROOM', 'DEPARTMENT', null],
    ['a room directly under a hospital', 'ROOM', 'HOSPITAL', null],
    ['a room under a room', 'ROOM', 'ROOM', 'auth.node.parentOfRoom'],
    ['a room at the top of the tree', 'ROOM', null, 'auth.node.parentOfRoom'],
    ['a store under a department', 'STORE', 'DEPARTMENT', null],
    ['a store under a store', 'STORE', 'STORE', 'auth.node.parentOfRoom'],
  ])('%s', (_case, category, parentCategory, expected) => {
    expect(parentProblem(category, parentCategory)).toBe(expected);
  });
});
