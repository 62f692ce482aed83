// Small status labels (DaThuTien, TamNgung…): tinted background with dark text of the same tone.
import { defineRecipe } from '@pandacss/dev';

export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    borderWidth: '1px',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.text',
    borderColor: 'colorPalette.subtleHover',
  },
  variants: {
    tone: {
      neutral: { colorPalette: 'neutral' },
      accent: { colorPalette: 'accent' },
      success: { colorPalette: 'success' },
      warning: { colorPalette: 'warning' },
      danger: { colorPalette: 'danger' },
    },
    size: {
      sm: { px: '2', h: '5', textStyle: 'xs' },
      md: { px: '2.5', h: '6', textStyle: 'sm' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm' },
  staticCss: ['*'],
});
