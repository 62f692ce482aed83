// A visit's receipts (spec §2 receipt list): code, kind, book, cashier, created date, state, total, total collected,
// posted, the bank account, with the actions post (and cancel the posting), e-invoice (issue, then view or cancel with
// a reason, after which it may be issued again), print and delete (with a reason); and the deleted receipts, kept with
// their reason, which can still be printed.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation } from '@his/sdk/data';
import { formatDateTime, formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, DataTable, ReasonDialog, toast, type DataTableColumn } from '@his/sdk/ui';
import { useHasPermission } from '@his/sdk/web';
import { CASHIER_EINVOICE, CASHIER_POST, CASHIER_READ, CASHIER_RECEIPT_DELETE } from '../../contract';
import {
  CashierCancelEInvoiceDocument, CashierDeleteReceiptDocument, CashierIssueEInvoiceDocument, CashierPostReceiptsDocument, CashierUnpostTransactionDocument,
  type CashierReceiptFieldsFragment,
} from '../../generated/graphql';
import { receiptNumberText } from '../../print/receipt-print-data';
import { EInvoiceViewDialog, type CashierPrint } from './cashier-print-dialog';

type Receipt = CashierReceiptFieldsFragment;
type Action = 'post' | 'unpost' | 'einvoice' | 'viewInvoice' | 'cancelInvoice' | 'print' | 'delete';

const QUIET = { quietErrors: true };
const STATE_TONE: Record<string, 'neutral' | 'accent' | 'success' | 'warning' | 'danger'> = {
  ChuaThuTien: 'neutral', DaThuTien: 'accent', DangHachToan: 'warning', HachToanToanBo: 'success', DaHuy: 'danger',
};
const actionsCell = css({ display: 'flex', gap: '1', flexWrap: 'nowrap' });
const accountCell = css({ display: 'grid', lineHeight: 'tight', '& small': { color: 'fg.muted' } });

const bookOf = (receipt: Receipt) => (receipt.QuyenBienLai ? (receipt.QuyenBienLai.Series ? `${receipt.QuyenBienLai.KyHieu}/${receipt.QuyenBienLai.Series}` : receipt.QuyenBienLai.KyHieu) : '');
const posted = (receipt: Receipt) => receipt.TrangThai === 'HachToanToanBo' || receipt.TrangThai === 'DangHachToan';
const standingInvoice = (receipt: Receipt) => (receipt.eBill && receipt.eBill.TrangThai !== 'DaHuy' ? receipt.eBill : null);
const receiptName = (receipt: Receipt) => `${bookOf(receipt)} ${receiptNumberText(receipt.SoBienLai)}`;
/** The bank account as the bank accounts catalogue names it; its id only when the catalogue no longer has it. */
const accountText = (receipt: Receipt) =>
  receipt.TaiKhoanNganHang_Id ? [receipt.TenTaiKhoanNganHang, receipt.MaTaiKhoanNganHang].filter(Boolean).join(' · ') || receipt.TaiKhoanNganHang_Id : '';

export interface ReceiptTableProps {
  visitId: string;
  receipts: readonly Receipt[] | undefined;
  loading: boolean;
  /** The deleted receipts' table: their reason and date, and printing only. */
  deleted?: boolean;
  onPrint: (print: CashierPrint) => void;
  /** After a post, a cancelled posting, an invoice or a deletion: the bill is read again. */
  onChanged: () => void;
}

export function ReceiptTable({ visitId, receipts, loading, deleted = false, onPrint, onChanged }: ReceiptTableProps) {
  const { t } = useTranslation('cashier');
  const mayPost = useHasPermission(CASHIER_POST);
  const mayInvoice = useHasPermission(CASHIER_EINVOICE);
  const mayRead = useHasPermission(CASHIER_READ);
  const mayDelete = useHasPermission(CASHIER_RECEIPT_DELETE);
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Receipt | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Receipt | null>(null);
  const [cancelRefusal, setCancelRefusal] = useState<string | null>(null);
  const [, post] = useMutation(CashierPostReceiptsDocument);
  const [, unpost] = useMutation(CashierUnpostTransactionDocument);
  const [, issue] = useMutation(CashierIssueEInvoiceDocument);
  const [{ fetching: removing }, remove] = useMutation(CashierDeleteReceiptDocument);
  const [{ fetching: cancellingInvoice }, cancelInvoice] = useMutation(CashierCancelEInvoiceDocument);

  const columns = useMemo<DataTableColumn<Receipt>[]>(() => {
    const name = receiptName;
    const actionsOf = (receipt: Receipt): Action[] => {
      if (deleted) return ['print'];
      const actions: Action[] = [];
      if (mayPost && receipt.LoaiBienLai === 'ThuTien' && (receipt.TrangThai === 'DaThuTien' || receipt.TrangThai === 'DangHachToan')) actions.push('post');
      if (mayPost && posted(receipt) && receipt.TransactionIds.length > 0) actions.push('unpost');
      if (receipt.LoaiBienLai === 'ThuTien' && receipt.TrangThai !== 'ChuaThuTien') {
        if (standingInvoice(receipt)) {
          if (mayRead) actions.push('viewInvoice');
          if (mayInvoice) actions.push('cancelInvoice');
        } else if (mayInvoice) actions.push('einvoice');
      }
      actions.push('print');
      if (mayDelete && !posted(receipt) && !standingInvoice(receipt)) actions.push('delete');
      return actions;
    };
    const run = async (receipt: Receipt, action: Action) => {
      if (action === 'print') return onPrint({ kind: 'receipt', BienLai_Id: receipt._id, code: name(receipt) });
      if (action === 'viewInvoice') return setViewing(standingInvoice(receipt)!.MaHoaDon);
      if (action === 'cancelInvoice') {
        setCancelRefusal(null);
        return setCancelling(receipt);
      }
      if (action === 'delete') {
        setDeleteRefusal(null);
        return setDeleting(receipt);
      }
      setBusy(receipt._id);
      const result =
        action === 'post' ? await post({ TiepNhan_Id: visitId, BienLai_Ids: [receipt._id] }, QUIET)
        : action === 'unpost' ? await unpost({ transactionId: receipt.TransactionIds[0]! }, QUIET)
        : await issue({ BienLai_Id: receipt._id }, QUIET);
      setBusy(null);
      if (result.error) return void toast.error(refusalText(result.error));
      const invoice = action === 'einvoice' ? (result.data as { guiHoaDonDienTu: { MaHoaDon: string; SoHoaDon: number } }).guiHoaDonDienTu : null;
      toast.success(t(`cashier.receipts.done.${action}`, { receipt: name(receipt), invoice: invoice?.MaHoaDon ?? '', number: invoice?.SoHoaDon ?? '' }));
      onChanged();
    };
    const common: DataTableColumn<Receipt>[] = [
      { id: 'code', header: t('cashier.receipts.column.code'), accessor: (receipt) => receipt.MaBienLai, width: '9rem', sticky: 'start' },
      { id: 'kind', header: t('cashier.receipts.column.kind'), accessor: (receipt) => t(`cashier.receiptKind.${receipt.LoaiBienLai}`), width: '6.5rem' },
      { id: 'book', header: t('cashier.receipts.column.book'), accessor: (receipt) => `${bookOf(receipt)} · ${receiptNumberText(receipt.SoBienLai)}`, width: '9rem' },
      { id: 'cashier', header: t('cashier.receipts.column.cashier'), accessor: (receipt) => receipt.TenNguoiThu ?? '', width: '9rem' },
      { id: 'date', header: t('cashier.receipts.column.date'), accessor: (receipt) => receipt.NgayBienLai, cell: (receipt) => formatDateTime(receipt.NgayBienLai), width: '8.5rem', sortable: true },
    ];
    const actions: DataTableColumn<Receipt> = {
      id: 'actions',
      header: t('cashier.receipts.column.actions'),
      width: deleted ? '5rem' : '19rem',
      sticky: 'end',
      cell: (receipt) => (
        <span className={actionsCell}>
          {actionsOf(receipt).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'delete' || action === 'cancelInvoice' ? 'ghost' : action === 'print' || action === 'viewInvoice' ? 'outline' : 'solid'}
              tone={action === 'delete' || action === 'unpost' || action === 'cancelInvoice' ? 'danger' : 'accent'}
              loading={busy === receipt._id && action !== 'print'}
              aria-label={t('cashier.receipts.actionLabel', { action: t(`cashier.receipts.action.${action}`), receipt: name(receipt) })}
              onClick={() => void run(receipt, action)}
            >
              {t(`cashier.receipts.action.${action}`)}
            </Button>
          ))}
        </span>
      ),
    };
    if (deleted) {
      return [
        ...common,
        { id: 'total', header: t('cashier.receipts.column.collected'), accessor: (receipt) => receipt.GiaTriBienLai, cell: (receipt) => formatMoney(receipt.GiaTriBienLai), width: '7rem', align: 'end' },
        { id: 'reason', header: t('cashier.receipts.column.reason'), accessor: (receipt) => receipt.LyDoHuy ?? '', width: '12rem' },
        { id: 'deletedAt', header: t('cashier.receipts.column.deletedAt'), accessor: (receipt) => (receipt.NgayHuy ? formatDateTime(receipt.NgayHuy) : ''), width: '8.5rem' },
        actions,
      ];
    }
    return [
      ...common,
      {
        id: 'state',
        header: t('cashier.receipts.column.state'),
        accessor: (receipt) => t(`cashier.receiptState.${receipt.TrangThai}`),
        cell: (receipt) => <span className={badge({ tone: STATE_TONE[receipt.TrangThai] ?? 'neutral', size: 'sm' })}>{t(`cashier.receiptState.${receipt.TrangThai}`)}</span>,
        width: '8rem',
      },
      { id: 'total', header: t('cashier.receipts.column.total'), accessor: (receipt) => receipt.GiaTriBienLai + receipt.MienGiam, cell: (receipt) => formatMoney(receipt.GiaTriBienLai + receipt.MienGiam), width: '7rem', align: 'end' },
      { id: 'collected', header: t('cashier.receipts.column.collected'), accessor: (receipt) => receipt.GiaTriBienLai, cell: (receipt) => formatMoney(receipt.GiaTriBienLai), width: '7rem', align: 'end' },
      { id: 'posted', header: t('cashier.receipts.column.posted'), accessor: (receipt) => t(`cashier.receipts.posted.${receipt.TrangThai === 'HachToanToanBo' ? 'all' : receipt.TrangThai === 'DangHachToan' ? 'part' : 'none'}`), width: '6.5rem' },
      {
        id: 'account',
        header: t('cashier.receipts.column.account'),
        accessor: accountText,
        cell: (receipt) =>
          receipt.TenTaiKhoanNganHang ? (
            <span className={accountCell}>
              {receipt.TenTaiKhoanNganHang}
              {receipt.MaTaiKhoanNganHang && <small>{receipt.MaTaiKhoanNganHang}</small>}
            </span>
          ) : (
            accountText(receipt)
          ),
        width: '11rem',
      },
      { id: 'invoice', header: t('cashier.receipts.column.invoice'), accessor: (receipt) => standingInvoice(receipt)?.MaHoaDon ?? '', width: '9rem' },
      actions,
    ];
  }, [t, deleted, mayPost, mayInvoice, mayRead, mayDelete, busy, visitId, post, unpost, issue, onPrint, onChanged]);

  const confirmDelete = async (reason: string) => {
    if (!deleting) return;
    const result = await remove({ BienLai_Id: deleting._id, LyDo: reason }, QUIET);
    if (result.error) return setDeleteRefusal(refusalText(result.error));
    toast.success(t('cashier.receipts.done.delete', { receipt: receiptName(deleting) }));
    setDeleting(null);
    onChanged();
  };

  const confirmCancelInvoice = async (reason: string) => {
    const invoice = cancelling && standingInvoice(cancelling);
    if (!cancelling || !invoice) return;
    const result = await cancelInvoice({ MaHoaDon: invoice.MaHoaDon, LyDo: reason }, QUIET);
    if (result.error) return setCancelRefusal(refusalText(result.error));
    toast.success(t('cashier.receipts.done.cancelInvoice', { invoice: invoice.MaHoaDon, receipt: receiptName(cancelling) }));
    setCancelling(null);
    onChanged();
  };

  return (
    <>
      <DataTable
        label={t(deleted ? 'cashier.receipts.deletedTitle' : 'cashier.receipts.title')}
        columns={columns}
        rows={receipts}
        getRowId={(receipt) => receipt._id}
        loading={loading}
        emptyText={t(deleted ? 'cashier.receipts.deletedEmpty' : 'cashier.receipts.empty')}
        height={`min(${Math.max(2, (receipts?.length ?? 0) + 1) * 36 + 8}px, 16rem)`}
      />
      <ReasonDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('cashier.receipts.deleteTitle', { receipt: deleting ? receiptName(deleting) : '' })}
        reasonLabel={t('cashier.receipts.deleteReason')}
        keepLabel={t('cashier.receipts.deleteKeep')}
        confirmLabel={t('cashier.receipts.deleteConfirm')}
        busy={removing}
        refusal={deleteRefusal}
        onConfirm={(reason) => void confirmDelete(reason)}
      />
      <ReasonDialog
        key={cancelling?._id ?? 'none'}
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('cashier.receipts.cancelInvoiceTitle', { invoice: (cancelling && standingInvoice(cancelling)?.MaHoaDon) ?? '', receipt: cancelling ? receiptName(cancelling) : '' })}
        reasonLabel={t('cashier.receipts.cancelInvoiceReason')}
        keepLabel={t('cashier.receipts.cancelInvoiceKeep')}
        confirmLabel={t('cashier.receipts.cancelInvoiceConfirm')}
        busy={cancellingInvoice}
        refusal={cancelRefusal}
        onConfirm={(reason) => void confirmCancelInvoice(reason)}
      />
      {viewing && <EInvoiceViewDialog MaHoaDon={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
