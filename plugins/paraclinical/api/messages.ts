// Paraclinical's messages in the caller's language, for what the server writes into an answer rather than an error:
// the reasons a bulk move left an order, whether an order may be performed, and state names inside a message.
import { formatMessage } from '@his/sdk';
import vi from '../locales/vi.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import { stateLabelKey } from '../rules/states';

const catalogs: Record<'vi' | 'en', Record<string, string>> = { vi, en };

/** Why something was refused: a message key of this plugin and its values, as an error would carry them, and the field it concerns. */
export interface Reason {
  key: string;
  params: Record<string, string | number>;
  field?: string;
}

export function say(lang: 'vi' | 'en', reason: Reason): string {
  return formatMessage(catalogs[lang], reason.key, reason.params) ?? formatMessage(catalogs.vi, reason.key, reason.params) ?? reason.key;
}

/** A state's name ('Đã có kết quả'), for a message that names it. */
export function stateName(lang: 'vi' | 'en', state: string): string {
  return formatMessage(catalogs[lang], stateLabelKey(state)) ?? state;
}
