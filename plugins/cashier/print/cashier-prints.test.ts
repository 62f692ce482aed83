// The cashier's prints: valid bodies under the cashier's keys; the receipt prints its book's symbol and number, the
// patient, each line with what insurance and the patient pay, a line insurance does not cover said so, the total in
// figures and in Vietnamese words (capital first letter, "đồng"), the method and the cashier; a deleted receipt says
// so; the bill detail prints the lines by service group with subtotals (prescription lines under the drugs), marks the
// uncovered ones and counts them; what a user typed prints as text, never as markup.
import { describe, expect, it } from 'vitest';
import { printTemplateBodyProblem, renderPrintTemplate } from '@his/sdk/print-template';
import { billDetailPrint, CASHIER_PRINTS, receiptPrint } from './cashier-prints';
import { billPrintData, receiptNumberText, receiptPrintData, type PrintLine, type ReceiptPrintSource } from './receipt-print-data';

const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&#x2F;/g, '/').replace(/\s+/g, ' ').trim();

const COLLECTED = Date.UTC(2026, 2, 5, 3, 15);
const facility = { name: 'Bệnh viện Đa khoa Hòa Bình' };
const patient = { MaYTe: 'BN26000001', TenBenhNhan: 'Nguyễn Thị Lan', NamSinh: 1985, GioiTinh: 'FEMALE' };
const visit = { MaTiepNhan: 'TN2603050001', NgayTiepNhan: Date.UTC(2026, 2, 5, 0, 30), TenDoiTuong: 'Bảo hiểm y tế', SoTheBHYT: 'HN4797900000011', MucHuong: 4 };
const lines: PrintLine[] = [
  { MaDV: 'KB-NOI', TenDichVu: 'Khám Nội', NhomDichVu: 'Khám bệnh', SoLuong: 1, DonGia: 42_100, ThanhTien: 42_100, TyLeBHYT: 80, BHChiTra: 33_680, SoTienGiamGia: 0, BenhNhanTTSauGiamGia: 8_420, KhongBHYT: false },
  { MaDV: 'SA-4D', TenDichVu: 'Siêu âm 4D <b>theo yêu cầu</b>', NhomDichVu: 'Chẩn đoán hình ảnh', SoLuong: 1, DonGia: 116_580, ThanhTien: 116_580, TyLeBHYT: 80, BHChiTra: 0, SoTienGiamGia: 0, BenhNhanTTSauGiamGia: 116_580, KhongBHYT: true },
];
const receipt: ReceiptPrintSource = {
  MaBienLai: 'BL26-0000013', SoBienLai: 13, LoaiBienLai: 'ThuTien', TrangThai: 'DaThuTien', NgayBienLai: COLLECTED, GiaTriBienLai: 125_000,
  KyHieu: 'BL26', Series: 'A', TenHinhThucThanhToan: 'Quẹt thẻ', TenNguoiThu: 'Lê Thị Cúc', GhiChu: null, LyDoHuy: null, patient, visit, lines,
};

describe('the cashier\'s prints', () => {
  it('are valid templates under the cashier\'s keys: the receipt on A5, the bill detail on A4', () => {
    for (const template of CASHIER_PRINTS) {
      expect(printTemplateBodyProblem(template.defaultBody)).toBeNull();
      expect(() => renderPrintTemplate(template.defaultBody, template.sampleData)).not.toThrow();
    }
    expect(CASHIER_PRINTS.map((template) => [template.key, template.paper])).toEqual([['cashier.bienLai', 'A5'], ['cashier.bangKeChiPhi', 'A4']]);
  });

  it('When a payment receipt is printed / Then it shows the book and number, the patient, the lines, the total in figures and in words, the method and the cashier', () => {
    const printed = text(renderPrintTemplate(receiptPrint.defaultBody, receiptPrintData(receipt, facility, COLLECTED)));
    expect(printed).toBe(
      'Bệnh viện Đa khoa Hòa Bình Ký hiệu: BL26/A Số: 0000013 Mã biên lai: BL26-0000013 BIÊN LAI THU TIỀN VIỆN PHÍ '
      + 'Họ và tên: Nguyễn Thị Lan Năm sinh: 1985 Giới tính: Nữ Mã y tế: BN26000001 Mã tiếp nhận: TN2603050001 Đối tượng: Bảo hiểm y tế '
      + 'Số thẻ BHYT: HN4797900000011 Mức hưởng: 4 '
      + 'STT Nội dung SL Đơn giá Thành tiền BHYT trả Người bệnh trả '
      + '1 Khám Nội 1 42,100 42,100 33,680 8,420 '
      + '2 Siêu âm 4D &lt;b&gt;theo yêu cầu&lt;/b&gt; (Không BHYT) 1 116,580 116,580 0 116,580 '
      + 'Tổng số tiền: 125,000 đồng Bằng chữ: Một trăm hai mươi lăm nghìn đồng Hình thức thanh toán: Quẹt thẻ '
      + 'Người nộp tiền (Ký, ghi rõ họ tên) Ngày 05/03/2026 10:15 Người thu tiền Lê Thị Cúc',
    );
  });

  it('When an advance or a deleted receipt is printed / Then the title says the kind, and a deleted one says it was cancelled and why', () => {
    const advance = text(renderPrintTemplate(receiptPrint.defaultBody, receiptPrintData({ ...receipt, LoaiBienLai: 'TamUng', GiaTriBienLai: 2_000_000, lines: [], Series: null }, facility, COLLECTED)));
    expect(advance).toContain('Ký hiệu: BL26 Số: 0000013');
    expect(advance).toContain('BIÊN LAI THU TIỀN TẠM ỨNG');
    expect(advance).toContain('Tổng số tiền: 2,000,000 đồng Bằng chữ: Hai triệu đồng');
    expect(advance).not.toContain('STT');
    const deleted = text(renderPrintTemplate(receiptPrint.defaultBody, receiptPrintData({ ...receipt, TrangThai: 'DaHuy', LyDoHuy: 'Thu nhầm dịch vụ' }, facility, COLLECTED)));
    expect(deleted).toContain('BIÊN LAI THU TIỀN VIỆN PHÍ ĐÃ HỦY — Thu nhầm dịch vụ');
  });

  it('When the bill detail is printed / Then the lines come by service group with subtotals, the uncovered ones marked and counted, then the totals and the patient\'s share in words', () => {
    const totals = { TongTien: 158_680, BHChiTra: 33_680, BenhNhanTT: 125_000, MienGiam: 0, DaThu: 0, TamUng: 0, ConLai: 125_000 };
    const drug: PrintLine = { Nguon: 'Thuoc', MaDV: 'PARA500', TenDichVu: 'Paracetamol 500mg', NhomDichVu: null, SoLuong: 10, DonGia: 0, ThanhTien: 0, TyLeBHYT: 80, BHChiTra: 0, SoTienGiamGia: 0, BenhNhanTTSauGiamGia: 0, KhongBHYT: false };
    const printed = text(renderPrintTemplate(billDetailPrint.defaultBody, billPrintData({ patient, visit, lines: [...lines, drug], totals }, facility, COLLECTED)));
    expect(printed).toContain('Thuốc, vật tư y tế 0 0 0 0 3 PARA500 Paracetamol 500mg 10 0 0 80 0 0 0');
    expect(printed).toContain('BẢNG KÊ CHI PHÍ KHÁM BỆNH, CHỮA BỆNH NGOẠI TRÚ');
    expect(printed).toContain('Khám bệnh 42,100 33,680 0 8,420 1 KB-NOI Khám Nội 1 42,100 42,100 80 33,680 0 8,420');
    expect(printed).toContain('Chẩn đoán hình ảnh 116,580 0 0 116,580 2 SA-4D Siêu âm 4D &lt;b&gt;theo yêu cầu&lt;/b&gt; (*) 1 116,580 116,580 0 0 0 116,580');
    expect(printed).toContain('Tổng cộng 158,680 33,680 0 125,000');
    expect(printed).toContain('(*) Không thuộc phạm vi chi trả của quỹ BHYT: 1 dịch vụ, người bệnh trả toàn bộ.');
    expect(printed).toContain('Số tiền người bệnh phải trả bằng chữ: Một trăm hai mươi lăm nghìn đồng');
  });

  it('numbers receipts with seven digits', () => {
    expect([1, 13, 1234567].map(receiptNumberText)).toEqual(['0000001', '0000013', '1234567']);
  });
});
