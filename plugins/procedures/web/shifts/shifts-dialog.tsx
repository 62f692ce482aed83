// The shifts (spec §3 Shift configuration, §7 getCaThucHienByThoiGian, createCaThucHien, updateCaThucHien): a day's
// shifts of the facility, and a shift added or changed — the staff member (one who takes procedures), start and end,
// priority and the services done — with a refusal (an overlap of their shifts) under the field it names.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefPicker, RefsPicker } from '@his/sdk/catalogue-screens';
import { placeRefusal, refusalText, useMutation, useQuery } from '@his/sdk/data';
import { formatDateTime, startOfDay } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, DatePicker, Dialog, NumberInput, TextInput, toast, useOneAtATime, type DataTableColumn } from '@his/sdk/ui';
import { useHasPermission } from '@his/sdk/web';
import { dichVuFace, nhanVienFace } from '../../../catalogues/contract';
import { PROCEDURES_WRITE } from '../../contract';
import { CreateCaThucHienDocument, GetCaThucHienByThoiGianDocument, UpdateCaThucHienDocument, type CaThucHienFieldsFragment } from '../../generated/graphql';
import { dateTimeText, parseDateTimeText } from '../order-panel/note-values';
import { newShift, shiftFieldOf, shiftFields, shiftInputOf, shiftProblemsBeforeSave, shiftValuesOf, type ShiftProblems, type ShiftValues } from './shift-values';

const DAY_MS = 24 * 60 * 60 * 1000;
const QUIET = { quietErrors: true };
const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } });
const wide = css({ gridColumn: '1 / -1' });
const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end', gridColumn: '1 / -1' });

export interface ShiftsDialogProps {
  onClose: () => void;
}

export function ShiftsDialog({ onClose }: ShiftsDialogProps) {
  const { t } = useTranslation('procedures');
  const canWrite = useHasPermission(PROCEDURES_WRITE);
  const [day, setDay] = useState(() => startOfDay(Date.now()));
  const variables = useMemo(() => ({ startDate: day, endDate: day + DAY_MS }), [day]);
  const [{ data, error }, refetch] = useQuery({ query: GetCaThucHienByThoiGianDocument, variables, requestPolicy: 'cache-and-network' });
  const shifts = data?.getCaThucHienByThoiGian;
  const [values, setValues] = useState<ShiftValues | null>(null);
  const [problems, setProblems] = useState<ShiftProblems>({});
  const [busy, once] = useOneAtATime();
  const [, create] = useMutation(CreateCaThucHienDocument);
  const [, update] = useMutation(UpdateCaThucHienDocument);

  const edit = (next: ShiftValues | null) => {
    setValues(next);
    setProblems({});
  };
  const change = (changes: Partial<ShiftValues>) => {
    setValues((current) => (current ? { ...current, ...changes } : current));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in changes))));
  };
  const errorOf = (field: string) => ({ error: problems[field]?.key ?? null, errorParams: problems[field] ? { ...problems[field]!.params } : undefined });

  const save = async () => {
    if (!values) return;
    const before = shiftProblemsBeforeSave(values);
    if (Object.keys(before).length > 0) return setProblems(before);
    const input = shiftInputOf(values);
    const result = values._id ? await update({ id: values._id, input }, QUIET) : await create({ input }, QUIET);
    if (result.error || !result.data) {
      if (!result.error) return;
      const { placed, messages } = placeRefusal(result.error, shiftFields(values.DichVu_Ids.length));
      const next: Record<string, { key: string; params: Record<string, string | number> }> = {};
      for (const [field, problem] of Object.entries(placed)) next[shiftFieldOf(field)] ??= { key: problem.key, params: { ...problem.params } };
      setProblems(next);
      for (const message of messages) toast.error(message);
      return;
    }
    toast.success(t(values._id ? 'procedures.web.shifts.changed' : 'procedures.web.shifts.added'));
    edit(null);
    refetch({ requestPolicy: 'network-only' });
  };

  const columns = useMemo((): DataTableColumn<CaThucHienFieldsFragment>[] => [
    { id: 'TenNhanVien', header: t('procedures.web.shifts.column.staff'), accessor: (row) => row.TenNhanVien ?? row.NhanVien_Id, width: '12rem' },
    { id: 'BatDau', header: t('procedures.web.shifts.column.start'), accessor: (row) => row.BatDau, cell: (row) => formatDateTime(row.BatDau), width: '9rem' },
    { id: 'KetThuc', header: t('procedures.web.shifts.column.end'), accessor: (row) => row.KetThuc, cell: (row) => formatDateTime(row.KetThuc), width: '9rem' },
    { id: 'ThuTuUuTien', header: t('procedures.web.shifts.column.priority'), accessor: (row) => row.ThuTuUuTien, width: '5rem' },
    { id: 'services', header: t('procedures.web.shifts.column.services'), accessor: (row) => row.TenDichVus.join(', ') || t('procedures.web.shifts.anyService'), width: '14rem' },
    { id: 'GhiChu', header: t('procedures.web.shifts.column.note'), accessor: (row) => row.GhiChu ?? null, width: '10rem' },
    {
      id: 'actions',
      header: t('procedures.web.shifts.column.actions'),
      cell: (row) => (
        <Button size="sm" variant="outline" lock={false} disabled={!canWrite} aria-label={t('procedures.web.shifts.editOf', { name: row.TenNhanVien ?? '', time: formatDateTime(row.BatDau) })} onClick={() => edit(shiftValuesOf(row))}>
          {t('procedures.web.shifts.edit')}
        </Button>
      ),
      width: '6rem',
    },
  ], [t, canWrite]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('procedures.web.shifts.title')} size="xl">
      <div className={css({ display: 'grid', gap: '4' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', justifyContent: 'space-between' })}>
          <DatePicker label={t('procedures.web.shifts.day')} value={day} onValueChange={(next) => next !== null && setDay(startOfDay(next))} />
          {canWrite && (
            <Button variant="outline" onClick={() => edit(newShift(day))}>
              {t('procedures.web.shifts.add')}
            </Button>
          )}
        </div>
        {error && <p role="alert" className={css({ color: 'fg.error', m: '0' })}>{refusalText(error)}</p>}
        <DataTable
          label={t('procedures.web.shifts.table')}
          columns={columns}
          rows={shifts}
          getRowId={(row) => row._id}
          loading={!shifts && !error}
          emptyText={t('procedures.web.shifts.none')}
          rowHeight={44}
          height="min(40vh, 20rem)"
        />
        {values && (
          <section aria-labelledby="pttt-shift-form" className={grid}>
            <h3 id="pttt-shift-form" className={css({ textStyle: 'md', fontWeight: 'semibold', m: '0', gridColumn: '1 / -1' })}>
              {values._id ? t('procedures.web.shifts.editTitle') : t('procedures.web.shifts.addTitle')}
            </h3>
            <RefPicker name="NhanVien_Id" target={nhanVienFace} label={t('procedures.web.shifts.field.NhanVien_Id')} required value={values.NhanVien_Id} onValueChange={(id) => change({ NhanVien_Id: id })} {...errorOf('NhanVien_Id')} />
            <NumberInput name="ThuTuUuTien" label={t('procedures.web.shifts.field.ThuTuUuTien')} required min={1} max={99} value={values.ThuTuUuTien} onValueChange={(value) => change({ ThuTuUuTien: value })} {...errorOf('ThuTuUuTien')} />
            {(['BatDau', 'KetThuc'] as const).map((field) => (
              <TextInput
                key={field}
                type="datetime-local"
                name={field}
                label={t(`procedures.web.shifts.field.${field}`)}
                required
                value={dateTimeText(values[field])}
                onValueChange={(text) => change({ [field]: parseDateTimeText(text) })}
                {...errorOf(field)}
              />
            ))}
            <div className={wide}>
              <RefsPicker name="DichVu_Ids" target={dichVuFace} label={t('procedures.web.shifts.field.DichVu_Ids')} helperText={t('procedures.web.shifts.servicesHelp')} value={values.DichVu_Ids} onValueChange={(ids) => change({ DichVu_Ids: ids })} {...errorOf('DichVu_Ids')} />
            </div>
            <TextInput name="GhiChu" label={t('procedures.web.shifts.field.GhiChu')} maxLength={500} value={values.GhiChu} onValueChange={(text) => change({ GhiChu: text })} fieldClassName={wide} {...errorOf('GhiChu')} />
            <div className={buttons}>
              <Button variant="outline" onClick={() => edit(null)}>
                {t('procedures.web.action.cancel')}
              </Button>
              <Button onClick={() => once(save)} loading={busy}>
                {t('procedures.web.shifts.save')}
              </Button>
            </div>
          </section>
        )}
      </div>
    </Dialog>
  );
}
