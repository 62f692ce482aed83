import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeApiDecorator } from '../testing/with-fake-api';
import { ReleaseQuestion } from './release-question';

// The release question's body: a list that would leave 113 services of the one it replaces without a price.
const meta = {
  title: 'Plugins/pricing/ReleaseQuestion',
  component: ReleaseQuestion,
  args: {
    question: 'Phát hành bảng giá VienPhi-2027 từ ngày 01/01/2027? Sau khi phát hành không sửa được.',
    impact: {
      replacedLists: [{ _id: 'bg-vp-2026', MaBangGia: 'VienPhi-2026', TenBangGia: 'Bảng giá viện phí năm 2026' }],
      losingCount: 113,
      losingServices: Array.from({ length: 20 }, (_, index) => ({ DichVu_Id: `dv-${index}`, MaDichVu: `DV${String(index + 1).padStart(3, '0')}`, TenDichVu: `Dịch vụ thứ ${index + 1}` })),
    },
  },
  decorators: [fakeApiDecorator([])],
} satisfies Meta<typeof ReleaseQuestion>;

export default meta;

export const ServicesLosingTheirPrice: StoryObj<typeof meta> = {};

export const NothingLost: StoryObj<typeof meta> = {
  args: { impact: { replacedLists: [{ _id: 'bg-vp-2026', MaBangGia: 'VienPhi-2026', TenBangGia: 'Bảng giá viện phí năm 2026' }], losingCount: 0, losingServices: [] } },
};
