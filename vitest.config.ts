// One Vitest run over every workspace: unit tests beside the code, API and fault tests in tests/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{sdk,server,host,cli,plugins,variants,tests,storybook}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { HIS_LOG: 'silent' },
  },
});
