// Refused mutations (a missing permission, too many attempts) leave an audit entry saying who tried what and why.
import type { Runtime } from '../runtime';
import { writeAudit, type AuditActor } from '../core/audit';

/** The refusals worth a trace: someone tried what they may not, or tried too often. */
const AUDITED_CODES = new Set(['FORBIDDEN', 'RATE_LIMITED']);

/**
 * Records `error` when it is an audited refusal, then rethrows it unchanged. The mutation's own transaction
 * has rolled back, so the entry is written on its own; if that fails the failure is logged, and the caller
 * still gets the refusal, not the logging problem.
 */
export async function auditRefusal(runtime: Runtime, actor: AuditActor, mutation: string, error: unknown): Promise<never> {
  const extensions = (error as { extensions?: { code?: unknown; messageKey?: unknown; params?: unknown } } | null)?.extensions;
  if (extensions && typeof extensions.code === 'string' && AUDITED_CODES.has(extensions.code)) {
    try {
      // Not the arguments: only why the server refused (the code, its message key and what it names).
      const after = { code: extensions.code, messageKey: extensions.messageKey ?? null, params: extensions.params ?? null };
      await runtime.database.db.transaction((tx) => writeAudit(tx as never, actor, { action: 'REFUSED', entity: mutation, after }));
    } catch (auditError) {
      runtime.log.error('audit.refusalNotRecorded', { operation: mutation, code: extensions.code, error: String(auditError) });
    }
  }
  throw error;
}
