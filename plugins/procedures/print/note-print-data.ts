// What the printed procedure note (procedures.tuongTrinh) shows, built from a note as the screens read it and the
// facility. Kept apart from the template so that a screen builds the data without the renderer in its bundle.
import type { Timestamp } from '@his/sdk';

/** The note as the screens read it (TuongTrinhPTTT), with the names beside its ids. */
export interface NotePrintNote {
  SoPhieuYeuCau: string;
  MaLoaiDichVu?: string | null;
  TenDichVu?: string | null;
  MaTiepNhan?: string | null;
  MaYTe?: string | null;
  TenBenhNhan?: string | null;
  GioiTinh?: string | null;
  NamSinh?: number | null;
  TenPhongBan?: string | null;
  TenBacSiChiDinh?: string | null;
  ChanDoan?: string | null;
  BatDau: Timestamp;
  KetThuc: Timestamp;
  TenPhuongPhapPhauThuat?: string | null;
  TenPhuongPhapVoCam?: string | null;
  ChanDoanTruoc?: string | null;
  ChanDoanSau?: string | null;
  MaKetQua?: string | null;
  TenKetQua?: string | null;
  NhomDieuTri?: string | null;
  TuVong?: boolean | null;
  QuyTrinh?: string | null;
  DienBien?: string | null;
  KetLuan?: string | null;
  DaKhoa?: boolean;
  ThoiGianKhoa?: Timestamp | null;
  EKip: readonly { TenNhanVien?: string | null; VaiTro: string }[];
  VatTus: readonly { MaDuoc: string; TenDuoc: string; DonViTinh: string; SoLuong: number; GhiChu?: string | null }[];
}

export interface NotePrintContext {
  facility: { name: string; address?: string | null; phone?: string | null };
  printedAt: Timestamp;
}

const SEX: Readonly<Record<string, string>> = { MALE: 'Nam', FEMALE: 'Nữ', OTHER: 'Khác' };
const ROLE: Readonly<Record<string, string>> = {
  ChinhPTTT: 'Phẫu thuật viên chính / người thực hiện chính', PhuPTTT: 'Phụ mổ, phụ thủ thuật', GayMe: 'Bác sĩ gây mê', PhuGayMe: 'Phụ gây mê', DieuDuong: 'Điều dưỡng',
};
const GROUP: Readonly<Record<string, string>> = {
  PDB: 'Phẫu thuật đặc biệt', P1: 'Phẫu thuật loại 1', P2: 'Phẫu thuật loại 2', P3: 'Phẫu thuật loại 3',
  TDB: 'Thủ thuật đặc biệt', T1: 'Thủ thuật loại 1', T2: 'Thủ thuật loại 2', T3: 'Thủ thuật loại 3',
};
const TITLE: Readonly<Record<string, string>> = { PhauThuat: 'PHIẾU PHẪU THUẬT', ThuThuat: 'PHIẾU THỦ THUẬT', VatLyTriLieu: 'PHIẾU THỰC HIỆN VẬT LÝ TRỊ LIỆU' };

/** Whole quantities print without decimals, others with a decimal comma. */
const quantity = (value: number) => String(value).replace('.', ',');

export function notePrintData(note: NotePrintNote, context: NotePrintContext): Record<string, unknown> {
  const team = (['ChinhPTTT', 'PhuPTTT', 'GayMe', 'PhuGayMe', 'DieuDuong'] as const)
    .map((role) => ({ role: ROLE[role], names: note.EKip.filter((member) => member.VaiTro === role).map((member) => member.TenNhanVien ?? '').filter(Boolean).join(', ') }))
    .filter((row) => row.names !== '');
  return {
    facilityName: context.facility.name,
    facilityAddress: context.facility.address ?? null,
    facilityPhone: context.facility.phone ?? null,
    title: TITLE[note.MaLoaiDichVu ?? ''] ?? 'PHIẾU PHẪU THUẬT / THỦ THUẬT',
    requestNumber: note.SoPhieuYeuCau,
    visitCode: note.MaTiepNhan ?? '',
    patientCode: note.MaYTe ?? '',
    patientName: note.TenBenhNhan ?? '',
    birthYear: note.NamSinh ?? '',
    sex: SEX[note.GioiTinh ?? ''] ?? '',
    room: note.TenPhongBan ?? '',
    orderingDoctor: note.TenBacSiChiDinh ?? '',
    services: note.TenDichVu ?? '',
    diagnosis: note.ChanDoan ?? null,
    startedAt: note.BatDau,
    endedAt: note.KetThuc,
    preDiagnosis: note.ChanDoanTruoc ?? null,
    postDiagnosis: note.ChanDoanSau ?? null,
    method: note.TenPhuongPhapPhauThuat ?? null,
    anaesthesia: note.TenPhuongPhapVoCam ?? null,
    group: note.NhomDieuTri ? (GROUP[note.NhomDieuTri] ?? note.NhomDieuTri) : '',
    result: [note.MaKetQua, note.TenKetQua].filter(Boolean).join(' - '),
    death: note.TuVong === true ? 'Có' : note.TuVong === false ? 'Không' : '',
    team,
    hasTeam: team.length > 0,
    process: note.QuyTrinh ?? '',
    course: note.DienBien ?? null,
    conclusion: note.KetLuan ?? '',
    supplies: note.VatTus.map((line, index) => ({ index: index + 1, code: line.MaDuoc, name: line.TenDuoc, unit: line.DonViTinh, quantity: quantity(line.SoLuong), note: line.GhiChu ?? '' })),
    hasSupplies: note.VatTus.length > 0,
    lockedAt: note.DaKhoa && note.ThoiGianKhoa ? note.ThoiGianKhoa : null,
    performerName: note.EKip.find((member) => member.VaiTro === 'ChinhPTTT')?.TenNhanVien ?? '',
    printedAt: context.printedAt,
  };
}
