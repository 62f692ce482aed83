// Every setting any variant declares has a label in Vietnamese and in English that reads as words, so that the
// settings screen never has to show a key.
import { describe, expect, it } from 'vitest';
import { collectSettings } from '../../server/src/core/setting-declarations';
import { variants } from '@his/variants';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { findRawKeys } from '../e2e/support/raw-keys';

describe.each(Object.keys(variants))('the settings of the %s variant', (variantId) => {
  it('each have a label in vi and en, not the key nor an identifier', async () => {
    const { all } = collectSettings(await loadServerPlugins(variants[variantId]!));
    expect(all.length).toBeGreaterThan(0);
    const problems = all.flatMap(({ block, key, label }) =>
      (['vi', 'en'] as const)
        .filter((language) => {
          const text = label?.[language]?.trim() ?? '';
          return text === '' || text === key || findRawKeys([text]).length > 0;
        })
        .map((language) => `${block}.${key} (${language}): "${label?.[language] ?? ''}"`),
    );
    expect(problems).toEqual([]);
  });
});
