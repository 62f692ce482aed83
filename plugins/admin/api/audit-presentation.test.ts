// Entries in the reader's words: declared labels first, a humanised name where nobody declared one, never the key.
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@his/sdk';
import { mergeAuditLabels, type AuditLabelBook } from '@his/sdk/server';
import vi from '../locales/vi.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import { AuditPresenter, humanise, type WantedNames } from './audit-presentation';

const catalogs = {
  vi: { ...vi, 'svc.kind.XN': 'Xét nghiệm', 'auth.invalidCredentials': 'Sai mật khẩu' } as Record<string, string>,
  en: { ...en, 'svc.kind.XN': 'Laboratory', 'auth.invalidCredentials': 'Wrong password' } as Record<string, string>,
};
const book: AuditLabelBook = {
  labels: mergeAuditLabels([
    {
      entities: {
        DM_DichVu: {
          label: { vi: 'Dịch vụ', en: 'Service' },
          name: { field: 'TenDichVu', table: 'DM_DichVu', column: 'TenDichVu' },
          fields: { TenDichVu: { vi: 'Tên dịch vụ', en: 'Service name' }, NhomDichVu_Id: { vi: 'Nhóm dịch vụ', en: 'Service group' }, Loai: { vi: 'Loại', en: 'Kind' } },
          refs: { NhomDichVu_Id: 'DM_NhomDichVu' },
          values: { Loai: 'svc.kind.{value}' },
        },
        DM_NhomDichVu: { label: { vi: 'Nhóm dịch vụ', en: 'Service group' }, name: { table: 'DM_NhomDichVu', column: 'TenNhomDichVu' } },
        User: { label: { vi: 'Tài khoản', en: 'Account' }, name: { table: 'his_users', column: 'username' }, values: { reason: '{value}' } },
      },
      operations: { updateDM_DichVu: { vi: 'Sửa Dịch vụ', en: 'Edit Service' } },
      fields: { TamNgung: { vi: 'Tạm ngừng', en: 'Suspended' }, createdBy: { vi: 'Người tạo', en: 'Created by' } },
      refs: { createdBy: 'User' },
    },
  ]),
  message: (lang, key, params) => formatMessage(catalogs[lang], key, params) ?? null,
};
const names = new Map([
  ['DM_NhomDichVu', new Map([['g1', 'Khám bệnh'], ['g2', 'Xét nghiệm máu']])],
  ['User', new Map([['u1', 'admin']])],
]);

describe('humanise: a key nobody labelled still reads as words', () => {
  it.each([
    ['defaultLanguage', 'Default language'],
    ['EXAMINE_ROOM', 'Examine room'],
    ['DM_DichVu', 'Dich vu'],
    ['updateSettingType', 'Update setting type'],
    ['isHTTPSOnly', 'Is https only'],
  ])('%s reads "%s"', (key, words) => expect(humanise(key)).toBe(words));
});

describe('an edit of a service', () => {
  const before = { _id: 's1', TenDichVu: 'Khám nội', NhomDichVu_Id: 'g1', TamNgung: false, Loai: 'XN', createdBy: 'u1', maNoiBo: 'A' };
  const after = { _id: 's1', TenDichVu: 'Khám Nội', NhomDichVu_Id: 'g2', TamNgung: true, Loai: 'XN', createdBy: 'u1', maNoiBo: 'B' };

  it('In Vietnamese: labels, names for ids, Có/Không, codes by their message, no _id, and a humanised unlabelled field', () => {
    const presenter = new AuditPresenter(book, 'vi');
    expect(presenter.entityLabel('DM_DichVu')).toBe('Dịch vụ');
    expect(presenter.operationLabel('updateDM_DichVu')).toBe('Sửa Dịch vụ');
    expect(presenter.recordName('DM_DichVu', 's1', before, after, names)).toBe('Khám Nội');
    expect(presenter.changes('DM_DichVu', before, after, names)).toEqual([
      { field: 'TenDichVu', label: 'Tên dịch vụ', before: 'Khám nội', after: 'Khám Nội' },
      { field: 'NhomDichVu_Id', label: 'Nhóm dịch vụ', before: 'Khám bệnh', after: 'Xét nghiệm máu' },
      { field: 'TamNgung', label: 'Tạm ngừng', before: 'Không', after: 'Có' },
      { field: 'Loai', label: 'Loại', before: 'Xét nghiệm', after: 'Xét nghiệm' },
      { field: 'createdBy', label: 'Người tạo', before: 'admin', after: 'admin' },
      { field: 'maNoiBo', label: 'Ma noi bo', before: 'A', after: 'B' },
    ]);
  });

  it('In English: the same entry in English words', () => {
    const presenter = new AuditPresenter(book, 'en');
    expect(presenter.entityLabel('DM_DichVu')).toBe('Service');
    expect(presenter.changes('DM_DichVu', before, after, names).slice(2, 4)).toEqual([
      { field: 'TamNgung', label: 'Suspended', before: 'No', after: 'Yes' },
      { field: 'Loai', label: 'Kind', before: 'Laboratory', after: 'Laboratory' },
    ]);
  });

  it('Asks to look up the record and every id its fields hold, by entity', () => {
    const wanted: WantedNames = new Map();
    new AuditPresenter(book, 'vi').wantNames(wanted, 'DM_DichVu', 's1', [before, after]);
    expect(wanted).toEqual(new Map([['DM_DichVu', new Set(['s1'])], ['DM_NhomDichVu', new Set(['g1', 'g2'])], ['User', new Set(['u1'])]]));
  });

  it('An id whose record is gone says so rather than showing the id', () => {
    expect(new AuditPresenter(book, 'vi').changes('DM_DichVu', null, { NhomDichVu_Id: 'g9' }, names)).toEqual([
      { field: 'NhomDichVu_Id', label: 'Nhóm dịch vụ', before: null, after: '(bản ghi không còn)' },
    ]);
  });
});

describe('entries of no declared entity', () => {
  it('A generic entry names its mutation; an unknown one reads as words', () => {
    const presenter = new AuditPresenter(book, 'vi');
    expect(presenter.entityLabel('updateDM_DichVu')).toBe('Sửa Dịch vụ');
    expect(presenter.entityLabel('approveDonThuoc')).toBe('Approve don thuoc');
    expect(presenter.recordName('updateDM_DichVu', null, null, { id: 's1' }, names)).toBeNull();
  });

  it('A refused sign-in gives its reason as the message the user read; a user is named by lookup', () => {
    const presenter = new AuditPresenter(book, 'vi');
    expect(presenter.changes('User', null, { reason: 'auth.invalidCredentials' }, names)).toEqual([{ field: 'reason', label: 'Reason', before: null, after: 'Sai mật khẩu' }]);
    expect(presenter.recordName('User', 'u1', null, null, names)).toBe('admin');
  });

  it('Nested records and lists are labelled field by field', () => {
    const presenter = new AuditPresenter(book, 'vi');
    expect(presenter.changes('DM_DichVu', null, { dong: [{ NhomDichVu_Id: 'g1', TamNgung: true }], ds: [] }, names)).toEqual([
      { field: 'dong', label: 'Dong', before: null, after: 'Nhóm dịch vụ: Khám bệnh; Tạm ngừng: Có' },
      { field: 'ds', label: 'Ds', before: null, after: '(trống)' },
    ]);
  });
});
