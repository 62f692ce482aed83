// Examination: the doctor's room (/kham-benh-ngoai-tru and its other paths): the room's queue, calling patients, and
// the examination with vital signs, diagnosis and its end. The queue refreshes on every doctor's screen.
import { definePlugin, eventSubscriptions, menuItem, onAppEvent, route, type SubscriptionHandler } from '@his/sdk/web';
import { queueEvents, receptionEvents } from '../reception/contract';
import { EXAMINATION_READ, examActions, examinationEvents, examResults } from './contract';

const pages = () => import('./web/pages');
const examinationPage = () => pages().then((module) => module.ExaminationPage);

// What an examination or reception write can change on this screen: the queue and the exams.
const EXAM_TYPENAMES = ['HangDoiKhamBenh', 'KhamBenh'];
const refreshQueue: SubscriptionHandler = (_event, context) => context.refetch(EXAM_TYPENAMES);

export default definePlugin({
  id: 'examination',
  title: 'examination.title',
  requires: ['catalogues', 'reception'],
  routes: ['/kham-benh-ngoai-tru', '/kham-benh', '/examination', '/tiep-nhan-kham-benh-ngoai-tru']
    .map((path) => route(path, examinationPage, { title: 'examination.title', permission: EXAMINATION_READ })),
  menu: [menuItem('examination.menu', '/kham-benh-ngoai-tru', { order: 30 })],
  slots: [examActions, examResults],
  subscriptions: eventSubscriptions(
    onAppEvent(examinationEvents.create, refreshQueue),
    onAppEvent(examinationEvents.update, refreshQueue),
    onAppEvent(examinationEvents.delete, refreshQueue),
    onAppEvent(receptionEvents.create, refreshQueue),
    onAppEvent(receptionEvents.update, refreshQueue),
    onAppEvent(receptionEvents.delete, refreshQueue),
    onAppEvent(queueEvents.update, refreshQueue),
  ),
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
