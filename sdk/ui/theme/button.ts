// Button styles: solid, outline and ghost in the accent, danger and neutral tones.
import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button', 'IconButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: 0,
    borderWidth: '1px',
    borderColor: 'transparent',
    borderRadius: 'l2',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transitionProperty: 'background, border-color, color',
    transitionDuration: 'fast',
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.border', outlineOffset: '2px' },
    // Locked buttons stay focusable (aria-disabled) so keyboard users do not lose their place.
    _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy=true]': { cursor: 'progress' },
    '& svg': { width: '1.1em', height: '1.1em', flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'colorPalette.solid',
        color: 'colorPalette.onSolid',
        '&:hover:not([aria-disabled=true], :disabled)': { bg: 'colorPalette.solidHover' },
      },
      outline: {
        bg: 'bg.default',
        borderColor: 'colorPalette.border',
        color: 'colorPalette.text',
        '&:hover:not([aria-disabled=true], :disabled)': { bg: 'colorPalette.subtle' },
      },
      ghost: {
        bg: 'transparent',
        color: 'colorPalette.text',
        '&:hover:not([aria-disabled=true], :disabled)': { bg: 'colorPalette.subtle' },
      },
    },
    tone: {
      accent: { colorPalette: 'accent' },
      danger: { colorPalette: 'danger' },
      neutral: { colorPalette: 'neutral' },
    },
    size: {
      sm: { h: '8', minW: '8', px: '3', textStyle: 'sm' },
      md: { h: '10', minW: '10', px: '4', textStyle: 'sm' },
      lg: { h: '12', minW: '12', px: '5', textStyle: 'md' },
    },
    iconOnly: {
      true: { px: '0', gap: '0' },
    },
  },
  defaultVariants: { variant: 'solid', tone: 'accent', size: 'md' },
  staticCss: ['*'],
});
