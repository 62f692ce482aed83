// The facility's patients a page at a time: search by unaccented name, phone, patient code, ID or card number, and
// by sex and birth year; a row opens the patient.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { DataTable, NumberInput, Pagination, Select, TextInput, usePaging, useSettledValue, type DataTableColumn } from '@his/sdk/ui';
import { BenhNhansPaginationDocument, type BenhNhanFieldsFragment } from '../../generated/graphql';

const PAGE_SIZES = [20, 50, 100] as const;
const SEARCH_PAUSE_MS = 300;
const ALL = 'all';

const codeButton = css({
  all: 'unset', cursor: 'pointer', color: 'accent.text', fontWeight: 'medium', textDecoration: 'underline', textUnderlineOffset: '2px', textDecorationColor: 'transparent',
  _hover: { textDecorationColor: 'currentColor' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '2px', rounded: 'l1' },
});
const filters = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' }, gap: '3', alignItems: 'end' });

export interface PatientListProps {
  openId: string | null;
  onOpen: (id: string) => void;
}

export function PatientList({ openId, onOpen }: PatientListProps) {
  const { t } = useTranslation('reception');
  const [typed, setTyped] = useState('');
  const searchString = useSettledValue(typed.trim(), SEARCH_PAUSE_MS);
  const [sex, setSex] = useState(ALL);
  const [birthYear, setBirthYear] = useState<number | null>(null);
  const paging = usePaging(PAGE_SIZES[0], [searchString, sex, birthYear]);
  const variables = useMemo(
    () => ({ page: paging.page, limit: paging.limit, searchInput: { searchString: searchString || null, GioiTinh: sex === ALL ? null : sex, NamSinh: birthYear } }),
    [paging.page, paging.limit, searchString, sex, birthYear],
  );
  const [{ data, fetching, error }] = useQuery({ query: BenhNhansPaginationDocument, variables, requestPolicy: 'cache-and-network' });
  const result = data?.benhNhansPagination;

  const sexItems = useMemo(
    () => [{ value: ALL, label: t('reception.directory.allSexes') }, ...(['MALE', 'FEMALE', 'OTHER'] as const).map((value) => ({ value, label: t(`reception.sex.${value}`) }))],
    [t],
  );
  const columns = useMemo<DataTableColumn<BenhNhanFieldsFragment>[]>(
    () => [
      {
        id: 'code',
        header: t('field.MaYTe'),
        accessor: (row) => row.MaYTe,
        width: '7rem',
        sticky: 'start',
        // A click on the code opens the patient; a double-click or Enter on the row does too (the table's own).
        cell: (row) => (
          <button type="button" className={codeButton} aria-label={t('reception.directory.open', { name: row.TenBenhNhan, code: row.MaYTe })} onClick={() => onOpen(row._id)}>
            {row.MaYTe}
          </button>
        ),
      },
      { id: 'name', header: t('field.TenBenhNhan'), accessor: (row) => row.TenBenhNhan, width: '12rem', sticky: 'start' },
      { id: 'age', header: t('reception.directory.age'), accessor: (row) => (row.Tuoi === null || row.Tuoi === undefined ? '' : `${row.Tuoi} ${t(`reception.ageUnit.${row.LoaiTuoi}`)}`), width: '5.5rem' },
      { id: 'sex', header: t('field.GioiTinh'), accessor: (row) => t(`reception.sex.${row.GioiTinh}`), width: '5.5rem' },
      { id: 'phone', header: t('field.SoDienThoai'), accessor: (row) => row.SoDienThoai ?? '', width: '7.5rem' },
      { id: 'card', header: t('field.SoTheBHYT'), accessor: (row) => row.SoTheBHYT ?? '', width: '9.5rem' },
      { id: 'address', header: t('reception.directory.address'), accessor: (row) => row.fullAddress ?? '', width: '16rem' },
      { id: 'staff', header: t('field.NhanVienPhuTrach_Id'), accessor: (row) => row.TenNhanVienPhuTrach ?? '', width: '9rem' },
    ],
    [t, onOpen],
  );

  return (
    <section aria-labelledby="patients-heading" className={css({ display: 'flex', flexDir: 'column', gap: '3', minW: '0' })}>
      <h2 id="patients-heading" className={css({ srOnly: true })}>
        {t('reception.directory.title')}
      </h2>
      <div className={filters}>
        <TextInput label={t('reception.directory.search')} type="search" value={typed} onValueChange={setTyped} autoComplete="off" />
        <Select label={t('field.GioiTinh')} items={sexItems} value={sex} onValueChange={(value) => setSex(value ?? ALL)} />
        <NumberInput label={t('field.NamSinh')} value={birthYear} onValueChange={(value) => setBirthYear(value ?? null)} />
      </div>
      {error && (
        <p role="alert" className={css({ color: 'danger.text' })}>
          {t('reception.directory.loadFailed', { message: refusalText(error) })}
        </p>
      )}
      <DataTable
        label={t('reception.directory.table')}
        columns={columns}
        rows={result?.items}
        getRowId={(row) => row._id}
        loading={fetching}
        selectedRowId={openId}
        onRowActivate={(row) => onOpen(row._id)}
        emptyText={t('reception.directory.empty')}
        height="min(calc(100vh - 18rem), 40rem)"
        footer={<Pagination {...paging.bind} total={result?.total} pageSizes={PAGE_SIZES} />}
      />
    </section>
  );
}
