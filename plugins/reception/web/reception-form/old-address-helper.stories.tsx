// Stories of the old address helper: an old commune merged whole (Hàng Bạc) and one split in two (Bến Nghé).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockClient, HostProviders, mockSession } from '@his/sdk/testing';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { RECEPTION_RECEIVE } from '../../rules/permissions';
import { OldAddressHelper } from './old-address-helper';

const commune = (id: string, name: string, province: string) => ({ _id: id, TenDonViHanhChinh: name, LoaiDonViHanhChinh: 'PHUONG', TamNgung: false, DonViCha: { TenDonViHanhChinh: province } });
const client = createMockClient({
  OldAddressProvinces: () => ({ searchDM_TinhCu: [{ _id: 'tc-01', MaTinhCu: '01', TenTinhCu: 'Thành phố Hà Nội' }, { _id: 'tc-79', MaTinhCu: '79', TenTinhCu: 'Thành phố Hồ Chí Minh' }] }),
  OldAddressCommunes: () => ({
    searchDM_XaCu: [
      { _id: 'xc-1', MaXaCu: '00037', TenXaCu: 'Phường Hàng Bạc', TenHuyenCu: 'Quận Hoàn Kiếm', TinhCu_Id: 'tc-01' },
      { _id: 'xc-2', MaXaCu: '26734', TenXaCu: 'Phường Bến Nghé', TenHuyenCu: 'Quận 1', TinhCu_Id: 'tc-79' },
    ],
  }),
  NewAddressFromOld: (variables) => ({
    getDiaChiMoiTuDiaChiCu:
      variables.maXaCu === '00037'
        ? { toanPhan: true, XaMoi: [commune('dv-hk', 'Phường Hoàn Kiếm', 'Thành phố Hà Nội')], TinhMoi: { _id: 'dv-hn', TenDonViHanhChinh: 'Thành phố Hà Nội' } }
        : { toanPhan: false, XaMoi: [commune('dv-sg', 'Phường Sài Gòn', 'Thành phố Hồ Chí Minh'), commune('dv-bt', 'Phường Bến Thành', 'Thành phố Hồ Chí Minh')], TinhMoi: { _id: 'dv-hcm', TenDonViHanhChinh: 'Thành phố Hồ Chí Minh' } },
  }),
});

const meta = {
  title: 'Plugins/reception/OldAddressHelper',
  component: OldAddressHelper,
  args: { onChoose: () => {} },
  decorators: [
    (Story) => (
      <HostProviders locales={{ reception: { vi, en } }} client={client} session={mockSession([RECEPTION_RECEIVE])}>
        <Story />
      </HostProviders>
    ),
  ],
} satisfies Meta<typeof OldAddressHelper>;

export default meta;

/** Closed, under the commune picker; open it and search "hang bac" (merged whole) or "ben nghe" (split). */
export const Closed: StoryObj<typeof meta> = {};
