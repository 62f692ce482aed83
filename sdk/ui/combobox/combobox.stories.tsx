import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { toKhongDau } from '@his/sdk';
import { Combobox, type ComboboxItem } from './combobox';

const icd: ComboboxItem[] = [
  { value: 'J06.9', label: 'J06.9 - Nhiễm trùng hô hấp trên cấp' },
  { value: 'I10', label: 'I10 - Tăng huyết áp vô căn' },
  { value: 'E11', label: 'E11 - Đái tháo đường không phụ thuộc insulin' },
];
const search = async (text: string) => icd.filter((item) => toKhongDau(item.label).includes(toKhongDau(text)));

function IcdPicker() {
  const [value, setValue] = useState<ComboboxItem | null>(null);
  return <Combobox label="Chẩn đoán (ICD-10)" search={search} value={value} onValueChange={setValue} />;
}

const meta = { title: 'UI/Combobox', component: IcdPicker } satisfies Meta<typeof IcdPicker>;
export default meta;
export const ServerSearch: StoryObj<typeof meta> = {};
