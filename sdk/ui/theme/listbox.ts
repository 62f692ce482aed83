// Select and Combobox: a trigger or input and a floating list of options.
import { defineSlotRecipe } from '@pandacss/dev';

const content = {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 'var(--reference-width)',
  maxHeight: 'min(var(--available-height, 20rem), 20rem)',
  overflowY: 'auto',
  py: '1',
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  boxShadow: 'overlay',
  zIndex: 'popover',
  outline: 'none',
  _open: { animation: 'fadeIn 100ms ease-out' },
} as const;

const item = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: '3',
  py: '2',
  textStyle: 'sm',
  color: 'fg.default',
  cursor: 'pointer',
  _highlighted: { bg: 'accent.subtle' },
  '&[data-state=checked]': { color: 'accent.text', fontWeight: 'medium' },
  // TamNgung (suspended) entries stay visible but cannot be chosen.
  _disabled: { color: 'fg.subtle', cursor: 'not-allowed', textDecoration: 'line-through' },
} as const;

export const listbox = defineSlotRecipe({
  className: 'listbox',
  slots: ['control', 'trigger', 'valueText', 'indicator', 'content', 'item', 'itemIndicator', 'status', 'inlineTrigger'],
  base: {
    control: { position: 'relative', display: 'flex', alignItems: 'center', width: 'full' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      cursor: 'pointer',
      '&[data-placeholder-shown] > span:first-child': { color: 'fg.subtle' },
    },
    valueText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: '1', textAlign: 'start' },
    indicator: { display: 'inline-flex', color: 'fg.muted', '& svg': { width: '4', height: '4' } },
    content,
    item,
    itemIndicator: { display: 'inline-flex', color: 'accent.text', '& svg': { width: '4', height: '4' } },
    status: { display: 'flex', alignItems: 'center', gap: '2', px: '3', py: '2', textStyle: 'sm', color: 'fg.muted' },
    inlineTrigger: {
      position: 'absolute',
      insetEnd: '1.5',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '6',
      height: '6',
      color: 'fg.muted',
      borderRadius: 'l1',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.border' },
    },
  },
  staticCss: ['*'],
});
