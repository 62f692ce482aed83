// The public-health laboratory (CDC): today its bell in the top bar, which tells clerks and directors of samples
// waiting for them; contracts, samples, indicators and results come with the laboratory's own issue.
import { definePlugin, fillSlot, SHELL_SLOTS } from '@his/sdk/web';
import { LAB_BELL_MODULE } from './rules/lab-bell';

export default definePlugin({
  id: 'cdc-lab',
  title: 'cdc-lab.title',
  eventModules: [LAB_BELL_MODULE],
  fills: [fillSlot(SHELL_SLOTS.topBarEnd, { id: 'lab-bell', component: () => import('./web/lab-bell') })],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
