// Procedures' API: the procedure, surgery and physiotherapy rooms' work over reception's orders (SERVICE_ORDERS) — the
// lists, the moves, the notes with their team, images and the supplies taken from the pharmacy's stock
// (PHARMACY_STOCK) and verified, their locks and removal, technician and device assignments, shifts — with
// permissions, the surgery notes' event, audit names, the printed note, the demo rooms and the demo staff's pages.
import { catalogueUsage, defineServerPlugin } from '@his/sdk/server';
import { PHARMACY_STOCK } from '../pharmacy/contract';
import { SERVICE_ORDERS } from '../reception/contract';
import { proceduresEvents } from './contract';
import { PROCEDURES_READ, PROCEDURES_UNLOCK, PROCEDURES_VERIFY_SUPPLIES, PROCEDURES_WRITE } from './rules/permissions';
import { proceduresSchema } from './api/schema';
import { proceduresResolvers } from './api/resolvers';
import { proceduresMigrations } from './api/migrations';
import { proceduresAuditLabels } from './api/audit-labels';
import { PROCEDURES_PRINTS } from './print/note-print';
import { seedDemoProcedures } from './seed/demo';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { proceduresAccess } from './api/access';

const usage = (catalogue: string, table: string, column: string, vi: string, en: string, array = false) => catalogueUsage({ catalogue, table, column, label: { vi, en }, ...(array ? { array } : {}) });

export default defineServerPlugin({
  id: 'procedures',
  // Its notes name the catalogues' methods, diagnoses, staff and devices, the pharmacy's drugs and reception's orders.
  requires: ['catalogues', 'reception', 'pharmacy'],
  consumes: [SERVICE_ORDERS, PHARMACY_STOCK],
  schema: proceduresSchema,
  access: proceduresAccess,
  resolvers: proceduresResolvers,
  migrations: proceduresMigrations,
  permissions: [
    { code: PROCEDURES_READ, title: { vi: 'Xem danh sách và tường trình phẫu thuật, thủ thuật, vật lý trị liệu', en: 'Read procedure, surgery and physiotherapy lists and notes' } },
    { code: PROCEDURES_WRITE, title: { vi: 'Thực hiện phẫu thuật, thủ thuật: tiếp nhận, tường trình, phân công, ca thực hiện', en: 'Perform procedures: take, write notes, assign, shifts' } },
    { code: PROCEDURES_UNLOCK, title: { vi: 'Mở khóa tường trình và hủy trả kết quả thủ thuật', en: 'Reopen procedure notes and cancel returned results' } },
    { code: PROCEDURES_VERIFY_SUPPLIES, title: { vi: 'Xác nhận và hủy xác nhận vật tư của tường trình', en: 'Verify procedure notes\' supplies and cancel the verification' } },
  ],
  locales: { vi, en },
  // A method, diagnosis, staff member, device, drug or service named on a note, an assignment or a shift is not removed.
  catalogueUsages: [
    usage('DM_PhuongPhapPhauThuat', 'TuongTrinhPTTT', 'PhuongPhapPhauThuat_Id', 'Tường trình phẫu thuật, thủ thuật', 'Procedure note'),
    usage('DM_PhuongPhapVoCam', 'TuongTrinhPTTT', 'PhuongPhapVoCam_Id', 'Tường trình phẫu thuật, thủ thuật', 'Procedure note'),
    usage('DM_ICD', 'TuongTrinhPTTT', 'ChanDoanTruoc_Id', 'Chẩn đoán trước phẫu thuật, thủ thuật', 'Pre-operative diagnosis'),
    usage('DM_ICD', 'TuongTrinhPTTT', 'ChanDoanSau_Id', 'Chẩn đoán sau phẫu thuật, thủ thuật', 'Post-operative diagnosis'),
    usage('NhanVien', 'TuongTrinhPTTT_EKip', 'NhanVien_Id', 'Ê-kíp phẫu thuật, thủ thuật', 'Procedure team'),
    usage('NhanVien', 'PhanCongKyThuatVien', 'NhanVien_Id', 'Phân công kỹ thuật viên', 'Technician assignment'),
    usage('NhanVien', 'CaThucHien', 'NhanVien_Id', 'Ca thực hiện', 'Shift'),
    usage('DM_ThietBi', 'PhanCongThietBi', 'ThietBi_Id', 'Phân công thiết bị thủ thuật', 'Procedure equipment assignment'),
    usage('DM_Duoc', 'TuongTrinhPTTT_VatTu', 'Duoc_Id', 'Vật tư của tường trình thủ thuật', 'Supplies of a procedure note'),
    usage('DM_DichVu', 'CaThucHien', 'DichVu_Ids', 'Dịch vụ của ca thực hiện', 'Services of a shift', true),
  ],
  auditLabels: proceduresAuditLabels,
  printTemplates: [...PROCEDURES_PRINTS],
  events: Object.values(proceduresEvents),
  demoProfiles: {
    technician: {
      navigation: ['/thuc-hien-chi-dinh-pttt', '/thuc-hien-vltl', '/tuong-trinh-pt-tt-vltl'].map((path) => ({ path })),
      permissions: [PROCEDURES_READ, PROCEDURES_WRITE, PROCEDURES_UNLOCK, PROCEDURES_VERIFY_SUPPLIES],
    },
    // Nurses perform procedures and physiotherapy too, and write their notes, on the wards the inpatients' as well;
    // reopening and verifying supplies stay the technicians'.
    nurse: {
      navigation: ['/thuc-hien-chi-dinh-pttt', '/thuc-hien-vltl', '/tuong-trinh-pt-tt-vltl', '/tuong-trinh-pt-tt-vltl-nt'].map((path) => ({ path })),
      permissions: [PROCEDURES_READ, PROCEDURES_WRITE],
    },
  },
  async seed({ tx, demo, log }) {
    if (demo) await seedDemoProcedures(tx, log);
  },
});
