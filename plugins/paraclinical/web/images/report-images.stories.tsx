// A report's images section on the fake API: an X-ray being done, to which files are added (the fake sender stores
// them, a .gif is refused as the server refuses it), and a returned ultrasound, read-only.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOrders } from '../testing/fake-paraclinical-api';
import { WithFakeParaclinicalApi } from '../testing/with-fake-paraclinical-api';
import { ReportImages } from './report-images';

const orders = sampleOrders();

const meta = {
  title: 'Plugins/paraclinical/ReportImages',
  component: ReportImages,
  args: { order: orders[6]!, editable: true, onChanged: () => {} },
  decorators: [
    (Story) => (
      <WithFakeParaclinicalApi>
        <Story />
      </WithFakeParaclinicalApi>
    ),
  ],
} satisfies Meta<typeof ReportImages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const XRayBeingDone: Story = {};
export const UltrasoundReturned: Story = { args: { order: orders[5]!, editable: false } };
