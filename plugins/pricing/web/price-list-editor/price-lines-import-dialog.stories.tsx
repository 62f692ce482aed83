import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRICE_LIST_WRITE } from '../../rules/permissions';
import { fakeApiDecorator } from '../testing/with-fake-api';
import { PriceLinesImportDialog } from './price-lines-import-dialog';

// The import as a draft's editor opens it, before a file is chosen; codes are matched by the fake pricing API.
const meta = {
  title: 'Plugins/pricing/PriceLinesImportDialog',
  component: PriceLinesImportDialog,
  args: { open: true, onClose: () => {}, onImport: () => {}, lines: [{ id: 'dv-kb-noi', code: 'KB-NOI', name: 'Khám Nội', DonGia: 45_500 }] },
  decorators: [fakeApiDecorator([PRICE_LIST_WRITE])],
} satisfies Meta<typeof PriceLinesImportDialog>;

export default meta;

export const ChooseFile: StoryObj<typeof meta> = {};
