// The insurance lookup's settings (block his): which lookup answers, where the portal is, its account and the
// officer the portal records for each lookup; and the factory that turns them into a lookup.
import { defineSettings, type Timestamp } from '@his/sdk';
import { readSecretSetting, readSetting, type RequestContext } from '@his/sdk/server';
import { offInsuranceLookup, type InsuranceLookup } from './adapter';
import { createHttpInsuranceLookup, DEFAULT_LOOKUP_TIMEOUT_MS, type HttpLookupDeps } from './http-lookup';
import { createInsuranceLookupSimulator, type SimulatorDeps } from './simulator';

export const INSURANCE_LOOKUP_MODES = ['off', 'simulator', 'http'] as const;
export type InsuranceLookupMode = (typeof INSURANCE_LOOKUP_MODES)[number];

/** What the demo variants store, so that reception can look the synthetic cards up without a portal. */
export const INSURANCE_LOOKUP_DEMO_MODE: InsuranceLookupMode = 'simulator';

export const INSURANCE_LOOKUP_KEYS = {
  mode: 'traCuuBHYTCheDo',
  url: 'traCuuBHYTDiaChi',
  // The facility's account at the insurance agency: the same one the claims portal uses, declared by the core.
  username: 'congBHYT_TaiKhoan',
  password: 'congBHYT_MatKhau',
  timeoutSeconds: 'traCuuBHYTThoiGianCho',
  officerName: 'traCuuBHYTHoTenCanBo',
  officerCitizenId: 'traCuuBHYTCccdCanBo',
  onScan: 'traCuuBHYTKhiTiepNhan',
} as const;

const K = INSURANCE_LOOKUP_KEYS;

export const insuranceLookupSettings = defineSettings([
  { block: 'his', key: K.mode, kind: 'text', choices: INSURANCE_LOOKUP_MODES, default: 'off', label: { vi: 'Tra cứu thẻ BHYT: chế độ (off, simulator, http)', en: 'Insurance card lookup: mode (off, simulator, http)' } },
  { block: 'his', key: K.url, kind: 'text', label: { vi: 'Tra cứu thẻ BHYT: địa chỉ cổng BHXH', en: 'Insurance card lookup: portal address' } },
  { block: 'his', key: K.timeoutSeconds, kind: 'number', default: DEFAULT_LOOKUP_TIMEOUT_MS / 1000, label: { vi: 'Tra cứu thẻ BHYT: thời gian chờ (giây)', en: 'Insurance card lookup: timeout (seconds)' } },
  { block: 'his', key: K.officerName, kind: 'text', label: { vi: 'Người thực hiện tra cứu BHYT: họ tên', en: 'Insurance lookup performer: full name' } },
  { block: 'his', key: K.officerCitizenId, kind: 'text', label: { vi: 'Người thực hiện tra cứu BHYT: số CCCD', en: 'Insurance lookup performer: citizen ID' } },
  { block: 'his', key: K.onScan, kind: 'boolean', default: false, label: { vi: 'Tự tra cứu thẻ BHYT khi quét thẻ lúc tiếp nhận', en: 'Look the insurance card up when it is scanned at reception' } },
]);

export interface InsuranceLookupConfig {
  mode: InsuranceLookupMode;
  url: string;
  username: string;
  password: string;
  timeoutMs: number;
  officerName: string;
  officerCitizenId: string;
  lookUpOnScan: boolean;
}

export interface InsuranceLookupDeps {
  now?: () => Timestamp;
  http?: HttpLookupDeps;
  simulator?: SimulatorDeps;
}

function modeOf(value: unknown): InsuranceLookupMode {
  return (INSURANCE_LOOKUP_MODES as readonly unknown[]).includes(value) ? (value as InsuranceLookupMode) : 'off';
}

/** The lookup a mode names; 'http' with its address or account missing answers 'not configured' like 'off'. */
export function chooseInsuranceLookup(mode: InsuranceLookupMode, config: Omit<InsuranceLookupConfig, 'mode' | 'lookUpOnScan'>, deps: InsuranceLookupDeps = {}): InsuranceLookup {
  switch (mode) {
    case 'simulator':
      return createInsuranceLookupSimulator({ now: deps.now, ...deps.simulator });
    case 'http':
      return createHttpInsuranceLookup(
        { baseUrl: config.url, username: config.username, password: config.password, timeoutMs: config.timeoutMs, officerName: config.officerName, officerCitizenId: config.officerCitizenId },
        { now: deps.now, ...deps.http },
      );
    default:
      return offInsuranceLookup;
  }
}

/** The settings as a lookup needs them, from loose stored values: anything of the wrong type reads as unset. */
export function insuranceLookupConfigOf(his: Record<string, unknown>, password: string | null): InsuranceLookupConfig {
  const str = (key: string) => (typeof his[key] === 'string' ? (his[key] as string).trim() : '');
  const seconds = his[K.timeoutSeconds];
  return {
    mode: modeOf(his[K.mode]),
    url: str(K.url),
    username: str(K.username),
    password: password ?? '',
    // A zero or absurd timeout would make every lookup fail or hang the reception desk: keep it within 1-60 s.
    timeoutMs: typeof seconds === 'number' && Number.isFinite(seconds) ? Math.min(Math.max(seconds, 1), 60) * 1000 : DEFAULT_LOOKUP_TIMEOUT_MS,
    officerName: str(K.officerName),
    officerCitizenId: str(K.officerCitizenId),
    lookUpOnScan: his[K.onScan] === true,
  };
}

/** The declared, non-secret lookup settings as they apply: stored, else the variant's, else the default. */
async function readHisBlock(ctx: RequestContext): Promise<Record<string, unknown>> {
  const keys = Object.values(K).filter((key) => key !== K.password);
  const values = await Promise.all(keys.map(async (key) => [key, await readSetting(ctx, 'his', key)] as const));
  return Object.fromEntries(values.filter(([, value]) => value !== undefined));
}

/** The lookup configuration in force; the password is read (decrypted) only when the mode is 'http'. */
export async function readInsuranceLookupConfig(ctx: RequestContext): Promise<InsuranceLookupConfig> {
  const his = await readHisBlock(ctx);
  const password = modeOf(his[K.mode]) === 'http' ? await readSecretSetting(ctx, 'his', K.password) : null;
  return insuranceLookupConfigOf(his, password);
}
