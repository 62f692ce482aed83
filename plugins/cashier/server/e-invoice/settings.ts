// The e-invoice settings (block his): which provider issues (local or a vendor over HTTP), the form number and symbol,
// the vendor's name and time limit; the vendor's address, account and password are the core's declared settings
// (hoaDonDienTu_URL, hoaDonDienTu_TaiKhoan, hoaDonDienTu_MatKhau, the last one secret).
import { defineSettings } from '@his/sdk';
import { readSecretSetting, readSetting, type RequestContext } from '@his/sdk/server';
import { createHttpEInvoiceProvider, DEFAULT_EINVOICE_TIMEOUT_MS, type HttpProviderDeps } from './http-provider';
import { createLocalEInvoiceProvider, type LocalProviderDeps } from './local-provider';
import type { EInvoiceProvider } from './provider';

export const EINVOICE_PROVIDERS = ['local', 'http'] as const;
export type EInvoiceProviderKind = (typeof EINVOICE_PROVIDERS)[number];

export const EINVOICE_KEYS = {
  provider: 'hoaDonDienTu_NhaCungCap',
  pattern: 'hoaDonDienTu_MauSo',
  serial: 'hoaDonDienTu_KyHieu',
  vendorName: 'hoaDonDienTu_TenNhaCungCap',
  timeoutSeconds: 'hoaDonDienTu_ThoiGianCho',
  // Declared by the core.
  url: 'hoaDonDienTu_URL',
  username: 'hoaDonDienTu_TaiKhoan',
  password: 'hoaDonDienTu_MatKhau',
} as const;

const K = EINVOICE_KEYS;

export const eInvoiceSettings = defineSettings([
  { block: 'his', key: K.provider, kind: 'text', choices: EINVOICE_PROVIDERS, default: 'local', label: { vi: 'Hóa đơn điện tử: nhà cung cấp (local: nội bộ, http: dịch vụ của nhà cung cấp)', en: 'E-invoice: provider (local: built in, http: a vendor\'s service)' } },
  { block: 'his', key: K.pattern, kind: 'text', default: '1', label: { vi: 'Hóa đơn điện tử: mẫu số (1: hóa đơn GTGT, 2: hóa đơn bán hàng)', en: 'E-invoice: form number (1: VAT invoice, 2: sales invoice)' } },
  { block: 'his', key: K.serial, kind: 'text', label: { vi: 'Hóa đơn điện tử: ký hiệu (ví dụ C26TAA; năm trong ký hiệu phải là năm lập hóa đơn)', en: 'E-invoice: symbol (e.g. C26TAA; its year must be the invoice\'s year)' } },
  { block: 'his', key: K.vendorName, kind: 'text', label: { vi: 'Hóa đơn điện tử: tên nhà cung cấp (VNPT, Viettel, MISA…)', en: 'E-invoice: vendor name (VNPT, Viettel, MISA…)' } },
  { block: 'his', key: K.timeoutSeconds, kind: 'number', default: DEFAULT_EINVOICE_TIMEOUT_MS / 1000, label: { vi: 'Hóa đơn điện tử: thời gian chờ (giây)', en: 'E-invoice: timeout (seconds)' } },
]);

export interface EInvoiceConfig {
  provider: EInvoiceProviderKind;
  pattern: string | null;
  serial: string | null;
  vendorName: string;
  url: string;
  username: string;
  password: string;
  timeoutMs: number;
}

export interface EInvoiceDeps {
  http?: HttpProviderDeps;
  local?: LocalProviderDeps;
}

/** The settings as a provider needs them, from loose stored values: anything of the wrong type reads as unset. */
export function eInvoiceConfigOf(his: Record<string, unknown>, password: string | null): EInvoiceConfig {
  const str = (key: string) => (typeof his[key] === 'string' ? (his[key] as string).trim() : '');
  const seconds = his[K.timeoutSeconds];
  return {
    provider: his[K.provider] === 'http' ? 'http' : 'local',
    pattern: str(K.pattern) || null,
    serial: str(K.serial) || null,
    vendorName: str(K.vendorName),
    url: str(K.url),
    username: str(K.username),
    password: password ?? '',
    // A vendor that never answers must not hold the receipt's lock for long: kept within 1-60 s.
    timeoutMs: typeof seconds === 'number' && Number.isFinite(seconds) ? Math.min(Math.max(seconds, 1), 60) * 1000 : DEFAULT_EINVOICE_TIMEOUT_MS,
  };
}

/** The provider the configuration names. */
export function chooseEInvoiceProvider(config: EInvoiceConfig, deps: EInvoiceDeps = {}): EInvoiceProvider {
  if (config.provider === 'http') {
    return createHttpEInvoiceProvider(
      { baseUrl: config.url, username: config.username, password: config.password, vendorName: config.vendorName, pattern: config.pattern, serial: config.serial, timeoutMs: config.timeoutMs },
      deps.http,
    );
  }
  return createLocalEInvoiceProvider({ pattern: config.pattern, serial: config.serial }, deps.local);
}

/** The configuration in force; the password is read (decrypted) only for the HTTP provider. */
export async function readEInvoiceConfig(ctx: RequestContext): Promise<EInvoiceConfig> {
  const keys = [K.provider, K.pattern, K.serial, K.vendorName, K.timeoutSeconds, K.url, K.username];
  const values = await Promise.all(keys.map(async (key) => [key, await readSetting(ctx, 'his', key)] as const));
  const his = Object.fromEntries(values.filter(([, value]) => value !== undefined));
  const password = his[K.provider] === 'http' ? await readSecretSetting(ctx, 'his', K.password) : null;
  return eInvoiceConfigOf(his, password);
}
