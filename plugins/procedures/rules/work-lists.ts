// The procedure rooms' work lists (spec §2 Procedures and surgery routes, Service performance lists): which orders each
// shows, by the service type of the order's group, and its three tabs by the order's state.

/** A work list's key: its route without the slash. */
export type ProcedureListKey = 'thuc-hien-chi-dinh-pttt' | 'thuc-hien-vltl';

export interface ProcedureList {
  key: ProcedureListKey;
  /** Orders whose group is of these service types (DM_LoaiDichVu.MaLoaiDichVu). */
  MaLoaiDichVus: readonly string[];
  /** Surgery information (team, methods, pre- and post-operative diagnoses) is written on this list's notes. */
  surgery: boolean;
}

export const PROCEDURE_LISTS: Readonly<Record<ProcedureListKey, ProcedureList>> = {
  'thuc-hien-chi-dinh-pttt': { key: 'thuc-hien-chi-dinh-pttt', MaLoaiDichVus: ['ThuThuat', 'PhauThuat'], surgery: true },
  'thuc-hien-vltl': { key: 'thuc-hien-vltl', MaLoaiDichVus: ['VatLyTriLieu'], surgery: false },
};

export const PROCEDURE_LIST_KEYS = Object.keys(PROCEDURE_LISTS) as ProcedureListKey[];

/** Every service type whose orders are performed here. */
export const PROCEDURE_SERVICE_TYPES: readonly string[] = PROCEDURE_LIST_KEYS.flatMap((key) => PROCEDURE_LISTS[key].MaLoaiDichVus);

export function isProcedureListKey(value: unknown): value is ProcedureListKey {
  return typeof value === 'string' && Object.hasOwn(PROCEDURE_LISTS, value);
}

/** The list an order belongs to, from its service type; null for an order performed elsewhere. */
export function procedureListOf(MaLoaiDichVu: string | null | undefined): ProcedureList | null {
  if (!MaLoaiDichVu) return null;
  return Object.values(PROCEDURE_LISTS).find((list) => list.MaLoaiDichVus.includes(MaLoaiDichVu)) ?? null;
}

/** The tabs of spec §2 Service performance lists: waiting, being treated, done. */
export type ProcedureTab = 'waiting' | 'treating' | 'done';
export const PROCEDURE_TABS: readonly ProcedureTab[] = ['waiting', 'treating', 'done'];

export function isProcedureTab(value: unknown): value is ProcedureTab {
  return typeof value === 'string' && (PROCEDURE_TABS as readonly string[]).includes(value);
}

/** The order states of a tab: sent and not taken; taken; returned (read by the doctor or not). */
export const TAB_STATES: Readonly<Record<ProcedureTab, readonly string[]>> = {
  waiting: ['SanSang'],
  treating: ['ChuaKetQua'],
  done: ['CoKetQua', 'DaXemKetQua'],
};

/** The tab an order in this state shows in, or null (a draft, a cancelled order). */
export function tabOfState(TrangThai: string): ProcedureTab | null {
  return PROCEDURE_TABS.find((tab) => TAB_STATES[tab].includes(TrangThai)) ?? null;
}
