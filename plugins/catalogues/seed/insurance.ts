// Health-insurance card codes, both to be checked against the decisions of Vietnam Social Security before use: the 5
// benefit levels (shares as the Law on Health Insurance sets them) and the 44 object codes of
// seed/data/bhyt-object-codes-unverified.tsv (a secondary transcription; source in the data README).
import { doiTuongBHYT, mucHuongBHYT } from '../rules';
import { seedOf } from './seed-kit';
import { readTsv } from './tsv';

const UNVERIFIED_NOTE = 'Chép từ nguồn chưa kiểm chứng; cần đối chiếu với Quyết định 1351/QĐ-BHXH và 1666/QĐ-BHXH';

// Shares and the codes of each level as vietnam-health-reference lists them; the 15%-of-base-salary and five-year
// rules apply on top and are the insurance calculation's, not the level's.
export const mucHuongBHYTSeed = seedOf(mucHuongBHYT, [
  { MaMucHuong: '1', TenMucHuong: 'Mức 1: 100%', TyLeChiTra: 100, CanKiemTra: true, GhiChu: 'Không giới hạn mức trần; đối tượng CC, TE' },
  { MaMucHuong: '2', TenMucHuong: 'Mức 2: 100%, có giới hạn', TyLeChiTra: 100, CanKiemTra: true, GhiChu: 'Có giới hạn mức trần; đối tượng CK, CB, KC, HN, DT, DK, XD, BT, TS' },
  { MaMucHuong: '3', TenMucHuong: 'Mức 3: 95%', TyLeChiTra: 95, CanKiemTra: true, GhiChu: 'Đối tượng HT, TC, CN' },
  { MaMucHuong: '4', TenMucHuong: 'Mức 4: 80%', TyLeChiTra: 80, CanKiemTra: true, GhiChu: 'Đối tượng DN, HX, CH, NN, TK, HC, XK, TB, NO, CT, XB, TN, CS, XN, MS, HD, TQ, TA, TY, HG, LS, PV, HS, SV, GB, GD' },
  { MaMucHuong: '5', TenMucHuong: 'Mức 5: 100%, cả chi phí ngoài phạm vi', TyLeChiTra: 100, CanKiemTra: true, GhiChu: 'Chi trả cả chi phí ngoài phạm vi hưởng BHYT; đối tượng QN, CA, CY' },
]);

export const doiTuongBHYTSeed = seedOf(
  doiTuongBHYT,
  readTsv(new URL('./data/bhyt-object-codes-unverified.tsv', import.meta.url)).map(({ code, name_vi_short, benefit_level, payer_group }) => ({
    MaDoiTuongBHYT: code,
    TenDoiTuongBHYT: name_vi_short,
    // TV has no level in the source.
    ...(benefit_level ? { MucHuong: Number(benefit_level) } : {}),
    NhomDoiTuong: payer_group,
    CanKiemTra: true,
    GhiChu: UNVERIFIED_NOTE,
  })),
);
