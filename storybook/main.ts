// Storybook for the UI kit and the plugins' screens. Panda's stylesheet is generated before Storybook
// starts (`npm run storybook` runs `panda cssgen` first), served as a static file and linked from
// preview-head.html, so that the story test can load preview.tsx without it.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../sdk/**/*.stories.tsx', '../host/**/*.stories.tsx', '../plugins/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [{ from: '../sdk/generated', to: '/panda' }],
  // Without this the build waits on the network.
  core: { disableTelemetry: true },
};

export default config;
