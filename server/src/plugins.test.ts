import { describe, expect, it } from 'vitest';
import { defineServerPlugin, provide, providedKey } from '@his/sdk/server';
import { orderPlugins } from './plugins';

const UNIT_PRICES = providedKey<() => number>('pricing.unitPrices');
const pricing = defineServerPlugin({ id: 'pricing', requires: ['catalogues'], provides: [provide(UNIT_PRICES, () => 1)] });
const catalogues = defineServerPlugin({ id: 'catalogues', consumes: [UNIT_PRICES] });
const variant = (plugins: string[]) => ({ id: 'spa', plugins }) as never;

describe('composing a variant\'s server plugins', () => {
  it('orders a plugin after those it requires, whatever the manifest\'s order', () => {
    expect(orderPlugins(variant(['pricing', 'catalogues']), [pricing, catalogues]).map((plugin) => plugin.id)).toEqual(['catalogues', 'pricing']);
  });

  it('refuses a consumer without its provider, naming both plugins and the fix', () => {
    expect(() => orderPlugins(variant(['catalogues']), [catalogues]))
      .toThrow('Plugin "catalogues" consumes pricing.unitPrices, which no plugin of variant "spa" provides. Add "pricing" to variants/spa.ts or remove "catalogues".');
  });

  it('refuses a plugin whose requirement the manifest does not list', () => {
    expect(() => orderPlugins(variant(['pricing']), [pricing])).toThrow('Plugin "pricing" requires plugin "catalogues", which variant "spa" does not list.');
  });
});
