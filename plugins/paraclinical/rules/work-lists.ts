// The paraclinical work lists (spec §2 Paraclinical routes): which orders each shows, by the service type and group
// of the order's services, how its results are entered, and the realtime module it publishes on.

/** A work list's key: its route without the slash. */
export type WorkListKey = 'xet-nghiem' | 'xet-nghiem-vi-sinh' | 'chan-doan-hinh-anh' | 'sieu-am' | 'tham-do-chuc-nang' | 'xet-nghiem-sars-cov-2';

/** lab: a value per test against reference values; report: a description, a conclusion and images. */
export type ResultKind = 'lab' | 'report';

export interface WorkList {
  key: WorkListKey;
  /** Orders whose group is of these service types (DM_LoaiDichVu.MaLoaiDichVu) … */
  MaLoaiDichVus: readonly string[];
  /** … and, when given, of these groups only (DM_NhomDichVu.MaNhomDichVu) … */
  MaNhomDichVus?: readonly string[];
  /** … or of none of these. */
  exceptMaNhomDichVus?: readonly string[];
  resultKind: ResultKind;
  /** Key of `paraclinicalEvents` in the contract. */
  event: 'lab' | 'microbiology' | 'imaging' | 'ultrasound' | 'functional' | 'covid';
  /** A sample is taken (lab): the sampling time is then required, and a sample id (SID) and number are given. */
  sampled: boolean;
}

/** Microbiology has its own list; the other lab groups share /xet-nghiem. */
const MICROBIOLOGY = ['XN-VS'];
/**
 * SARS-CoV-2 tests (PCR, antigen) have their own list too: the services a facility puts in this lab group (it is not in
 * every catalogue; without it the list is empty).
 */
export const SARS_COV_2_GROUP = 'XN-SARS-COV-2';

export const WORK_LISTS: Readonly<Record<WorkListKey, WorkList>> = {
  'xet-nghiem': { key: 'xet-nghiem', MaLoaiDichVus: ['XetNghiem'], exceptMaNhomDichVus: [...MICROBIOLOGY, SARS_COV_2_GROUP], resultKind: 'lab', event: 'lab', sampled: true },
  'xet-nghiem-vi-sinh': { key: 'xet-nghiem-vi-sinh', MaLoaiDichVus: ['XetNghiem'], MaNhomDichVus: MICROBIOLOGY, resultKind: 'lab', event: 'microbiology', sampled: true },
  'chan-doan-hinh-anh': { key: 'chan-doan-hinh-anh', MaLoaiDichVus: ['ChanDoanHinhAnh'], resultKind: 'report', event: 'imaging', sampled: false },
  'sieu-am': { key: 'sieu-am', MaLoaiDichVus: ['SieuAm'], resultKind: 'report', event: 'ultrasound', sampled: false },
  'tham-do-chuc-nang': { key: 'tham-do-chuc-nang', MaLoaiDichVus: ['ThamDoChucNang', 'NoiSoi'], resultKind: 'report', event: 'functional', sampled: false },
  'xet-nghiem-sars-cov-2': { key: 'xet-nghiem-sars-cov-2', MaLoaiDichVus: ['XetNghiem'], MaNhomDichVus: [SARS_COV_2_GROUP], resultKind: 'lab', event: 'covid', sampled: true },
};

export const WORK_LIST_KEYS = Object.keys(WORK_LISTS) as WorkListKey[];

export function isWorkListKey(value: unknown): value is WorkListKey {
  return typeof value === 'string' && Object.hasOwn(WORK_LISTS, value);
}

/** The work list an order belongs to, from its service type and group; null for an order no list shows (an examination). */
export function workListOf(MaLoaiDichVu: string | null, MaNhomDichVu: string | null): WorkList | null {
  return Object.values(WORK_LISTS).find((list) =>
    MaLoaiDichVu !== null && list.MaLoaiDichVus.includes(MaLoaiDichVu)
    && (!list.MaNhomDichVus || (MaNhomDichVu !== null && list.MaNhomDichVus.includes(MaNhomDichVu)))
    && !(list.exceptMaNhomDichVus && MaNhomDichVu !== null && list.exceptMaNhomDichVus.includes(MaNhomDichVu))) ?? null;
}

/** The tabs of a work list (spec §2 Subclinical lists): waiting to be done, the patient did not come, done. */
export type WorkListTab = 'waiting' | 'missed' | 'done';
export const WORK_LIST_TABS: readonly WorkListTab[] = ['waiting', 'missed', 'done'];
