import { useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockClient, HostProviders, MockRefusal, mockSession } from '@his/sdk/testing';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_READ, PATIENT_WRITE, RECEPTION_RECEIVE } from '../../rules/permissions';
import { AN, NOW, receptionAnswers, type FixtureOptions } from './reception-form-fixtures';
import { ReceptionForm } from './reception-form';

// The reception form against canned answers: the demo's patient group settings, Nguyễn Văn An as a returning
// patient (search "nguyen van an" or paste his card's QR code), one examination service in two rooms.
function withAnswers(options: FixtureOptions = {}) {
  return function ReceptionHost(Story: ComponentType) {
    const [client] = useState(() => createMockClient(receptionAnswers(options)));
    return (
      <HostProviders
        locales={{ reception: { vi, en } }}
        client={client}
        session={mockSession([RECEPTION_RECEIVE, PATIENT_READ, PATIENT_WRITE], { username: 'tiepdon', name: 'Ngô Thị Mai', profile: 'Tiếp đón' })}
      >
        <Story />
      </HostProviders>
    );
  };
}

const meta = {
  title: 'Plugins/reception/ReceptionForm',
  component: ReceptionForm,
  args: { loaiTiepNhan: 'NgoaiTru', onReceived: () => undefined, now: () => NOW },
} satisfies Meta<typeof ReceptionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The outpatient desk; the default group is insured, so the card block shows. */
export const Outpatient: Story = { decorators: [withAnswers()] };
/** A fee-paying default group: no card block until an insured group is chosen. */
export const FeePaying: Story = { decorators: [withAnswers({ his: { maDoiTuongMacDinh: 'VienPhi' } })] };
/** The emergency and inpatient desk: emergency is ticked and fixed. */
export const EmergencyIntake: Story = { args: { loaiTiepNhan: 'NoiTru' }, decorators: [withAnswers()] };
/** Typing "Nguyễn Văn An" with 1985 shows the possible duplicate with a "Chọn" button. */
export const PossibleDuplicate: Story = { decorators: [withAnswers({ duplicates: [AN] })] };
/** Saving asks about a second visit today, as the server does. */
export const SameDayQuestion: Story = {
  decorators: [
    withAnswers({
      receive: (variables) => {
        if (!variables.confirmed?.includes('reception.sameDayVisit')) throw new MockRefusal('reception.sameDayVisit', undefined, {}, 'Bệnh nhân đã có lượt khám hôm nay (TN26000001). Vẫn tạo lượt tiếp nhận mới?', true);
        return { createTiepNhanKhamBenh: { _id: 'tn-2', MaTiepNhan: 'TN26000002', BenhNhan_Id: 'bn-an' } };
      },
    }),
  ],
};
