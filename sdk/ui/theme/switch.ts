// An on/off switch: the track is dark enough (3.4:1) to be seen when off.
import { defineSlotRecipe } from '@pandacss/dev';

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  slots: ['root', 'control', 'thumb', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.6 } },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      width: '9',
      height: '5',
      p: '0.5',
      borderRadius: 'full',
      bg: 'border.control',
      transitionProperty: 'background',
      transitionDuration: 'fast',
      _checked: { bg: 'accent.solid' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.border', outlineOffset: '2px' },
    },
    thumb: {
      width: '4',
      height: '4',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'xs',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      _checked: { transform: 'translateX(token(spacing.4))' },
    },
    label: { textStyle: 'sm', color: 'fg.default' },
  },
  staticCss: ['*'],
});
