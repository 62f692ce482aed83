// Audit entries: one per change, written in the changing transaction.

/** The spec's audit actions, LOGIN_FAILED for refused sign-ins and REFUSED for mutations refused as forbidden or rate-limited. */
export type AuditAction =
  | 'CREATE' | 'UPDATE' | 'DELETE' | 'LOGIN' | 'LOGOUT' | 'LOGIN_FAILED' | 'REFUSED'
  | 'APPROVED' | 'CANCEL' | 'EXPORT' | 'IMPORT' | 'PAYMENTREQUEST' | 'OTHER';

export interface AuditEntry {
  action: AuditAction;
  /** The entity name of spec §3, e.g. 'BienLai'. */
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}
