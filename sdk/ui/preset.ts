// The design tokens and recipes of the HIS UI kit (a Park UI-style preset on Panda CSS).
import { definePreset } from '@pandacss/dev';

export const hisPreset = definePreset({
  name: 'his',
  theme: {
    extend: {
      tokens: {
        fonts: { body: { value: "'Be Vietnam Pro', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" } },
      },
    },
  },
});
