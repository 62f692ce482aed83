// Paraclinical: the performing rooms' work lists (/xet-nghiem, /xet-nghiem-vi-sinh, /chan-doan-hinh-anh, /sieu-am,
// /tham-do-chuc-nang, /xet-nghiem-sars-cov-2) where orders are taken, results entered and returned with a report's
// images, the public result page behind a printed QR code and the DICOM viewer (/xem-dicom/:files?), and the visit's
// results on the doctor's exam. The lists refresh on every order written anywhere.
import { definePlugin, eventSubscriptions, fillSlot, menuItem, onAppEvent, publicRoute, route, type SubscriptionHandler } from '@his/sdk/web';
import { examinationEvents, examResults } from '../examination/contract';
import { receptionEvents } from '../reception/contract';
import { PARACLINICAL_READ, paraclinicalEvents } from './contract';
import { WORK_LIST_KEYS } from './rules/work-lists';

const pages = () => import('./web/pages');

// What an order's write can change on screen: the orders and their results.
const ORDER_TYPENAMES = ['DichVuYeuCau', 'DichVuYeuCauKetQua'];
const refreshOrders: SubscriptionHandler = (_event, context) => context.refetch(ORDER_TYPENAMES);
const PARACLINICAL_EVENTS = Object.values(paraclinicalEvents);

export default definePlugin({
  id: 'paraclinical',
  title: 'paraclinical.title',
  requires: ['catalogues', 'reception'],
  // One page, given the work list by its path.
  routes: WORK_LIST_KEYS.map((list) =>
    route(`/${list}`, () => pages().then((module) => module.workListPages[list]), { title: `paraclinical.menu.${list}`, permission: PARACLINICAL_READ })),
  // Spec §2 Access: opened from a printed result's QR code, signed out.
  publicRoutes: [
    publicRoute('/ket-qua-cls/:idBenhNhan/:soPhieuYeuCau?', () => pages().then((module) => module.PublicResultPage), { title: 'paraclinical.web.public.title' }),
    // An imaging result's DICOM files by their tokens; its own chunk, so the DICOM parser loads with this page only.
    publicRoute('/xem-dicom/:files?', () => import('./web/dicom-viewer/dicom-viewer-page').then((module) => module.DicomViewerPage), { title: 'paraclinical.web.dicom.title' }),
  ],
  // The menu has no groups: one entry per list, after the examination's.
  menu: WORK_LIST_KEYS.map((list, index) => menuItem(`paraclinical.menu.${list}`, `/${list}`, { order: 31 + index })),
  subscriptions: eventSubscriptions(
    ...PARACLINICAL_EVENTS.map((event) => onAppEvent(event, refreshOrders)),
    onAppEvent(examinationEvents.create, refreshOrders),
    onAppEvent(examinationEvents.update, refreshOrders),
    onAppEvent(examinationEvents.delete, refreshOrders),
    onAppEvent(receptionEvents.create, refreshOrders),
    onAppEvent(receptionEvents.update, refreshOrders),
    onAppEvent(receptionEvents.delete, refreshOrders),
  ),
  eventModules: PARACLINICAL_EVENTS.map((event) => event.module),
  fills: [fillSlot(examResults, { id: 'exam-results', permission: PARACLINICAL_READ, component: () => import('./web/exam-results/exam-results-fill') })],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
