// The fake pricing API decides what is current with the server's rule (rules/price-choice.ts), not a copy of it:
// the cases where a hand-made copy went wrong answer here as the server answers them.
import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { fromCalendarDate } from '@his/sdk/format';
import { createFakePricingApi, type FakeList } from './fake-pricing-api';

const day = (d: number, month: number) => fromCalendarDate({ year: 2026, month, day: d });

function released(list: Partial<FakeList> & Pick<FakeList, '_id' | 'NgayPhatHanh'>): FakeList {
  return {
    LoaiGia_Id: 'lg-vp', MaBangGia: list._id, TenBangGia: list._id, LoaiBangGia: null, PhongBan_Ids: [], TrangThai: 'DaPhatHanh', ThoiGianPhatHanh: list.NgayPhatHanh,
    DichVu: [['dv-kb-noi', 40_000]], LieuTrinh: [], updatedAt: list.NgayPhatHanh, ...list,
  };
}

async function ask(lists: FakeList[], operation: string, variables: Record<string, unknown>) {
  const api = createFakePricingApi({ lists });
  const result = await api.client.query(parse(`query ${operation} { x }`), variables).toPromise();
  return result;
}

describe('the fake pricing API uses the real current-price rule', () => {
  it('a list for two rooms stays current while a later list replaces it in one room only', async () => {
    const lists = [
      released({ _id: 'bg-pk-2', NgayPhatHanh: day(1, 3), PhongBan_Ids: ['n-pk01'] }),
      released({ _id: 'bg-pk-1', NgayPhatHanh: day(1, 2), PhongBan_Ids: ['n-pk01', 'n-pk02'] }),
    ];
    const result = await ask(lists, 'SearchBangGia', { TrangThai: 'HienHanh' });
    expect(result.data.searchDM_BangGia.items.map((list: { _id: string }) => list._id).sort()).toEqual(['bg-pk-1', 'bg-pk-2']);
  });

  it('of two lists issued and released at the same moment, the price comes from the later id, as on the server', async () => {
    const lists = [
      released({ _id: 'bg-a', NgayPhatHanh: day(1, 1), DichVu: [['dv-kb-noi', 40_000]] }),
      released({ _id: 'bg-b', NgayPhatHanh: day(1, 1), DichVu: [['dv-kb-noi', 45_000]] }),
    ];
    const result = await ask(lists, 'DonGiaDichVu', { idDichVu: 'dv-kb-noi', idDoiTuong: 'dt-vp' });
    expect(result.data.getDonGiaDichVu).toMatchObject({ DonGia: 45_000, BangGia_Id: 'bg-b', LoaiGia_Id: 'lg-vp' });
  });

  it('a group whose price types have no current list is refused with the server\'s message key', async () => {
    const result = await ask([], 'DonGiaDichVu', { idDichVu: 'dv-kb-noi', idDoiTuong: 'dt-vp' });
    expect(result.error?.graphQLErrors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'pricing.noCurrentPriceList', params: { loaiGia: 'VienPhi', code: 'KB-NOI' } });
  });
});
