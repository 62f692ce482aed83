// Who takes part in a consultation (spec §3 BienBanHoiChan participants; Thông tư 32/2023/TT-BYT: the consultation is
// chaired, its minutes written by a secretary, and held with members): each staff member once, exactly one chair and
// one secretary, at least one member; supporting staff as needed.

/** ChuToa chairs (chủ trì), ThuKy writes the minutes (thư ký), ThanhVien a member, HoTro supports. */
export const VI_TRI = ['ChuToa', 'ThuKy', 'ThanhVien', 'HoTro'] as const;
export type ViTri = (typeof VI_TRI)[number];

export function isViTri(value: unknown): value is ViTri {
  return (VI_TRI as readonly unknown[]).includes(value);
}

/** Most people one set of minutes lists: a hospital-wide consultation rarely seats more than twenty. */
export const MAX_PARTICIPANTS = 30;
/** A participant's title as the minutes print it (Trưởng khoa Nội, Bác sĩ CKII, …). */
export const MAX_CHUC_DANH_LENGTH = 200;

export interface ThanhPhanValues {
  NhanVien_Id: string | null;
  ViTri: string | null;
  ChucDanh: string | null;
}

export interface ParticipantProblem {
  field: string;
  key: string;
  params: Readonly<Record<string, string | number>>;
}

const at = (index: number, part: 'NhanVien_Id' | 'ViTri' | 'ChucDanh') => `ThanhPhans.${index}.${part}`;
const problem = (field: string, key: string, params: Record<string, string | number> = {}): ParticipantProblem => ({ field, key, params });

/** The positions a role must be held exactly once, with the keys of its absence and of a second holder. */
const SINGLE_ROLES = [
  { role: 'ChuToa', missing: 'consultation.chairRequired', twice: 'consultation.chairTwice' },
  { role: 'ThuKy', missing: 'consultation.secretaryRequired', twice: 'consultation.secretaryTwice' },
] as const;

/**
 * The first problem of a participant list, or null. A row's own problems come first, row by row (the staff member
 * named, the position known, the title's length, nobody twice), then the list's: a chair, a secretary, a member.
 */
export function checkThanhPhans(rows: readonly ThanhPhanValues[]): ParticipantProblem | null {
  if (rows.length === 0) return problem('ThanhPhans', 'consultation.participantsRequired');
  if (rows.length > MAX_PARTICIPANTS) return problem('ThanhPhans', 'consultation.tooManyParticipants', { max: MAX_PARTICIPANTS });
  const seen = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    if (row.NhanVien_Id === null || row.NhanVien_Id === '') return problem(at(index, 'NhanVien_Id'), 'validation.required');
    if (row.ViTri === null || row.ViTri === '') return problem(at(index, 'ViTri'), 'validation.required');
    if (!isViTri(row.ViTri)) return problem(at(index, 'ViTri'), 'consultation.viTriUnknown');
    if (row.ChucDanh !== null && [...row.ChucDanh.normalize('NFC')].length > MAX_CHUC_DANH_LENGTH) {
      return problem(at(index, 'ChucDanh'), 'validation.maxLength', { max: MAX_CHUC_DANH_LENGTH });
    }
    const first = seen.get(row.NhanVien_Id);
    if (first !== undefined) return problem(at(index, 'NhanVien_Id'), 'consultation.staffTwice', { row: first + 1 });
    seen.set(row.NhanVien_Id, index);
  }
  for (const { role, missing, twice } of SINGLE_ROLES) {
    const holders = rows.flatMap((row, index) => (row.ViTri === role ? [index] : []));
    if (holders.length === 0) return problem('ThanhPhans', missing);
    if (holders.length > 1) return problem(at(holders[1]!, 'ViTri'), twice, { row: holders[0]! + 1 });
  }
  if (!rows.some((row) => row.ViTri === 'ThanhVien')) return problem('ThanhPhans', 'consultation.memberRequired');
  return null;
}

/** The chair's and the secretary's rows, for the printed signatures and the list. */
export function holderOf<T extends { ViTri: string }>(rows: readonly T[], role: ViTri): T | null {
  return rows.find((row) => row.ViTri === role) ?? null;
}
