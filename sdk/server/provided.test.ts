import { describe, expect, it } from 'vitest';
import { collectProvisions, lookUpProvided, provide, providedKey, ProvisionError } from './provided';

const DOUBLE = providedKey<(value: number) => number>('test.double');
const GREETING = providedKey<(name: string) => string>('test.greeting');

describe('provided functions', () => {
  it('finds what one plugin provides, by its key', () => {
    const provisions = collectProvisions([{ id: 'maths', provides: [provide(DOUBLE, (value) => value * 2)] }, { id: 'quiet' }]);
    expect(lookUpProvided(provisions, DOUBLE)(21)).toBe(42);
  });

  it('refuses two plugins providing one name, naming both', () => {
    const plugins = [{ id: 'maths', provides: [provide(DOUBLE, (value) => value * 2)] }, { id: 'copy', provides: [provide(DOUBLE, (value) => value + value)] }];
    expect(() => collectProvisions(plugins)).toThrow(ProvisionError);
    expect(() => collectProvisions(plugins)).toThrow(/"maths" and "copy" both provide test\.double/);
  });

  it('says which function is missing when no plugin of the variant provides it', () => {
    const provisions = collectProvisions([{ id: 'maths', provides: [provide(DOUBLE, (value) => value * 2)] }]);
    expect(() => lookUpProvided(provisions, GREETING)).toThrow(expect.objectContaining({
      extensions: expect.objectContaining({ code: 'INTERNAL_SERVER_ERROR', messageKey: 'error.notProvided', params: { name: 'test.greeting' } }),
    }));
  });
});
