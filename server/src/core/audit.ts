// Writes audit entries: who did what to which row, with the row before and after, and the patient it is about. The one
// writer of his_audit_log, which only grows (audit-migration.ts). Whoever records an entry masks its secrets first:
// settings by their declarations, mutation arguments by @secret (graphql/audit-mutations.ts).
import type { AuditEntry, Db } from '@his/sdk/server';
import { auditLog } from './tables';

export interface AuditActor {
  userId: string | null;
  username: string | null;
  nodeId: string | null;
  profileId: string | null;
  operation: string | null;
  address: string | null;
}

/** The spec's patient entity and the field by which other records name their patient (§3). */
const PATIENT_ENTITY = 'BenhNhan';
const PATIENT_FIELD = 'BenhNhan_Id';

function patientFieldOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return null;
  const value = (record as Record<string, unknown>)[PATIENT_FIELD];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The patient an entry is about: a patient's own record, or a record naming its patient by BenhNhan_Id in its after
 * (else its before): a visit, an order, a receipt. A record that names its patient only through another record (an
 * order's line through its order) is not one. Entries written before the column existed got it by the same rule.
 */
export function patientOfEntry(entry: AuditEntry): string | null {
  if (entry.entity === PATIENT_ENTITY) return entry.entityId ?? null;
  return patientFieldOf(entry.after) ?? patientFieldOf(entry.before);
}

/** Entries per statement when many are written at once: far below the 65,535 parameters a statement takes. */
const ENTRIES_PER_STATEMENT = 1000;

/** Writes one entry, or many (an import's rows) a thousand per statement. */
export async function writeAudit(tx: Db, actor: AuditActor, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const all = Array.isArray(entries) ? (entries as readonly AuditEntry[]) : [entries as AuditEntry];
  for (let start = 0; start < all.length; start += ENTRIES_PER_STATEMENT) {
    await tx.insert(auditLog).values(all.slice(start, start + ENTRIES_PER_STATEMENT).map((entry) => ({
      user_Id: actor.userId,
      username: actor.username,
      node_Id: actor.nodeId,
      profile_Id: actor.profileId,
      operation: actor.operation,
      address: actor.address,
      action: entry.action,
      entity: entry.entity,
      entity_Id: entry.entityId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      BenhNhan_Id: patientOfEntry(entry),
    })));
  }
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
