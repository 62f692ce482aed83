// The audit history's vocabulary and limits, shared by the API that enforces them and the page that offers them.

/** The spec's audit actions (§4), plus LOGIN_FAILED, REFUSED (a mutation refused for a missing permission or too many attempts) and OTHER, which the core also records. */
export const AUDIT_ACTIONS = [
  'CREATE', 'UPDATE', 'DELETE', 'LOGIN', 'LOGOUT', 'LOGIN_FAILED', 'REFUSED',
  'APPROVED', 'CANCEL', 'EXPORT', 'IMPORT', 'PAYMENTREQUEST', 'OTHER',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/** Reading the audit history of the node the request acts for. */
export const AUDIT_READ_PERMISSION = 'admin.audit.read';
/** Reading it across every node, as a chain's head office does; '*' implies it. */
export const AUDIT_READ_ALL_NODES_PERMISSION = 'admin.audit.readAllNodes';

/** A page holds at most this many entries: more is refused, so a client never pages on a silently shorter list. */
export const AUDIT_PAGE_LIMIT_MAX = 100;
export const AUDIT_PAGE_LIMIT_DEFAULT = 20;
/** The page sizes the screen offers. */
export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

export function isAuditAction(value: string): value is AuditActionName {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** An export holds at most this many entries; a filter matching more is refused, asking for a narrower one. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
/** Excel keeps at most 32,767 characters in a cell: a longer change is cut, saying so. */
export const AUDIT_EXPORT_CELL_MAX = 32_000;
