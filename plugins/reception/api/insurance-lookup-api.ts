// traCuuTheBHYT: reception looks an insurance card up through the configured lookup (portal, simulator or off) and
// learns the portal's verdict in words, whether the card can be used today, and the card's fields.
import { createHash } from 'node:crypto';
import { formatMessage, splitInsuranceCardNumber, type Timestamp } from '@his/sdk';
import { formatDate, parseDate, startOfDay } from '@his/sdk/format';
import { badInput, type RequestContext, type ResolverMap } from '@his/sdk/server';
import { RECEPTION_RECEIVE } from '../rules/permissions';
import { insuranceResultMessageKey, type InsuranceCard, type InsuranceCardQuery, type InsuranceCardResult, type InsuranceLookup } from '../server/insurance-lookup/adapter';
import { chooseInsuranceLookup, insuranceLookupSettings, readInsuranceLookupConfig, type InsuranceLookupConfig, type InsuranceLookupDeps } from '../server/insurance-lookup/settings';
import vi from '../locales/vi.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

export { insuranceLookupSettings };

export const insuranceLookupSchema = /* GraphQL */ `
  input TraCuuTheBHYTInput {
    "12-digit citizen ID; or maThe."
    soCCCD: String @maxLength(n: 12)
    "The 15-character card number or the 10-digit social-insurance number."
    maThe: String @maxLength(n: 15)
    hoTen: String! @maxLength(n: 200)
    "dd/mm/yyyy or yyyy"
    ngaySinh: String! @maxLength(n: 10)
  }

  type LichSuKCBTheBHYT {
    maCSKCB: String!
    ngayVao: Float
    ngayRa: Float
    tenBenh: String!
  }

  type KetQuaTraCuuTheBHYT {
    "The portal's result code ('000' valid …), or 900 not configured, 901 unreachable, 902 unreadable."
    maKetQua: String!
    thongBao: String!
    "Usable for insurance today: code 000 or 004 and today within the card's validity."
    hopLe: Boolean!
    maThe: String
    "Read from maThe: the two-letter object code and the benefit level 1-5."
    maDoiTuong: String
    mucHuong: Int
    hoTen: String
    ngaySinh: String
    gioiTinh: String
    diaChi: String
    maDKBD: String
    gtTheTu: Float
    gtTheDen: Float
    ngayDu5Nam: Float
    maKV: String
    maTheMoi: String
    gtTheTuMoi: Float
    gtTheDenMoi: Float
    lichSuKCB: [LichSuKCBTheBHYT!]!
  }

  extend type Query {
    traCuuTheBHYT(input: TraCuuTheBHYTInput!): KetQuaTraCuuTheBHYT!
  }
`;

const catalogs = { vi, en } as Record<'vi' | 'en', Record<string, string>>;

/** The query as the lookup takes it, or BAD_USER_INPUT naming the first field that does not fit. */
export function insuranceQueryOf(input: unknown): InsuranceCardQuery {
  const fields = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const optional = (key: string) => {
    const value = fields[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw badInput(`reception.insuranceLookup.invalid.${key}`, key);
    return value.trim() === '' ? undefined : value.trim();
  };
  const soCCCD = optional('soCCCD');
  const maThe = optional('maThe')?.toUpperCase();
  const hoTen = optional('hoTen')?.normalize('NFC');
  const ngaySinh = optional('ngaySinh');
  if (soCCCD !== undefined && !/^\d{12}$/.test(soCCCD)) throw badInput('reception.insuranceLookup.invalid.soCCCD', 'soCCCD');
  if (maThe !== undefined && !/^(?:[A-Z0-9]{15}|\d{10})$/.test(maThe)) throw badInput('reception.insuranceLookup.invalid.maThe', 'maThe');
  if (soCCCD === undefined && maThe === undefined) throw badInput('reception.insuranceLookup.invalid.number', 'maThe');
  if (hoTen === undefined || hoTen.length > 200) throw badInput('reception.insuranceLookup.invalid.hoTen', 'hoTen');
  // The portal takes a year alone, or a full day written with two-digit day and month.
  const birthDay = ngaySinh === undefined || /^\d{4}$/.test(ngaySinh) ? null : parseDate(ngaySinh);
  if (ngaySinh === undefined || (birthDay === null && !/^\d{4}$/.test(ngaySinh))) throw badInput('reception.insuranceLookup.invalid.ngaySinh', 'ngaySinh');
  return { soCCCD, maThe, hoTen, ngaySinh: birthDay === null ? ngaySinh : formatDate(birthDay) };
}

/** Whether the card can be used for an insurance visit on `today`: a valid verdict and today inside its dates. */
export function usableToday(result: InsuranceCardResult, today: Timestamp): boolean {
  if ((result.maKetQua !== '000' && result.maKetQua !== '004') || !result.card) return false;
  const { gtTheTu, gtTheDen } = result.card;
  return gtTheTu !== null && gtTheDen !== null && gtTheTu <= today && today <= gtTheDen;
}

/** The card fields of an answer without a card: present and null, so every answer has the same shape. */
const NO_CARD: { [K in keyof InsuranceCard]: K extends 'lichSuKCB' ? InsuranceCard[K] : InsuranceCard[K] | null } = {
  maThe: null,
  hoTen: null,
  ngaySinh: null,
  gioiTinh: null,
  diaChi: null,
  maDKBD: null,
  gtTheTu: null,
  gtTheDen: null,
  ngayDu5Nam: null,
  maKV: null,
  maTheMoi: null,
  gtTheTuMoi: null,
  gtTheDenMoi: null,
  lichSuKCB: [],
};

/** The answer as the API sends it. */
export function insuranceLookupAnswer(result: InsuranceCardResult, lang: 'vi' | 'en', now: Timestamp) {
  const card = result.card;
  const parts = card ? splitInsuranceCardNumber(card.maThe) : null;
  return {
    maKetQua: result.maKetQua,
    thongBao: formatMessage(catalogs[lang], insuranceResultMessageKey(result.maKetQua)) ?? result.maKetQua,
    hopLe: usableToday(result, startOfDay(now)),
    maDoiTuong: parts?.ok ? parts.value.objectCode : null,
    mucHuong: parts?.ok ? parts.value.benefitLevel : null,
    ...(card ?? { ...NO_CARD, lichSuKCB: [] }),
  };
}

export interface InsuranceLookupApiDeps extends InsuranceLookupDeps {
  readConfig?: (ctx: RequestContext) => Promise<InsuranceLookupConfig>;
}

/** A fingerprint of what a lookup was built from; the password enters it hashed so that it is never kept in clear here. */
function configKey(config: InsuranceLookupConfig): string {
  const { password, lookUpOnScan: _, ...rest } = config;
  return JSON.stringify({ ...rest, password: createHash('sha256').update(password).digest('hex') });
}

/** The resolvers, with the clock, the transports and the settings reader replaceable by tests. */
export function createInsuranceLookupResolvers(deps: InsuranceLookupApiDeps = {}): ResolverMap {
  const readConfig = deps.readConfig ?? readInsuranceLookupConfig;
  const now = deps.now ?? Date.now;
  // The HTTP lookup keeps its portal token in memory: reuse it while the settings stay the same.
  let kept: { key: string; lookup: InsuranceLookup } | null = null;
  const lookupFor = (config: InsuranceLookupConfig): InsuranceLookup => {
    const key = configKey(config);
    if (kept?.key !== key) kept = { key, lookup: chooseInsuranceLookup(config.mode, config, deps) };
    return kept.lookup;
  };
  return {
    Query: {
      async traCuuTheBHYT(_: unknown, args: { input: unknown }, ctx: RequestContext) {
        ctx.requirePermission(RECEPTION_RECEIVE);
        const query = insuranceQueryOf(args.input);
        const result = await lookupFor(await readConfig(ctx)).lookup(query);
        return insuranceLookupAnswer(result, ctx.lang, now());
      },
    },
  };
}

export const insuranceLookupResolvers: ResolverMap = createInsuranceLookupResolvers();
