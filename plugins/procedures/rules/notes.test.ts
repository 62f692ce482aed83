// The rules of a procedure note, one case a row: the times, what finishing needs, the death option against the
// result code, what each lock type keeps from changing, the surgery team, verified supplies, removing a note and its
// images.
import { describe, expect, it } from 'vitest';
import {
  deathProblem, finishProblem, imageCountProblem, imagesProblem, lockedParts, lockProblem, removeProblem, teamProblem, timesProblem, verifiedProblem, verifyProblem,
  type LockState, type NoteResult, type Problem, type SuppliesState, type TeamMember,
} from './notes';

const NINE = Date.UTC(2026, 2, 5, 2, 0);
const MINUTE = 60_000;

describe('the times of a note', () => {
  it.each<[string, number | null, number | null, Problem | null]>([
    ['start and end given, the end later', NINE, NINE + 30 * MINUTE, null],
    ['the end at the start (no measurable time)', NINE, NINE, null],
    ['no start', null, NINE, { key: 'validation.required', field: 'BatDau' }],
    ['no end', NINE, null, { key: 'validation.required', field: 'KetThuc' }],
    ['neither: the start is named first', null, null, { key: 'validation.required', field: 'BatDau' }],
    ['the end a minute before the start', NINE, NINE - MINUTE, { key: 'procedures.endBeforeStart', field: 'KetThuc' }],
  ])('%s', (_case, BatDau, KetThuc, problem) => {
    expect(timesProblem({ BatDau, KetThuc })).toEqual(problem);
  });
});

describe('the death option against the result code', () => {
  it.each<[string, string | null, boolean | null, string | null]>([
    ['cured, alive', '1', false, null],
    ['died, death chosen', '5', true, null],
    ['death chosen on a result that is not death', '2', true, 'procedures.deathWithoutCode'],
    ['result death, death not chosen', '5', false, 'procedures.deathNotChosen'],
    ['no result code yet', null, true, null],
    ['no choice yet', '5', null, null],
  ])('%s', (_case, MaKetQua, TuVong, key) => {
    expect(deathProblem(MaKetQua, TuVong)?.key ?? null).toBe(key);
  });
});

describe('what finishing needs', () => {
  const complete: NoteResult = { BatDau: NINE, KetThuc: NINE + 20 * MINUTE, MaKetQua: '2', TenKetQua: 'Đỡ, giảm đau', NhomDieuTri: 'T2', TuVong: false };
  it.each<[string, Partial<NoteResult>, Problem | null]>([
    ['a complete note', {}, null],
    ['no end', { KetThuc: null }, { key: 'validation.required', field: 'KetThuc' }],
    ['the end before the start', { KetThuc: NINE - MINUTE }, { key: 'procedures.endBeforeStart', field: 'KetThuc' }],
    ['no result code', { MaKetQua: null }, { key: 'validation.required', field: 'MaKetQua' }],
    ['a blank result name', { TenKetQua: '  ' }, { key: 'validation.required', field: 'TenKetQua' }],
    ['no treatment group', { NhomDieuTri: null }, { key: 'validation.required', field: 'NhomDieuTri' }],
    ['the death option not chosen', { TuVong: null }, { key: 'procedures.deathRequired', field: 'TuVong' }],
    ['death chosen on an improved result', { TuVong: true }, { key: 'procedures.deathWithoutCode', field: 'TuVong' }],
    ['a death recorded as such', { MaKetQua: '5', TenKetQua: 'Tử vong', TuVong: true }, null],
  ])('%s', (_case, change, problem) => {
    expect(finishProblem({ ...complete, ...change })).toEqual(problem);
  });
});

describe('what a lock keeps from changing', () => {
  const lock = (LoaiKhoa: string | null, DaKhoa = true): LockState => ({ DaKhoa, LoaiKhoa });
  it.each<[string, LockState, { note: boolean; supplies: boolean }]>([
    ['not locked', lock(null, false), { note: false, supplies: false }],
    ['the writing locked', lock('TuongTrinh'), { note: true, supplies: false }],
    ['the supplies locked', lock('VatTu'), { note: false, supplies: true }],
    ['everything locked', lock('TatCa'), { note: true, supplies: true }],
  ])('%s', (_case, state, parts) => {
    expect(lockedParts(state)).toEqual(parts);
  });

  it.each<[string, LockState, { fields: string[]; supplies: boolean }, Problem | null]>([
    ['the conclusion changed on a note not locked', lock(null, false), { fields: ['KetLuan'], supplies: false }, null],
    ['the conclusion changed on locked writing: refused on it', lock('TuongTrinh'), { fields: ['KetLuan', 'QuyTrinh'], supplies: false }, { key: 'procedures.locked', field: 'KetLuan' }],
    ['supplies changed on locked writing', lock('TuongTrinh'), { fields: [], supplies: true }, null],
    ['supplies changed on locked supplies', lock('VatTu'), { fields: [], supplies: true }, { key: 'procedures.locked', field: 'VatTus' }],
    ['the writing changed on locked supplies', lock('VatTu'), { fields: ['DienBien'], supplies: false }, null],
    ['nothing changed on a note locked whole', lock('TatCa'), { fields: [], supplies: false }, null],
    ['supplies changed on a note locked whole', lock('TatCa'), { fields: [], supplies: true }, { key: 'procedures.locked', field: 'VatTus' }],
  ])('%s', (_case, state, changed, problem) => {
    expect(lockProblem(state, changed)).toEqual(problem);
  });
});

describe('the surgery team', () => {
  const member = (NhanVien_Id: string, VaiTro: string): TeamMember => ({ NhanVien_Id, VaiTro });
  it.each<[string, TeamMember[], Problem | null]>([
    ['no team (a small procedure)', [], null],
    ['an operator, two assistants, an anaesthetist and a nurse', [member('a', 'ChinhPTTT'), member('b', 'PhuPTTT'), member('c', 'PhuPTTT'), member('d', 'GayMe'), member('e', 'DieuDuong')], null],
    ['a member named twice, in another role', [member('a', 'ChinhPTTT'), member('a', 'GayMe')], { key: 'procedures.teamMemberTwice', field: 'EKip.1.NhanVien_Id' }],
    ['two main operators', [member('a', 'ChinhPTTT'), member('b', 'ChinhPTTT')], { key: 'procedures.mainOperatorTwice', field: 'EKip.1.VaiTro' }],
    ['a role that does not exist', [member('a', 'BacSi')], { key: 'procedures.roleUnknown', field: 'EKip.0.VaiTro' }],
  ])('%s', (_case, team, problem) => {
    expect(teamProblem(team)).toEqual(problem);
  });
});

describe('verified supplies', () => {
  const state = (change: Partial<SuppliesState> = {}): SuppliesState => ({ DaKhoa: false, LoaiKhoa: null, DaXacNhanVatTu: false, ...change });
  it.each<[string, boolean, boolean, Problem | null]>([
    ['lines changed, not verified', false, true, null],
    ['lines changed once verified: refused on the lines', true, true, { key: 'procedures.suppliesVerified', field: 'VatTus' }],
    ['verified, nothing changed', true, false, null],
  ])('%s', (_case, verified, changed, problem) => {
    expect(verifiedProblem({ DaXacNhanVatTu: verified }, changed)).toEqual(problem);
  });

  it.each<[string, Partial<SuppliesState>, number, boolean, Problem | null]>([
    ['verifying two lines', {}, 2, true, null],
    ['verifying a note without lines', {}, 0, true, { key: 'procedures.noSupplies', field: 'id' }],
    ['verifying twice', { DaXacNhanVatTu: true }, 2, true, { key: 'procedures.suppliesAlreadyVerified', field: 'id' }],
    ['cancelling a verification', { DaXacNhanVatTu: true }, 2, false, null],
    ['cancelling what was not verified', {}, 2, false, { key: 'procedures.suppliesNotVerified', field: 'id' }],
    ['cancelling with the supplies locked', { DaXacNhanVatTu: true, DaKhoa: true, LoaiKhoa: 'VatTu' }, 2, false, { key: 'procedures.locked', field: 'VatTus' }],
    ['cancelling with only the writing locked', { DaXacNhanVatTu: true, DaKhoa: true, LoaiKhoa: 'TuongTrinh' }, 2, false, null],
  ])('%s', (_case, change, lines, verify, problem) => {
    expect(verifyProblem({ ...state(change), VatTus: Array.from({ length: lines }) }, verify)).toEqual(problem);
  });
});

describe('removing a note and changing its images', () => {
  const note = (change: Partial<SuppliesState & { TrangThai: string }> = {}) => ({ DaKhoa: false, LoaiKhoa: null, DaXacNhanVatTu: false, TrangThai: 'ChuaKetQua', ...change });
  it.each<[string, ReturnType<typeof note>, Problem | null, Problem | null]>([
    ['a note being written', note(), null, null],
    ['a locked note', note({ DaKhoa: true, LoaiKhoa: 'TatCa' }), { key: 'procedures.noteLocked', field: 'id' }, { key: 'procedures.locked', field: 'id' }],
    ['a note whose supplies only are locked: the images may change', note({ DaKhoa: true, LoaiKhoa: 'VatTu' }), { key: 'procedures.noteLocked', field: 'id' }, null],
    ['a returned result', note({ TrangThai: 'CoKetQua' }), { key: 'procedures.returned', field: 'id' }, { key: 'procedures.returned', field: 'id' }],
    ['verified supplies', note({ DaXacNhanVatTu: true }), { key: 'procedures.suppliesVerified', field: 'id' }, null],
  ])('%s', (_case, state, removal, images) => {
    expect(removeProblem(state)).toEqual(removal);
    expect(imagesProblem(state)).toEqual(images);
  });

  it.each<[string, number, number, Problem | null]>([
    ['ten added to none', 0, 10, null],
    ['the fiftieth', 49, 1, null],
    ['one past fifty', 48, 3, { key: 'procedures.images.tooMany', field: 'fileIds', params: { max: 50, left: 2 } }],
    ['any to a full note', 50, 1, { key: 'procedures.images.tooMany', field: 'fileIds', params: { max: 50, left: 0 } }],
  ])('%s', (_case, attached, adding, problem) => {
    expect(imageCountProblem(attached, adding)).toEqual(problem);
  });
});
