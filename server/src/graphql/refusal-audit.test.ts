// Which refusals are audited, what the entry says, and that the caller always gets the refusal itself.
import { describe, expect, it } from 'vitest';
import { badInput, forbidden, HisError } from '@his/sdk/server';
import type { AuditActor } from '../core/audit';
import type { Runtime } from '../runtime';
import { auditRefusal } from './refusal-audit';

const actor: AuditActor = { userId: 'u1', username: 'bacsi', nodeId: 'n1', profileId: 'p1', operation: 'updateSettingType', address: '10.0.0.7' };

/** A runtime whose database takes audit inserts only, or fails every transaction. */
function fakeRuntime(options: { failing?: boolean } = {}) {
  const inserted: Record<string, unknown>[] = [];
  const logged: { message: string; fields?: Record<string, unknown> }[] = [];
  // drizzle's values() takes one row or a list of rows; the audit writer sends lists.
  const tx = { insert: () => ({ values: async (rows: Record<string, unknown> | Record<string, unknown>[]) => void inserted.push(...[rows].flat()) }) };
  const runtime = {
    database: {
      db: {
        transaction: async (work: (tx: unknown) => Promise<unknown>) => {
          if (options.failing) throw new Error('connection terminated');
          return work(tx);
        },
      },
    },
    log: { info: () => undefined, warn: () => undefined, error: (message: string, fields?: Record<string, unknown>) => void logged.push({ message, fields }) },
  } as unknown as Runtime;
  return { runtime, inserted, logged };
}

describe('auditRefusal', () => {
  it.each([
    { name: 'a missing permission', error: forbidden('auth.forbidden', { permission: 'settings.edit' }), after: { code: 'FORBIDDEN', messageKey: 'auth.forbidden', params: { permission: 'settings.edit' } } },
    { name: 'too many attempts', error: new HisError('RATE_LIMITED', 'auth.tooManyAttempts', { params: { minutes: 15 } }), after: { code: 'RATE_LIMITED', messageKey: 'auth.tooManyAttempts', params: { minutes: 15 } } },
  ])('records $name as REFUSED with the actor and the reason, then rethrows it', async ({ error, after }) => {
    const { runtime, inserted } = fakeRuntime();
    await expect(auditRefusal(runtime, actor, 'updateSettingType', error)).rejects.toBe(error);
    expect(inserted).toEqual([expect.objectContaining({
      user_Id: 'u1', username: 'bacsi', node_Id: 'n1', profile_Id: 'p1', operation: 'updateSettingType', address: '10.0.0.7',
      action: 'REFUSED', entity: 'updateSettingType', entity_Id: null, before: null, after,
    })]);
  });

  it.each([
    { name: 'bad input', error: badInput('validation.required', 'TenNhanVien') },
    { name: 'an internal error', error: new Error('boom') },
    { name: 'a thrown non-error', error: 'text' },
  ])('leaves $name unaudited and rethrows it', async ({ error }) => {
    const { runtime, inserted } = fakeRuntime();
    await expect(auditRefusal(runtime, actor, 'saveNhanVien', error)).rejects.toBe(error);
    expect(inserted).toEqual([]);
  });

  it('logs an audit it could not write and still gives the caller the refusal', async () => {
    const { runtime, logged } = fakeRuntime({ failing: true });
    const error = forbidden('auth.forbidden', { permission: 'settings.edit' });
    await expect(auditRefusal(runtime, actor, 'updateSettingType', error)).rejects.toBe(error);
    expect(logged).toEqual([{ message: 'audit.refusalNotRecorded', fields: { operation: 'updateSettingType', code: 'FORBIDDEN', error: 'Error: connection terminated' } }]);
  });
});
