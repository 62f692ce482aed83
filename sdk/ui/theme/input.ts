// The text box look shared by TextInput, Textarea, number, money and date inputs and the select trigger.
import { defineRecipe } from '@pandacss/dev';

export const input = defineRecipe({
  className: 'input',
  base: {
    appearance: 'none',
    width: 'full',
    minWidth: '0',
    bg: 'bg.default',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.control',
    borderRadius: 'l2',
    px: '3',
    outline: 'none',
    textAlign: 'start',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: { borderColor: 'accent.border', boxShadow: '0 0 0 1px token(colors.accent.border)' },
    '&:focus, &[data-focus]': { borderColor: 'accent.border', boxShadow: '0 0 0 1px token(colors.accent.border)' },
    _disabled: { bg: 'bg.disabled', color: 'fg.muted', cursor: 'not-allowed' },
    '&[aria-invalid=true], &[data-invalid]': {
      borderColor: 'danger.border',
      '&:focus, &[data-focus]': { boxShadow: '0 0 0 1px token(colors.danger.border)' },
    },
  },
  variants: {
    size: {
      sm: { h: '8', textStyle: 'sm' },
      md: { h: '10', textStyle: 'sm' },
      lg: { h: '12', textStyle: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
