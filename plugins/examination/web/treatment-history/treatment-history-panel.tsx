// The patient beyond this exam: the follow-up slip to print when a follow-up date is set (valid once within 10
// working days of it), the cost so far of this visit by group, paid and unpaid, and the patient's visits here with
// their exams, services and drugs, newest first.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { formatDate, formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, type DataTableColumn } from '@his/sdk/ui';
import { useSession } from '@his/sdk/web';
import { ChiPhiBenhNhanDocument, LichSuDieuTriDocument, type ChiPhiBenhNhanQuery, type LichSuDieuTriQuery } from '../../generated/graphql';
import { InGiayHenTaiKhamDocument } from '../../generated/template/graphql';
import { followUpSlipData } from '../../print/follow-up-slip-data';
import { PAPER_SEX } from '../../print/transfer-paper-data';
import { followUpValidUntil } from '../../rules/transfer';
import type { ExamPartProps } from '../exam-tabs/exam-tabs';
import { PrintPreviewDialog } from '../transfer-record/print-preview-dialog';

type Visit = LichSuDieuTriQuery['getLichSuDieuTriByBenhNhan'][number];
type CostLine = ChiPhiBenhNhanQuery['chiPhiBenhNhan']['Nhoms'][number]['ChiTiets'][number] & { TenNhom: string };

const panel = css({ display: 'grid', gap: '5', minW: '0' });
const sectionTitle = css({ textStyle: 'md', fontWeight: 'semibold', m: '0', mb: '2' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' });
const muted = css({ m: '0', color: 'fg.muted' });

export function TreatmentHistoryPanel({ exam }: ExamPartProps) {
  const { t } = useTranslation('examination');
  const session = useSession();
  const [printing, setPrinting] = useState<Record<string, unknown> | null>(null);
  const [{ data: history, fetching: historyLoading }] = useQuery({ query: LichSuDieuTriDocument, variables: useMemo(() => ({ BenhNhan_Id: exam.BenhNhan_Id }), [exam.BenhNhan_Id]), requestPolicy: 'cache-and-network' });
  const [{ data: costs, fetching: costLoading }] = useQuery({ query: ChiPhiBenhNhanDocument, variables: useMemo(() => ({ TiepNhan_Id: exam.TiepNhan_Id }), [exam.TiepNhan_Id]), requestPolicy: 'cache-and-network' });
  const visits = history?.getLichSuDieuTriByBenhNhan;
  const visit = visits?.find((each) => each.TiepNhan_Id === exam.TiepNhan_Id);
  const cost = costs?.chiPhiBenhNhan;
  const lines = useMemo(() => cost?.Nhoms.flatMap((group) => group.ChiTiets.map((line) => ({ ...line, TenNhom: group.TenNhom }))), [cost]);

  const costColumns = useMemo((): DataTableColumn<CostLine>[] => [
    { id: 'group', header: t('examination.history.column.group'), accessor: (line) => line.TenNhom, width: '10rem' },
    { id: 'Ten', header: t('examination.history.column.Ten'), accessor: (line) => line.Ten, width: '16rem' },
    { id: 'SoLuong', header: t('examination.history.column.SoLuong'), accessor: (line) => line.SoLuong, align: 'end', width: '6rem' },
    { id: 'DonGia', header: t('examination.history.column.DonGia'), accessor: (line) => line.DonGia, cell: (line) => formatMoney(line.DonGia), align: 'end', width: '8rem' },
    { id: 'ThanhTien', header: t('examination.history.column.ThanhTien'), accessor: (line) => line.ThanhTien, cell: (line) => formatMoney(line.ThanhTien), align: 'end', width: '8rem' },
    { id: 'BenhNhanTra', header: t('examination.history.column.BenhNhanTra'), accessor: (line) => line.BenhNhanTra, cell: (line) => formatMoney(line.BenhNhanTra), align: 'end', width: '8rem' },
    {
      id: 'DaThuTien',
      header: t('examination.history.column.DaThuTien'),
      accessor: (line) => t(line.KhongThuTien ? 'examination.history.waived' : line.DaThuTien ? 'examination.history.paid' : 'examination.history.unpaid'),
      width: '7rem',
    },
  ], [t]);

  const visitColumns = useMemo((): DataTableColumn<Visit>[] => [
    { id: 'NgayTiepNhan', header: t('examination.history.column.NgayTiepNhan'), accessor: (each) => each.NgayTiepNhan, cell: (each) => formatDate(each.NgayTiepNhan), width: '7rem', sticky: 'start' },
    { id: 'MaTiepNhan', header: t('examination.history.column.MaTiepNhan'), accessor: (each) => each.MaTiepNhan, width: '9rem' },
    {
      id: 'exams',
      header: t('examination.history.column.exams'),
      accessor: (each) => each.KhamBenhs.map((one) => [one.TenPhongBan, one.TenBacSiKham, one.MaICD && `${one.MaICD} ${one.TenICD ?? ''}`.trim()].filter(Boolean).join(' · ')).join('; '),
      width: '20rem',
    },
    { id: 'services', header: t('examination.history.column.services'), accessor: (each) => each.DichVuYeuCaus.map((line) => line.TenDichVu).filter(Boolean).join(', '), width: '16rem' },
    { id: 'drugs', header: t('examination.history.column.drugs'), accessor: (each) => each.ToaThuocs.flatMap((toa) => toa.ChiTiets.map((drug) => `${drug.TenDuoc} ×${drug.SoLuong}`)).join(', '), width: '16rem' },
  ], [t]);

  const printFollowUp = () => {
    if (exam.NgayTaiKham === null || exam.NgayTaiKham === undefined) return;
    setPrinting(followUpSlipData({
      facilityName: session.currentNode.name,
      examCode: exam.MaKhamBenh,
      patientName: visit?.TenBenhNhan ?? '',
      patientCode: visit?.MaYTe ?? '',
      birthYear: visit?.NamSinh ?? '',
      sex: PAPER_SEX[visit?.GioiTinh ?? ''] ?? '',
      address: visit?.DiaChi ?? '',
      insuranceNumber: visit?.SoTheBHYT ?? '',
      insuranceValidTo: visit?.BHYTNgayHetHieuLuc ?? null,
      examDate: exam.NgayKham,
      diagnosis: [exam.MaICD && `${exam.MaICD} - ${exam.TenICD ?? ''}`, exam.ChanDoan].filter(Boolean).join('; '),
      followUpDate: exam.NgayTaiKham,
      doctorName: exam.TenBacSiKham ?? '',
      printedAt: Date.now(),
    }));
  };

  return (
    <div className={panel}>
      <section aria-labelledby="history-follow-up">
        <h3 id="history-follow-up" className={sectionTitle}>{t('examination.history.followUpTitle')}</h3>
        <div className={row}>
          <p className={muted}>
            {exam.NgayTaiKham
              ? t('examination.history.followUp', { date: formatDate(exam.NgayTaiKham), until: formatDate(followUpValidUntil(exam.NgayTaiKham)) })
              : t('examination.history.noFollowUp')}
          </p>
          {exam.NgayTaiKham && (
            <Button variant="outline" onClick={printFollowUp} disabled={!visit}>
              {t('examination.history.printFollowUp')}
            </Button>
          )}
        </div>
      </section>
      <section aria-labelledby="history-cost">
        <h3 id="history-cost" className={sectionTitle}>{t('examination.history.cost', { code: cost?.MaTiepNhan ?? '' })}</h3>
        {cost && (
          <p className={muted}>
            {t('examination.history.costTotals', { total: formatMoney(cost.TongTien), patient: formatMoney(cost.BenhNhanTra), paid: formatMoney(cost.DaThanhToan), unpaid: formatMoney(cost.ChuaThanhToan) })}
          </p>
        )}
        {cost && cost.Nhoms.length > 0 && (
          <p className={muted}>{cost.Nhoms.map((group) => t('examination.history.group', { name: group.TenNhom, amount: formatMoney(group.ThanhTien) })).join(' · ')}</p>
        )}
        <DataTable
          label={t('examination.history.cost', { code: cost?.MaTiepNhan ?? '' })}
          columns={costColumns}
          rows={lines}
          getRowId={(line) => line._id}
          loading={costLoading && !lines}
          emptyText={t('examination.history.costEmpty')}
          height="min(40vh, 20rem)"
        />
      </section>
      <section aria-labelledby="history-visits">
        <h3 id="history-visits" className={sectionTitle}>{t('examination.history.visits')}</h3>
        <DataTable
          label={t('examination.history.visits')}
          columns={visitColumns}
          rows={visits}
          getRowId={(each) => each.TiepNhan_Id}
          loading={historyLoading && !visits}
          emptyText={t('examination.history.visitsEmpty')}
          selectedRowId={exam.TiepNhan_Id}
          height="min(40vh, 20rem)"
        />
      </section>
      <PrintPreviewDialog data={printing} onClose={() => setPrinting(null)} title={t('examination.history.printFollowUp')} query={InGiayHenTaiKhamDocument} />
    </div>
  );
}
