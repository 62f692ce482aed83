// Lint rules: TypeScript's recommended set, and plugin isolation (a plugin reaches another only through its contract.ts).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { pluginIsolation } from './eslint-plugin-isolation.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['plugins/**/*.{ts,tsx}', 'tests/plugins/**/*.{ts,tsx}'], plugins: { his: { rules: { 'plugin-isolation': pluginIsolation } } }, rules: { 'his/plugin-isolation': 'error' } },
);
