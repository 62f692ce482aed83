// The exam's transfer-out record (KhamBenh_ChuyenVien): the live one in the editor (or a new one begun from the exam),
// and the cancelled ones listed below, struck through with their reasons.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { formatDate } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Spinner } from '@his/sdk/ui';
import { KhamBenhChuyenViensDocument } from '../../generated/graphql';
import type { ExamPartProps } from '../exam-tabs/exam-tabs';
import { TransferRecordEditor } from './transfer-record-editor';

const panel = css({ display: 'grid', gap: '4', minW: '0' });
const title = css({ textStyle: 'md', fontWeight: 'semibold', m: '0' });
const list = css({ m: '0', pl: '5', color: 'fg.muted' });

export function TransferRecordPanel({ exam }: ExamPartProps) {
  const { t } = useTranslation('examination');
  const variables = useMemo(() => ({ KhamBenh_Id: exam._id }), [exam._id]);
  const [{ data, fetching }, reexecute] = useQuery({ query: KhamBenhChuyenViensDocument, variables, requestPolicy: 'cache-and-network' });
  const records = data?.getKhamBenh_ChuyenVienByBenhNhanId;
  const live = records?.find((record) => record.TrangThai !== 'DaHuy') ?? null;
  const cancelled = records?.filter((record) => record.TrangThai === 'DaHuy') ?? [];
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  return (
    <section className={panel} aria-labelledby="transfer-record-title">
      <h3 id="transfer-record-title" className={title}>
        {t('examination.chuyenVien.title')}
      </h3>
      {!records && fetching && <Spinner label={t('examination.history.loading')} />}
      {records && (
        // A saved record comes back newer: the form starts again from it.
        <TransferRecordEditor key={live ? `${live._id}:${live.updatedAt}` : 'new'} exam={exam} record={live} onChanged={refresh} />
      )}
      {cancelled.length > 0 && (
        <div>
          <h4 className={title}>{t('examination.chuyenVien.cancelledList')}</h4>
          <ul className={list}>
            {cancelled.map((record) => (
              <li key={record._id}>
                <s>{t('examination.chuyenVien.cancelledRow', { code: record.MaChuyenVien, date: formatDate(record.NgayChuyen), reason: record.LyDoHuy ?? '' })}</s>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
