// The examination services of a visit, one row each: the service (priced for the patient group) and the room that
// does it, with how many wait there today.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Combobox, IconButton, Icon, Select, type ComboboxItem } from '@his/sdk/ui';
import { ExamRoomsForServiceDocument, SearchExamServicesDocument } from '../../generated/graphql';
import { MAX_EXAM_SERVICES, type ExamChoice } from '../../rules/visit';
import { EMPTY_EXAM, errorOf, type Problems } from './form-values';

export interface ExamServicesProps {
  rows: readonly ExamChoice[];
  DoiTuong_Id: string | null;
  onChange: (rows: ExamChoice[]) => void;
  problems: Problems;
}

const list = css({ gridColumn: '1 / -1', display: 'grid', gap: '2' });
const rowStyle = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr) auto' }, gap: '3', alignItems: 'end' });

function ExamRow({ row, index, DoiTuong_Id, onChange, onRemove, problems, removable }: {
  row: ExamChoice; index: number; DoiTuong_Id: string | null; onChange: (row: ExamChoice) => void; onRemove: () => void; problems: Problems; removable: boolean;
}) {
  const { t } = useTranslation('reception');
  const client = useClient();
  const [service, setService] = useState<ComboboxItem | null>(null);
  const search = useCallback(
    async (text: string) => {
      const result = await client.query(SearchExamServicesDocument, { searchString: text, DoiTuong_Id }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return (result.data?.searchDM_DichVu ?? []).map((found) => ({ value: found._id, label: found.TenDichVu, description: found.MaDichVu, disabled: found.TamNgung }));
    },
    [client, DoiTuong_Id],
  );
  const [{ data }] = useQuery({ query: ExamRoomsForServiceDocument, variables: { DichVu_Id: row.DichVu_Id }, pause: row.DichVu_Id === '', requestPolicy: 'cache-and-network' });
  const rooms = row.DichVu_Id === '' ? [] : (data?.phongKhamTiepNhan ?? []);
  const roomItems = rooms.map((room) => ({ value: room._id, label: t('reception.form.roomWaiting', { room: room.TenPhongBan, count: room.SoDangCho }) }));
  const number = index + 1;
  return (
    <div className={rowStyle}>
      <Combobox
        label={t('reception.form.examService', { number })}
        required
        search={search}
        value={row.DichVu_Id !== '' && service?.value === row.DichVu_Id ? service : null}
        onValueChange={(item) => {
          setService(item);
          onChange({ DichVu_Id: item?.value ?? '', PhongBan_Id: '' });
        }}
        {...(index === 0 ? errorOf(problems, 'DichVuKham') : {})}
      />
      <Select
        label={t('reception.form.examRoom', { number })}
        required
        disabled={row.DichVu_Id === ''}
        items={roomItems}
        value={row.PhongBan_Id === '' ? null : row.PhongBan_Id}
        onValueChange={(value) => onChange({ ...row, PhongBan_Id: value ?? '' })}
        {...(row.DichVu_Id !== '' && row.PhongBan_Id === '' ? errorOf(problems, 'PhongBan_Id') : {})}
      />
      {removable ? (
        <IconButton label={t('reception.form.removeExam', { number })} icon={<Icon name="trash" />} lock={false} onClick={onRemove} />
      ) : (
        <span />
      )}
    </div>
  );
}

export function ExamServices({ rows, DoiTuong_Id, onChange, problems }: ExamServicesProps) {
  const { t } = useTranslation('reception');
  return (
    <div className={list}>
      {rows.map((row, index) => (
        <ExamRow
          // Rows are only added at the end and removed by position: the index is their identity on screen.
          key={index}
          row={row}
          index={index}
          DoiTuong_Id={DoiTuong_Id}
          problems={problems}
          removable={rows.length > 1}
          onChange={(changed) => onChange(rows.map((each, at) => (at === index ? changed : each)))}
          onRemove={() => onChange(rows.filter((_, at) => at !== index))}
        />
      ))}
      {rows.length < MAX_EXAM_SERVICES && (
        <div>
          <Button variant="outline" size="sm" lock={false} onClick={() => onChange([...rows, EMPTY_EXAM])}>
            {t('reception.form.addExam')}
          </Button>
        </div>
      )}
    </div>
  );
}
