// Consultation: the minutes of consultations (biên bản hội chẩn) at /bien-ban-hoi-chan, opened from the list or from
// the doctor's exam (a button in examination's examActions), written with their participants, signed and printed.
// The list and the exam's button refresh on every minutes written anywhere.
import { definePlugin, eventSubscriptions, fillSlot, menuItem, onAppEvent, route, type SubscriptionHandler } from '@his/sdk/web';
import { examActions } from '../examination/contract';
import { CONSULTATION_READ, CONSULTATION_WRITE, consultationEvents } from './contract';

const pages = () => import('./web/pages');

// What a minutes write can change on screen: the minutes.
const refreshMinutes: SubscriptionHandler = (_event, context) => context.refetch(['BienBanHoiChan']);

export default definePlugin({
  id: 'consultation',
  title: 'consultation.title',
  requires: ['catalogues', 'reception', 'examination'],
  routes: [route('/bien-ban-hoi-chan', () => pages().then((module) => module.MinutesPage), { title: 'consultation.title', permission: CONSULTATION_READ })],
  // Spec §2 puts the minutes with procedures and surgery, after the examination's and paraclinical lists.
  menu: [menuItem('consultation.menu', '/bien-ban-hoi-chan', { order: 39 })],
  subscriptions: eventSubscriptions(
    onAppEvent(consultationEvents.create, refreshMinutes),
    onAppEvent(consultationEvents.update, refreshMinutes),
    onAppEvent(consultationEvents.delete, refreshMinutes),
  ),
  eventModules: [consultationEvents.create.module],
  fills: [fillSlot(examActions, { id: 'consultation-minutes', permission: CONSULTATION_WRITE, component: () => import('./web/exam-action/minutes-exam-action') })],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
