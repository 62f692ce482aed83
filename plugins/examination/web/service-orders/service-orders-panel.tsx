// The exam's service orders (F8 tab): each line with its order number, place, state, price and payment; an unpaid
// draft can be removed, the drafts sent to the performing rooms ("Gửi chỉ định"), and "Chỉ định dịch vụ (F8)" opens
// the order dialog. Changes made on other screens arrive with the examination events.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@his/sdk/format';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, toast, useConfirm, type DataTableColumn } from '@his/sdk/ui';
import { useAppEvent } from '@his/sdk/web';
import { examinationEvents } from '../../contract';
import { CacDichVuYeuCauDocument, RemoveDichVuYeuCausDocument, UpdateManyDichVuYeuCauNhapToSanSangDocument, type DichVuYeuCauFieldsFragment } from '../../generated/graphql';
import type { ExamPartProps } from '../exam-tabs/exam-tabs';
import { useSummoned } from '../exam-tabs/use-summoned';
import { ServiceOrderDialog } from './service-order-dialog';

type Order = DichVuYeuCauFieldsFragment;
interface Row {
  id: string;
  order: Order;
  line: Order['ChiTiets'][number];
  first: boolean;
}

const QUIET = { quietErrors: true };
const panel = css({ display: 'grid', gap: '3', minW: '0' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });

export function ServiceOrdersPanel({ exam, patient, open, summoned }: ExamPartProps) {
  const { t } = useTranslation('examination');
  const [dialog, setDialog] = useState<{ open: boolean; round: number }>({ open: false, round: 0 });
  const [confirm, confirmDialog] = useConfirm();
  const variables = useMemo(() => ({ KhamBenh_Id: exam._id }), [exam._id]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: CacDichVuYeuCauDocument, variables, requestPolicy: 'cache-and-network' });
  const [sending, send] = useMutation(UpdateManyDichVuYeuCauNhapToSanSangDocument);
  const [, remove] = useMutation(RemoveDichVuYeuCausDocument);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  // Orders written on another screen (a colleague, the cashier's payment to come) reach this tab with the exam events.
  useAppEvent(examinationEvents.create.module, reload);

  const orders = useMemo(() => (data?.cacDichVuYeuCau ?? []).filter((order) => order.TrangThai !== 'DaHuy'), [data]);
  const rows = useMemo<Row[] | undefined>(
    () => (data ? orders.flatMap((order) => order.ChiTiets.map((line, index) => ({ id: line._id, order, line, first: index === 0 }))) : undefined),
    [data, orders],
  );
  const drafts = orders.filter((order) => order.TrangThai === 'Nhap');
  const openDialog = () => setDialog((current) => ({ open: true, round: current.round + 1 }));
  useSummoned(summoned, open && !dialog.open ? openDialog : undefined);

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const removeOrder = async (order: Order) => {
      if (!(await confirm({ message: t('examination.orders.removeQuestion', { number: order.SoPhieuYeuCau }), tone: 'danger', confirmLabel: t('examination.orders.remove') }))) return;
      const result = await remove({ ids: [order._id] }, QUIET);
      if (result.error) return void toast.error(refusalText(result.error));
      toast.success(t('examination.orders.removed', { number: order.SoPhieuYeuCau }));
      refetch({ requestPolicy: 'network-only' });
    };
    return [
      { id: 'number', header: t('examination.orders.number'), width: '9rem', accessor: (row) => (row.first ? row.order.SoPhieuYeuCau : '') },
      { id: 'service', header: t('examination.orders.service'), accessor: (row) => row.line.TenDichVu ?? row.line.MaDichVu ?? '' },
      { id: 'place', header: t('examination.orders.place'), width: '12rem', accessor: (row) => row.order.TenNoiThucHien ?? '' },
      { id: 'state', header: t('examination.orders.state'), width: '9rem', accessor: (row) => t(`examination.orders.state.${row.order.TrangThai}`) },
      { id: 'quantity', header: t('examination.orders.quantity'), width: '6rem', align: 'end', accessor: (row) => row.line.SoLuong },
      { id: 'price', header: t('examination.orders.price'), width: '8rem', align: 'end', accessor: (row) => formatMoney(row.line.DonGia) },
      { id: 'paid', header: t('examination.orders.paid'), width: '7rem', accessor: (row) => t(row.line.DaThuTien ? 'examination.orders.paidYes' : 'examination.orders.paidNo') },
      {
        id: 'actions',
        header: t('examination.orders.actions'),
        width: '8rem',
        sticky: 'end',
        cell: (row) =>
          row.first && open && row.order.TrangThai === 'Nhap' && !row.order.ChiTiets.some((line) => line.DaThuTien) ? (
            <Button size="sm" variant="ghost" tone="danger" aria-label={t('examination.orders.removeQuestion', { number: row.order.SoPhieuYeuCau })} onClick={() => removeOrder(row.order)}>
              {t('examination.orders.remove')}
            </Button>
          ) : null,
      },
    ];
  }, [t, open, confirm, remove, refetch]);

  const sendDrafts = async () => {
    const result = await send({ ids: drafts.map((order) => order._id) }, QUIET);
    if (result.error) return void toast.error(refusalText(result.error));
    toast.success(t('examination.orders.sent', { count: result.data?.updateManyDichVuYeuCauNhapToSanSang.length ?? 0 }));
    reload();
  };

  return (
    <div className={panel}>
      {!open && <p className={css({ m: '0', color: 'fg.muted' })}>{t('examination.orders.closed')}</p>}
      {error && <p role="alert" className={css({ m: '0', color: 'danger.text' })}>{refusalText(error)}</p>}
      <div className={actions}>
        <Button variant="outline" onClick={sendDrafts} disabled={!open || drafts.length === 0} loading={sending.fetching}>
          {t('examination.orders.send')}
        </Button>
        <Button onClick={openDialog} disabled={!open}>
          {t('examination.orders.open')}
        </Button>
      </div>
      <DataTable label={t('examination.orders.list')} columns={columns} rows={rows} getRowId={(row) => row.id} loading={fetching} emptyText={t('examination.orders.empty')} />
      {dialog.open && (
        <ServiceOrderDialog
          // Each opening starts from an empty dialog.
          key={dialog.round}
          exam={exam}
          DoiTuong_Id={patient.DoiTuong_Id ?? null}
          open={dialog.open}
          onOpenChange={(next) => setDialog((current) => ({ ...current, open: next }))}
          onSaved={(count, sent) => {
            setDialog((current) => ({ ...current, open: false }));
            toast.success(t(sent ? 'examination.orders.sent' : 'examination.orders.saved', { count }));
            reload();
          }}
        />
      )}
      {confirmDialog}
    </div>
  );
}
