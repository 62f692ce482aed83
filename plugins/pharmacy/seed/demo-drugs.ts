// The demo hospital's drugs and medical supplies: common outpatient drugs of the Vietnamese market with their real
// active ingredients and strengths, and a few supplies. Demo data, seeded with --demo only.
// The registration numbers (số đăng ký) keep the VD- (domestic) and VN- (imported) format, but they are demo values
// in a 99xxx range, not the registrations of real products: check a real product's number with the Drug
// Administration of Vietnam before relying on it.
import type { CatalogueSeed } from '@his/sdk/server';
import { duoc } from '../rules/catalogues';

/** The drug with exactly 5 boxes in the hospital pharmacy (NT01), for showing 'not enough stock'. */
export const LAST_BOXES_DRUG = 'T024';

type Row = Record<string, unknown>;

const thuoc = (MaDuoc: string, TenDuoc: string, HoatChat: string, HamLuong: string, DonViTinh: string, DuongDung: string, SoDangKy: string, GiaBan: number, BHYT: boolean): Row => ({
  MaDuoc, TenDuoc, HoatChat, HamLuong, DonViTinh, DuongDung, SoDangKy, LoaiDuoc: 'Thuoc', BHYT, GiaBan, ...(BHYT ? { GiaBHYT: GiaBan } : {}),
});

const vatTu = (MaDuoc: string, TenDuoc: string, HamLuong: string, DonViTinh: string, GiaBan: number): Row => ({
  MaDuoc, TenDuoc, HamLuong, DonViTinh, LoaiDuoc: 'VTYT', BHYT: true, GiaBan, GiaBHYT: GiaBan,
});

export const demoDrugs: CatalogueSeed = {
  catalogue: duoc,
  rows: [
    thuoc('T001', 'Paracetamol 500mg', 'Paracetamol', '500 mg', 'Viên', 'Uống', 'VD-99001-26', 500, true),
    thuoc('T002', 'Efferalgan 500mg (viên sủi)', 'Paracetamol', '500 mg', 'Viên', 'Uống', 'VN-99002-26', 2_800, false),
    thuoc('T003', 'Amoxicilin 500mg', 'Amoxicilin', '500 mg', 'Viên', 'Uống', 'VD-99003-26', 1_000, true),
    thuoc('T004', 'Augmentin 625mg', 'Amoxicilin; Acid clavulanic', '500 mg; 125 mg', 'Viên', 'Uống', 'VN-99004-26', 16_500, true),
    thuoc('T005', 'Ibuprofen 400mg', 'Ibuprofen', '400 mg', 'Viên', 'Uống', 'VD-99005-26', 900, true),
    thuoc('T006', 'Aspirin 81mg', 'Acid acetylsalicylic', '81 mg', 'Viên', 'Uống', 'VD-99006-26', 400, true),
    thuoc('T007', 'Clopidogrel 75mg', 'Clopidogrel', '75 mg', 'Viên', 'Uống', 'VD-99007-26', 3_200, true),
    thuoc('T008', 'Warfarin 5mg', 'Warfarin natri', '5 mg', 'Viên', 'Uống', 'VN-99008-26', 2_100, true),
    thuoc('T009', 'Omeprazol 20mg', 'Omeprazol', '20 mg', 'Viên', 'Uống', 'VD-99009-26', 600, true),
    thuoc('T010', 'Esomeprazol 40mg', 'Esomeprazol', '40 mg', 'Viên', 'Uống', 'VD-99010-26', 4_800, true),
    thuoc('T011', 'Simvastatin 20mg', 'Simvastatin', '20 mg', 'Viên', 'Uống', 'VD-99011-26', 800, true),
    thuoc('T012', 'Atorvastatin 20mg', 'Atorvastatin', '20 mg', 'Viên', 'Uống', 'VD-99012-26', 1_500, true),
    thuoc('T013', 'Clarithromycin 500mg', 'Clarithromycin', '500 mg', 'Viên', 'Uống', 'VN-99013-26', 5_200, true),
    thuoc('T014', 'Metformin 850mg', 'Metformin hydroclorid', '850 mg', 'Viên', 'Uống', 'VD-99014-26', 700, true),
    thuoc('T015', 'Amlodipin 5mg', 'Amlodipin', '5 mg', 'Viên', 'Uống', 'VD-99015-26', 400, true),
    thuoc('T016', 'Losartan 50mg', 'Losartan kali', '50 mg', 'Viên', 'Uống', 'VD-99016-26', 1_200, true),
    thuoc('T017', 'Cetirizin 10mg', 'Cetirizin dihydroclorid', '10 mg', 'Viên', 'Uống', 'VD-99017-26', 500, true),
    thuoc('T018', 'Salbutamol 2mg', 'Salbutamol', '2 mg', 'Viên', 'Uống', 'VD-99018-26', 200, true),
    thuoc('T019', 'Diclofenac 50mg', 'Diclofenac natri', '50 mg', 'Viên', 'Uống', 'VD-99019-26', 500, true),
    thuoc('T020', 'Meloxicam 7,5mg', 'Meloxicam', '7,5 mg', 'Viên', 'Uống', 'VD-99020-26', 800, true),
    thuoc('T021', 'Prednisolon 5mg', 'Prednisolon', '5 mg', 'Viên', 'Uống', 'VD-99021-26', 200, true),
    thuoc('T022', 'Ciprofloxacin 500mg', 'Ciprofloxacin', '500 mg', 'Viên', 'Uống', 'VD-99022-26', 1_200, true),
    thuoc('T023', 'Fluconazol 150mg', 'Fluconazol', '150 mg', 'Viên', 'Uống', 'VD-99023-26', 6_000, true),
    // Sold by the box of one inhaler (200 doses): the drug the demo pharmacy has only five of.
    thuoc(LAST_BOXES_DRUG, 'Ventolin Inhaler 100mcg/liều', 'Salbutamol', '100 mcg/liều', 'Hộp', 'Hít qua miệng', 'VN-99024-26', 82_000, true),
    vatTu('VT001', 'Bơm tiêm nhựa 5ml', '5 ml, kim 25G', 'Cái', 1_500),
    vatTu('VT002', 'Gạc y tế tiệt trùng 10cm x 10cm', 'Gói 10 miếng', 'Gói', 5_000),
    vatTu('VT003', 'Găng tay khám nitrile không bột', 'Cỡ M', 'Đôi', 2_000),
    vatTu('VT004', 'Kim luồn tĩnh mạch 22G', '22G', 'Cái', 12_000),
    vatTu('VT005', 'Dây truyền dịch', '20 giọt/ml', 'Bộ', 8_000),
  ],
};
