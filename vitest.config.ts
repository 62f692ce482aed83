// One Vitest run over every workspace: unit tests beside the code, API and fault tests in tests/.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for the packages it runs (yoga, graphql-tools), while Vite
    // would give our sources the ESM build: two copies whose types refuse each other. One copy.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['{sdk,server,host,cli,plugins,variants,tests,storybook}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['tests/setup/build-variants.ts'],
    reporters: ['default', './tests/support/plain-summary-reporter.ts'],
    testTimeout: 60_000,
    // A browser test polls for what a user waits to see; on a loaded 2-core machine a save can take seconds.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    env: { HIS_LOG: 'silent' },
  },
});
