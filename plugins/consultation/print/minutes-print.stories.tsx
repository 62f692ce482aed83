// The printed minutes with the sample data, rendered by the SDK's renderer as the server renders it; and minutes of a
// clinic with no surgery planned and no authority known.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { PrintedHtml, PrintFrame } from '@his/sdk/ui';
import { minutesPrintData, SAMPLE_MINUTES } from './minutes-print-data';
import { minutesPrint } from './minutes-print';

function MinutesPreview({ data }: { data: Record<string, unknown> }) {
  return (
    <PrintFrame title={minutesPrint.name.vi} paper={minutesPrint.paper}>
      <PrintedHtml html={renderPrintTemplate(minutesPrint.defaultBody, data)} />
    </PrintFrame>
  );
}

const meta = {
  title: 'Plugins/consultation/Print/Minutes',
  component: MinutesPreview,
  args: { data: minutesPrint.sampleData },
} satisfies Meta<typeof MinutesPreview>;

export default meta;
export const SampleData: StoryObj<typeof meta> = {};
export const NoSurgery: StoryObj<typeof meta> = {
  args: {
    data: minutesPrintData(
      { ...SAMPLE_MINUTES, LoaiHoiChan: 'Khoa', TenPhuongPhapPhauThuat: null, TenPhuongPhapVoCam: null, TenPhauThuatVien: null, TenBacSiGayMe: null, ThoiGianDuKienPhauThuat: null, KetLuan: 'Điều trị nội khoa, theo dõi sát' },
      { facilityName: 'Phòng khám Đa khoa An Bình' },
    ),
  },
};
