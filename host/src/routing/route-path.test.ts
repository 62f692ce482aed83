import { describe, expect, it } from 'vitest';
import { toRouterPath } from './route-path';

describe('route patterns in the router\'s syntax', () => {
  it.each([
    ['/trang-chu', '/trang-chu'],
    ['/benh-nhan/:childComponentPath?', '/benh-nhan/{-$childComponentPath}'],
    ['/ket-qua-cls/:idBenhNhan/:soPhieuYeuCau?', '/ket-qua-cls/$idBenhNhan/{-$soPhieuYeuCau}'],
    ['/xem-dicom/:files?', '/xem-dicom/{-$files}'],
  ])('%s → %s', (pattern, expected) => {
    expect(toRouterPath(pattern)).toBe(expected);
  });
});
