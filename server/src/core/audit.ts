// Writes audit entries: who did what to which row, with the row before and after.
import type { AuditEntry, Db } from '@his/sdk/server';
import { auditLog } from './tables';
import { isSecretKey } from './secret-keys';

export interface AuditActor {
  userId: string | null;
  username: string | null;
  nodeId: string | null;
  profileId: string | null;
  operation: string | null;
  address: string | null;
}

/** A copy with every password-like value replaced, so the audit log never stores a secret. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isSecretKey(key) ? '***' : redactSecrets(inner)]));
  }
  return value;
}

export async function writeAudit(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    user_Id: actor.userId,
    username: actor.username,
    node_Id: actor.nodeId,
    profile_Id: actor.profileId,
    operation: actor.operation,
    address: actor.address,
    action: entry.action,
    entity: entry.entity,
    entity_Id: entry.entityId ?? null,
    before: entry.before === undefined ? null : redactSecrets(entry.before),
    after: entry.after === undefined ? null : redactSecrets(entry.after),
  });
}

/** The audit action a mutation name implies, for mutations that do not record their own entry. */
export function actionOfMutation(name: string): AuditEntry['action'] {
  if (/^(create|add|insert|new)/i.test(name)) return 'CREATE';
  if (/^(delete|remove)/i.test(name)) return 'DELETE';
  if (/^import/i.test(name)) return 'IMPORT';
  if (/^export/i.test(name)) return 'EXPORT';
  if (/^(cancel|huy)/i.test(name)) return 'CANCEL';
  if (/^approve/i.test(name)) return 'APPROVED';
  return 'UPDATE';
}
