// The printed price list with its sample data, rendered by the SDK's renderer as the server renders it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { PrintedHtml, PrintFrame } from '@his/sdk/ui';
import { priceListPrint } from './price-list-print';

function PrintTemplatePreview({ data }: { data: Record<string, unknown> }) {
  return (
    <PrintFrame title={priceListPrint.name.vi} paper={priceListPrint.paper}>
      <PrintedHtml html={renderPrintTemplate(priceListPrint.defaultBody, data)} />
    </PrintFrame>
  );
}

const meta = {
  title: 'Plugins/pricing/Print/PriceList',
  component: PrintTemplatePreview,
  args: { data: priceListPrint.sampleData },
} satisfies Meta<typeof PrintTemplatePreview>;

export default meta;
export const SampleData: StoryObj<typeof meta> = {};
