// Examination's API: a room's queue (reception's tickets, through EXAM_QUEUE) and the examinations started on it,
// with their permissions, events, audit names and the demo doctor's page.
import { defineServerPlugin } from '@his/sdk/server';
import { EXAM_QUEUE } from '../reception/contract';
import { EXAMINATION_READ, EXAMINATION_WRITE } from './rules/permissions';
import { examinationEvents } from './contract';
import { examinationSchema } from './api/schema';
import { examinationResolvers } from './api/resolvers';
import { examinationMigrations } from './api/migrations';
import { examinationAuditLabels } from './api/audit-labels';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export default defineServerPlugin({
  id: 'examination',
  // Its examinations name reception's orders and visits, and the catalogues' ICD codes and treatment plans.
  requires: ['catalogues', 'reception'],
  consumes: [EXAM_QUEUE],
  schema: examinationSchema,
  resolvers: examinationResolvers,
  migrations: examinationMigrations,
  permissions: [
    { code: EXAMINATION_READ, title: { vi: 'Xem hàng đợi và các lượt khám của phòng khám', en: "Read a room's queue and examinations" } },
    { code: EXAMINATION_WRITE, title: { vi: 'Khám bệnh: gọi bệnh nhân, ghi và kết thúc lượt khám', en: 'Examine: call patients, record and end examinations' } },
  ],
  locales: { vi, en },
  auditLabels: examinationAuditLabels,
  events: Object.values(examinationEvents),
  demoProfiles: {
    doctor: { navigation: [{ path: '/kham-benh-ngoai-tru' }], permissions: [EXAMINATION_READ, EXAMINATION_WRITE] },
  },
});
