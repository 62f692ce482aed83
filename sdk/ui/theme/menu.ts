// Dropdown menus such as the user menu in the top bar.
import { defineSlotRecipe } from '@pandacss/dev';

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: ['content', 'item', 'separator', 'itemGroupLabel'],
  base: {
    content: {
      display: 'flex',
      flexDirection: 'column',
      minWidth: '48',
      py: '1',
      bg: 'bg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l2',
      boxShadow: 'overlay',
      zIndex: 'popover',
      outline: 'none',
      _open: { animation: 'fadeIn 100ms ease-out' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      py: '2',
      textStyle: 'sm',
      color: 'fg.default',
      cursor: 'pointer',
      _highlighted: { bg: 'accent.subtle' },
      _disabled: { color: 'fg.subtle', cursor: 'not-allowed' },
      '&[data-tone=danger]': { color: 'danger.text' },
      '& svg': { width: '4', height: '4', color: 'fg.muted' },
    },
    separator: { my: '1', borderTopWidth: '1px', borderColor: 'border.default' },
    itemGroupLabel: { px: '3', py: '1.5', textStyle: 'caption', fontWeight: 'semibold', color: 'fg.muted' },
  },
  staticCss: ['*'],
});
