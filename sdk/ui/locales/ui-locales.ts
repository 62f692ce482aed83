// The kit's message catalogues, registered by the host as the `ui` namespace.
import vi from './vi.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import type { Language, MessageCatalog } from '@his/sdk';

export const uiLocales: Record<Language, MessageCatalog> = { vi, en };
