// A spinning ring in the current text colour.
import { defineRecipe } from '@pandacss/dev';

export const spinner = defineRecipe({
  className: 'spinner',
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineEndColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
    _motionReduce: { animationDuration: '2s' },
  },
  variants: {
    size: {
      sm: { width: '4', height: '4' },
      md: { width: '6', height: '6' },
      lg: { width: '10', height: '10', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
