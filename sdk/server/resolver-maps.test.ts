import { describe, expect, it } from 'vitest';
import { mergeResolverMaps } from './resolver-maps';

describe('mergeResolverMaps', () => {
  const one = () => 1;
  const two = () => 2;

  it('keeps every field of every type', () => {
    expect(mergeResolverMaps({ Query: { a: one }, NhanVien: { ChucVu: one } }, { Query: { b: two }, NhanVien: { TaiKhoan: two } }))
      .toEqual({ Query: { a: one, b: two }, NhanVien: { ChucVu: one, TaiKhoan: two } });
  });

  it('refuses two resolvers for one field, naming it', () => {
    expect(() => mergeResolverMaps({ Query: { a: one } }, { Query: { a: two } })).toThrow('Two resolvers for Query.a: keep one of them.');
  });
});
