// Examination's API: a room's queue (reception's tickets, through EXAM_QUEUE) and the examinations started on it,
// with their permissions, events, audit names and the demo doctor's page.
import { defineServerPlugin, provide } from '@his/sdk/server';
import { EXAM_QUEUE, PATIENT_VISITS, SERVICE_ORDERS } from '../reception/contract';
import { PHARMACY_STOCK } from '../pharmacy/contract';
import { EXAMINATION_READ, EXAMINATION_WRITE } from './rules/permissions';
import { examinationEvents, PRESCRIPTION_BILLING } from './contract';
import { prescriptionBilling } from './api/prescription-billing';
import { examinationSchema } from './api/schema';
import { examinationResolvers } from './api/resolvers';
import { examinationMigrations } from './api/migrations';
import { examinationAuditLabels } from './api/audit-labels';
import { PRESCRIPTION_PRINTS } from './print/prescription-prints';
import { followUpSlipPrint } from './print/follow-up-slip-print';
import { transferPaperPrint } from './print/transfer-paper-print';
import { cancelExamsOfCancelledVisits } from './api/visit-cancelled';
import { examinationDemoDay } from './seed/demo-day';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { examinationAccess } from './api/access';

export default defineServerPlugin({
  id: 'examination',
  // Its examinations name reception's orders and visits, and the catalogues' ICD codes and treatment plans; its
  // prescriptions take the pharmacy's stock.
  requires: ['catalogues', 'reception', 'pharmacy'],
  consumes: [EXAM_QUEUE, SERVICE_ORDERS, PATIENT_VISITS, PHARMACY_STOCK],
  provides: [provide(PRESCRIPTION_BILLING, prescriptionBilling)],
  schema: examinationSchema,
  access: examinationAccess,
  resolvers: examinationResolvers,
  migrations: examinationMigrations,
  permissions: [
    { code: EXAMINATION_READ, title: { vi: 'Xem hàng đợi và các lượt khám của phòng khám', en: "Read a room's queue and examinations" } },
    { code: EXAMINATION_WRITE, title: { vi: 'Khám bệnh: gọi bệnh nhân, ghi và kết thúc lượt khám', en: 'Examine: call patients, record and end examinations' } },
  ],
  locales: { vi, en },
  auditLabels: examinationAuditLabels,
  printTemplates: [...PRESCRIPTION_PRINTS, followUpSlipPrint, transferPaperPrint],
  events: Object.values(examinationEvents),
  on: [cancelExamsOfCancelledVisits],
  demoProfiles: {
    doctor: { navigation: [{ path: '/kham-benh-ngoai-tru' }], permissions: [EXAMINATION_READ, EXAMINATION_WRITE] },
  },
  demoDay: examinationDemoDay,
});
