// The printed lab result sheet and report with their sample data, rendered by the SDK's renderer as the server renders them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { PrintedHtml, PrintFrame } from '@his/sdk/ui';
import { PARACLINICAL_PRINTS } from './result-prints';

function ResultPreview({ template, data }: { template: 0 | 1; data: Record<string, unknown> }) {
  const declaration = PARACLINICAL_PRINTS[template];
  return (
    <PrintFrame title={declaration.name.vi} paper={declaration.paper}>
      <PrintedHtml html={renderPrintTemplate(declaration.defaultBody, data)} />
    </PrintFrame>
  );
}

const meta = {
  title: 'Plugins/paraclinical/Print/Results',
  component: ResultPreview,
  args: { template: 0, data: PARACLINICAL_PRINTS[0].sampleData },
} satisfies Meta<typeof ResultPreview>;

export default meta;
type Story = StoryObj<typeof meta>;
export const LabResultSheet: Story = {};
export const ImagingReport: Story = { args: { template: 1, data: PARACLINICAL_PRINTS[1].sampleData } };
