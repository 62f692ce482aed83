// Reception's API: patients and their delivery addresses, visits with their examination orders and queue
// tickets, the insurance card lookup, the settings of the reception form, and the demo day's patients (README).
import { defineServerPlugin, mergeResolverMaps, provide } from '@his/sdk/server';
import { PATIENT_GROUPS, UNIT_PRICES } from '../pricing/contract';
import { PATIENT_ACCOUNT, PATIENT_IMPORT, PATIENT_READ, PATIENT_WRITE, RECEPTION_RECEIVE } from './rules/permissions';
import { EXAM_QUEUE, PATIENT_VISITS, SERVICE_ORDERS, VISIT_BILLING, patientEvents, queueEvents, receptionEvents } from './contract';
import { examQueue } from './api/exam-queue';
import { serviceOrders } from './api/service-orders';
import { visitBilling } from './api/visit-billing';
import { patientVisits } from './api/patient-visits';
import { receptionSettings } from './rules/settings';
import { receptionSchema } from './api/schema';
import { receptionResolvers } from './api/resolvers';
import { receptionMigrations } from './api/migrations';
import { receptionAuditLabels } from './api/audit-labels';
import { insuranceLookupResolvers, insuranceLookupSchema, insuranceLookupSettings } from './api/insurance-lookup-api';
import { patientImportResolvers, patientImportSchema } from './api/patient-import';
import { deskQueueResolvers, deskQueueSchema } from './api/desk-queue-schema';
import { receivablesResolvers, receivablesSchema } from './api/receivables';
import { masterDataResolvers, masterDataSchema } from './api/master-data';
import { customerAccountResolvers, customerAccountSchema } from './api/customer-accounts';
import { queueTicketPrint } from './print/queue-ticket-print';
import { seedReception } from './seed/index';
import { receptionDemoDay } from './seed/demo-day';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { receptionAccess } from './api/access';

export default defineServerPlugin({
  id: 'reception',
  // Its tables name services, patient groups, communes, nationalities and ethnicities those plugins keep.
  requires: ['catalogues', 'pricing'],
  consumes: [UNIT_PRICES, PATIENT_GROUPS],
  provides: [provide(EXAM_QUEUE, examQueue), provide(SERVICE_ORDERS, serviceOrders), provide(VISIT_BILLING, visitBilling), provide(PATIENT_VISITS, patientVisits)],
  schema: [receptionSchema, insuranceLookupSchema, patientImportSchema, deskQueueSchema, receivablesSchema, masterDataSchema, customerAccountSchema].join('\n\n'),
  access: receptionAccess,
  resolvers: mergeResolverMaps(receptionResolvers, insuranceLookupResolvers, patientImportResolvers, deskQueueResolvers, receivablesResolvers, masterDataResolvers, customerAccountResolvers),
  migrations: receptionMigrations,
  permissions: [
    { code: RECEPTION_RECEIVE, title: { vi: 'Tiếp nhận bệnh nhân, tra cứu thẻ BHYT', en: 'Receive patients, look insurance cards up' } },
    { code: PATIENT_READ, title: { vi: 'Xem danh sách và hồ sơ bệnh nhân', en: 'Read the patient directory and records' } },
    { code: PATIENT_WRITE, title: { vi: 'Thêm, sửa, xoá bệnh nhân', en: 'Create, edit and delete patients' } },
    { code: PATIENT_ACCOUNT, title: { vi: 'Quản lý tài khoản khách hàng', en: 'Manage customer accounts' } },
    { code: PATIENT_IMPORT, title: { vi: 'Nhập bệnh nhân từ tệp Excel', en: 'Import patients from a spreadsheet' } },
  ],
  settings: [...receptionSettings, ...insuranceLookupSettings],
  locales: { vi, en },
  auditLabels: receptionAuditLabels,
  printTemplates: [queueTicketPrint],
  events: [...Object.values(receptionEvents), ...Object.values(queueEvents), ...Object.values(patientEvents)],
  demoProfiles: {
    receptionist: {
      navigation: [
        { path: '/tiep-nhan-ngoai-tru' }, { path: '/tiep-nhan-noi-tru' }, { path: '/benh-nhan' }, { path: '/tra-cuu-lich-su-kcb' },
        { path: '/tiep-nhan-ngoai-tru-kiosk' }, { path: '/tiep-nhan-ngoai-tru-kiosk-theo-yeu-cau' },
      ],
      permissions: [RECEPTION_RECEIVE, PATIENT_READ, PATIENT_WRITE],
    },
    nurse: { navigation: [{ path: '/benh-nhan' }], permissions: [PATIENT_READ] },
    doctor: { navigation: [{ path: '/tra-cuu-lich-su-kcb' }], permissions: [PATIENT_READ] },
    cashier: { navigation: [{ path: '/benh-nhan' }], permissions: [PATIENT_READ] },
    // The accountant follows what customers owe.
    accountant: { navigation: [{ path: '/quan-ly-khach-hang' }], permissions: [PATIENT_READ] },
  },
  seed: seedReception,
  demoDay: receptionDemoDay,
});
