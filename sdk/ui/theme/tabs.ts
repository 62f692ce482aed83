// Underlined tabs, as on the examination and cashier screens.
import { defineSlotRecipe } from '@pandacss/dev';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: ['root', 'list', 'trigger', 'content'],
  base: {
    root: { display: 'flex', flexDirection: 'column', minWidth: '0' },
    list: {
      display: 'flex',
      gap: '1',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      overflowX: 'auto',
      scrollbarWidth: 'thin',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      h: '10',
      mb: '-1px',
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      cursor: 'pointer',
      outline: 'none',
      _hover: { color: 'fg.default' },
      _selected: { color: 'accent.text', borderColor: 'accent.solid' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.border', outlineOffset: '-2px', borderRadius: 'l1' },
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    },
    content: { pt: '4', outline: 'none', _focusVisible: { outline: '2px solid', outlineColor: 'accent.border' } },
  },
  staticCss: ['*'],
});
