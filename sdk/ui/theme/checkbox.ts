// Checkbox and switch-like boolean controls with their label.
import { defineSlotRecipe } from '@pandacss/dev';

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: ['root', 'control', 'indicator', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', _disabled: { cursor: 'not-allowed' } },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '4.5',
      height: '4.5',
      bg: 'bg.default',
      color: 'accent.onSolid',
      borderWidth: '1px',
      borderColor: 'border.control',
      borderRadius: 'l1',
      transitionProperty: 'background, border-color',
      transitionDuration: 'fast',
      _checked: { bg: 'accent.solid', borderColor: 'accent.solid' },
      '&[data-state=indeterminate]': { bg: 'accent.solid', borderColor: 'accent.solid' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.border', outlineOffset: '2px' },
      _invalid: { borderColor: 'danger.border' },
      _disabled: { bg: 'bg.disabled', borderColor: 'border.default' },
      '& svg': { width: '3.5', height: '3.5' },
    },
    indicator: { display: 'inline-flex' },
    label: { textStyle: 'sm', color: 'fg.default', _disabled: { color: 'fg.muted' } },
  },
  staticCss: ['*'],
});
