// The design tokens and recipes of the HIS UI kit (a Park UI-style preset on Panda CSS).
import { definePreset } from '@pandacss/dev';
import { keyframes, semanticTokens, textStyles, tokens } from './theme/tokens';
import { badge } from './theme/badge';
import { button } from './theme/button';
import { card } from './theme/card';
import { checkbox } from './theme/checkbox';
import { datePicker } from './theme/date-picker';
import { dialog } from './theme/dialog';
import { field } from './theme/field';
import { input } from './theme/input';
import { listbox } from './theme/listbox';
import { menu } from './theme/menu';
import { radioGroup } from './theme/radio-group';
import { spinner } from './theme/spinner';
import { switchRecipe } from './theme/switch';
import { table } from './theme/table';
import { tabs } from './theme/tabs';
import { toast } from './theme/toast';
import { tooltip } from './theme/tooltip';

export const hisPreset = definePreset({
  name: 'his',
  globalCss: {
    html: {
      '--global-font-body': 'fonts.body',
      '--global-color-border': 'colors.border.default',
      '--global-color-placeholder': 'colors.fg.subtle',
    },
    body: { color: 'fg.default', bg: 'bg.canvas', textStyle: 'sm' },
    '::selection': { bg: 'accent.subtleHover' },
  },
  theme: {
    breakpoints: {
      // The spec's mobile breakpoint.
      mobile: '520px',
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1536px',
    },
    tokens,
    semanticTokens,
    textStyles,
    keyframes,
    colorPalette: { include: ['accent', 'danger', 'success', 'warning', 'neutral'] },
    recipes: { button, input, badge, spinner },
    slotRecipes: {
      field,
      checkbox,
      radioGroup,
      switchRecipe,
      dialog,
      tabs,
      listbox,
      datePicker,
      table,
      toast,
      menu,
      tooltip,
      card,
    },
  },
});
