// Examination's part of the demo day (README): the doctor examines the first patients waiting at the internal medicine
// room (vital signs, symptoms, a diagnosis from the ICD list) and sends orders to the performing rooms: lab tests, an
// abdominal ultrasound, X-rays, a procedure and physiotherapy where the procedure rooms exist. The exams stay open,
// waiting for the results; the other patients wait in the queue. All through the exam's own api functions.
import { sql } from 'drizzle-orm';
import { startOfDay } from '@his/sdk/format';
import { organisationNodes, rowsOf, type Db, type DemoDayContext } from '@his/sdk/server';
import { EXAM_QUEUE, SERVICE_ORDERS } from '../../reception/contract';
import { EXAMINATION_WRITE } from '../rules/permissions';
import { createKhamBenh, type KhamBenhInput } from '../api/exam-writes';
import { createDichVuYeuCaus } from '../api/service-order-writes';
import { withExams } from '../api/exam-reads';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The room whose queue the doctor works through. */
const ROOM = 'PK01';

interface Plan {
  /** The exam's values; ICD_Id is given as the ICD code. */
  exam: Omit<KhamBenhInput, 'ICD_Id'> & { icd: string };
  /** Services by code, each at a room by code; a room the variant lacks is left out. */
  orders: readonly { service: string; room: string }[];
}

/** One plan per examined patient, in queue order. */
const PLANS: readonly Plan[] = [
  {
    exam: {
      Mach: 84, NhietDo: 36.8, HuyetApTamThu: 138, HuyetApTamTruong: 84, NhipTho: 18, ChieuCao: 164, CanNang: 61, SpO2: 97,
      TrieuChungLamSang: 'Khát nhiều, tiểu nhiều, sụt 3 kg trong hai tháng', TienSuBenh: 'Tăng huyết áp 5 năm, đang điều trị', icd: 'E11',
      ChanDoan: 'Theo dõi đái tháo đường type 2',
    },
    orders: [{ service: 'XN-GLU', room: 'XN01' }, { service: 'XN-TPTTBM', room: 'XN01' }],
  },
  {
    exam: {
      Mach: 76, NhietDo: 36.6, HuyetApTamThu: 118, HuyetApTamTruong: 74, NhipTho: 16, ChieuCao: 156, CanNang: 54, SpO2: 99,
      TrieuChungLamSang: 'Đau thượng vị âm ỉ hai tuần, ợ chua, đầy bụng sau ăn', icd: 'K29.7', ChanDoan: 'Viêm dạ dày',
    },
    orders: [{ service: 'SA-BUNG', room: 'SA01' }],
  },
  {
    exam: {
      Mach: 92, NhietDo: 37.9, HuyetApTamThu: 122, HuyetApTamTruong: 78, NhipTho: 22, ChieuCao: 170, CanNang: 68, SpO2: 96,
      TrieuChungLamSang: 'Ho khạc đờm, sốt nhẹ ba ngày, ran rít hai phế trường', icd: 'J20.9', ChanDoan: 'Viêm phế quản cấp',
    },
    orders: [{ service: 'XQ-NGUC', room: 'XQ01' }, { service: 'XN-TPTTBM', room: 'XN01' }, { service: 'TT-KHI-DUNG', room: 'PTT01' }],
  },
  {
    exam: {
      Mach: 72, NhietDo: 36.5, HuyetApTamThu: 128, HuyetApTamTruong: 80, NhipTho: 16, ChieuCao: 158, CanNang: 63, SpO2: 98,
      TrieuChungLamSang: 'Đau thắt lưng lan xuống mông trái một tháng, đau tăng khi cúi', icd: 'M54.5', ChanDoan: 'Đau vùng thắt lưng',
    },
    orders: [{ service: 'XQ-CSTL', room: 'XQ01' }, { service: 'VLTL-DIEN-CHAM', room: 'VLTL01' }],
  },
];

async function idsByCode(tx: Db, query: ReturnType<typeof sql>): Promise<Map<string, string>> {
  return new Map(rowsOf<{ code: string; _id: string }>(await tx.execute(query)).map((row) => [row.code, row._id]));
}

export async function examinationDemoDay(day: DemoDayContext): Promise<void> {
  const doctor = await day.actAs('bacsi');
  const viewer = doctor.ctx.requirePermission(EXAMINATION_WRITE);
  const queue = day.provided(EXAM_QUEUE);
  const { tx } = day;
  const roomCodes = [ROOM, ...new Set(PLANS.flatMap((plan) => plan.orders.map((order) => order.room)))];
  const rooms = await idsByCode(tx, sql`SELECT code, _id FROM ${organisationNodes} WHERE code = ANY(${sql.param(roomCodes)}::text[]) AND NOT "isDeleted"`);
  const services = await idsByCode(tx, sql`SELECT "MaDichVu" AS code, _id FROM "DM_DichVu"
    WHERE "MaDichVu" = ANY(${sql.param([...new Set(PLANS.flatMap((plan) => plan.orders.map((order) => order.service)))])}::text[]) AND NOT "TamNgung"`);
  const icds = await idsByCode(tx, sql`SELECT "MaICD" AS code, _id FROM "DM_ICD" WHERE "MaICD" = ANY(${sql.param(PLANS.map((plan) => plan.exam.icd))}::text[])`);
  const room = rooms.get(ROOM);
  if (!room) return;
  const from = startOfDay(day.now);
  // Today's patients still waiting at the room, priority first, then by number, as the doctor's screen lists them.
  const waiting = (await withExams(tx, await queue.entries(tx, { facilityId: viewer.nodeId, roomId: room, from, to: from + DAY_MS - 1 })))
    .filter((entry) => entry.DanhSach === 'ChoKham' && entry.TrangThaiTiepNhan === 'DangThucHien');
  let examined = 0;
  for (const [index, entry] of waiting.slice(0, PLANS.length).entries()) {
    const { icd, ...values } = PLANS[index]!.exam;
    const lines = PLANS[index]!.orders.flatMap((order) => {
      const DichVu_Id = services.get(order.service);
      const NoiThucHien_Id = rooms.get(order.room);
      return DichVu_Id && NoiThucHien_Id ? [{ DichVu_Id, NoiThucHien_Id, SoLuong: 1 }] : [];
    });
    try {
      const exam = await createKhamBenh(doctor.ctx, viewer, queue, entry.DichVuYeuCau_Id, { ...values, ICD_Id: icds.get(icd) ?? null });
      if (lines.length > 0) await createDichVuYeuCaus(doctor.ctx, viewer, day.provided(SERVICE_ORDERS), { idKhamBenh: exam._id, input: { DichVus: lines, guiNgay: true } });
      examined++;
    } catch (error) {
      day.log.warn('examination.demoDay.refused', { order: entry.SoPhieuYeuCau, error: String(error) });
    }
  }
  day.log.info('examination.demoDay', { examined, waiting: waiting.length - examined });
}
