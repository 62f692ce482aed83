import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyCatalogue } from '@his/sdk';
import { PRICING_CATALOGUE_WRITE } from '../../rules/permissions';
import { catalogueSlug, PATIENT_GROUP_CATALOGUES } from '../patient-group-catalogues';
import { fakeApiDecorator } from '../testing/with-fake-api';
import { PatientGroupsScreen, type NavLinkProps, type PatientGroupsScreenProps } from './patient-groups-screen';

// The side menu switches catalogue in the story as the router does in the app.
function WithNavigation(props: PatientGroupsScreenProps) {
  const [current, setCurrent] = useState<AnyCatalogue>(props.current);
  const StoryLink = ({ to, className, children, ...rest }: NavLinkProps) => (
    <a
      href={`#${to}`}
      className={className}
      aria-current={rest['aria-current']}
      onClick={(event) => {
        event.preventDefault();
        setCurrent(PATIENT_GROUP_CATALOGUES.find((catalogue) => to.endsWith(`/${catalogueSlug(catalogue.name)}`)) ?? current);
      }}
    >
      {children}
    </a>
  );
  return <PatientGroupsScreen current={current} link={StoryLink} />;
}

const meta = {
  title: 'Plugins/pricing/PatientGroupsScreen',
  component: PatientGroupsScreen,
  args: { current: PATIENT_GROUP_CATALOGUES[0]!, link: () => null },
  render: (args) => <WithNavigation {...args} />,
  decorators: [fakeApiDecorator([PRICING_CATALOGUE_WRITE])],
} satisfies Meta<typeof PatientGroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PatientGroups: Story = {};
export const PriceTypes: Story = { args: { current: PATIENT_GROUP_CATALOGUES[1]! } };
