// The demo profiles' menus and permissions come from the plugins of the variant: the core gives each profile its
// home page only, and each plugin adds its own pages and permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { gql, login, startTestServer, startVariantServer } from '../support/server';

const MY_INFO = '{ myInfo { profile { navigation } permissions } }';

async function menuOf(server: HisServer, username: string, password: string) {
  const { token } = await login(server, username, password);
  const info = (await gql<{ myInfo: { profile: { navigation: { path: string }[] }; permissions: string[] } }>(server, '/graphqlauth', MY_INFO, {}, { token })).data!.myInfo;
  return { paths: info.profile.navigation.map((entry) => entry.path), permissions: info.permissions };
}

describe('demo profiles', () => {
  let core: HisServer;
  let hospital: HisServer;
  beforeAll(async () => {
    [core, hospital] = await Promise.all([startTestServer(), startVariantServer()]);
  });
  afterAll(async () => {
    await Promise.all([core?.close(), hospital?.close()]);
  });

  it('get from the core alone their home page and nothing of any plugin', async () => {
    expect(await menuOf(core, 'bacsi', 'Bacsi@123')).toEqual({ paths: ['/trang-chu'], permissions: [] });
    expect((await menuOf(core, 'ketoan', 'Ketoan@123')).permissions).toEqual([]);
  });

  it('get the pages and permissions the hospital variant\'s plugins give each role, in the manifest\'s order', async () => {
    const doctor = await menuOf(hospital, 'bacsi', 'Bacsi@123');
    expect(doctor.paths).toEqual(['/trang-chu', '/icd-thuong-dung', '/dich-vu', '/gia-dich-vu', '/tra-cuu-lich-su-kcb', '/kham-benh-ngoai-tru', '/bien-ban-hoi-chan']);
    expect(doctor.permissions).toEqual(expect.arrayContaining(['examination.read', 'examination.write', 'paraclinical.read', 'consultation.read', 'consultation.write']));
    expect(doctor.permissions).not.toContain('paraclinical.write');
    expect(doctor.permissions).not.toContain('consultation.reopen');
    const technician = await menuOf(hospital, 'ktv', 'Ktv@12345');
    expect(technician.paths).toEqual([
      '/trang-chu', '/can-lam-sang', '/thiet-bi', '/xet-nghiem', '/xet-nghiem-vi-sinh', '/chan-doan-hinh-anh', '/sieu-am', '/tham-do-chuc-nang', '/xet-nghiem-sars-cov-2',
      '/thuc-hien-chi-dinh-pttt', '/thuc-hien-vltl', '/tuong-trinh-pt-tt-vltl',
    ]);
    expect(technician.permissions).toEqual(expect.arrayContaining(['paraclinical.read', 'paraclinical.write', 'paraclinical.result.cancel', 'procedures.read', 'procedures.write', 'procedures.unlock']));
    // The nurse performs procedures and writes their notes; reopening them is the technician's.
    const nurse = await menuOf(hospital, 'dieuduong', 'Dieuduong@123');
    expect(nurse.paths).toEqual(expect.arrayContaining(['/thuc-hien-chi-dinh-pttt', '/thuc-hien-vltl', '/tuong-trinh-pt-tt-vltl']));
    expect(nurse.permissions).toEqual(expect.arrayContaining(['procedures.read', 'procedures.write']));
    expect(nurse.permissions).not.toContain('procedures.unlock');
    const accountant = await menuOf(hospital, 'ketoan', 'Ketoan@123');
    expect(accountant.paths).toEqual(['/trang-chu', '/gia-dich-vu', '/doi-tuong', '/quan-ly-khach-hang', '/vien-phi-ngoai-tru', '/quyen-bien-lai', '/danh-sach-xac-nhan-bhyt', '/quy-tac-bhyt', '/lich-su-thao-tac']);
    expect(accountant.permissions).toEqual(expect.arrayContaining(['cashier.read', 'cashier.post', 'cashier.books', 'cashier.rules']));
    expect(accountant.permissions).not.toContain('cashier.collect');
    const cashier = await menuOf(hospital, 'thungan', 'Thungan@123');
    expect(cashier.paths).toEqual(expect.arrayContaining(['/vien-phi-ngoai-tru', '/quyen-bien-lai', '/mien-giam-ngoai-tru', '/cap-nhat-doi-tuong-ngoai-tru']));
    expect(cashier.permissions).toEqual(expect.arrayContaining(['cashier.read', 'cashier.collect', 'cashier.receipt.delete', 'cashier.complete']));
    expect(accountant.permissions).toContain('admin.audit.read');
    expect((await menuOf(hospital, 'bacsi', 'Bacsi@123')).permissions).not.toContain('admin.audit.read');
  });
});
