import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeQueueApi } from '../testing/with-fake-queue-api';
import { DeskQueueList } from './desk-queue-list';

// The desk's morning queue: a priority number first, one called, two waiting, and one that did not come.
const meta = {
  title: 'Plugins/reception/DeskQueueList',
  component: DeskQueueList,
  args: { list: 'waiting' },
  decorators: [
    (Story) => (
      <WithFakeQueueApi>
        <Story />
      </WithFakeQueueApi>
    ),
  ],
} satisfies Meta<typeof DeskQueueList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const NotCome: Story = { args: { list: 'notCome' } };
export const Empty: Story = {
  decorators: [
    (Story) => (
      <WithFakeQueueApi tickets={[]}>
        <Story />
      </WithFakeQueueApi>
    ),
  ],
};
