// Paraclinical's contract, the only file of this plugin that others may import: its permissions, the events it
// publishes when a performing room moves or reports an order (one module per work list, spec §4 subscription
// modules).
import { defineEvent } from '@his/sdk';

export { PARACLINICAL_CANCEL_RESULT, PARACLINICAL_READ, PARACLINICAL_WRITE } from './rules/permissions';

/** What a paraclinical event carries: the orders (DichVuYeuCau) written, their performing rooms, visits and patients. */
export interface DichVuYeuCauChange {
  ids: string[];
  PhongBan_Ids: string[];
  TiepNhan_Ids: string[];
  BenhNhan_Ids: string[];
}

/**
 * Published to the facility after orders of a work list are taken, reported, returned, cancelled or marked as the
 * patient not coming; the module is the work list's (spec §4: lab, imaging, functional tests, microbiology, and the
 * SARS-CoV-2 tests' XetNghiemCovid).
 */
export const paraclinicalEvents = {
  lab: defineEvent<DichVuYeuCauChange>('XetNghiem', 'update'),
  microbiology: defineEvent<DichVuYeuCauChange>('XetNghiemViSinh', 'update'),
  imaging: defineEvent<DichVuYeuCauChange>('ChanDoanHinhAnh', 'update'),
  ultrasound: defineEvent<DichVuYeuCauChange>('SieuAm', 'update'),
  functional: defineEvent<DichVuYeuCauChange>('ThamDoChucNang', 'update'),
  covid: defineEvent<DichVuYeuCauChange>('XetNghiemCovid', 'update'),
} as const;
