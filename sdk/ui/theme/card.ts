// Panels that group a form section or a list on a page.
import { defineSlotRecipe } from '@pandacss/dev';

export const card = defineSlotRecipe({
  className: 'card',
  jsx: ['Card'],
  slots: ['root', 'header', 'title', 'actions', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      minWidth: '0',
      bg: 'bg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l3',
      boxShadow: 'raised',
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '4',
      py: '3',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    title: { textStyle: 'heading.section', color: 'fg.default' },
    actions: { display: 'flex', gap: '2', alignItems: 'center' },
    body: { p: '4', flex: '1', minHeight: '0' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '2', px: '4', py: '3', borderTopWidth: '1px', borderColor: 'border.default' },
  },
  variants: {
    padding: {
      normal: {},
      none: { body: { p: '0' } },
    },
  },
  defaultVariants: { padding: 'normal' },
  staticCss: ['*'],
});
