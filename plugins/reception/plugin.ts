// Reception: the outpatient and emergency reception desks (/tiep-nhan-ngoai-tru, /tiep-nhan-noi-tru) with card
// scans and queue numbers, and the patient directory (/benh-nhan).
import { definePlugin, eventSubscriptions, fillSlot, menuItem, onAppEvent, route, type SubscriptionHandler } from '@his/sdk/web';
import { auditPatientPicker } from '../admin/contract';
import { PATIENT_READ, patientEvents, queueEvents, RECEPTION_RECEIVE, receptionEvents, visitActions } from './contract';

// What a visit or patient write can change on screen: the lists, a visit, a patient, the rooms' queues.
const VISIT_TYPENAMES = ['TiepNhan', 'BenhNhan', 'BenhNhanPage', 'BenhNhanCursorPage', 'PhongKhamTiepNhan', 'PhieuHangDoi', 'DichVuYeuCau'];
const pages = () => import('./web/pages');

const refreshVisits: SubscriptionHandler = (_event, context) => context.refetch(VISIT_TYPENAMES);

export default definePlugin({
  id: 'reception',
  title: 'reception.title',
  requires: ['catalogues', 'pricing'],
  // The desks list the day's visits and receive (reception.receive); the directory's pages list patients, which
  // their readers may (reception.patient.read).
  routes: [
    route('/tiep-nhan-ngoai-tru', () => pages().then((module) => module.OutpatientReceptionPage), { title: 'reception.desk.title.NgoaiTru', permission: RECEPTION_RECEIVE }),
    route('/tiep-nhan-noi-tru', () => pages().then((module) => module.InpatientReceptionPage), { title: 'reception.desk.title.NoiTru', permission: RECEPTION_RECEIVE }),
    route('/benh-nhan/:child?', () => pages().then((module) => module.PatientDirectoryPage), { title: 'reception.directory.title', permission: PATIENT_READ }),
    route('/khach-hang/:child?', () => pages().then((module) => module.CustomerDirectoryPage), { title: 'reception.directory.customers', permission: PATIENT_READ }),
    route('/quan-ly-khach-hang/:child?', () => pages().then((module) => module.ManagedCustomersPage), { title: 'reception.directory.customers', permission: PATIENT_READ }),
    route('/tra-cuu-lich-su-kcb/:child?', () => pages().then((module) => module.VisitHistoryPage), { title: 'reception.history.pageTitle', permission: PATIENT_READ }),
    // One page for both kiosks: it reads which one from the path.
    route('/tiep-nhan-ngoai-tru-kiosk', () => pages().then((module) => module.KioskPage), { title: 'reception.menu.kiosk', permission: RECEPTION_RECEIVE }),
    route('/tiep-nhan-ngoai-tru-kiosk-theo-yeu-cau', () => pages().then((module) => module.KioskPage), { title: 'reception.menu.kioskOnRequest', permission: RECEPTION_RECEIVE }),
  ],
  menu: [
    menuItem('reception.menu.outpatientReception', '/tiep-nhan-ngoai-tru', { order: 20 }),
    menuItem('reception.menu.inpatientReception', '/tiep-nhan-noi-tru', { order: 21 }),
    menuItem('reception.menu.patients', '/benh-nhan', { order: 22 }),
    menuItem('reception.menu.visitHistory', '/tra-cuu-lich-su-kcb', { order: 23 }),
    menuItem('reception.menu.kiosk', '/tiep-nhan-ngoai-tru-kiosk', { order: 24 }),
    menuItem('reception.menu.kioskOnRequest', '/tiep-nhan-ngoai-tru-kiosk-theo-yeu-cau', { order: 25 }),
  ],
  subscriptions: eventSubscriptions(
    onAppEvent(receptionEvents.create, refreshVisits),
    onAppEvent(receptionEvents.update, refreshVisits),
    onAppEvent(receptionEvents.delete, refreshVisits),
    onAppEvent(queueEvents.update, refreshVisits),
    onAppEvent(patientEvents.create, refreshVisits),
    onAppEvent(patientEvents.update, refreshVisits),
    onAppEvent(patientEvents.delete, refreshVisits),
  ),
  slots: [visitActions],
  // The audit history's patient filter searches reception's patients.
  fills: [fillSlot(auditPatientPicker, { id: 'audit-patient-picker', permission: PATIENT_READ, component: () => import('./web/audit-patient-picker/audit-patient-picker') })],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
