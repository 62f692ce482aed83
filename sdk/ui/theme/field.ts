// Label, required marker, helper and error text around one form control.
import { defineSlotRecipe } from '@pandacss/dev';

export const field = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'requiredIndicator', 'helperText', 'errorText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' },
    label: { textStyle: 'label', color: 'fg.default', display: 'inline-flex', gap: '0.5', alignItems: 'baseline' },
    requiredIndicator: { color: 'danger.text' },
    helperText: { textStyle: 'caption', color: 'fg.muted' },
    errorText: { textStyle: 'caption', color: 'danger.text', fontWeight: 'medium' },
  },
  staticCss: ['*'],
});
