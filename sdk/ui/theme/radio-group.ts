// A group of radio buttons with a visible group label.
import { defineSlotRecipe } from '@pandacss/dev';

export const radioGroup = defineSlotRecipe({
  className: 'radio-group',
  slots: ['items', 'item', 'itemControl', 'itemText'],
  base: {
    items: { display: 'flex', gap: '4', flexWrap: 'wrap' },
    item: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', _disabled: { cursor: 'not-allowed' } },
    itemControl: {
      flexShrink: 0,
      width: '4.5',
      height: '4.5',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'border.control',
      bg: 'bg.default',
      transitionProperty: 'background, border-color, box-shadow',
      transitionDuration: 'fast',
      _checked: { bg: 'accent.solid', borderColor: 'accent.solid', boxShadow: 'inset 0 0 0 3px token(colors.white)' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.border', outlineOffset: '2px' },
      _invalid: { borderColor: 'danger.border' },
      _disabled: { bg: 'bg.disabled', borderColor: 'border.default' },
    },
    itemText: { textStyle: 'sm', color: 'fg.default', _disabled: { color: 'fg.muted' } },
  },
  variants: {
    orientation: {
      horizontal: { items: { flexDirection: 'row' } },
      vertical: { items: { flexDirection: 'column', gap: '2' } },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
  staticCss: ['*'],
});
