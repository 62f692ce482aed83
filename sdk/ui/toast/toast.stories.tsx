import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Toaster, toast } from './toast';

function Toasts() {
  useEffect(() => {
    toast.success('Đã lưu phiếu thu BL000123');
    toast.error('Dịch vụ chưa có giá trong bảng giá hiện hành');
  }, []);
  return <p>Thông báo hiện ở góc trên bên phải.</p>;
}

const meta = { title: 'UI/Toast', component: Toasts, decorators: [(Story) => <><Story /><Toaster /></>] } satisfies Meta<typeof Toasts>;
export default meta;
export const SuccessAndError: StoryObj<typeof meta> = {};
