// Rewrites audit entries written before secret settings were declared: their values become { isSet } like new ones.
import type { Migration } from '@his/sdk/server';
import { AUDIT_REWRITE_SETTING } from './audit-migration';

/**
 * The core's secret settings when this migration was written, frozen: a migration runs once, and a secret declared
 * later has only ever been audited masked.
 */
const SECRET_KEYS = { his: ['congBHYT_MatKhau', 'hoaDonDienTu_MatKhau', 'hoaDonDienTuV2_MatKhau', 'donThuocQuocGia_MatKhau'] } as const;

function textArray(items: readonly string[]): string {
  return `ARRAY[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
}

function maskStatement(block: string, keys: readonly string[]): string {
  const masked = (column: string) => `CASE WHEN jsonb_typeof(${column}) = 'object' THEN (
    SELECT coalesce(jsonb_object_agg(k, CASE WHEN k = ANY(${textArray(keys)}) AND jsonb_typeof(v) <> 'object'
      THEN jsonb_build_object('isSet', v NOT IN ('null'::jsonb, '""'::jsonb)) ELSE v END), '{}'::jsonb)
    FROM jsonb_each(${column}) AS e(k, v)) ELSE ${column} END`;
  return `UPDATE his_audit_log SET before = ${masked('before')}, after = ${masked('after')}
WHERE entity = 'Setting' AND "entity_Id" = '${block}' AND (before ?| ${textArray(keys)} OR after ?| ${textArray(keys)});`;
}

// The audit log refuses rewrites (audit-migration.ts) except where a migration says, for its own transaction, that it
// must: masking secrets that were recorded in clear is one. Before that migration ran, the setting changes nothing.
export const maskSecretSettingsInAudit: Migration = {
  id: '0004_mask_secret_settings_audit',
  sql: [`SET LOCAL ${AUDIT_REWRITE_SETTING} = 'on';`, ...Object.entries(SECRET_KEYS).map(([block, keys]) => maskStatement(block, keys))].join('\n'),
};
