import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney, moneyInWords } from '@his/sdk/format';
import { PrintFrame } from './print-frame';

function Receipt() {
  const total = 1250000;
  return (
    <div style={{ fontFamily: 'inherit', fontSize: '12pt' }}>
      <p style={{ textAlign: 'center', fontWeight: 600 }}>BỆNH VIỆN ĐA KHOA TỈNH</p>
      <h1 style={{ textAlign: 'center', fontSize: '16pt' }}>PHIẾU THU</h1>
      <p>Họ tên: Nguyễn Văn An — Mã BN: BN000123</p>
      <p>Số tiền: {formatMoney(total)} đ</p>
      <p>Bằng chữ: {moneyInWords(total)}</p>
    </div>
  );
}

const meta = { title: 'UI/PrintFrame', component: PrintFrame, args: { title: 'Phiếu thu 000123', paper: 'A5', children: <Receipt /> } } satisfies Meta<typeof PrintFrame>;
export default meta;
type Story = StoryObj<typeof meta>;
export const ReceiptA5: Story = {};
export const QueueTicket: Story = { args: { title: 'Số thứ tự 015', paper: 'K80', children: <p style={{ textAlign: 'center', fontSize: '32pt' }}>015</p> } };
