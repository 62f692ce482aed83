// The sample prescription the three printed templates (MAU_TOA_IN_1 to 3) are previewed with: the shape
// `web/prescriptions/prescription-print-data.ts` builds, for an insured adult with two drugs.
export const prescriptionSampleData = {
  facilityName: 'BỆNH VIỆN ĐA KHOA HÒA BÌNH',
  patientName: 'Nguyễn Văn An',
  patientCode: '26000001',
  age: '40 tuổi',
  sex: 'Nam',
  address: '12 Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh',
  insuranceCard: 'HT2797924000001',
  examCode: 'KB2603050001',
  diagnosis: 'J00 - Viêm mũi họng cấp [cảm thường]',
  // 10 March 2026 in Asia/Ho_Chi_Minh.
  followUpDate: Date.UTC(2026, 2, 9, 17, 0),
  prescriptions: [
    {
      title: 'ĐƠN THUỐC',
      kind: 'Toa thường',
      storeName: 'Nhà thuốc bệnh viện',
      advice: 'Uống nhiều nước, tái khám nếu sốt trên 3 ngày',
      dateText: 'Ngày 05 tháng 03 năm 2026',
      doctorName: 'BS. Trần Văn Khoa',
      lines: [
        { number: 1, name: 'Paracetamol', strength: '500mg', quantity: '10', unit: 'Viên', route: 'Uống', usage: 'Sáng 1 viên, Chiều 1 viên, 5 ngày, uống sau ăn', unitPrice: 500, amount: 5000 },
        { number: 2, name: 'Augmentin (Amoxicillin; Acid clavulanic)', strength: '625mg', quantity: '14', unit: 'Viên', route: 'Uống', usage: 'Sáng 1 viên, Tối 1 viên, 7 ngày', unitPrice: 12000, amount: 168000 },
      ],
      lineCount: 2,
      total: 173000,
    },
  ],
};
