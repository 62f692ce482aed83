// The public result page, signed out, on the fake API: a patient's returned glucose (high), an ultrasound report, and
// a link whose token is wrong (one neutral sentence).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { publicTokenOf } from '../testing/fake-paraclinical-api';
import { WithFakeParaclinicalApi } from '../testing/with-fake-paraclinical-api';
import { PublicResults } from './public-result-page';

const meta = {
  title: 'Plugins/paraclinical/PublicResultPage',
  component: PublicResults,
  args: { idBenhNhan: 'bn-4', soPhieuYeuCau: null, token: publicTokenOf('bn-4') },
  decorators: [
    (Story) => (
      <WithFakeParaclinicalApi signedIn={false}>
        <Story />
      </WithFakeParaclinicalApi>
    ),
  ],
} satisfies Meta<typeof PublicResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabResult: Story = {};
export const Report: Story = { args: { idBenhNhan: 'bn-6', token: publicTokenOf('bn-6') } };
export const WrongLink: Story = { args: { token: 'doan-bua' } };
