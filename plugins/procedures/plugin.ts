// Procedures: the procedure and surgery room's list (/thuc-hien-chi-dinh-pttt), the physiotherapy room's
// (/thuc-hien-vltl), each with a phone layout for its /m copy, and the procedure notes of outpatient
// (/tuong-trinh-pt-tt-vltl) and inpatient visits (/tuong-trinh-pt-tt-vltl-nt), where orders are taken, their notes
// written with supplies and images, finished, locked, reopened and removed, technicians, devices and shifts assigned.
// The lists refresh on every procedure write and on the doctors' and receptionists' writes.
import { definePlugin, eventSubscriptions, menuItem, onAppEvent, route, type SubscriptionHandler } from '@his/sdk/web';
import { examinationEvents } from '../examination/contract';
import { receptionEvents } from '../reception/contract';
import { PROCEDURES_READ, proceduresEvents } from './contract';
import { PROCEDURE_LIST_KEYS } from './rules/work-lists';

const pages = () => import('./web/pages');

// What a write can change on these screens: the orders and their notes.
const TYPENAMES = ['DichVuYeuCau', 'TuongTrinhPTTT', 'CaThucHien'];
const refresh: SubscriptionHandler = (_event, context) => context.refetch(TYPENAMES);

export default definePlugin({
  id: 'procedures',
  title: 'procedures.title',
  requires: ['catalogues', 'reception', 'pharmacy'],
  routes: [
    ...PROCEDURE_LIST_KEYS.map((list) => route(`/${list}`, () => pages().then((module) => module.procedureListPages[list]), { title: `procedures.menu.${list}`, permission: PROCEDURES_READ, mobile: true })),
    route('/tuong-trinh-pt-tt-vltl', () => pages().then((module) => module.NotesPage), { title: 'procedures.menu.tuong-trinh-pt-tt-vltl', permission: PROCEDURES_READ }),
    route('/tuong-trinh-pt-tt-vltl-nt', () => pages().then((module) => module.InpatientNotesPage), { title: 'procedures.menu.tuong-trinh-pt-tt-vltl-nt', permission: PROCEDURES_READ }),
  ],
  // After the paraclinical lists (31 to 35).
  menu: [...PROCEDURE_LIST_KEYS, 'tuong-trinh-pt-tt-vltl', 'tuong-trinh-pt-tt-vltl-nt'].map((path, index) => menuItem(`procedures.menu.${path}`, `/${path}`, { order: 40 + index })),
  subscriptions: eventSubscriptions(
    onAppEvent(proceduresEvents.update, refresh),
    onAppEvent(examinationEvents.create, refresh),
    onAppEvent(examinationEvents.update, refresh),
    onAppEvent(examinationEvents.delete, refresh),
    onAppEvent(receptionEvents.create, refresh),
    onAppEvent(receptionEvents.update, refresh),
    onAppEvent(receptionEvents.delete, refresh),
  ),
  eventModules: [proceduresEvents.update.module],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
