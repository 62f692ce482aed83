// Audit entries in the reader's words: entity, mutation and field labels, record names, and the before and after
// of each field as text, from the labels the core and the plugins declared (AUDIT_LABELS).
import type { Language } from '@his/sdk';
import { formatDateTime } from '@his/sdk/format';
import type { AuditEntityLabels, AuditLabel, AuditLabelBook } from '@his/sdk/server';

export interface AuditFieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** Names of records by entity and id, as looked up for one answer. */
export type RecordNames = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Ids to look up, by entity. */
export type WantedNames = Map<string, Set<string>>;

/** The words of a key nobody labelled: 'defaultLanguage' reads 'Default language', 'EXAMINE_ROOM' 'Examine room'. */
export function humanise(key: string): string {
  const words = key
    .replace(/^DM_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Fields the reader learns nothing from: the row's own id, which the entry names by the record's name,
// and a refusal's message parameters, which its reason's message already carries.
const UNSHOWN_FIELDS = new Set(['_id', 'params']);
// Times are kept as epoch ms or ISO text; these names say a number is one.
const TIME_FIELD = /(At|^Ngay[A-Z].*|^ThoiGian.*)$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export class AuditPresenter {
  constructor(private readonly book: AuditLabelBook, private readonly lang: Language) {}

  private text(label: AuditLabel): string {
    return label[this.lang];
  }

  private entityOf(entity: string): AuditEntityLabels | undefined {
    return this.book.labels.entities[entity];
  }

  entityLabel(entity: string): string {
    const declared = this.entityOf(entity)?.label ?? this.book.labels.operations[entity];
    return declared ? this.text(declared) : humanise(entity);
  }

  operationLabel(operation: string | null | undefined): string | null {
    if (!operation) return null;
    const declared = this.book.labels.operations[operation];
    return declared ? this.text(declared) : humanise(operation);
  }

  /** Entity names whose label contains `text`, for a filter typed in the reader's words. */
  entitiesLabelled(text: string): string[] {
    const wanted = text.trim().toLowerCase();
    const { entities, operations } = this.book.labels;
    return [...Object.entries(entities), ...Object.entries(operations)]
      .filter(([, declared]) => ('label' in declared ? declared.label : declared)[this.lang].toLowerCase().includes(wanted))
      .map(([name]) => name);
  }

  private fieldLabel(entity: string, field: string): string {
    const declared = this.entityOf(entity)?.fields?.[field] ?? this.book.labels.fields[field];
    return declared ? this.text(declared) : humanise(field);
  }

  private refOf(entity: string, field: string): string | undefined {
    return this.entityOf(entity)?.refs?.[field] ?? this.book.labels.refs[field];
  }

  private valueKeyOf(entity: string, field: string): string | undefined {
    return this.entityOf(entity)?.values?.[field] ?? this.book.labels.values[field];
  }

  /** Where the record's name is, from the entry itself, or which id to look up; null for entries of no record. */
  recordName(entity: string, entityId: string | null | undefined, before: unknown, after: unknown, names: RecordNames): string | null {
    // A record named by its id alone (a settings block): the id's message names it.
    const idKey = this.valueKeyOf(entity, '_id');
    if (idKey && entityId) return this.book.message(this.lang, idKey.replace('{value}', entityId)) ?? humanise(entityId);
    const how = this.entityOf(entity)?.name;
    if (!how) return null;
    for (const record of [after, before]) {
      const value = how.field && isRecord(record) ? record[how.field] : undefined;
      if (typeof value === 'string' && value) return value;
    }
    return (entityId && names.get(entity)?.get(entityId)) || null;
  }

  /** Adds the ids this entry needs named: its record, and every id its fields hold. */
  wantNames(wanted: WantedNames, entity: string, entityId: string | null | undefined, sides: readonly unknown[]): void {
    const how = this.entityOf(entity)?.name;
    if (how?.table && entityId) want(wanted, entity, entityId);
    for (const side of sides) if (isRecord(side)) for (const [field, value] of Object.entries(side)) this.wantValue(wanted, entity, field, value);
  }

  private wantValue(wanted: WantedNames, entity: string, field: string, value: unknown): void {
    const target = this.refOf(entity, field);
    if (Array.isArray(value)) {
      for (const item of value) this.wantValue(wanted, entity, field, item);
    } else if (isRecord(value)) {
      for (const [inner, innerValue] of Object.entries(value)) this.wantValue(wanted, entity, inner, innerValue);
    } else if (target && typeof value === 'string') {
      want(wanted, target, value);
    }
  }

  /** The change field by field: every field either side holds, labelled, with its values as text. */
  changes(entity: string, before: unknown, after: unknown, names: RecordNames): AuditFieldChange[] {
    const fields = [...new Set([...fieldsOf(before), ...fieldsOf(after)])].filter((field) => !UNSHOWN_FIELDS.has(field));
    const sideValue = (side: unknown, field: string) => (isRecord(side) ? this.valueText(entity, field, side[field], side, names) : null);
    return fields.map((field) => ({ field, label: this.fieldLabel(entity, field), before: sideValue(before, field), after: sideValue(after, field) }));
  }

  private valueText(entity: string, field: string, value: unknown, record: Record<string, unknown>, names: RecordNames): string | null {
    if (value === null || value === undefined) return null;
    if (Array.isArray(value)) {
      const items = value.map((item) => this.valueText(entity, field, item, record, names)).filter((item): item is string => item !== null);
      return items.length === 0 ? this.message('admin.audit.value.empty') : items.join(', ');
    }
    if (isRecord(value)) {
      return Object.entries(value)
        .filter(([inner]) => !UNSHOWN_FIELDS.has(inner))
        .map(([inner, innerValue]) => `${this.fieldLabel(entity, inner)}: ${this.valueText(entity, inner, innerValue, value, names) ?? this.message('admin.audit.value.none')}`)
        .join('; ');
    }
    if (typeof value === 'boolean') return this.message(value ? 'admin.audit.value.yes' : 'admin.audit.value.no');
    const target = this.refOf(entity, field);
    if (target && typeof value === 'string') return names.get(target)?.get(value) ?? this.message('admin.audit.value.unknownRecord');
    const valueKey = this.valueKeyOf(entity, field);
    if (valueKey) {
      const params = isRecord(record.params) ? messageParams(record.params) : undefined;
      return this.book.message(this.lang, valueKey.replace('{value}', String(value)), params) ?? humanise(String(value));
    }
    if (typeof value === 'number') {
      if (TIME_FIELD.test(field)) return formatDateTime(value);
      return new Intl.NumberFormat(this.lang === 'vi' ? 'vi-VN' : 'en-GB').format(value);
    }
    if (typeof value === 'string' && ISO_TIME.test(value) && Number.isFinite(Date.parse(value))) return formatDateTime(Date.parse(value));
    return String(value);
  }

  private message(key: string): string {
    return this.book.message(this.lang, key) ?? key;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldsOf(side: unknown): string[] {
  return isRecord(side) ? Object.keys(side) : [];
}

function want(wanted: WantedNames, entity: string, id: string): void {
  let ids = wanted.get(entity);
  if (!ids) wanted.set(entity, (ids = new Set()));
  ids.add(id);
}

function messageParams(params: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => typeof value === 'string' || typeof value === 'number')) as Record<string, string | number>;
}
