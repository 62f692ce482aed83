// Reception: the outpatient and emergency reception desks (/tiep-nhan-ngoai-tru, /tiep-nhan-noi-tru) with card
// scans and queue numbers, and the patient directory (/benh-nhan).
import { definePlugin, eventSubscriptions, menuItem, onAppEvent, route, type SubscriptionHandler } from '@his/sdk/web';
import { patientEvents, queueEvents, RECEPTION_RECEIVE, receptionEvents, visitActions } from './contract';

// What a visit or patient write can change on screen: the lists, a visit, a patient, the rooms' queues.
const VISIT_TYPENAMES = ['TiepNhan', 'BenhNhan', 'BenhNhanPage', 'BenhNhanCursorPage', 'PhongKhamTiepNhan', 'PhieuHangDoi', 'DichVuYeuCau'];
const pages = () => import('./web/pages');

const refreshVisits: SubscriptionHandler = (_event, context) => context.refetch(VISIT_TYPENAMES);

export default definePlugin({
  id: 'reception',
  title: 'reception.title',
  requires: ['catalogues', 'pricing'],
  routes: [
    route('/tiep-nhan-ngoai-tru', () => pages().then((module) => module.OutpatientReceptionPage), { title: 'reception.desk.title.NgoaiTru' }),
    route('/tiep-nhan-noi-tru', () => pages().then((module) => module.InpatientReceptionPage), { title: 'reception.desk.title.NoiTru' }),
    route('/benh-nhan/:child?', () => pages().then((module) => module.PatientDirectoryPage), { title: 'reception.directory.title' }),
    route('/khach-hang/:child?', () => pages().then((module) => module.CustomerDirectoryPage), { title: 'reception.directory.customers' }),
    route('/quan-ly-khach-hang/:child?', () => pages().then((module) => module.ManagedCustomersPage), { title: 'reception.directory.customers' }),
    route('/tra-cuu-lich-su-kcb/:child?', () => pages().then((module) => module.VisitHistoryPage), { title: 'reception.history.pageTitle' }),
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
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
