// The demo organisation: a general hospital with a second site, its departments, rooms and stores, and staff accounts.
import type { VariantManifest } from '@his/sdk';
import type { NavigationItem } from './tables';

export interface DemoNode {
  code: string;
  name: string;
  category: 'HOSPITAL' | 'DEPARTMENT' | 'ROOM' | 'STORE';
  parent?: string;
  roomType?: string;
  queueCodes?: string[];
  canSale?: boolean;
  address?: string;
  phone?: string;
}

export interface DemoProfile {
  name: string;
  menu: 'full' | 'tree';
  navigation: NavigationItem[];
  grants: { node: string; role: string; permissions: string[] }[];
}

export interface DemoAccount {
  username: string;
  password: string;
  staffCode: string;
  staffName: string;
  sex?: 'MALE' | 'FEMALE';
  positionCode: string | null;
  profiles: string[];
}

const home: NavigationItem = { title: 'home.menu.title', path: '/trang-chu', icon: 'home' };
// Pages of the plugins that exist today, so that each role finds work before its own plugin lands. An entry
// without a title takes the page's own menu title; one whose page the variant lacks is not shown.
const icdLookup: NavigationItem = { path: '/icd-thuong-dung' };
const serviceCatalogue: NavigationItem = { path: '/dich-vu' };
const paraclinicalCatalogues: NavigationItem = { path: '/can-lam-sang' };
const equipment: NavigationItem = { path: '/thiet-bi' };
const priceLists: NavigationItem = { path: '/gia-dich-vu' };
const patientGroups: NavigationItem = { path: '/doi-tuong' };
const staffDirectory: NavigationItem = { path: '/nhan-vien' };

/** Shown in the README; every account's password is also listed there. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'bacsi', password: 'Bacsi@123', staffCode: 'BS0001', staffName: 'Nguyễn Văn An', sex: 'MALE', positionCode: 'BS', profiles: ['Bác sĩ khám bệnh'] },
  { username: 'dieuduong', password: 'Dieuduong@123', staffCode: 'DD0001', staffName: 'Trần Thị Bích', sex: 'FEMALE', positionCode: 'DD', profiles: ['Điều dưỡng'] },
  { username: 'thungan', password: 'Thungan@123', staffCode: 'TN0001', staffName: 'Lê Thị Cúc', sex: 'FEMALE', positionCode: 'TN', profiles: ['Thu ngân'] },
  { username: 'ktv', password: 'Ktv@12345', staffCode: 'KTV0001', staffName: 'Phạm Văn Dũng', sex: 'MALE', positionCode: 'KTV', profiles: ['Kỹ thuật viên'] },
  { username: 'ketoan', password: 'Ketoan@123', staffCode: 'KT0001', staffName: 'Hoàng Thị Hạnh', sex: 'FEMALE', positionCode: 'KT', profiles: ['Kế toán'] },
  { username: 'giamdoc', password: 'Giamdoc@123', staffCode: 'GD0001', staffName: 'Võ Minh Khoa', sex: 'MALE', positionCode: 'GĐ', profiles: ['Ban giám đốc'] },
  { username: 'vanthu', password: 'Vanthu@123', staffCode: 'VT0001', staffName: 'Đặng Thu Lan', sex: 'FEMALE', positionCode: 'NVVT', profiles: ['Văn thư'] },
  { username: 'dacoso', password: 'Dacoso@123', staffCode: 'BS0002', staffName: 'Bùi Quang Minh', sex: 'MALE', positionCode: 'BS', profiles: ['Bác sĩ khám bệnh', 'Kỹ thuật viên'] },
];

export const DEMO_ADMIN = { username: 'admin', password: 'Admin@123' };

export function demoOrganisation(variant: VariantManifest) {
  const nodes: DemoNode[] = [
    { code: 'CS02', name: `${variant.title.vi} - Cơ sở 2`, category: 'HOSPITAL', address: '215 Hồng Bàng, Phường Chợ Lớn, TP. Hồ Chí Minh', phone: '028 3855 4269' },
    { code: 'KKB', name: 'Khoa Khám bệnh', category: 'DEPARTMENT', parent: 'CS01' },
    { code: 'KXN', name: 'Khoa Xét nghiệm', category: 'DEPARTMENT', parent: 'CS01' },
    { code: 'KCDHA', name: 'Khoa Chẩn đoán hình ảnh', category: 'DEPARTMENT', parent: 'CS01' },
    { code: 'KNOI', name: 'Khoa Nội tổng hợp', category: 'DEPARTMENT', parent: 'CS01' },
    { code: 'PTCKT', name: 'Phòng Tài chính - Kế toán', category: 'DEPARTMENT', parent: 'CS01' },
    { code: 'KDUOC', name: 'Khoa Dược', category: 'DEPARTMENT', parent: 'CS01' },
    { code: 'TD01', name: 'Quầy tiếp đón 1', category: 'ROOM', parent: 'KKB', roomType: 'RECEIVE_ROOM', queueCodes: ['TD'] },
    { code: 'PK01', name: 'Phòng khám Nội 1', category: 'ROOM', parent: 'KKB', roomType: 'EXAMINE_ROOM', queueCodes: ['PK01'] },
    { code: 'PK02', name: 'Phòng khám Nhi', category: 'ROOM', parent: 'KKB', roomType: 'EXAMINE_ROOM', queueCodes: ['PK02'] },
    { code: 'PK03', name: 'Phòng khám Tai Mũi Họng', category: 'ROOM', parent: 'KKB', roomType: 'EXAMINE_ROOM', queueCodes: ['PK03'] },
    { code: 'XN01', name: 'Phòng lấy mẫu xét nghiệm', category: 'ROOM', parent: 'KXN', roomType: 'LABORATORY_ROOM' },
    { code: 'SA01', name: 'Phòng siêu âm', category: 'ROOM', parent: 'KCDHA', roomType: 'LABORATORY_ROOM' },
    { code: 'XQ01', name: 'Phòng X-quang', category: 'ROOM', parent: 'KCDHA', roomType: 'LABORATORY_ROOM' },
    { code: 'TN01', name: 'Quầy thu ngân 1', category: 'ROOM', parent: 'PTCKT', roomType: 'CASHIER_ROOM', queueCodes: ['TN'] },
    { code: 'KHO01', name: 'Kho dược chính', category: 'STORE', parent: 'KDUOC' },
    { code: 'NT01', name: 'Nhà thuốc bệnh viện', category: 'STORE', parent: 'KDUOC', canSale: true },
  ];
  const positions = [
    { code: 'GĐ', name: 'Giám đốc' },
    { code: 'PGĐ', name: 'Phó giám đốc' },
    { code: 'NVVT', name: 'Nhân viên văn thư' },
    { code: 'BS', name: 'Bác sĩ' },
    { code: 'DD', name: 'Điều dưỡng' },
    { code: 'TN', name: 'Thu ngân' },
    { code: 'KTV', name: 'Kỹ thuật viên' },
    { code: 'KT', name: 'Kế toán' },
  ];
  const profiles: DemoProfile[] = [
    {
      name: 'Bác sĩ khám bệnh', menu: 'tree',
      navigation: [home, { title: 'menu.examination', path: '/kham-benh-ngoai-tru', icon: 'stethoscope' }, { title: 'menu.history', path: '/tra-cuu-lich-su-kcb', icon: 'history' }, icdLookup, serviceCatalogue, priceLists],
      grants: [
        { node: 'CS01', role: 'DOCTOR', permissions: ['examination.read', 'examination.write', 'prescription.write', 'serviceOrder.write'] },
        { node: 'CS02', role: 'DOCTOR', permissions: ['examination.read', 'examination.write', 'prescription.write'] },
      ],
    },
    {
      name: 'Điều dưỡng', menu: 'tree',
      navigation: [home, { title: 'menu.reception', path: '/tiep-nhan-ngoai-tru', icon: 'user-plus' }, { title: 'menu.bedMap', path: '/so-do-giuong-benh', icon: 'bed' }, serviceCatalogue, priceLists, patientGroups],
      grants: [{ node: 'CS01', role: 'NURSE', permissions: ['reception.read', 'reception.write', 'inpatient.care'] }],
    },
    {
      name: 'Thu ngân', menu: 'tree',
      navigation: [home, { title: 'menu.outpatientFees', path: '/vien-phi-ngoai-tru', icon: 'receipt' }, { title: 'menu.receiptBooks', path: '/quyen-bien-lai', icon: 'book' }, priceLists, patientGroups],
      grants: [{ node: 'CS01', role: 'CASHIER', permissions: ['cashier.read', 'cashier.collect', 'cashier.receiptBook'] }],
    },
    {
      name: 'Kỹ thuật viên', menu: 'tree',
      navigation: [home, { title: 'menu.laboratory', path: '/xet-nghiem', icon: 'flask' }, { title: 'menu.imaging', path: '/chan-doan-hinh-anh', icon: 'scan' }, paraclinicalCatalogues, equipment],
      grants: [{ node: 'CS01', role: 'TECHNICIAN', permissions: ['paraclinical.read', 'paraclinical.result'] }],
    },
    {
      name: 'Kế toán', menu: 'tree',
      navigation: [home, { title: 'menu.outpatientFees', path: '/vien-phi-ngoai-tru', icon: 'receipt' }, priceLists, patientGroups, { title: 'menu.auditHistory', path: '/lich-su-thao-tac', icon: 'history', placement: 'right' }],
      grants: [{ node: 'CS01', role: 'ACCOUNTANT', permissions: ['cashier.read', 'reports.read', 'admin.audit.read'] }],
    },
    {
      name: 'Ban giám đốc', menu: 'tree',
      navigation: [home, priceLists, serviceCatalogue, { title: 'menu.auditHistory', path: '/lich-su-thao-tac', icon: 'history' }],
      grants: [{ node: 'CS01', role: 'ADMINISTRATOR', permissions: ['reports.read', 'admin.audit.read', 'auth.users.read'] }],
    },
    {
      name: 'Văn thư', menu: 'tree',
      navigation: [home, staffDirectory],
      grants: [{ node: 'CS01', role: 'ACCOUNTANT', permissions: [] }],
    },
  ];
  return { nodes, positions, profiles, accounts: DEMO_ACCOUNTS };
}
