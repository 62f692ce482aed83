// The settings pricing owns (block his): whether hospital-fee prices apply, and the price type and patient group a
// visit starts with. The variants' defaults fill them; the seeds' codes (seed/reference.ts) are what they name.
import { defineSettings } from '@his/sdk';

export const pricingSettings = defineSettings([
  { block: 'his', key: 'isCoGiaVienPhi', kind: 'boolean', label: { vi: 'Có giá viện phí', en: 'Hospital fee prices apply' } },
  { block: 'his', key: 'maLoaiGiaMacDinh', kind: 'text', label: { vi: 'Mã loại giá mặc định', en: 'Default price type code' } },
  { block: 'his', key: 'maDoiTuongMacDinh', kind: 'text', label: { vi: 'Mã đối tượng mặc định', en: 'Default patient group code' } },
]);
