// Procedures' messages in the caller's language, for what the server writes into an answer rather than an error: a
// state's name inside a refusal.
import { formatMessage } from '@his/sdk';
import vi from '../locales/vi.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import { stateLabelKey } from '../rules/states';

const catalogs: Record<'vi' | 'en', Record<string, string>> = { vi, en };

/** A state's name ('Đang thực hiện'), for a message that names it. */
export function stateName(lang: 'vi' | 'en', state: string): string {
  return formatMessage(catalogs[lang], stateLabelKey(state)) ?? state;
}
