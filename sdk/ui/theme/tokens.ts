// Design tokens of the kit: Panda's scales (spacing, sizes, type) with a short colour list, and the
// semantic colours every recipe uses. Contrast ratios are noted where WCAG 2.1 AA depends on them.
import pandaPreset from '@pandacss/dev/presets';
import { defineSemanticTokens, defineTextStyles, defineTokens } from '@pandacss/dev';

const pandaTokens = pandaPreset.theme.tokens;
const pandaColors = pandaTokens.colors as Record<string, unknown>;

// Only the palettes the semantic colours are built from: every token becomes a CSS variable on the
// login page, so the other eighteen palettes would be weight without use.
const palettes = ['slate', 'cyan', 'red', 'amber', 'green'] as const;
const colors = Object.fromEntries(
  ['current', 'black', 'white', 'transparent', ...palettes].map((name) => [name, pandaColors[name]]),
);

export const tokens = defineTokens({
  ...pandaTokens,
  colors: {
    ...colors,
    // Between slate.400 and slate.500: 3.4:1 on white, the 3:1 that WCAG 1.4.11 asks of control borders.
    control: { value: '#7d8ca2' },
  },
  fonts: {
    ...pandaTokens.fonts,
    body: { value: "'Be Vietnam Pro', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  },
  zIndex: {
    base: { value: 0 },
    sticky: { value: 100 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
});

/** One tone: a solid fill with its text, a text colour for light backgrounds, tints and a border. */
function tone(solid: string, solidHover: string, onSolid: string, text: string, subtle: string, subtleHover: string, border: string) {
  return {
    solid: { value: solid },
    solidHover: { value: solidHover },
    onSolid: { value: onSolid },
    text: { value: text },
    subtle: { value: subtle },
    subtleHover: { value: subtleHover },
    border: { value: border },
  };
}

export const semanticTokens = defineSemanticTokens({
  colors: {
    fg: {
      default: { value: '{colors.slate.900}' },
      // 7.6:1 on white: helper text and secondary columns stay readable.
      muted: { value: '{colors.slate.600}' },
      // 4.8:1 on white, 4.6:1 on the canvas: the lightest text allowed.
      subtle: { value: '{colors.slate.500}' },
      disabled: { value: '{colors.slate.400}' },
    },
    bg: {
      canvas: { value: '{colors.slate.50}' },
      default: { value: '{colors.white}' },
      subtle: { value: '{colors.slate.50}' },
      muted: { value: '{colors.slate.100}' },
      emphasized: { value: '{colors.slate.200}' },
      disabled: { value: '{colors.slate.100}' },
      backdrop: { value: 'rgb(15 23 42 / 0.5)' },
      inverted: { value: '{colors.slate.900}' },
    },
    border: {
      default: { value: '{colors.slate.200}' },
      muted: { value: '{colors.slate.100}' },
      control: { value: '{colors.control}' },
    },
    // Calm medical teal-blue: white on cyan.700 is 5.4:1, cyan.800 text on white 7.3:1.
    accent: tone('{colors.cyan.700}', '{colors.cyan.800}', '{colors.white}', '{colors.cyan.800}', '{colors.cyan.50}', '{colors.cyan.100}', '{colors.cyan.600}'),
    danger: tone('{colors.red.700}', '{colors.red.800}', '{colors.white}', '{colors.red.700}', '{colors.red.50}', '{colors.red.100}', '{colors.red.600}'),
    success: tone('{colors.green.700}', '{colors.green.800}', '{colors.white}', '{colors.green.800}', '{colors.green.50}', '{colors.green.100}', '{colors.green.600}'),
    // Amber is too light for white text: dark text on the fill instead (5.4:1).
    warning: tone('{colors.amber.400}', '{colors.amber.300}', '{colors.amber.900}', '{colors.amber.800}', '{colors.amber.50}', '{colors.amber.100}', '{colors.amber.500}'),
    neutral: tone('{colors.slate.700}', '{colors.slate.800}', '{colors.white}', '{colors.slate.700}', '{colors.slate.100}', '{colors.slate.200}', '{colors.control}'),
  },
  radii: {
    l1: { value: '{radii.sm}' },
    l2: { value: '{radii.md}' },
    l3: { value: '{radii.lg}' },
  },
  shadows: {
    raised: { value: '{shadows.xs}' },
    overlay: { value: '{shadows.lg}' },
  },
});

export const textStyles = defineTextStyles({
  ...pandaPreset.theme.textStyles,
  label: { value: { fontSize: 'sm', lineHeight: '1.25rem', fontWeight: 'medium' } },
  caption: { value: { fontSize: 'xs', lineHeight: '1rem' } },
  heading: {
    page: { value: { fontSize: 'xl', lineHeight: '1.75rem', fontWeight: 'semibold' } },
    section: { value: { fontSize: 'md', lineHeight: '1.5rem', fontWeight: 'semibold' } },
  },
});

export const keyframes = {
  ...pandaPreset.theme.keyframes,
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
  fadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
  popIn: { from: { opacity: 0, transform: 'scale(0.97)' }, to: { opacity: 1, transform: 'scale(1)' } },
};
