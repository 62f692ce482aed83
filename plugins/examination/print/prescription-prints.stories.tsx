// The three printed prescriptions (MAU_TOA_IN_1 to 3) with their sample data, rendered by the SDK's renderer as the
// server renders them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { PrintedHtml, PrintFrame } from '@his/sdk/ui';
import { PRESCRIPTION_PRINTS } from './prescription-prints';

function PrescriptionPreview({ template, data }: { template: 0 | 1 | 2; data: Record<string, unknown> }) {
  const declaration = PRESCRIPTION_PRINTS[template];
  return (
    <PrintFrame title={declaration.name.vi} paper={declaration.paper}>
      <PrintedHtml html={renderPrintTemplate(declaration.defaultBody, data)} />
    </PrintFrame>
  );
}

const meta = {
  title: 'Plugins/examination/Print/Prescription',
  component: PrescriptionPreview,
  args: { template: 0, data: PRESCRIPTION_PRINTS[0].sampleData },
} satisfies Meta<typeof PrescriptionPreview>;

export default meta;
type Story = StoryObj<typeof meta>;
export const MauToaIn1A5: Story = {};
export const MauToaIn2A4WithPrices: Story = { args: { template: 1 } };
export const MauToaIn3Roll: Story = { args: { template: 2 } };
