// The kiosks' printed slip: its body passes the template check, and the sample renders the facility, the room, the
// number, the kind, the date and time and the waiting count, with the service only on an on-request ticket.
import { describe, expect, it } from 'vitest';
import { printTemplateBodyProblem, renderPrintTemplate } from '@his/sdk/print-template';
import { queueTicketPrint } from './queue-ticket-print';

const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the queue ticket slip', () => {
  it('is a valid 80 mm template', () => {
    expect(printTemplateBodyProblem(queueTicketPrint.defaultBody)).toBeNull();
    expect(queueTicketPrint.paper).toBe('K80');
  });

  it('prints the facility, room, number, kind, time and waiting count of a desk ticket', () => {
    expect(text(renderPrintTemplate(queueTicketPrint.defaultBody, queueTicketPrint.sampleData))).toBe(
      'BỆNH VIỆN ĐA KHOA TỈNH Quầy tiếp đón 1 SỐ THỨ TỰ 12 Bảo hiểm y tế 05/03/2026 07:42 Số người chờ trước: 3',
    );
  });

  it('names the service of an on-request ticket', () => {
    const html = renderPrintTemplate(queueTicketPrint.defaultBody, { ...queueTicketPrint.sampleData, roomName: 'Phòng khám Nội 1', kindName: 'Khám theo yêu cầu', serviceName: 'Khám Nội' });
    expect(text(html)).toContain('Khám theo yêu cầu Khám Nội');
  });
});
