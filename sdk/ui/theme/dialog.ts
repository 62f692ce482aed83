// Modal dialogs; `sm` is the 360 px profile-switch modal of the spec.
import { defineSlotRecipe } from '@pandacss/dev';

export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'description', 'body', 'footer', 'closeTrigger'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.backdrop',
      zIndex: 'overlay',
      _open: { animation: 'fadeIn 120ms ease-out' },
      _closed: { animation: 'fadeOut 100ms ease-in' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'center',
      overflow: 'auto',
      px: '4',
      py: '12',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      maxHeight: 'calc(100dvh - token(spacing.24))',
      bg: 'bg.default',
      color: 'fg.default',
      borderRadius: 'l3',
      boxShadow: 'overlay',
      outline: 'none',
      _open: { animation: 'popIn 150ms ease-out' },
      _closed: { animation: 'fadeOut 100ms ease-in' },
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '5', pt: '4', pb: '2', pr: '12' },
    title: { textStyle: 'heading.section', color: 'fg.default' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    body: { flex: '1', overflow: 'auto', px: '5', py: '3', textStyle: 'sm' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '2', px: '5', pt: '2', pb: '4' },
    closeTrigger: { position: 'absolute', top: '2.5', insetEnd: '2.5' },
  },
  variants: {
    size: {
      sm: { content: { maxWidth: '360px' } },
      md: { content: { maxWidth: '520px' } },
      lg: { content: { maxWidth: '760px' } },
      xl: { content: { maxWidth: '1040px' } },
      full: { content: { maxWidth: 'calc(100vw - token(spacing.8))', minHeight: 'calc(100dvh - token(spacing.24))' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
