// Clinical catalogues: care orders, surgery and anaesthesia methods, inpatient types, admission reasons, advice and
// drug-taking notes, sample collection, lab reference values, the conclusion dictionary and prescription templates.
import { defineCatalogue, field, type CatalogueRow } from '@his/sdk';
import { codeField, ghiChu, label, nameField } from './field-kit';

export const yLenhChamSoc = defineCatalogue({
  name: 'DM_YLenhChamSoc',
  title: label('Y lệnh chăm sóc', 'Care order'),
  codeField: 'MaYLenhChamSoc',
  nameField: 'TenYLenhChamSoc',
  fields: {
    MaYLenhChamSoc: codeField('Mã y lệnh chăm sóc', 'Care order code'),
    TenYLenhChamSoc: nameField('Tên y lệnh chăm sóc', 'Care order'),
    GhiChu: ghiChu(),
  },
});
export type YLenhChamSoc = CatalogueRow<typeof yLenhChamSoc>;

export const phuongPhapPhauThuat = defineCatalogue({
  name: 'DM_PhuongPhapPhauThuat',
  title: label('Phương pháp phẫu thuật', 'Surgical method'),
  codeField: 'MaPhuongPhapPhauThuat',
  nameField: 'TenPhuongPhapPhauThuat',
  fields: {
    MaPhuongPhapPhauThuat: codeField('Mã phương pháp', 'Method code'),
    TenPhuongPhapPhauThuat: nameField('Tên phương pháp phẫu thuật', 'Surgical method'),
    GhiChu: ghiChu(),
  },
});
export type PhuongPhapPhauThuat = CatalogueRow<typeof phuongPhapPhauThuat>;

export const phuongPhapVoCam = defineCatalogue({
  name: 'DM_PhuongPhapVoCam',
  title: label('Phương pháp vô cảm', 'Anaesthesia method'),
  codeField: 'MaPhuongPhapVoCam',
  nameField: 'TenPhuongPhapVoCam',
  fields: {
    MaPhuongPhapVoCam: codeField('Mã phương pháp', 'Method code'),
    TenPhuongPhapVoCam: nameField('Tên phương pháp vô cảm', 'Anaesthesia method'),
    GhiChu: ghiChu(),
  },
});
export type PhuongPhapVoCam = CatalogueRow<typeof phuongPhapVoCam>;

export const loaiNoiTru = defineCatalogue({
  name: 'DM_LoaiNoiTru',
  title: label('Loại nội trú', 'Inpatient type'),
  codeField: 'MaLoaiNoiTru',
  nameField: 'TenLoaiNoiTru',
  fields: {
    MaLoaiNoiTru: codeField('Mã loại nội trú', 'Inpatient type code', { maxLength: 20 }),
    TenLoaiNoiTru: nameField('Tên loại nội trú', 'Inpatient type', 200),
    GhiChu: ghiChu(),
  },
});
export type LoaiNoiTru = CatalogueRow<typeof loaiNoiTru>;

export const lyDoVaoVien = defineCatalogue({
  name: 'DM_LyDoVaoVien',
  title: label('Lý do vào viện', 'Admission reason'),
  codeField: 'MaLyDoVaoVien',
  nameField: 'TenLyDoVaoVien',
  fields: {
    MaLyDoVaoVien: codeField('Mã lý do vào viện', 'Admission reason code', { maxLength: 20 }),
    TenLyDoVaoVien: nameField('Tên lý do vào viện', 'Admission reason', 200),
    GhiChu: ghiChu(),
  },
});
export type LyDoVaoVien = CatalogueRow<typeof lyDoVaoVien>;

export const loiDan = defineCatalogue({
  name: 'DM_LoiDan',
  title: label('Lời dặn', 'Advice note'),
  codeField: 'MaLoiDan',
  nameField: 'TenLoiDan',
  fields: {
    MaLoiDan: codeField('Mã lời dặn', 'Advice code'),
    TenLoiDan: nameField('Tên lời dặn', 'Advice title', 200),
    NoiDung: field.text({ label: label('Nội dung', 'Text'), multiline: true, maxLength: 4000 }),
    GhiChu: ghiChu(),
  },
});
export type LoiDan = CatalogueRow<typeof loiDan>;

export const loiDanUongThuoc = defineCatalogue({
  name: 'DM_LoiDanUongThuoc',
  title: label('Lời dặn uống thuốc', 'Drug-taking instruction'),
  codeField: 'MaLoiDanUongThuoc',
  nameField: 'TenLoiDanUongThuoc',
  fields: {
    MaLoiDanUongThuoc: codeField('Mã lời dặn', 'Instruction code'),
    TenLoiDanUongThuoc: nameField('Tên lời dặn', 'Instruction', 200),
    NoiDung: field.text({ label: label('Nội dung', 'Text'), multiline: true, maxLength: 2000 }),
    GhiChu: ghiChu(),
  },
});
export type LoiDanUongThuoc = CatalogueRow<typeof loiDanUongThuoc>;

export const phuongThucThuMau = defineCatalogue({
  name: 'DM_PhuongThucThuMau',
  title: label('Phương thức thu mẫu', 'Collection method'),
  codeField: 'MaPhuongThucThuMau',
  nameField: 'TenPhuongThucThuMau',
  fields: {
    MaPhuongThucThuMau: codeField('Mã phương thức', 'Method code'),
    TenPhuongThucThuMau: nameField('Tên phương thức thu mẫu', 'Collection method', 200),
    GhiChu: ghiChu(),
  },
});
export type PhuongThucThuMau = CatalogueRow<typeof phuongThucThuMau>;

export const giaTriChuan = defineCatalogue({
  name: 'DM_GiaTriChuan',
  title: label('Giá trị chuẩn', 'Reference value'),
  codeField: 'MaGiaTriChuan',
  nameField: 'TenGiaTriChuan',
  fields: {
    MaGiaTriChuan: codeField('Mã giá trị chuẩn', 'Reference value code'),
    TenGiaTriChuan: nameField('Tên chỉ số', 'Analyte', 200),
    KieuDuLieu: field.enum(['So', 'VanBan', 'AmDuong'], {
      label: label('Kiểu dữ liệu', 'Result type'),
      required: true,
      valueLabels: { So: label('Số', 'Number'), VanBan: label('Văn bản', 'Text'), AmDuong: label('Âm tính / Dương tính', 'Negative / positive') },
    }),
    NamMin: field.number({ label: label('Nam - thấp nhất', 'Male - low') }),
    NamMax: field.number({ label: label('Nam - cao nhất', 'Male - high') }),
    NuMin: field.number({ label: label('Nữ - thấp nhất', 'Female - low') }),
    NuMax: field.number({ label: label('Nữ - cao nhất', 'Female - high') }),
    TreEmMin: field.number({ label: label('Trẻ em - thấp nhất', 'Child - low') }),
    TreEmMax: field.number({ label: label('Trẻ em - cao nhất', 'Child - high') }),
    DonViTinh: field.text({ label: label('Đơn vị tính', 'Unit'), maxLength: 50 }),
    // The analyser's code for the analyte, which the lab interface matches results by.
    MaLienThong: field.text({ label: label('Mã liên thông', 'Interface code'), maxLength: 50 }),
  },
  search: ['MaGiaTriChuan', 'TenGiaTriChuan', 'MaLienThong'],
});
export type GiaTriChuan = CatalogueRow<typeof giaTriChuan>;

export const tuDienKetLuan = defineCatalogue({
  name: 'DM_TuDienKetLuan',
  title: label('Từ điển kết luận', 'Conclusion dictionary'),
  codeField: 'MaTuDienKetLuan',
  nameField: 'TenTuDienKetLuan',
  fields: {
    NhomDichVu_Id: field.ref('DM_NhomDichVu', { label: label('Nhóm dịch vụ', 'Service group') }),
    MaTuDienKetLuan: codeField('Mã kết luận', 'Conclusion code'),
    TenTuDienKetLuan: nameField('Tên kết luận', 'Conclusion title'),
    // Typed in a result form to insert the entry, hence unique like the code.
    TenTat: field.text({ label: label('Tên tắt', 'Abbreviation'), maxLength: 50, unique: true }),
    ChanDoan: field.text({ label: label('Chẩn đoán', 'Diagnosis'), maxLength: 1000 }),
    NoiDung: field.text({ label: label('Nội dung (mô tả)', 'Findings'), multiline: true, maxLength: 8000 }),
    GhiChu: ghiChu(),
    KetLuan: field.text({ label: label('Kết luận', 'Conclusion'), multiline: true, maxLength: 2000 }),
  },
  search: ['MaTuDienKetLuan', 'TenTuDienKetLuan', 'TenTat'],
});
export type TuDienKetLuan = CatalogueRow<typeof tuDienKetLuan>;

/** One line of a prescription template; Duoc_Id is a drug of the pharmacy module. */
export interface ChiTietToaThuocMau {
  Duoc_Id: string;
  Sang?: number;
  Trua?: number;
  Chieu?: number;
  Toi?: number;
  SoNgay?: number;
  SoLuong?: number;
  DuongDung?: string;
  LoiDanUongThuoc?: string;
  ThuTu?: number;
}

export const toaThuocMau = defineCatalogue({
  name: 'DM_ToaThuocMau',
  title: label('Toa thuốc mẫu', 'Prescription template'),
  codeField: 'MaToaThuocMau',
  nameField: 'TenToaThuocMau',
  scope: 'node',
  // The spec's searchDM_ToaThuocMau is examination's (a doctor's own and shared samples, by kind, with typed lines).
  operations: { search: 'searchDM_ToaThuocMauCatalogue' },
  fields: {
    // Staff are not a catalogue: the doctor is referred to by id only.
    BacSi_Id: field.text({ label: label('Bác sĩ', 'Doctor'), maxLength: 100 }),
    MaToaThuocMau: codeField('Mã toa thuốc mẫu', 'Template code'),
    TenToaThuocMau: nameField('Tên toa thuốc mẫu', 'Template name'),
    LoiDan: field.text({ label: label('Lời dặn', 'Advice'), multiline: true, maxLength: 2000 }),
    GhiChu: ghiChu(),
    ChiTiets: field.json<ChiTietToaThuocMau[]>({ label: label('Chi tiết thuốc', 'Drug lines') }),
    LaToaMuaNgoai: field.boolean({ label: label('Toa mua ngoài', 'Outside purchase'), since: 2 }),
  },
});
export type ToaThuocMau = CatalogueRow<typeof toaThuocMau>;
