// The pharmacy as the server enforces it (spec §4 NK stock-in, §7 service paths and examination lists, §8 'not enough
// stock', §9 interaction classes): receiving stock with its checks and nothing half-saved, what prescribers read of
// it, the stores of a room, interactions, who may do what on /graphqlhis and /graphqlsm4, and ten prescribers taking
// the last five boxes at once; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { startOfDay, toCalendarDate } from '@his/sdk/format';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';
import { pharmacyStock } from '../../plugins/pharmacy/api/stock';
import type { TakenLot } from '../../plugins/pharmacy/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';
const CREATE_DRUG = `mutation ($input: DM_DuocInput!) { createDM_Duoc(input: $input) { _id MaDuoc TenDuoc } }`;
const SLIP = '_id SoPhieu LoaiPhieu KhoDuoc_Id TenKho NgayNhap NhaCungCap TongTien ChiTiets { _id Duoc_Id TenDuoc SoLo HanSuDung SoLuongNhap SoLuongTon GiaNhap SoPhieu }';
const RECEIVE = `mutation ($input: PhieuNhapKhoInput!) { createPhieuNhapKho(input: $input) { ${SLIP} } }`;
const SEARCH = `query ($search: String, $stores: [ID!], $conHang: Boolean) {
  searchStockModel(searchString: $search, idKhoDuocs: $stores, conHang: $conHang) { Duoc_Id MaDuoc TenDuoc KhoDuoc_Id TenKho SoLuongKhaDung HanSuDungGanNhat SoDangKy LoaiDuoc } }`;
const STORES_OF = 'query ($node: ID) { getPhongBanKhoDuocByNode(idNode: $node) { _id MaKho TenKho } }';
const INTERACTIONS = 'query ($numbers: [String!]!) { checkInteractionDrugs(registrationNumbers: $numbers) { MucDo SoDangKy1 SoDangKy2 TenThuoc1 TenThuoc2 HoatChat1 HoatChat2 MoTa XuTri } }';

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('pharmacy on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let doctor: Caller;
  let cashier: Caller;
  const node = {} as Record<'NT01' | 'KHO01' | 'PK01' | 'KNOI', string>;
  const { data, refusal } = mainService(() => server);
  let serial = 0;

  const sm4 = (caller: Caller, query: string, variables: Record<string, unknown> = {}) => gql(server, '/graphqlsm4', query, variables, caller);
  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server.runtime.database.query<T>(query, params))[0]!;
  const count = async (query: string, params: unknown[] = []) => Number((await one<{ n: number }>(query, params)).n);
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((each: { code: string }) => each.code === 'CS01')?._id, profile: me.profile._id };
  };
  const nextYear = () => startOfDay(Date.now()) + 400 * DAY_MS;
  /** A new drug of the first facility, with its own registration number. */
  const newDrug = async (name: string, hoatChat = 'Paracetamol'): Promise<{ _id: string; TenDuoc: string }> => {
    serial++;
    const input = { MaDuoc: `KT${backend.slice(0, 2)}${serial}`, TenDuoc: `${name} ${serial}`, HoatChat: hoatChat, DonViTinh: 'Hộp', LoaiDuoc: 'Thuoc', GiaBan: 10_000, SoDangKy: `VD-TEST-${serial}` };
    return (await data(admin, CREATE_DRUG, { input })).createDM_Duoc;
  };
  const receive = async (store: string, lines: Record<string, unknown>[]) => {
    const result = await sm4(admin, RECEIVE, { input: { KhoDuoc_Id: store, NhaCungCap: 'Công ty Dược thử nghiệm', ChiTiets: lines } });
    expect(result.errors).toBeUndefined();
    return result.data.createPhieuNhapKho;
  };
  const line = (Duoc_Id: string, SoLuong: number, extra: Record<string, unknown> = {}) => ({ Duoc_Id, SoLo: `L${serial}`, HanSuDung: nextYear(), SoLuong, GiaNhap: 8_000, ...extra });
  const available = async (drugId: string, store = node.NT01): Promise<number> => {
    const rows = (await data(doctor, SEARCH, { search: null, stores: [store] })).searchStockModel as { Duoc_Id: string; SoLuongKhaDung: number }[];
    return rows.find((row) => row.Duoc_Id === drugId)?.SoLuongKhaDung ?? Number.NaN;
  };
  const onHand = (drugId: string) => count('SELECT coalesce(sum("SoLuongTon"), 0)::float8 AS n FROM "LoThuoc" WHERE "Duoc_Id" = $1', [drugId]);
  /** Takes in a transaction of its own, as a prescription will. */
  const take = (drugId: string, quantity: number, holderId: string, allowBeyondStock = false): Promise<TakenLot[]> =>
    server.runtime.database.db.transaction((tx) => pharmacyStock.take(tx, {
      facilityId: admin.node!, storeId: node.NT01, holder: { kind: 'PhieuThu', id: holderId }, lines: [{ Duoc_Id: drugId, SoLuong: quantity }], at: Date.now(), allowBeyondStock, field: 'SoLuong',
    }));

  beforeAll(async () => {
    server = await startServer(backend);
    admin = await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
    doctor = await signIn('bacsi', 'Bacsi@123');
    cashier = await signIn('thungan', 'Thungan@123');
    for (const code of ['NT01', 'KHO01', 'PK01', 'KNOI'] as const) node[code] = (await one<{ _id: string }>('SELECT _id FROM his_nodes WHERE code = $1', [code]))._id;
  }, 120_000);
  afterAll(async () => server?.close());

  it('When the demo starts / Then the hospital pharmacy holds two lots of each item and exactly five Ventolin boxes', async () => {
    const rows = (await data(doctor, SEARCH, { search: 'ventolin', stores: [node.NT01, node.KHO01] })).searchStockModel;
    expect(rows.map((row: { TenKho: string; SoLuongKhaDung: number }) => [row.TenKho, row.SoLuongKhaDung])).toEqual([['Kho dược chính', 4_000], ['Nhà thuốc bệnh viện', 5]]);
    const paracetamol = (await data(doctor, SEARCH, { search: 'paracetamol 500', stores: [node.NT01] })).searchStockModel;
    expect(paracetamol.find((row: { MaDuoc: string }) => row.MaDuoc === 'T001')).toMatchObject({ SoLuongKhaDung: 1_000, SoDangKy: 'VD-99001-26', LoaiDuoc: 'Thuoc' });
    expect(await count(`SELECT count(*)::int AS n FROM "DM_Duoc" WHERE "LoaiDuoc" = 'VTYT' AND "node_Id" = $1`, [admin.node])).toBeGreaterThanOrEqual(5);
  });

  it('When stock is received / Then the slip is numbered NK, each line is a lot, and the total is quantity × price', async () => {
    const drug = await newDrug('Nhập kho');
    const slip = await receive(node.KHO01, [line(drug._id, 12, { SoLo: 'A1', GiaNhap: 1_500 }), line(drug._id, 3, { SoLo: 'A2', GiaNhap: 2_000 })]);
    expect(slip).toMatchObject({ LoaiPhieu: 'NK', KhoDuoc_Id: node.KHO01, TenKho: 'Kho dược chính', TongTien: 12 * 1_500 + 3 * 2_000, NhaCungCap: 'Công ty Dược thử nghiệm' });
    expect(slip.SoPhieu).toMatch(new RegExp(`^NK${String(toCalendarDate(Date.now()).year).slice(-2)}\\d{6}$`));
    expect(slip.ChiTiets.map((lot: { SoLo: string; SoLuongTon: number; SoPhieu: string }) => [lot.SoLo, lot.SoLuongTon, lot.SoPhieu])).toEqual([['A1', 12, slip.SoPhieu], ['A2', 3, slip.SoPhieu]]);
    const lots = await sm4(doctor, 'query ($store: ID!) { tonKhos(idKhoDuoc: $store) { Duoc_Id SoLo SoLuongTon DaHetHan } }', { store: node.KHO01 });
    expect(lots.data.tonKhos.filter((lot: { Duoc_Id: string }) => lot.Duoc_Id === drug._id)).toHaveLength(2);
    const slips = await sm4(doctor, 'query ($store: ID!) { phieuNhapKhos(idKhoDuoc: $store) { _id SoPhieu ChiTiets { SoLo } } }', { store: node.KHO01 });
    expect(slips.data.phieuNhapKhos.map((each: { _id: string }) => each._id)).toContain(slip._id);
    expect(await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'PhieuNhapKho' AND "entity_Id" = $1 AND operation = 'createPhieuNhapKho'`, [slip._id])).toBe(1);
  });

  it.each([
    ['no line', () => ({ ChiTiets: [] }), 'ChiTiets', 'pharmacy.noLines', 'Các dòng chi tiết'],
    ['a room, not a store', () => ({ KhoDuoc_Id: node.PK01 }), 'KhoDuoc_Id', 'pharmacy.storeNotFound', 'Kho dược'],
    ['a drug not in the catalogue', () => ({ ChiTiets: [{ Duoc_Id: 'khong-co', SoLo: 'X', HanSuDung: nextYear(), SoLuong: 1, GiaNhap: 0 }] }), 'ChiTiets.Duoc_Id', 'pharmacy.drugNotFound', 'Thuốc, vật tư'],
    ['no lot number', (drug: string) => ({ ChiTiets: [{ Duoc_Id: drug, SoLo: ' ', HanSuDung: nextYear(), SoLuong: 1, GiaNhap: 0 }] }), 'ChiTiets.SoLo', 'pharmacy.lotRequired', 'Số lô'],
    ['an expiry of today', (drug: string) => ({ ChiTiets: [{ Duoc_Id: drug, SoLo: 'X', HanSuDung: startOfDay(Date.now()), SoLuong: 1, GiaNhap: 0 }] }), 'ChiTiets.HanSuDung', 'pharmacy.expiryPassed', 'Hạn sử dụng'],
    ['a quantity of 0', (drug: string) => ({ ChiTiets: [{ Duoc_Id: drug, SoLo: 'X', HanSuDung: nextYear(), SoLuong: 0, GiaNhap: 0 }] }), 'ChiTiets.SoLuong', 'pharmacy.quantityInvalid', 'Số lượng'],
    ['a negative price on the second line', (drug: string) => ({ ChiTiets: [{ Duoc_Id: drug, SoLo: 'X', HanSuDung: nextYear(), SoLuong: 1, GiaNhap: 10 }, { Duoc_Id: drug, SoLo: 'Y', HanSuDung: nextYear(), SoLuong: 1, GiaNhap: -1 }] }), 'ChiTiets.GiaNhap', 'pharmacy.priceInvalid', 'Dòng 2'],
    ['a day of receipt to come', () => ({ NgayNhap: Date.now() + 2 * DAY_MS }), 'NgayNhap', 'pharmacy.receivedInFuture', 'Ngày nhập'],
  ])('When stock is received with %s / Then it is refused, naming the field, and nothing is saved', async (_case, change, field, messageKey, shown) => {
    const drug = await newDrug('Nhập sai');
    const slipsBefore = await count('SELECT count(*)::int AS n FROM "PhieuNhapKho"');
    const lotsBefore = await count('SELECT count(*)::int AS n FROM "LoThuoc"');
    const input = { KhoDuoc_Id: node.NT01, ChiTiets: [line(drug._id, 5)], ...change(drug._id) };
    const result = await sm4(admin, RECEIVE, { input });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
    expect(result.errors![0]!.message).toContain(shown);
    expect(await count('SELECT count(*)::int AS n FROM "PhieuNhapKho"')).toBe(slipsBefore);
    expect(await count('SELECT count(*)::int AS n FROM "LoThuoc"')).toBe(lotsBefore);
  });

  it('When a suspended drug is received / Then it is refused by name', async () => {
    const drug = await newDrug('Tạm ngưng');
    await data(admin, 'mutation ($id: ID!) { updateDM_Duoc(id: $id, input: { TamNgung: true }) { _id } }', { id: drug._id });
    const result = await sm4(admin, RECEIVE, { input: { KhoDuoc_Id: node.NT01, ChiTiets: [line(drug._id, 5)] } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ messageKey: 'pharmacy.drugSuspended', field: 'ChiTiets.Duoc_Id' });
    expect(result.errors![0]!.message).toContain(drug.TenDuoc);
  });

  it('When a prescription takes and gives back / Then what the store can give follows, first expiring lot first', async () => {
    const drug = await newDrug('Cấp phát');
    const slip = await receive(node.NT01, [line(drug._id, 10, { SoLo: 'LATE', HanSuDung: nextYear() + 100 * DAY_MS }), line(drug._id, 10, { SoLo: 'SOON' })]);
    expect(await available(drug._id)).toBe(20);
    const taken = await take(drug._id, 12, 'give-back-1');
    const lotOf = (soLo: string) => slip.ChiTiets.find((lot: { SoLo: string }) => lot.SoLo === soLo)._id;
    expect(taken.map((part) => [part.LoThuoc_Id, part.SoLuong, part.GiaVon])).toEqual([[lotOf('SOON'), 10, 8_000], [lotOf('LATE'), 2, 8_000]]);
    expect(await available(drug._id)).toBe(8);
    await server.runtime.database.db.transaction((tx) => pharmacyStock.giveBack(tx, admin.node!, { kind: 'PhieuThu', id: 'give-back-1' }));
    expect(await available(drug._id)).toBe(20);
    expect(await count(`SELECT count(*)::int AS n FROM "GiuTonKho" WHERE "Giu_Id" = 'give-back-1'`)).toBe(0);
  });

  it('When a prescription takes from a room or names a drug of no catalogue / Then it is refused and nothing is held', async () => {
    const drug = await newDrug('Sai kho');
    await receive(node.NT01, [line(drug._id, 5)]);
    const takeFrom = (storeId: string, drugId: string) => server.runtime.database.db.transaction((tx) => pharmacyStock.take(tx, {
      facilityId: admin.node!, storeId, holder: { kind: 'PhieuThu', id: 'wrong-place' }, lines: [{ Duoc_Id: drugId, SoLuong: 1 }], at: Date.now(), allowBeyondStock: false, field: 'SoLuong',
    })).catch((error: { extensions: unknown }) => error.extensions);
    expect(await takeFrom(node.PK01, drug._id)).toMatchObject({ messageKey: 'pharmacy.storeNotFound', field: 'KhoDuoc_Id' });
    expect(await takeFrom(node.NT01, 'khong-co')).toMatchObject({ messageKey: 'pharmacy.drugNotFound', field: 'SoLuong', params: { row: 1 } });
    expect(await count(`SELECT count(*)::int AS n FROM "GiuTonKho" WHERE "Giu_Id" = 'wrong-place'`)).toBe(0);
    expect(await onHand(drug._id)).toBe(5);
  });

  it('When ten prescribers take the last five boxes at once / Then five get one each, five are told there is not enough stock, and none is left', async () => {
    const drug = await newDrug('Năm hộp cuối');
    await receive(node.NT01, [line(drug._id, 5)]);
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => take(drug._id, 1, `last-box-${backend}-${index}`)));
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(5);
    for (const { reason } of refused) {
      expect(reason.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'pharmacy.notEnoughStock', field: 'SoLuong', params: { name: drug.TenDuoc, asked: 1, available: 0 } });
    }
    expect(await onHand(drug._id)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM "GiuTonKho" WHERE "Duoc_Id" = $1 AND "LoThuoc_Id" IS NOT NULL`, [drug._id])).toBe(5);
    expect(await count(`SELECT count(*)::int AS n FROM "LoThuoc" WHERE "SoLuongTon" < 0`)).toBe(0);
    expect(await available(drug._id)).toBe(0);
  });

  it('When the taker may go beyond stock (the facility allows it) / Then a take beyond stock succeeds, records the shortfall, and later stock owes it', async () => {
    const drug = await newDrug('Vượt tồn');
    await receive(node.NT01, [line(drug._id, 3)]);
    const refused = await take(drug._id, 5, 'beyond-refused').catch((error: { extensions: unknown }) => error.extensions);
    expect(refused).toMatchObject({ messageKey: 'pharmacy.notEnoughStock', params: { asked: 5, available: 3 } });
    expect(await onHand(drug._id)).toBe(3);
    const taken = await take(drug._id, 5, 'beyond-1', true);
    expect(taken.map((part) => [part.LoThuoc_Id === null, part.SoLuong, part.GiaVon])).toEqual([[false, 3, 8_000], [true, 2, 0]]);
    expect(await onHand(drug._id)).toBe(0);
    await receive(node.NT01, [line(drug._id, 10)]);
    expect(await available(drug._id)).toBe(8);
    await server.runtime.database.db.transaction((tx) => pharmacyStock.giveBack(tx, admin.node!, { kind: 'PhieuThu', id: 'beyond-1' }));
    expect(await available(drug._id)).toBe(13);
  });

  it('When a doctor asks which stores room PK01 dispenses from / Then it is the hospital pharmacy; the internal-medicine ward draws from the main store', async () => {
    expect((await data(doctor, STORES_OF, { node: node.PK01 })).getPhongBanKhoDuocByNode).toEqual([{ _id: node.NT01, MaKho: 'NT01', TenKho: 'Nhà thuốc bệnh viện' }]);
    expect((await data(doctor, STORES_OF, { node: node.KNOI })).getPhongBanKhoDuocByNode.map((store: { MaKho: string }) => store.MaKho)).toEqual(['KHO01']);
    expect((await data(doctor, STORES_OF, {})).getPhongBanKhoDuocByNode.map((store: { MaKho: string }) => store.MaKho)).toEqual(['KHO01', 'NT01']);
    expect((await refusal(doctor, STORES_OF, { node: 'khong-co' })).extensions).toMatchObject({ messageKey: 'pharmacy.placeNotFound', field: 'idNode' });
  });

  it('When a doctor checks a prescription\'s drugs / Then warfarin with aspirin is Major and two paracetamols a Duplication', async () => {
    const found = (await data(doctor, INTERACTIONS, { numbers: ['VN-99008-26', 'VD-99006-26', 'VD-99001-26', 'VN-99002-26', 'VD-khong-co'] })).checkInteractionDrugs;
    expect(found.map((row: { MucDo: string; TenThuoc1: string; TenThuoc2: string }) => [row.MucDo, row.TenThuoc1, row.TenThuoc2])).toEqual([
      ['Major', 'Warfarin 5mg', 'Aspirin 81mg'],
      ['Minor', 'Warfarin 5mg', 'Paracetamol 500mg'],
      ['Minor', 'Warfarin 5mg', 'Efferalgan 500mg (viên sủi)'],
      ['Duplication', 'Paracetamol 500mg', 'Efferalgan 500mg (viên sủi)'],
    ]);
    expect(found[0].MoTa).toContain('chảy máu');
    expect(found[3]).toMatchObject({ HoatChat1: 'Paracetamol', HoatChat2: 'Paracetamol' });
  });

  it('When the pharmacy module is asked / Then it answers a reader, and refuses stock-in to a reader and everything to a cashier', async () => {
    expect((await sm4(doctor, '{ khoDuocs { MaKho TenKho } }')).data.khoDuocs.map((store: { MaKho: string }) => store.MaKho)).toEqual(['KHO01', 'NT01']);
    expect((await sm4(doctor, '{ serviceInfo { name } }')).data.serviceInfo.name).toBe('sm4');
    const drug = await newDrug('Không quyền');
    expect((await sm4(doctor, RECEIVE, { input: { KhoDuoc_Id: node.NT01, ChiTiets: [line(drug._id, 1)] } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await sm4(cashier, '{ khoDuocs { MaKho } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(cashier, SEARCH, {})).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(cashier, INTERACTIONS, { numbers: ['VN-99008-26'] })).extensions?.code).toBe('FORBIDDEN');
    expect((await sm4({}, '{ khoDuocs { MaKho } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('When a prescriber searches a room instead of a store / Then it is not a store of the facility', async () => {
    expect((await refusal(doctor, SEARCH, { stores: [node.PK01] })).extensions).toMatchObject({ messageKey: 'pharmacy.storeNotFound', field: 'idKhoDuocs' });
  });
});
