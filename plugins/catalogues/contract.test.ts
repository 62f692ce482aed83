import { describe, expect, it } from 'vitest';
import {
  danTocFace,
  dichVuFace,
  doiTuongBHYTFace,
  donViHanhChinhFace,
  huongGiaiQuyetFace,
  icdFace,
  LOAI_DON_VI_CAP_TINH,
  LOAI_DON_VI_CAP_XA,
  lieuTrinhFace,
  mucHuongBHYTFace,
  ngheNghiepFace,
  quocTichFace,
  nhanVienFace,
  phuongPhapPhauThuatFace,
  phuongPhapVoCamFace,
  thietBiFace,
} from './contract';
import { danToc, dichVu, doiTuongBHYT, donViHanhChinh, huongGiaiQuyet, icd, LOAI_DON_VI_HANH_CHINH, lieuTrinh, mucHuongBHYT, ngheNghiep, nhanVien, phuongPhapPhauThuat, phuongPhapVoCam, quocTich, thietBi } from './rules';

describe('the faces the contract gives other plugins', () => {
  it.each([
    ['services', dichVuFace, dichVu],
    ['treatment courses', lieuTrinhFace, lieuTrinh],
    ['nationalities', quocTichFace, quocTich],
    ['staff', nhanVienFace, nhanVien],
    ['administrative units', donViHanhChinhFace, donViHanhChinh],
    ['ethnicities', danTocFace, danToc],
    ['occupations', ngheNghiepFace, ngheNghiep],
    ['insurance object codes', doiTuongBHYTFace, doiTuongBHYT],
    ['insurance benefit levels', mucHuongBHYTFace, mucHuongBHYT],
    ['ICD-10 diagnoses', icdFace, icd],
    ['treatment plans', huongGiaiQuyetFace, huongGiaiQuyet],
    ['equipment', thietBiFace, thietBi],
    ['surgical methods', phuongPhapPhauThuatFace, phuongPhapPhauThuat],
    ['anaesthesia methods', phuongPhapVoCamFace, phuongPhapVoCam],
  ] as const)('of %s name the catalogue, its code and name fields and their labels as the full descriptor does', (_name, face, full) => {
    expect(face.name).toBe(full.name);
    expect(face.title).toEqual(full.title);
    expect([face.codeField, face.nameField]).toEqual([full.codeField, full.nameField]);
    for (const key of [face.codeField, face.nameField]) {
      const [faceField, fullField] = [face, full].map((descriptor) => (descriptor.fields as Record<string, { label: unknown; maxLength?: number }>)[key]!);
      expect(faceField!.label).toEqual(fullField!.label);
      // A file's code longer than the catalogue allows is then one row's error, not a refused lookup.
      expect(faceField!.maxLength).toBe(fullField!.maxLength);
      expect((faceField as { required?: boolean }).required).toBe((fullField as { required?: boolean }).required);
    }
  });

  it('split the administrative unit types into province-level and commune-level, together all of them', () => {
    expect([...LOAI_DON_VI_CAP_TINH, ...LOAI_DON_VI_CAP_XA].sort()).toEqual([...LOAI_DON_VI_HANH_CHINH].sort());
    expect(LOAI_DON_VI_CAP_TINH).toEqual(['THANH_PHO', 'TINH']);
  });
});
