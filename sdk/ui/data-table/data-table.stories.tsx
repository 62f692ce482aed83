import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { formatMoney } from '@his/sdk/format';
import type { Dong } from '@his/sdk';
import type { DataTableColumn } from './data-table-column';
import { DataTable } from './data-table';

interface BenhNhanCho {
  MaYTe: string;
  HoTen: string;
  NamSinh: number;
  GioiTinh: string;
  PhongKham: string;
  TongTien: Dong;
}

const HO = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'];
const DEM = ['Văn', 'Thị', 'Hữu', 'Minh', 'Ngọc', 'Đức', 'Thanh', 'Quốc', 'Thu', 'Gia'];
const TEN = ['An', 'Bình', 'Châu', 'Dũng', 'Giang', 'Hà', 'Hải', 'Hạnh', 'Hùng', 'Khánh', 'Lan', 'Linh', 'Long', 'Mai', 'Nam', 'Ngân', 'Phúc', 'Quân', 'Sơn', 'Tâm', 'Thảo', 'Trang', 'Tuấn', 'Vy', 'Yến', 'Ánh', 'Ân', 'Ưng'];
const PHONG = ['Khám Nội 1', 'Khám Nội 2', 'Khám Ngoại', 'Khám Nhi', 'Khám Sản', 'Răng Hàm Mặt', 'Tai Mũi Họng', 'Mắt'];

// The same rows on every render and in every run: picked by index, not at random.
function benhNhanCho(count: number): BenhNhanCho[] {
  return Array.from({ length: count }, (_, index) => ({
    MaYTe: `BN${String(24_000_001 + index)}`,
    HoTen: `${HO[(index * 7) % HO.length]} ${DEM[(index * 3) % DEM.length]} ${TEN[(index * 11) % TEN.length]}`,
    NamSinh: 1940 + ((index * 13) % 84),
    GioiTinh: index % 3 === 0 ? 'Nam' : 'Nữ',
    PhongKham: PHONG[(index * 5) % PHONG.length] ?? '',
    TongTien: ((index * 37) % 150) * 10_000 + 35_000,
  }));
}

const columns: DataTableColumn<BenhNhanCho>[] = [
  { id: 'MaYTe', header: 'Mã y tế', accessor: (row) => row.MaYTe, width: '9rem', sortable: true, sticky: 'start' },
  { id: 'HoTen', header: 'Họ và tên', accessor: (row) => row.HoTen, width: '16rem', sortable: true, sticky: 'start' },
  { id: 'NamSinh', header: 'Năm sinh', accessor: (row) => row.NamSinh, width: '7rem', align: 'center', sortable: true },
  { id: 'GioiTinh', header: 'Giới tính', accessor: (row) => row.GioiTinh, width: '6rem' },
  { id: 'PhongKham', header: 'Phòng khám', accessor: (row) => row.PhongKham, width: '12rem', sortable: true },
  { id: 'TongTien', header: 'Tổng tiền', accessor: (row) => row.TongTien, cell: (row) => formatMoney(row.TongTien), width: '9rem', align: 'end', sortable: true, sticky: 'end' },
];

function PatientQueue({ count, loading = false, width }: { count: number; loading?: boolean; width?: string }) {
  const rows = useMemo(() => (loading ? undefined : benhNhanCho(count)), [count, loading]);
  const total = useMemo(() => rows?.reduce((sum, row) => sum + row.TongTien, 0) ?? 0, [rows]);
  const [selected, setSelected] = useState<string | null>(null);
  const table = (
    <DataTable
      label="Bệnh nhân chờ khám"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.MaYTe}
      loading={loading}
      selectedRowId={selected}
      onRowActivate={(row) => setSelected(row.MaYTe)}
      footer={`${rows?.length ?? 0} bệnh nhân · ${formatMoney(total)} đ`}
    />
  );
  return width ? <div style={{ width }}>{table}</div> : table;
}

const meta = { title: 'UI/DataTable', component: PatientQueue, args: { count: 10_000 } } satisfies Meta<typeof PatientQueue>;
export default meta;
type Story = StoryObj<typeof meta>;
export const TenThousandPatients: Story = {};
export const Empty: Story = { args: { count: 0 } };
export const Loading: Story = { args: { count: 0, loading: true } };
/** Narrower than its columns: code and name pinned at the start, the amount at the end, the rest scroll between. */
export const NarrowFrame: Story = { args: { width: '48rem' } };
