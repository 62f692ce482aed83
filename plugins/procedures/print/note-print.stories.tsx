// The printed procedure note with its sample data, rendered by the SDK's renderer as the server renders it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { PrintedHtml, PrintFrame } from '@his/sdk/ui';
import { notePrint } from './note-print';

function NotePreview({ data }: { data: Record<string, unknown> }) {
  return (
    <PrintFrame title={notePrint.name.vi} paper={notePrint.paper}>
      <PrintedHtml html={renderPrintTemplate(notePrint.defaultBody, data)} />
    </PrintFrame>
  );
}

const meta = {
  title: 'Plugins/procedures/Print/Note',
  component: NotePreview,
  args: { data: notePrint.sampleData },
} satisfies Meta<typeof NotePreview>;

export default meta;
type Story = StoryObj<typeof meta>;
export const ProcedureNote: Story = {};
