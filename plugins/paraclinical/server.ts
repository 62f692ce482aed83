// Paraclinical's API: the performing rooms' work lists (lab, microbiology, imaging, ultrasound, functional tests,
// SARS-CoV-2 tests) over reception's service orders (SERVICE_ORDERS), their results, state moves, printed results,
// permissions, events, audit names and the demo technician's pages.
import { catalogueUsage, defineServerPlugin } from '@his/sdk/server';
import { SERVICE_ORDERS } from '../reception/contract';
import { paraclinicalEvents } from './contract';
import { PARACLINICAL_CANCEL_RESULT, PARACLINICAL_READ, PARACLINICAL_WRITE } from './rules/permissions';
import { paraclinicalSchema } from './api/schema';
import { paraclinicalResolvers } from './api/resolvers';
import { paraclinicalMigrations } from './api/migrations';
import { paraclinicalAuditLabels } from './api/audit-labels';
import { PARACLINICAL_PRINTS } from './print/result-prints';
import { paraclinicalDemoDay } from './seed/demo-day';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { paraclinicalAccess } from './api/access';

export default defineServerPlugin({
  id: 'paraclinical',
  // Its results name the catalogues' services and reference values, and reception's orders and their lines.
  requires: ['catalogues', 'reception'],
  consumes: [SERVICE_ORDERS],
  schema: paraclinicalSchema,
  access: paraclinicalAccess,
  resolvers: paraclinicalResolvers,
  migrations: paraclinicalMigrations,
  permissions: [
    { code: PARACLINICAL_READ, title: { vi: 'Xem danh sách và kết quả cận lâm sàng', en: 'Read paraclinical work lists and results' } },
    { code: PARACLINICAL_WRITE, title: { vi: 'Thực hiện cận lâm sàng: tiếp nhận, nhập và trả kết quả', en: 'Perform paraclinical orders: take, enter and return results' } },
    { code: PARACLINICAL_CANCEL_RESULT, title: { vi: 'Hủy kết quả cận lâm sàng đã trả', en: 'Cancel a returned paraclinical result' } },
  ],
  locales: { vi, en },
  // A device, a performer or a reference value named on a performed order or its results is not removed.
  catalogueUsages: [
    catalogueUsage({ catalogue: 'DM_ThietBi', table: 'DichVuYeuCau', column: 'ThietBi_Id', label: { vi: 'Phiếu cận lâm sàng đã thực hiện', en: 'Performed paraclinical order' } }),
    catalogueUsage({ catalogue: 'NhanVien', table: 'DichVuYeuCau', column: 'NguoiThucHien_Ids', array: true, label: { vi: 'Người thực hiện phiếu cận lâm sàng', en: 'Performer of a paraclinical order' } }),
    catalogueUsage({ catalogue: 'DM_GiaTriChuan', table: 'DichVuYeuCau_KetQua', column: 'GiaTriChuan_Id', label: { vi: 'Kết quả xét nghiệm', en: 'Lab result' } }),
  ],
  auditLabels: paraclinicalAuditLabels,
  printTemplates: [...PARACLINICAL_PRINTS],
  events: Object.values(paraclinicalEvents),
  demoProfiles: {
    technician: {
      navigation: ['/xet-nghiem', '/xet-nghiem-vi-sinh', '/chan-doan-hinh-anh', '/sieu-am', '/tham-do-chuc-nang', '/xet-nghiem-sars-cov-2'].map((path) => ({ path })),
      permissions: [PARACLINICAL_READ, PARACLINICAL_WRITE, PARACLINICAL_CANCEL_RESULT],
    },
    // The doctor reads the results of the exam's orders, on the exam.
    doctor: { permissions: [PARACLINICAL_READ] },
  },
  demoDay: paraclinicalDemoDay,
});
