// The printed queue ticket of the kiosks (reception.queueTicket): a thermal 80 mm slip with the number in large type.
import { definePrintTemplate } from '@his/sdk/print-template';

const defaultBody = `<style>
.queue-ticket { font-family: 'Be Vietnam Pro', sans-serif; text-align: center; font-size: 11pt; }
.queue-ticket .facility { font-weight: 700; text-transform: uppercase; }
.queue-ticket .room { margin: 2mm 0 0; font-size: 12pt; }
.queue-ticket .number { font-size: 40pt; font-weight: 700; line-height: 1.1; margin: 2mm 0; }
.queue-ticket .kind { font-size: 12pt; font-weight: 600; }
.queue-ticket .time { margin-top: 2mm; }
</style>
<div class="queue-ticket">
  <div class="facility">{{facilityName}}</div>
  <div class="room">{{roomName}}</div>
  <div>SỐ THỨ TỰ</div>
  <div class="number">{{number}}</div>
  <div class="kind">{{kindName}}</div>
  {{#serviceName}}<div>{{serviceName}}</div>{{/serviceName}}
  <div class="time">{{#dateTime}}{{takenAt}}{{/dateTime}}</div>
  <div>Số người chờ trước: {{waitingBefore}}</div>
</div>
`;

export const queueTicketPrint = definePrintTemplate({
  key: 'reception.queueTicket',
  name: { vi: 'Phiếu số thứ tự (kiosk)', en: 'Queue ticket (kiosk)' },
  paper: 'K80',
  defaultBody,
  sampleData: {
    facilityName: 'BỆNH VIỆN ĐA KHOA TỈNH',
    roomName: 'Quầy tiếp đón 1',
    number: 12,
    kindName: 'Bảo hiểm y tế',
    serviceName: '',
    // 5 March 2026, 07:42 in Asia/Ho_Chi_Minh.
    takenAt: Date.UTC(2026, 2, 5, 0, 42),
    waitingBefore: 3,
  },
});
