// Reception: the outpatient and emergency reception desks (/tiep-nhan-ngoai-tru, /tiep-nhan-noi-tru) with card
// scans and queue numbers, and the patient directory (/benh-nhan).
import { definePlugin, eventSubscriptions, menuItem, onAppEvent, route, type SubscriptionHandler } from '@his/sdk/web';
import { patientEvents, queueEvents, receptionEvents, visitActions } from './contract';

// What a visit or patient write can change on screen: the lists, a visit, a patient, the rooms' queues.
const VISIT_TYPENAMES = ['TiepNhan', 'BenhNhan', 'BenhNhanPage', 'BenhNhanCursorPage', 'PhongKhamTiepNhan', 'PhieuHangDoi', 'DichVuYeuCau'];
const pages = () => import('./web/pages');

const refreshVisits: SubscriptionHandler = (_event, context) => context.refetch(VISIT_TYPENAMES);

export default definePlugin({
  id: 'reception',
  title: 'reception.title',
  requires: ['catalogues', 'pricing'],
  routes: [
    route('/benh-nhan/:child?', () => pages().then((module) => module.PatientDirectoryPage), { title: 'reception.directory.title' }),
    route('/khach-hang/:child?', () => pages().then((module) => module.CustomerDirectoryPage), { title: 'reception.directory.customers' }),
    route('/quan-ly-khach-hang/:child?', () => pages().then((module) => module.ManagedCustomersPage), { title: 'reception.directory.customers' }),
    route('/tra-cuu-lich-su-kcb/:child?', () => pages().then((module) => module.VisitHistoryPage), { title: 'reception.history.pageTitle' }),
  ],
  menu: [
    menuItem('reception.menu.patients', '/benh-nhan', { order: 22 }),
    menuItem('reception.menu.visitHistory', '/tra-cuu-lich-su-kcb', { order: 23 }),
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
