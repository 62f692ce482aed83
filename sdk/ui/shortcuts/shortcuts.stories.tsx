import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from '../text-input/text-input';
import { useShortcuts } from './use-shortcuts';

// The examination screen's keys: F4 save, F8 order services, F9 print, Enter add a line.
function ExaminationKeys() {
  const [log, setLog] = useState<string[]>([]);
  const note = (action: string) => () => setLog((lines) => [...lines, action]);
  useShortcuts({ F4: note('F4 — Lưu'), F8: note('F8 — Chỉ định dịch vụ'), F9: note('F9 — In đơn thuốc'), Enter: note('Enter — Thêm thuốc') });
  return (
    <div>
      <TextInput label="Tên thuốc" />
      <ul aria-label="Phím đã nhấn">{log.map((line, index) => <li key={index}>{line}</li>)}</ul>
    </div>
  );
}

const meta = { title: 'UI/useShortcuts', component: ExaminationKeys } satisfies Meta<typeof ExaminationKeys>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Examination: Story = {};
