// The kiosks' printed queue ticket with its sample data, rendered by the SDK's renderer as the server renders it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { PrintedHtml, PrintFrame } from '@his/sdk/ui';
import { queueTicketPrint } from './queue-ticket-print';

function QueueTicketPreview({ data }: { data: Record<string, unknown> }) {
  return (
    <PrintFrame title={queueTicketPrint.name.vi} paper={queueTicketPrint.paper}>
      <PrintedHtml html={renderPrintTemplate(queueTicketPrint.defaultBody, data)} />
    </PrintFrame>
  );
}

const meta = {
  title: 'Plugins/reception/Print/QueueTicket',
  component: QueueTicketPreview,
  args: { data: queueTicketPrint.sampleData },
} satisfies Meta<typeof QueueTicketPreview>;

export default meta;
export const SampleData: StoryObj<typeof meta> = {};
export const OnRequest: StoryObj<typeof meta> = { args: { data: { ...queueTicketPrint.sampleData, roomName: 'Phòng khám Nội 1', number: 3, kindName: 'Khám theo yêu cầu', serviceName: 'Khám Nội' } } };
