// The hospital variant: the full HIS for a general hospital.
import { defineVariant } from '@his/sdk';

export default defineVariant({
  id: 'hospital',
  title: { vi: 'Bệnh viện Đa khoa Hòa Bình', en: 'Hoa Binh General Hospital' },
  appType: 'HIS',
  systemType: 'BENH_VIEN',
  settings: { defaultLanguage: 'vi', isShowIconLanguage: true, his: { isCoGiaVienPhi: true, maLoaiGiaMacDinh: 'BaoHiemYTe', maDoiTuongMacDinh: 'BaoHiemYTe' }, print: {}, smartPharma: {} },
  plugins: ['home', 'catalogues', 'pricing', 'reception', 'pharmacy', 'examination', 'paraclinical', 'procedures', 'consultation', 'cashier', 'admin'],
});
