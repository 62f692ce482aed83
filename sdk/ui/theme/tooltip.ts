// A short dark hint next to an icon button or a truncated value.
import { defineSlotRecipe } from '@pandacss/dev';

export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  slots: ['content'],
  base: {
    content: {
      maxWidth: '72',
      px: '2',
      py: '1',
      bg: 'bg.inverted',
      color: 'white',
      textStyle: 'caption',
      borderRadius: 'l1',
      boxShadow: 'md',
      zIndex: 'tooltip',
      _open: { animation: 'fadeIn 100ms ease-out' },
    },
  },
  staticCss: ['*'],
});
