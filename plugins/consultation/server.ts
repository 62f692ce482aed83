// Consultation's API: the minutes of an outpatient's visit (biên bản hội chẩn) with their participants, signing and
// the printed minutes; its permissions, events, audit names, the catalogue rows its minutes name, and the demo
// doctor's page.
import { catalogueUsage, defineServerPlugin } from '@his/sdk/server';
import { consultationEvents } from './contract';
import { CONSULTATION_READ, CONSULTATION_REOPEN, CONSULTATION_WRITE } from './rules/permissions';
import { consultationSchema } from './api/schema';
import { consultationResolvers } from './api/resolvers';
import { consultationMigrations } from './api/migrations';
import { consultationAuditLabels } from './api/audit-labels';
import { minutesPrint } from './print/minutes-print';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { consultationAccess } from './api/access';

const minutesUse = (catalogue: string, column: string, table = 'BienBanHoiChan') =>
  catalogueUsage({ catalogue, table, column, label: { vi: 'Biên bản hội chẩn', en: 'Consultation minutes' } });

export default defineServerPlugin({
  id: 'consultation',
  // Its minutes hang on reception's visits and examination's exams, and name the catalogues' ICD codes and methods.
  requires: ['catalogues', 'reception', 'examination'],
  schema: consultationSchema,
  access: consultationAccess,
  resolvers: consultationResolvers,
  migrations: consultationMigrations,
  permissions: [
    { code: CONSULTATION_READ, title: { vi: 'Xem biên bản hội chẩn', en: 'Read consultation minutes' } },
    { code: CONSULTATION_WRITE, title: { vi: 'Lập, sửa, xoá và ký biên bản hội chẩn', en: 'Write, edit, remove and sign consultation minutes' } },
    { code: CONSULTATION_REOPEN, title: { vi: 'Mở lại biên bản hội chẩn đã ký', en: 'Reopen signed consultation minutes' } },
  ],
  locales: { vi, en },
  // A diagnosis, a method or a staff member named on minutes is not removed from its catalogue.
  catalogueUsages: [
    minutesUse('DM_ICD', 'ICD_Id'),
    minutesUse('DM_PhuongPhapPhauThuat', 'PhuongPhapPhauThuat_Id'),
    minutesUse('DM_PhuongPhapVoCam', 'PhuongPhapVoCam_Id'),
    minutesUse('NhanVien', 'BacSi_Id'),
    minutesUse('NhanVien', 'PhauThuatVien_Id'),
    minutesUse('NhanVien', 'BacSiGayMe_Id'),
    minutesUse('NhanVien', 'NhanVien_Id', 'BienBanHoiChan_ThanhPhan'),
  ],
  auditLabels: consultationAuditLabels,
  printTemplates: [minutesPrint],
  events: Object.values(consultationEvents),
  demoProfiles: {
    doctor: { navigation: [{ path: '/bien-ban-hoi-chan' }], permissions: [CONSULTATION_READ, CONSULTATION_WRITE] },
  },
});
