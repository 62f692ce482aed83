// Every story inside the host's i18n, in the language chosen in the toolbar (vi by default).
import type { Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { storyI18n } from './i18n';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { icon: 'globe', items: [{ value: 'vi', title: 'Tiếng Việt' }, { value: 'en', title: 'English' }], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'vi' },
  decorators: [
    (Story, context) => (
      <I18nextProvider i18n={storyI18n[context.globals.locale === 'en' ? 'en' : 'vi']}>
        <Story />
      </I18nextProvider>
    ),
  ],
};

export default preview;
