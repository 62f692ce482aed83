import { describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { DENIED_PATH_MAX, noticeDeniedRoute, reportedPath } from './denied-route';

const reported = vi.hoisted(() => [] as { path: string; text: string }[]);
vi.mock('./denied-route-report', () => ({
  reportDeniedRoute: async (path: string, text: string) => {
    reported.push({ path, text });
  },
}));

describe('a refused page reported', () => {
  it.each([
    ['a page\'s path, whole', '/kham-benh-ngoai-tru', '/kham-benh-ngoai-tru'],
    ['a path of exactly the most the server records, whole', `/${'a'.repeat(DENIED_PATH_MAX - 1)}`, `/${'a'.repeat(DENIED_PATH_MAX - 1)}`],
    ['a longer path, cut to the most the server records', `/${'a'.repeat(DENIED_PATH_MAX + 50)}`, `/${'a'.repeat(DENIED_PATH_MAX - 1)}`],
    ['a long path of letters with accents, cut by characters, not code units', `/${'ệ'.repeat(DENIED_PATH_MAX)}`, `/${'ệ'.repeat(DENIED_PATH_MAX - 1)}`],
  ])('%s', (_case, path, expected) => {
    expect(reportedPath(path)).toBe(expected);
  });

  it('tells the user in their language and reports the path, cut to the cap', async () => {
    const i18n = { t: (key: string, options: { ns: string }) => `${options.ns}:${key}` } as unknown as I18n;
    noticeDeniedRoute(`/${'x'.repeat(400)}`, i18n);
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toEqual({ path: `/${'x'.repeat(DENIED_PATH_MAX - 1)}`, text: 'host:error.deniedRoute' });
  });
});
