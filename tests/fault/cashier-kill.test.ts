// kill -9 of `his start` while cashiers take money (issue 16): every receipt acknowledged to a client exists after the
// restart with its line and its movement, no receipt lacks either, no line is paid without its receipt, and the book's
// numbers stay gap-free (a receipt cut off by the kill gives its number back). On an embedded data folder and on
// PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Backend } from '../support/backends';
import { createDatabase, startPostgres, type PostgresServer } from '../support/postgres';
import { processAlive, startHisProcess, type HisProcess, type HisProcessDatabase } from '../support/his-process';
import { gql, login, type Caller, type Reachable } from '../support/server';

const VISITS = 120;
const WORKERS = 4;
/** Acknowledged receipts before the kill: enough that it falls in the middle of the stream. */
const KILL_AFTER = 40;

const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) { createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id BenhNhan_Id } }`;
const LOOKUPS = '{ getAllDM_HinhThucThanhToan { _id MaHinhThucThanhToan } get_QuyenBienLai_ByNguoiSuDung_Id { _id MaLoaiQuyenBienLai Next_Number } }';
const ROOMS = '{ phongKhamTiepNhan { _id MaPhongBan } }';
const LOAD = 'query ($patient: ID!, $visit: ID) { loadDataByOnSelectBenhNhan(BenhNhan_Id: $patient, TiepNhan_Id: $visit) { ChiTiets { _id BenhNhanTTSauGiamGia DaThuTien BienLai_Id } } }';
const CREATE = 'mutation ($input: CreateBienLaiInput!) { createBienLai_ByVienPhi(input: $input) { _id SoBienLai } }';
const RECEIPT = 'query ($id: ID!) { getBienLai_ByIdVienPhi(BienLai_Id: $id) { _id SoBienLai GiaTriBienLai TrangThai TransactionIds ChiTiets { _id BenhNhanTTSauGiamGia } } }';
const RECEIPTS = '{ getBienLais(limit: 500) { _id SoBienLai GiaTriBienLai LoaiBienLai QuyenBienLai { _id } TransactionIds ChiTiets { _id BenhNhanTTSauGiamGia } } }';

const folders: string[] = [];
let postgres: Promise<PostgresServer> | undefined;
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  (await postgres?.catch(() => undefined))?.stop();
});

async function databaseFor(backend: Backend): Promise<HisProcessDatabase> {
  if (backend === 'PostgreSQL') return createDatabase(await (postgres ??= startPostgres()), 'cashier_kill');
  const dataDir = mkdtempSync(join(tmpdir(), 'his-cashier-kill-'));
  folders.push(dataDir);
  return { dataDir };
}

async function signIn(server: Reachable, username: string, password: string): Promise<Caller> {
  const { token } = await login(server, username, password);
  const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
  return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
}

async function ask<T = any>(server: Reachable, caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await gql<T>(server, '/graphqlhis', query, variables, caller);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

describe.each(BACKENDS)('kill -9 during receipt creation on %s', (backend) => {
  let server: HisProcess | undefined;
  afterAll(async () => server?.stop());

  it('keeps every acknowledged receipt with its line and movement, and writes none by halves', async () => {
    const database = await databaseFor(backend);
    server = await startHisProcess(database, { startTimeoutMs: 180_000 });
    const desk = await signIn(server, 'tiepdon', 'Tiepdon@123');
    const cashier = await signIn(server, 'thungan', 'Thungan@123');
    const lookups = { ...(await ask(server, cashier, LOOKUPS)), ...(await ask(server, desk, ROOMS)) };
    const cash = lookups.getAllDM_HinhThucThanhToan.find((method: { MaHinhThucThanhToan: string }) => method.MaHinhThucThanhToan === 'TienMat')._id as string;
    const book = lookups.get_QuyenBienLai_ByNguoiSuDung_Id.find((each: { MaLoaiQuyenBienLai: string }) => each.MaLoaiQuyenBienLai === 'ThuTien') as { _id: string; Next_Number: number };
    const room = lookups.phongKhamTiepNhan.find((each: { MaPhongBan: string }) => each.MaPhongBan === 'PK01')._id as string;

    // Fee-paying patients received for an examination: one line each to collect.
    const refs = await ask(server, desk, `{ benhNhans(limit: 1) { DonViHanhChinh_Id DanToc_Id QuocTich_Id } }`);
    const known = refs.benhNhans[0] as Record<string, string>;
    const visits: { visit: string; patient: string; line: string; amount: number }[] = [];
    const exam = await examinationService(server, desk, cashier);
    for (let index = 0; index < VISITS; index++) {
      const benhNhan = {
        TenBenhNhan: `Phạm Văn Kill ${index}`, NamSinh: 1970, GioiTinh: 'MALE', DanToc_Id: known.DanToc_Id, QuocTich_Id: known.QuocTich_Id,
        SoDienThoai: `0988${String(100000 + index).slice(-6)}`, DonViHanhChinh_Id: known.DonViHanhChinh_Id,
      };
      const received = (await ask(server, desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: exam.group, DichVuKham: [{ DichVu_Id: exam.service, PhongBan_Id: room }] } })).createTiepNhanKhamBenh;
      const [line] = (await ask(server, cashier, LOAD, { patient: received.BenhNhan_Id, visit: received._id })).loadDataByOnSelectBenhNhan.ChiTiets;
      visits.push({ visit: received._id, patient: received.BenhNhan_Id, line: line._id, amount: line.BenhNhanTTSauGiamGia });
    }

    // Cashiers take money for the visits in turn; the server is killed mid-stream.
    const acknowledged = new Map<string, { receipt: string; amount: number }>();
    let next = 0;
    let killed = false;
    const running = server;
    await Promise.all(Array.from({ length: WORKERS }, async () => {
      while (!killed && next < visits.length) {
        const visit = visits[next++]!;
        const result = await gql(running, '/graphqlhis', CREATE, { input: { TiepNhan_Id: visit.visit, ChiTiet_Ids: [visit.line], HinhThucThanhToan_Id: cash, QuyenBienLai_Id: book._id } }, cashier)
          .catch(() => null);
        if (result?.data?.createBienLai_ByVienPhi) {
          acknowledged.set(visit.visit, { receipt: result.data.createBienLai_ByVienPhi._id, amount: visit.amount });
          if (acknowledged.size >= KILL_AFTER && !killed) {
            killed = true;
            process.kill(running.pid, 'SIGKILL');
          }
        }
      }
    }));
    expect(killed).toBe(true);
    for (let waited = 0; processAlive(running.pid) && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(processAlive(running.pid)).toBe(false);

    server = await startHisProcess(database, { startTimeoutMs: 180_000 });
    const again = await signIn(server, 'thungan', 'Thungan@123');
    for (const [visitId, { receipt, amount }] of acknowledged) {
      const stored = (await ask(server, again, RECEIPT, { id: receipt })).getBienLai_ByIdVienPhi;
      expect(stored, `receipt of visit ${visitId}`).toMatchObject({ _id: receipt, GiaTriBienLai: amount, TrangThai: 'DaThuTien' });
      expect(stored.TransactionIds).toHaveLength(1);
      expect(stored.ChiTiets.map((line: { BenhNhanTTSauGiamGia: number }) => line.BenhNhanTTSauGiamGia)).toEqual([amount]);
    }
    const all = ((await ask(server, again, RECEIPTS)).getBienLais as { _id: string; SoBienLai: number; GiaTriBienLai: number; QuyenBienLai: { _id: string }; TransactionIds: string[]; ChiTiets: { BenhNhanTTSauGiamGia: number }[] }[])
      .filter((receipt) => receipt.QuyenBienLai._id === book._id);
    expect(all.length).toBeGreaterThanOrEqual(acknowledged.size);
    for (const receipt of all) {
      expect(receipt.TransactionIds).toHaveLength(1);
      expect(receipt.ChiTiets).toHaveLength(1);
      expect(receipt.GiaTriBienLai).toBe(receipt.ChiTiets[0]!.BenhNhanTTSauGiamGia);
    }
    const numbers = all.map((receipt) => receipt.SoBienLai).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => book.Next_Number + index));
    // Every line marked paid has its standing receipt, and every visit without one still has its line to collect.
    const receiptIds = new Set(all.map((receipt) => receipt._id));
    for (const visit of visits) {
      const [line] = (await ask(server, again, LOAD, { patient: visit.patient, visit: visit.visit })).loadDataByOnSelectBenhNhan.ChiTiets;
      if (line.DaThuTien) expect(receiptIds.has(line.BienLai_Id)).toBe(true);
      else expect(acknowledged.has(visit.visit)).toBe(false);
    }
  }, 600_000);
});

/** The patient group and examination service a fee-paying patient is received with, by their codes. */
async function examinationService(server: Reachable, desk: Caller, cashier: Caller): Promise<{ group: string; service: string }> {
  const groups = (await ask(server, cashier, '{ searchDM_DoiTuongs(limit: 100) { _id MaDoiTuong } }')).searchDM_DoiTuongs as { _id: string; MaDoiTuong: string }[];
  const services = (await ask(server, desk, '{ searchDM_DichVu(searchString: "KB-NOI", limit: 20, maLoaiDichVu: "KhamBenh") { _id MaDichVu } }')).searchDM_DichVu as { _id: string; MaDichVu: string }[];
  return { group: groups.find((row) => row.MaDoiTuong === 'VienPhi')!._id, service: services.find((row) => row.MaDichVu === 'KB-NOI')!._id };
}
