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

/** Text in both languages. */
export interface AuditLabel {
  vi: string;
  en: string;
}

/** How the audit history presents one audited entity: its name, its fields, how one of its records is named. */
export interface AuditEntityLabels {
  label: AuditLabel;
  fields?: Readonly<Record<string, AuditLabel>>;
  /**
   * Where a record's name is: `field` of the entry's before or after record, else `column` of `table` looked up
   * by the entry's id (a sign-in records no user row, a catalogue change records the whole row).
   */
  name?: { field?: string; table?: string; column?: string };
  /** Fields holding ids of other audited entities, by that entity's name, so that they show as names. */
  refs?: Readonly<Record<string, string>>;
  /** Fields holding codes or message keys, with the message key naming a value: 'node.roomType.{value}', '{value}'. */
  values?: Readonly<Record<string, string>>;
}

/** What one declarer (the core, a plugin, the catalogue engine) says about the entries it writes. */
export interface AuditLabels {
  /** By entity name, as entries carry it: 'DM_DichVu', 'User'. */
  entities?: Readonly<Record<string, AuditEntityLabels>>;
  /** By mutation name: every entry names its mutation, and a mutation without its own entry is also its entity. */
  operations?: Readonly<Record<string, AuditLabel>>;
  /** Labels of fields that many entities share (createdBy, node_Id), used where the entity declares none. */
  fields?: Readonly<Record<string, AuditLabel>>;
  /** Shared fields holding ids, by entity, and holding codes, by message key; as in AuditEntityLabels. */
  refs?: Readonly<Record<string, string>>;
  values?: Readonly<Record<string, string>>;
}

/** Declarations merged; an entity declared twice (the core's Node, which a plugin adds value names to) keeps the union. */
export function mergeAuditLabels(parts: readonly (AuditLabels | undefined)[]): Required<AuditLabels> {
  const entities: Record<string, AuditEntityLabels> = {};
  const merged = { operations: {}, fields: {}, refs: {}, values: {} };
  for (const part of parts) {
    for (const [name, entity] of Object.entries(part?.entities ?? {})) {
      const known = entities[name];
      entities[name] = known
        ? {
            label: known.label,
            name: known.name ?? entity.name,
            fields: { ...entity.fields, ...known.fields },
            refs: { ...entity.refs, ...known.refs },
            values: { ...entity.values, ...known.values },
          }
        : entity;
    }
    for (const key of ['operations', 'fields', 'refs', 'values'] as const) Object.assign(merged[key], part?.[key]);
  }
  return { entities, ...merged };
}
