// The plugin's texts for a test host (HostProviders, renderInHost), under the plugin's namespace.
import type { Namespaces } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';

export const ADMIN_LOCALES: Namespaces = { admin: { vi, en } };
