import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRICE_LIST_RELEASE, PRICE_LIST_WRITE } from '../../rules/permissions';
import { NOW, PRICE_TYPES } from '../testing/fake-pricing-api';
import { fakeApiDecorator } from '../testing/with-fake-api';
import { PriceListEditor, type EditorTarget, type PriceListEditorProps } from './price-list-editor';

const priceTypes = PRICE_TYPES.map((type) => ({ value: type._id, label: type.TenLoaiGia }));

// The editor keeps its own target, as the screen does: a save opens the saved list, closing empties it.
function WithTarget(props: PriceListEditorProps) {
  const [target, setTarget] = useState<EditorTarget | null>(props.target);
  return <PriceListEditor {...props} target={target} onTargetChange={setTarget} />;
}

const meta = {
  title: 'Plugins/pricing/PriceListEditor',
  component: PriceListEditor,
  args: { target: { kind: 'open', id: 'bg-vp-2027' }, priceTypes, canWrite: true, canRelease: true, onChanged: () => {}, onTargetChange: () => {}, now: () => NOW },
  render: (args) => <WithTarget {...args} />,
  decorators: [fakeApiDecorator([PRICE_LIST_WRITE, PRICE_LIST_RELEASE])],
} satisfies Meta<typeof PriceListEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {};
export const Released: Story = { args: { target: { kind: 'open', id: 'bg-vp-2026' } } };
export const NewList: Story = { args: { target: { kind: 'new' } } };
export const WithoutReleasePermission: Story = { args: { canRelease: false } };
