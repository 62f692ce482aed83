import type { Meta, StoryObj } from '@storybook/react-vite';
import { NODES_MANAGE, OrgUnitsScreen } from './org-units-screen';
import { WithFakeUnits } from './fake-units-api';

// A hospital with a second site, its departments, rooms and stores (one suspended), from a fake auth service.
const meta = {
  title: 'Plugins/catalogues/OrgUnitsScreen',
  component: OrgUnitsScreen,
  args: {},
  parameters: { permissions: [NODES_MANAGE] },
  decorators: [
    (Story, context) => (
      <WithFakeUnits permissions={context.parameters.permissions as string[]}>
        <Story />
      </WithFakeUnits>
    ),
  ],
} satisfies Meta<typeof OrgUnitsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {};
export const ReadOnly: Story = { parameters: { permissions: [] } };
