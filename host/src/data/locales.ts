// The data layer's texts (namespace `data`): the connection notices and the network error of spec §8.
import type { Language, MessageCatalog } from '@his/sdk';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const DATA_NAMESPACE = 'data';

export const dataLocales: Record<Language, MessageCatalog> = { vi, en };
