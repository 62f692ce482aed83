// An e-invoice vendor over HTTP (VNPT, Viettel, MISA, BKAV… through the facility's gateway or an adapter service):
// a configurable JSON client with a time limit, whose every failure becomes a localized refusal naming the provider.
//
// The shape it speaks, under the configured address (setting hoaDonDienTu_URL, no trailing slash needed), with HTTP
// Basic authentication by the facility's account (hoaDonDienTu_TaiKhoan, hoaDonDienTu_MatKhau):
//
//   POST {url}/invoices                       issue
//     request  { "key": "<receipt id>", "reference": "<receipt code>", "pattern": "1" | null, "serial": "C26TAA" | null,
//                "issuedAt": <ms>, "currency": "VND",
//                "seller": { "name", "taxCode", "address", "phone" },
//                "buyer": { "code", "name", "taxCode", "address", "phone" },
//                "lines": [{ "name", "unit", "quantity", "unitPrice", "amount", "vatRate": "KCT" }],
//                "total": <đồng>, "totalInWords": "Một trăm nghìn đồng", "paymentMethod": "Tiền mặt" | null }
//     answer   200/201 { "lookupCode": "<MaHoaDon>", "pattern": "1", "serial": "C26TAA", "number": 1..99999999,
//                        "issuedAt": <ms> | "<ISO date>" }
//     The key makes the call idempotent: the vendor answers a repeated key with the invoice it already issued, so a
//     retry after a lost answer never issues twice. pattern and serial null: the vendor's defaults.
//   POST {url}/invoices/{lookupCode}/cancel   cancel        request { "reason": "…" }   answer 2xx (body ignored)
//   GET  {url}/invoices/{lookupCode}/html     render        answer 200 text/html (a self-contained page)
//
// A refusal is any other status, with { "message": "…" } when the vendor says why. 401/403 mean the account is
// refused. The password never leaves this module except in the Authorization header towards the vendor.
import type { Timestamp } from '@his/sdk';
import { badInput, type Db } from '@his/sdk/server';
import type { EInvoiceDraft, EInvoiceProvider, IssuedEInvoice, StoredEInvoice } from './provider';

export const DEFAULT_EINVOICE_TIMEOUT_MS = 15_000;
export const ISSUE_PATH = '/invoices';
export const cancelPath = (code: string) => `/invoices/${encodeURIComponent(code)}/cancel`;
export const renderPath = (code: string) => `/invoices/${encodeURIComponent(code)}/html`;

const MAX_MESSAGE = 200;
const MAX_HTML = 2_000_000;

export interface HttpProviderConfig {
  /** The vendor's (or gateway's) address: 'https://einvoice.example.vn/api'. */
  baseUrl: string;
  username: string;
  password: string;
  /** How the provider is named on invoices and in messages ('VNPT'); the address's host when empty. */
  vendorName?: string;
  pattern?: string | null;
  serial?: string | null;
  /** For each call. */
  timeoutMs?: number;
}

export interface HttpProviderDeps {
  fetch?: typeof fetch;
  /** Receives the step and the outcome only: never a body or a header. */
  log?: (message: string, data: Record<string, string | number>) => void;
}

type Step = 'issue' | 'cancel' | 'render';

/** The field a refusal names: the receipt when issuing, the invoice's code otherwise. */
const FIELD: Record<Step, string> = { issue: 'BienLai_Id', cancel: 'MaHoaDon', render: 'MaHoaDon' };

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function vendorMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message.trim() !== '') return parsed.message.trim().slice(0, MAX_MESSAGE);
  } catch {
    // Not JSON: no reason to show beyond the status.
  }
  return '';
}

function timestampOf(value: unknown): Timestamp | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

const shortText = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : null);

export function createHttpEInvoiceProvider(config: HttpProviderConfig, deps: HttpProviderDeps = {}): EInvoiceProvider {
  const doFetch = deps.fetch ?? fetch;
  const log = deps.log ?? (() => undefined);
  const baseUrl = config.baseUrl.trim().replace(/\/+$/, '');
  const name = config.vendorName?.trim() || hostOf(baseUrl) || 'http';
  const timeoutMs = config.timeoutMs ?? DEFAULT_EINVOICE_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`, 'utf8').toString('base64')}`;

  const refusal = (step: Step, key: string, extra: Record<string, string | number> = {}) => {
    log('einvoice.failed', { step, reason: key });
    return badInput(`cashier.einvoice.${key}`, FIELD[step], { provider: name, ...extra });
  };

  /** One call bounded by the time limit even if the fetch ignores its signal; the answer's status and text. */
  async function call(step: Step, path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<{ status: number; text: string }> {
    if (!baseUrl || !config.username || !config.password) throw refusal(step, 'providerNotConfigured');
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(refusal(step, 'providerTimeout', { seconds: Math.ceil(timeoutMs / 1000) }));
      }, timeoutMs);
    });
    const exchange = async () => {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${path}`, {
          method: init.method,
          headers: { authorization, accept: init.method === 'GET' ? 'text/html' : 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: controller.signal,
        });
      } catch {
        throw refusal(step, 'providerUnreachable');
      }
      let text: string;
      try {
        text = await response.text();
      } catch {
        throw refusal(step, 'providerUnreachable');
      }
      return { status: response.status, text };
    };
    try {
      const answer = await Promise.race([exchange(), timedOut]);
      if (answer.status === 401 || answer.status === 403) throw refusal(step, 'providerAuth');
      if (answer.status < 200 || answer.status >= 300) {
        throw refusal(step, 'providerRefused', { status: answer.status, message: vendorMessage(answer.text) || String(answer.status) });
      }
      log('einvoice.answer', { step, status: answer.status });
      return answer;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name,
    async issue(draft: EInvoiceDraft, _tx: Db): Promise<IssuedEInvoice> {
      const { text } = await call('issue', ISSUE_PATH, {
        method: 'POST',
        body: {
          key: draft.receiptId,
          reference: draft.receiptCode,
          pattern: config.pattern?.trim() || null,
          serial: config.serial?.trim() || null,
          issuedAt: draft.issuedAt,
          currency: 'VND',
          seller: draft.seller,
          buyer: draft.buyer,
          lines: draft.lines,
          total: draft.total,
          totalInWords: draft.totalInWords,
          paymentMethod: draft.paymentMethod,
        },
      });
      let answer: Record<string, unknown>;
      try {
        answer = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw refusal('issue', 'providerUnreadable');
      }
      const MaHoaDon = shortText(answer?.lookupCode, 64);
      const Pattern = shortText(answer?.pattern, 16);
      const Serial = shortText(answer?.serial, 16);
      const SoHoaDon = answer?.number;
      const NgayHoaDon = timestampOf(answer?.issuedAt) ?? draft.issuedAt;
      if (!MaHoaDon || !Pattern || !Serial || typeof SoHoaDon !== 'number' || !Number.isInteger(SoHoaDon) || SoHoaDon < 1 || SoHoaDon > 99_999_999) {
        throw refusal('issue', 'providerUnreadable');
      }
      return { MaHoaDon, Pattern, Serial, SoHoaDon, NgayHoaDon };
    },
    async cancel(invoice: StoredEInvoice, reason: string): Promise<void> {
      await call('cancel', cancelPath(invoice.MaHoaDon), { method: 'POST', body: { reason } });
    },
    async render(invoice: StoredEInvoice): Promise<string> {
      const { text } = await call('render', renderPath(invoice.MaHoaDon), { method: 'GET' });
      if (text.trim() === '' || text.length > MAX_HTML) throw refusal('render', 'providerUnreadable');
      return text;
    },
  };
}
