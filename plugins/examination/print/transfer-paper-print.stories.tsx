// The transfer paper with its sample data, rendered by the SDK's renderer as the server renders it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { PrintedHtml, PrintFrame } from '@his/sdk/ui';
import { SAMPLE_TRANSFER_RECORD, transferPaperData } from './transfer-paper-data';
import { transferPaperPrint } from './transfer-paper-print';

function TransferPaperPreview({ data }: { data: Record<string, unknown> }) {
  return (
    <PrintFrame title={transferPaperPrint.name.vi} paper={transferPaperPrint.paper}>
      <PrintedHtml html={renderPrintTemplate(transferPaperPrint.defaultBody, data)} />
    </PrintFrame>
  );
}

const meta = {
  title: 'Plugins/examination/Print/TransferPaper',
  component: TransferPaperPreview,
  args: { data: transferPaperPrint.sampleData },
} satisfies Meta<typeof TransferPaperPreview>;

export default meta;
export const SampleData: StoryObj<typeof meta> = {};
export const FeePayingPatient: StoryObj<typeof meta> = {
  args: {
    data: transferPaperData(
      { ...SAMPLE_TRANSFER_RECORD, SoTheBHYT: null, BHYTNgayHieuLuc: null, BHYTNgayHetHieuLuc: null, ICDPhus: [], HinhThucChuyen_Id: 'CungCap', LyDoChuyen: 'Theo yêu cầu của người bệnh' },
      'Phòng khám Đa khoa An Bình',
    ),
  },
};
