// The follow-up appointment slip with its sample data, rendered by the SDK's renderer as the server renders it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { PrintedHtml, PrintFrame } from '@his/sdk/ui';
import { followUpSlipData } from './follow-up-slip-data';
import { followUpSlipPrint } from './follow-up-slip-print';

function FollowUpSlipPreview({ data }: { data: Record<string, unknown> }) {
  return (
    <PrintFrame title={followUpSlipPrint.name.vi} paper={followUpSlipPrint.paper}>
      <PrintedHtml html={renderPrintTemplate(followUpSlipPrint.defaultBody, data)} />
    </PrintFrame>
  );
}

const meta = {
  title: 'Plugins/examination/Print/FollowUpSlip',
  component: FollowUpSlipPreview,
  args: { data: followUpSlipPrint.sampleData },
} satisfies Meta<typeof FollowUpSlipPreview>;

export default meta;
export const SampleData: StoryObj<typeof meta> = {};
// A fee-paying patient without a card, back on 24 April: 30 April and 1 May count as working days, holidays not being built in.
export const WithoutInsurance: StoryObj<typeof meta> = {
  args: {
    data: followUpSlipData({
      ...followUpSlipPrint.sampleData,
      insuranceNumber: '',
      insuranceValidTo: null,
      followUpDate: Date.UTC(2026, 3, 23, 17, 0),
    }),
  },
};
