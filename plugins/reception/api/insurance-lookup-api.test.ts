// traCuuTheBHYT's resolver with a fake request context: the permission, the input limits, the verdict in the
// caller's language, whether the card is usable today, and the portal token kept between requests.
import { describe, expect, it, vi as mock } from 'vitest';
import { GraphQLError } from 'graphql';
import { fromCalendarDate } from '@his/sdk/format';
import { forbidden, type RequestContext } from '@his/sdk/server';
import { RECEPTION_RECEIVE } from '../rules/permissions';
import { INSURANCE_RESULT_CODES } from '../server/insurance-lookup/adapter';
import { insuranceLookupConfigOf, type InsuranceLookupConfig } from '../server/insurance-lookup/settings';
import { createInsuranceLookupResolvers, insuranceLookupSchema, insuranceQueryOf } from './insurance-lookup-api';
import vi from '../locales/vi.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

// 10:00 on 15 June 2026 in Vietnam.
const NOW = fromCalendarDate({ year: 2026, month: 6, day: 15 }) + 10 * 3600_000;
const SIMULATOR = insuranceLookupConfigOf({ traCuuBHYTCheDo: 'simulator' }, null);
const OFF = insuranceLookupConfigOf({}, null);

function contextFor(permissions: string[], lang: 'vi' | 'en' = 'vi') {
  return {
    lang,
    requirePermission: (permission: string) => {
      if (!permissions.includes(permission)) throw forbidden();
      return { id: 'u1' };
    },
  } as unknown as RequestContext;
}

function resolverWith(config: InsuranceLookupConfig | (() => InsuranceLookupConfig), extra: Parameters<typeof createInsuranceLookupResolvers>[0] = {}) {
  const readConfig = mock.fn(async () => (typeof config === 'function' ? config() : config));
  const resolvers = createInsuranceLookupResolvers({ now: () => NOW, readConfig, ...extra });
  const resolve = resolvers.Query!.traCuuTheBHYT as (parent: unknown, args: { input: unknown }, ctx: RequestContext) => Promise<Record<string, unknown>>;
  return { readConfig, lookUp: (input: unknown, ctx = contextFor([RECEPTION_RECEIVE])) => resolve(null, { input }, ctx) };
}

async function errorOf(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(GraphQLError);
  return (error as GraphQLError).extensions;
}

const AN = { maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '15/03/1985' };

describe('traCuuTheBHYT', () => {
  it('declares the query and its result type', () => {
    expect(insuranceLookupSchema).toContain('traCuuTheBHYT(input: TraCuuTheBHYTInput!): KetQuaTraCuuTheBHYT!');
  });

  it('is FORBIDDEN without reception.receive, before reading any setting', async () => {
    const { lookUp, readConfig } = resolverWith(SIMULATOR);
    expect(await errorOf(lookUp(AN, contextFor(['reception.patient.read'])))).toMatchObject({ code: 'FORBIDDEN' });
    expect(readConfig).not.toHaveBeenCalled();
  });

  it.each([
    ['a citizen ID of 11 digits', { ...AN, maThe: undefined, soCCCD: '00109900000' }, 'soCCCD'],
    ['a citizen ID with letters', { ...AN, maThe: null, soCCCD: '00109900000A' }, 'soCCCD'],
    ['a card number of 14 characters', { ...AN, maThe: 'DN401990000000' }, 'maThe'],
    ['a 10-character number with a letter', { ...AN, maThe: '990000001X' }, 'maThe'],
    ['a card number that is not text', { ...AN, maThe: 4019900000001 }, 'maThe'],
    ['neither a card number nor a citizen ID', { hoTen: AN.hoTen, ngaySinh: AN.ngaySinh }, 'maThe'],
    ['an empty name', { ...AN, hoTen: '   ' }, 'hoTen'],
    ['a name of 201 characters', { ...AN, hoTen: 'A'.repeat(201) }, 'hoTen'],
    ['a birth date in ISO form', { ...AN, ngaySinh: '1985-03-15' }, 'ngaySinh'],
    ['a birth date of 11 characters', { ...AN, ngaySinh: '15/03/19850' }, 'ngaySinh'],
    ['a birth date that is no real day', { ...AN, ngaySinh: '31/02/1985' }, 'ngaySinh'],
  ])('refuses %s as bad input naming the field', async (_, input, field) => {
    const { lookUp } = resolverWith(SIMULATOR);
    const extensions = await errorOf(lookUp(input));
    expect(extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    const key = extensions.messageKey as string;
    expect(key).toMatch(/^reception\.insuranceLookup\.invalid\./);
    expect((vi as Record<string, string>)[key]).toBeTruthy();
    expect((en as Record<string, string>)[key]).toBeTruthy();
  });

  it('answers 900 with its message when no lookup is configured', async () => {
    const { lookUp } = resolverWith(OFF);
    expect(await lookUp(AN)).toMatchObject({ maKetQua: '900', thongBao: 'Chưa cấu hình tra cứu thẻ BHYT', hopLe: false, maThe: null, hoTen: null, gtTheDen: null, lichSuKCB: [] });
    expect(await lookUp(AN, contextFor([RECEPTION_RECEIVE], 'en'))).toMatchObject({ thongBao: 'Insurance card lookup is not configured' });
  });

  it.each([
    ['a valid card', AN, '000', true],
    ['an old card still valid while a new one is issued', { maThe: 'HC4019900000006', hoTen: 'Vũ Thị Lan', ngaySinh: '1966' }, '004', true],
    ['an expired card', { maThe: 'GD4489900000004', hoTen: 'Phạm Thu Hà', ngaySinh: '02/02/1990' }, '010', false],
    ['a card valid only from next year', { maThe: 'SV4319900000005', hoTen: 'Hoàng Đức Minh', ngaySinh: '11/11/2005' }, '000', false],
    ['a withdrawn card', { maThe: 'TK4799900000008', hoTen: 'Bùi Thị Mai', ngaySinh: '30/04/1979' }, '110', false],
    ['a wrong name', { ...AN, hoTen: 'Nguyễn Văn Ân' }, '060', false],
  ])('tells whether %s is usable today', async (_, input, maKetQua, hopLe) => {
    const { lookUp } = resolverWith(SIMULATOR);
    expect(await lookUp(input)).toMatchObject({ maKetQua, hopLe, thongBao: vi[`reception.insuranceLookup.result.${maKetQua}` as keyof typeof vi] });
  });

  it('sends the portal a typed birth date with two-digit day and month', async () => {
    const { lookUp } = resolverWith(SIMULATOR);
    expect(await lookUp({ ...AN, ngaySinh: '15/3/1985' })).toMatchObject({ maKetQua: '000', hopLe: true });
    expect(insuranceQueryOf({ ...AN, ngaySinh: '5/3/1985' }).ngaySinh).toBe('05/03/1985');
  });

  it('sends the card fields with the object code and benefit level read from the number', async () => {
    const { lookUp } = resolverWith(SIMULATOR);
    const answer = await lookUp({ soCCCD: '001099000007', hoTen: 'đặng quốc bảo', ngaySinh: '1999' }, contextFor([RECEPTION_RECEIVE], 'en'));
    expect(answer).toMatchObject({
      maKetQua: '000',
      thongBao: 'The insurance card is valid',
      hopLe: true,
      maThe: 'DN4019900000007',
      maDoiTuong: 'DN',
      mucHuong: 4,
      hoTen: 'Đặng Quốc Bảo',
      gioiTinh: 'MALE',
      maDKBD: '01C54',
      gtTheTu: fromCalendarDate({ year: 2026, month: 1, day: 1 }),
      gtTheDen: fromCalendarDate({ year: 2026, month: 12, day: 31 }),
      lichSuKCB: [],
    });
  });

  it('keeps one portal lookup, and its token, while the settings stay the same', async () => {
    let signIns = 0;
    const fetch = mock.fn<typeof globalThis.fetch>(async (url) => {
      if (String(url).includes('/api/token/take')) {
        signIns += 1;
        return Response.json({ maKetQua: '200', APIKey: { access_token: `t${signIns}`, id_token: 'i', expires_in: 3600 } });
      }
      return Response.json({ maKetQua: '050' });
    });
    let password = 'first';
    const { lookUp } = resolverWith(() => insuranceLookupConfigOf({ traCuuBHYTCheDo: 'http', traCuuBHYTDiaChi: 'https://portal.example', congBHYT_TaiKhoan: '01001_BV' }, password), { http: { fetch } });
    expect(await lookUp(AN)).toMatchObject({ maKetQua: '050', hopLe: false });
    await lookUp(AN);
    expect(signIns).toBe(1);
    // A new password in the settings is a new account: sign in with it.
    password = 'second';
    await lookUp(AN);
    expect(signIns).toBe(2);
  });

  it('has a message in both languages for every result code, and the same keys in both catalogs', () => {
    for (const code of INSURANCE_RESULT_CODES) {
      expect((vi as Record<string, string>)[`reception.insuranceLookup.result.${code}`], code).toBeTruthy();
      expect((en as Record<string, string>)[`reception.insuranceLookup.result.${code}`], code).toBeTruthy();
    }
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());

  });
});
