// @vitest-environment happy-dom
// Which rooms are the cashier's counters, the codes a call sends, and the counter remembered in the browser.
import { afterEach, describe, expect, it } from 'vitest';
import { countersOf, queueCodeOf, readCounterChoice, subQueueOf, writeCounterChoice } from './counters';

const node = (_id: string, code: string, parent_Id: string | null, facts: { category?: 'HOSPITAL' | 'DEPARTMENT' | 'ROOM'; roomType?: string; queueCodes?: string[] } = {}) => ({
  _id, code, name: `Đơn vị ${code}`, category: facts.category ?? 'ROOM', roomType: facts.roomType ?? null, parent_Id, queueCodes: facts.queueCodes ?? [],
});

const NODES = [
  node('cs01', 'CS01', null, { category: 'HOSPITAL' }),
  node('ptckt', 'PTCKT', 'cs01', { category: 'DEPARTMENT' }),
  node('tn02', 'TN02', 'ptckt', { roomType: 'CASHIER_ROOM' }),
  node('tn01', 'TN01', 'ptckt', { roomType: 'CASHIER_ROOM', queueCodes: ['TN', 'TNUT'] }),
  node('pk01', 'PK01', 'ptckt', { roomType: 'EXAMINE_ROOM', queueCodes: ['PK01'] }),
  node('cs02', 'CS02', null, { category: 'HOSPITAL' }),
  node('tn-cs02', 'TN01B', 'cs02', { roomType: 'CASHIER_ROOM' }),
  // A parent cycle typed by mistake.
  node('loop-a', 'LA', 'loop-b', { roomType: 'CASHIER_ROOM' }),
  node('loop-b', 'LB', 'loop-a', { category: 'DEPARTMENT' }),
];

afterEach(() => localStorage.clear());

describe('the cashier counters', () => {
  it.each([
    ['the facility\'s counters, by code, without its examination rooms or another facility\'s counter', 'cs01', ['TN01', 'TN02']],
    ['the other facility\'s own counter', 'cs02', ['TN01B']],
    ['a department\'s counters, as the server finds them below the node', 'ptckt', ['TN01', 'TN02']],
    ['none below a room that is not a counter', 'pk01', []],
  ])('%s', (_case, place, codes) => {
    expect(countersOf(NODES, place).map((counter) => counter.code)).toEqual(codes);
  });

  it('A counter calls from its first queue code, or its own code when it serves any queue; a priority ticket is in the priority sub-queue', () => {
    const [tn01, tn02] = countersOf(NODES, 'cs01');
    expect([queueCodeOf(tn01!), queueCodeOf(tn02!)]).toEqual(['TN', 'TN02']);
    expect([subQueueOf({ UuTien: true }), subQueueOf({ UuTien: false })]).toEqual(['UuTien', 'Thuong']);
  });

  it('The chosen counter is remembered, and forgotten when cleared', () => {
    expect(readCounterChoice()).toBeNull();
    writeCounterChoice('tn02');
    expect(readCounterChoice()).toBe('tn02');
    writeCounterChoice(null);
    expect(readCounterChoice()).toBeNull();
  });
});
