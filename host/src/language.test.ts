import { describe, expect, it } from 'vitest';
import { browserLanguage, chooseLanguage } from './language';

describe('the interface language (spec §9)', () => {
  it.each([
    ['the stored choice wins over the server and the browser', 'en', 'vi', 'vi', 'en'],
    ['the server setting when nothing is stored', null, 'en', 'vi', 'en'],
    ['the browser when neither is set', null, undefined, 'vi', 'vi'],
    ['a stored value that is no language is ignored', 'fr', 'vi', 'en', 'vi'],
  ] as const)('%s', (_case, stored, server, browser, expected) => {
    expect(chooseLanguage(stored, server, browser)).toBe(expected);
  });

  it.each([
    [['vi-VN', 'en'], 'vi'],
    [['vi'], 'vi'],
    [['en-US'], 'en'],
    [['fr-FR', 'vi-VN'], 'en'],
    [[], 'en'],
  ] as const)('browser languages %j give %s', (languages, expected) => {
    expect(browserLanguage(languages)).toBe(expected);
  });
});
