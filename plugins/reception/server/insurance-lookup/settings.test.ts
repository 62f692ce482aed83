// The lookup's settings: their declarations, how stored values become a configuration, and which lookup each mode gives.
import { describe, expect, it, vi as mock } from 'vitest';
import { valueProblem, type SettingDeclaration } from '@his/sdk';
import { SETTINGS_ACCESS, type RequestContext, type SettingsAccess } from '@his/sdk/server';
import { chooseInsuranceLookup, INSURANCE_LOOKUP_DEMO_MODE, INSURANCE_LOOKUP_KEYS as K, insuranceLookupConfigOf, insuranceLookupSettings, readInsuranceLookupConfig } from './settings';

const declaration = (key: string): SettingDeclaration => insuranceLookupSettings.find((entry) => entry.key === key)!;
const query = { maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '15/03/1985' };
const config = { url: '', username: '', password: '', timeoutMs: 8_000, officerName: '', officerCitizenId: '' };

/** A request context that knows only the settings row and the secret reader; anything else fails the test. */
function contextWith(stored: Record<string, unknown> | null, secret: string | null, variantHis: Record<string, unknown> = {}) {
  const readSecret = mock.fn<SettingsAccess['readSecret']>(async () => secret);
  const ctx = {
    db: { execute: async () => ({ rows: stored ? [{ value: stored }] : [] }) },
    variant: { settings: { his: variantHis } },
    provided: (key: { name: string }) => {
      if (key.name !== SETTINGS_ACCESS.name) throw new Error(`unexpected provided ${key.name}`);
      // As the core reads a declared setting: stored, else the variant's (the declared defaults are not needed here).
      const read = async (_ctx: unknown, _block: string, key: string) => (stored && key in stored ? stored[key] : variantHis[key]);
      return { readSecret, read, auditView: () => { throw new Error('unexpected auditView'); } };
    },
  } as unknown as RequestContext;
  return { ctx, readSecret };
}

describe('the insurance lookup settings', () => {
  it('declares the mode as a choice, the password as a secret and the rest in block his', () => {
    expect(insuranceLookupSettings.every((entry) => entry.block === 'his')).toBe(true);
    expect(declaration(K.mode).choices).toEqual(['off', 'simulator', 'http']);
    expect(valueProblem(declaration(K.mode), 'portal')).toMatchObject({ key: 'validation.oneOf' });
    expect(valueProblem(declaration(K.mode), INSURANCE_LOOKUP_DEMO_MODE)).toBeNull();
    // The account and password are the core's insurance portal credentials, not declared twice.
    const declared: string[] = insuranceLookupSettings.map((setting) => setting.key);
    expect(declared).not.toContain(K.username);
    expect(declared).not.toContain(K.password);
    expect(declaration(K.onScan)).toMatchObject({ kind: 'boolean', default: false });
    expect(declaration(K.timeoutSeconds)).toMatchObject({ kind: 'number', default: 8 });
  });

  it.each([
    ['nothing stored: off, 8 s', {}, { mode: 'off', timeoutMs: 8_000, lookUpOnScan: false }],
    ['a mode nobody declared reads as off', { [K.mode]: 'portal' }, { mode: 'off' }],
    ['the simulator with the scan flag', { [K.mode]: 'simulator', [K.onScan]: true }, { mode: 'simulator', lookUpOnScan: true }],
    ['a zero timeout is raised to 1 s', { [K.timeoutSeconds]: 0 }, { timeoutMs: 1_000 }],
    ['a ten-minute timeout is cut to 60 s', { [K.timeoutSeconds]: 600 }, { timeoutMs: 60_000 }],
    ['a timeout stored as text is ignored', { [K.timeoutSeconds]: '5' }, { timeoutMs: 8_000 }],
    ['addresses and names are trimmed', { [K.url]: ' https://portal.example ', [K.officerName]: ' Lê Thị Thu ' }, { url: 'https://portal.example', officerName: 'Lê Thị Thu' }],
  ])('%s', (_, his, expected) => {
    expect(insuranceLookupConfigOf(his, null)).toMatchObject(expected);
  });

  it('reads the stored block over the variant defaults, and the password only in http mode', async () => {
    const simulator = contextWith({ [K.mode]: 'simulator' }, 'never-read', { [K.mode]: 'off', [K.timeoutSeconds]: 5 });
    expect(await readInsuranceLookupConfig(simulator.ctx)).toMatchObject({ mode: 'simulator', timeoutMs: 5_000, password: '' });
    expect(simulator.readSecret).not.toHaveBeenCalled();

    const http = contextWith({ [K.mode]: 'http', [K.url]: 'https://portal.example', [K.username]: '01001_BV' }, 's3cret');
    expect(await readInsuranceLookupConfig(http.ctx)).toMatchObject({ mode: 'http', url: 'https://portal.example', username: '01001_BV', password: 's3cret' });
    expect(http.readSecret).toHaveBeenCalledWith(http.ctx, 'his', K.password);

    expect(await readInsuranceLookupConfig(contextWith(null, null).ctx)).toMatchObject({ mode: 'off' });
  });

  it('gives 900 for off, the registry for the simulator, and the portal for http', async () => {
    expect(await chooseInsuranceLookup('off', config).lookup(query)).toEqual({ maKetQua: '900', card: null });
    expect((await chooseInsuranceLookup('simulator', config).lookup(query)).maKetQua).toBe('000');
    // http without an address is not configured; with one, it calls the portal through the given transport.
    expect((await chooseInsuranceLookup('http', config).lookup(query)).maKetQua).toBe('900');
    const fetch = mock.fn<typeof globalThis.fetch>(async () => new Response('not json'));
    const http = chooseInsuranceLookup('http', { ...config, url: 'https://portal.example', username: 'u', password: 'p' }, { http: { fetch } });
    expect((await http.lookup(query)).maKetQua).toBe('902');
    expect(String(fetch.mock.calls[0]![0])).toBe('https://portal.example/api/token/take');
  });
});
