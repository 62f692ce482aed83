// Lint rules: TypeScript's recommended set, and plugin isolation (no plugin reaches into another's files).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const crossPluginImports = {
  patterns: [
    { regex: '^(\\.\\./)+(plugins/)?[a-z0-9-]+/(web|api|operations|rules|locales|generated)(/|$)', message: 'A plugin must not import another plugin\'s files: share through sdk/ or the GraphQL API.' },
    { regex: '(^|/)plugins/[a-z0-9-]+/', message: 'A plugin must not import another plugin\'s files: share through sdk/ or the GraphQL API.' },
    { regex: '^(\\.\\./)+[a-z0-9-]+/(plugin|server)$', message: 'A plugin must not import another plugin\'s manifest.' },
  ],
};

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
  { files: ['plugins/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', crossPluginImports] } },
);
