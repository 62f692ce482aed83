// The printed procedure note: a valid A4 body under its key; the sheet prints the patient, times, diagnoses, methods,
// the team by role, the process, the result with its class and the death option, the supplies and the lock; what a
// user typed is printed as text, never as markup.
import { describe, expect, it } from 'vitest';
import { printTemplateBodyProblem, renderPrintTemplate } from '@his/sdk/print-template';
import { notePrintData } from './note-print-data';
import { notePrint, PROCEDURES_PRINTS, sampleNote } from './note-print';

const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&#x2F;/g, '/').replace(/\s+/g, ' ').trim();
const context = { facility: { name: 'Bệnh viện Đa khoa Hòa Bình' }, printedAt: Date.UTC(2026, 2, 5, 2, 40) };

describe('the printed procedure note', () => {
  it('is a valid A4 template under procedures.tuongTrinh', () => {
    expect(PROCEDURES_PRINTS.map((template) => template.key)).toEqual(['procedures.tuongTrinh']);
    expect(printTemplateBodyProblem(notePrint.defaultBody)).toBeNull();
    expect(notePrint.paper).toBe('A4');
  });

  it('When a procedure note is printed / Then it reads as the sheet, the team by role and the supplies in a table', () => {
    const printed = text(renderPrintTemplate(notePrint.defaultBody, notePrintData({ ...sampleNote, DaKhoa: true, ThoiGianKhoa: Date.UTC(2026, 2, 5, 2, 38) }, context)));
    expect(printed).toContain('PHIẾU THỦ THUẬT');
    expect(printed).toContain('Họ và tên: Trần Quốc Bình Năm sinh: 1972 Giới tính: Nam');
    expect(printed).toContain('Bắt đầu: 05/03/2026 09:10 Kết thúc: 05/03/2026 09:35');
    expect(printed).toContain('Phương pháp vô cảm: Gây tê tại chỗ');
    expect(printed).toContain('Phân loại: Thủ thuật loại 2');
    expect(printed).toContain('Phẫu thuật viên chính / người thực hiện chính BS. Nguyễn Văn An Điều dưỡng ĐD. Trần Thị Bích');
    expect(printed).toContain('Kết quả: 2 - Đỡ, vết thương khép kín Tử vong: Không');
    expect(printed).toContain('3 GAC-VK Gạc vô khuẩn 10x10 Miếng 4 Băng ép');
    expect(printed).toContain('Đã khóa lúc 05/03/2026 09:38');
    expect(printed).toMatch(/NGƯỜI THỰC HIỆN BS\. Nguyễn Văn An$/);
  });

  it('prints what was typed as text, and leaves out what a note has not', () => {
    const html = renderPrintTemplate(notePrint.defaultBody, notePrintData({ ...sampleNote, KetLuan: '<b>ổn</b>', EKip: [], VatTus: [], MaKetQua: null, TenKetQua: null, TuVong: null, TenPhuongPhapVoCam: null }, context));
    expect(html).toContain('&lt;b&gt;ổn&lt;&#x2F;b&gt;');
    expect(text(html)).not.toContain('Ê-kíp');
    expect(text(html)).not.toContain('Phương pháp vô cảm');
    expect(text(html)).toContain('Kết quả: Tử vong:');
  });
});
