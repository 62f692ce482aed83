// Panda CSS for the web host, the UI kit and the plugins. `his build` sets HIS_VARIANT so that only the
// listed plugins' files are scanned: a plugin outside the variant adds no CSS either.
import { defineConfig } from '@pandacss/dev';
import { variants } from './variants/index';
import { hisPreset } from './sdk/ui/preset';

function pluginSources(): string[] {
  const variantId = process.env.HIS_VARIANT;
  const ids = variantId ? (variants[variantId]?.plugins ?? []) : ['*'];
  return ids.flatMap((id) => [`./plugins/${id}/plugin.ts`, `./plugins/${id}/web/**/*.{ts,tsx}`]);
}

export default defineConfig({
  preflight: true,
  presets: [hisPreset],
  include: ['./host/src/**/*.{ts,tsx}', './sdk/ui/**/*.{ts,tsx}', ...pluginSources()],
  exclude: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/node_modules/**'],
  outdir: 'sdk/generated/styled-system',
  outExtension: 'js',
  importMap: {
    css: '@his/sdk/styled/css',
    recipes: '@his/sdk/styled/recipes',
    patterns: '@his/sdk/styled/patterns',
    jsx: '@his/sdk/styled/jsx',
  },
  jsxFramework: 'react',
});
