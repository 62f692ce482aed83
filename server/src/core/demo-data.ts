// The demo organisation: a general hospital with a second site, its departments, rooms and stores, and staff accounts.
import type { VariantManifest } from '@his/sdk';
import type { DemoProfileKey } from '@his/sdk/server';
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
  /** How plugins name the profile when they add their pages and permissions (`ServerPlugin.demoProfiles`). */
  key: DemoProfileKey;
  name: string;
  menu: 'full' | 'tree';
  /** The core's own entries; the plugins' follow, in the manifest's order. */
  navigation: NavigationItem[];
  /** The core's own permissions per node; the plugins' are added on each node. */
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

// Home is the host's own page (every profile may open it); every other page comes from the plugin that owns it.
const home: NavigationItem = { title: 'home.menu.title', path: '/trang-chu', icon: 'home' };

/** Shown in the README; every account's password is also listed there. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'tiepdon', password: 'Tiepdon@123', staffCode: 'TD0001', staffName: 'Ngô Thị Mai', sex: 'FEMALE', positionCode: 'TD', profiles: ['Tiếp đón'] },
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
    { code: 'TD', name: 'Nhân viên tiếp đón' },
    { code: 'DD', name: 'Điều dưỡng' },
    { code: 'TN', name: 'Thu ngân' },
    { code: 'KTV', name: 'Kỹ thuật viên' },
    { code: 'KT', name: 'Kế toán' },
  ];
  const profiles: DemoProfile[] = [
    { key: 'receptionist', name: 'Tiếp đón', menu: 'tree', navigation: [home], grants: [{ node: 'CS01', role: 'NURSE', permissions: [] }] },
    { key: 'doctor', name: 'Bác sĩ khám bệnh', menu: 'tree', navigation: [home], grants: [{ node: 'CS01', role: 'DOCTOR', permissions: [] }, { node: 'CS02', role: 'DOCTOR', permissions: [] }] },
    { key: 'nurse', name: 'Điều dưỡng', menu: 'tree', navigation: [home], grants: [{ node: 'CS01', role: 'NURSE', permissions: [] }] },
    { key: 'cashier', name: 'Thu ngân', menu: 'tree', navigation: [home], grants: [{ node: 'CS01', role: 'CASHIER', permissions: [] }] },
    { key: 'technician', name: 'Kỹ thuật viên', menu: 'tree', navigation: [home], grants: [{ node: 'CS01', role: 'TECHNICIAN', permissions: [] }] },
    { key: 'accountant', name: 'Kế toán', menu: 'tree', navigation: [home], grants: [{ node: 'CS01', role: 'ACCOUNTANT', permissions: [] }] },
    { key: 'director', name: 'Ban giám đốc', menu: 'tree', navigation: [home], grants: [{ node: 'CS01', role: 'ADMINISTRATOR', permissions: ['auth.users.read'] }] },
    { key: 'clerk', name: 'Văn thư', menu: 'tree', navigation: [home], grants: [{ node: 'CS01', role: 'ACCOUNTANT', permissions: [] }] },
  ];
  return { nodes, positions, profiles, accounts: DEMO_ACCOUNTS };
}
