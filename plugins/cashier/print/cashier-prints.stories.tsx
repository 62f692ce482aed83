// The receipt and the bill detail with their sample data, rendered by the SDK's renderer as the server renders them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { PrintedHtml, PrintFrame } from '@his/sdk/ui';
import { CASHIER_PRINTS } from './cashier-prints';

function CashierPrintPreview({ template, data }: { template: 0 | 1; data: Record<string, unknown> }) {
  const declaration = CASHIER_PRINTS[template];
  return (
    <PrintFrame title={declaration.name.vi} paper={declaration.paper}>
      <PrintedHtml html={renderPrintTemplate(declaration.defaultBody, data)} />
    </PrintFrame>
  );
}

const meta = {
  title: 'Plugins/cashier/Print/Receipt and bill detail',
  component: CashierPrintPreview,
  args: { template: 0, data: CASHIER_PRINTS[0].sampleData },
} satisfies Meta<typeof CashierPrintPreview>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Receipt: Story = {};
export const BillDetail: Story = { args: { template: 1, data: CASHIER_PRINTS[1].sampleData } };
