// What the core provides the plugins about audit entries: every label the core and the variant's plugins declared,
// and the variant's messages, for fields whose values are codes or message keys.
import type { Language } from '../../shared';
import type { AuditLabels } from '../audit';
import { providedKey } from '../provided';

export interface AuditLabelBook {
  labels: Required<AuditLabels>;
  /** The message of `key` in `lang`, or null when no catalogue of the variant has it. */
  message(lang: Language, key: string, params?: Record<string, string | number>): string | null;
}

export const AUDIT_LABELS = providedKey<AuditLabelBook>('core.auditLabels');
