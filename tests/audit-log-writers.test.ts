// Audit rows are written by one writer and never changed: no source but the core's writer inserts into the audit log,
// none but the migrations that must rewrite past entries touches its rows, and only they say they rewrite them. The
// database refuses the rest (tests/api/audit-history-export.test.ts); this keeps the code from trying.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['server/src', 'sdk/server', 'sdk/shared', 'plugins', 'cli/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === 'generated') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The files whose text matches `pattern`, relative to the repository. */
function filesMatching(pattern: RegExp): string[] {
  return SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file))
    .sort();
}

describe('the audit log\'s writers', () => {
  it('only the core\'s writer adds entries, through its table', () => {
    expect(filesMatching(/\binsert\(\s*auditLog\s*\)|INSERT\s+INTO\s+"?his_audit_log/i)).toEqual(['server/src/core/audit.ts']);
  });

  it('no code changes or deletes entries but the migrations that rewrite past ones', () => {
    // The migration adding the patient column fills it in older rows, before its trigger forbids any rewrite.
    expect(filesMatching(/\b(update|delete)\(\s*auditLog\s*\)|(UPDATE|DELETE\s+FROM|TRUNCATE(\s+TABLE)?)\s+"?his_audit_log\b/i)).toEqual([
      'server/src/core/audit-migration.ts',
      'server/src/core/secret-settings-migration.ts',
    ]);
  });

  it('only migrations say they rewrite entries', () => {
    expect(filesMatching(/AUDIT_REWRITE_SETTING|his\.audit_rewrite/)).toEqual(['server/src/core/audit-migration.ts', 'server/src/core/secret-settings-migration.ts']);
  });
});
