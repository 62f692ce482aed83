// Printing a receipt or the bill detail: the server builds the print's data from what it stores (the receipt, the
// visit's bill), then renders it with the facility's version of the template on /graphqltemplate; the preview carries
// the kit's Print button. The e-invoice view shows the provider's own rendering of an issued invoice.
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery, type CombinedError } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Dialog, PrintedHtml, PrintFrame, Spinner, type PaperSize } from '@his/sdk/ui';
import { CashierBillPrintDataDocument, CashierEInvoiceViewDocument, CashierReceiptPrintDataDocument } from '../../generated/graphql';
import { CashierRenderPrintDocument } from '../../generated/template/graphql';

const TEMPLATE_SERVICE = { url: '/graphqltemplate', requestPolicy: 'network-only' as const };
const NETWORK_ONLY = { requestPolicy: 'network-only' as const };
const refused = css({ color: 'danger.text', m: '0' });

export type CashierPrint = { kind: 'receipt'; BienLai_Id: string; code: string } | { kind: 'bill'; TiepNhan_Id: string; code: string };

export const PRINT_TEMPLATES = { receipt: 'cashier.bienLai', bill: 'cashier.bangKeChiPhi' } as const;

export function CashierPrintDialog({ print, onClose }: { print: CashierPrint; onClose: () => void }) {
  const { t } = useTranslation('cashier');
  const context = useMemo(() => NETWORK_ONLY, []);
  const receiptVariables = useMemo(() => ({ BienLai_Ids: print.kind === 'receipt' ? [print.BienLai_Id] : [] }), [print]);
  const billVariables = useMemo(() => ({ TiepNhan_Id: print.kind === 'bill' ? print.TiepNhan_Id : '' }), [print]);
  const [receiptData] = useQuery({ query: CashierReceiptPrintDataDocument, variables: receiptVariables, pause: print.kind !== 'receipt', context });
  const [billData] = useQuery({ query: CashierBillPrintDataDocument, variables: billVariables, pause: print.kind !== 'bill', context });
  const data = print.kind === 'receipt' ? receiptData.data?.getDataPrintBienLais[0] : billData.data?.getDataPrintBangKeChiPhi;
  const renderVariables = useMemo(() => ({ key: PRINT_TEMPLATES[print.kind], data: data ?? null }), [print.kind, data]);
  const [rendered] = useQuery({ query: CashierRenderPrintDocument, variables: renderVariables, pause: data == null, context: useMemo(() => TEMPLATE_SERVICE, []) });
  const page = data != null ? rendered.data?.renderPrintTemplate : undefined;
  const failed = (print.kind === 'receipt' ? receiptData.error : billData.error) ?? rendered.error;
  const title = t(`cashier.print.${print.kind}`, { code: print.code });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={title} size="xl">
      <PreviewBody failed={failed} loading={!page} loadingLabel={t('cashier.print.loading')}>
        {page && (
          <PrintFrame title={title} paper={page.paper as PaperSize}>
            <PrintedHtml html={page.html} />
          </PrintFrame>
        )}
      </PreviewBody>
    </Dialog>
  );
}

export function EInvoiceViewDialog({ MaHoaDon, onClose }: { MaHoaDon: string; onClose: () => void }) {
  const { t } = useTranslation('cashier');
  const variables = useMemo(() => ({ MaHoaDon }), [MaHoaDon]);
  const [{ data, error }] = useQuery({ query: CashierEInvoiceViewDocument, variables, context: useMemo(() => NETWORK_ONLY, []) });
  const title = t('cashier.einvoice.viewTitle', { code: MaHoaDon });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={title} size="xl">
      <PreviewBody failed={error} loading={!data} loadingLabel={t('cashier.print.loading')}>
        {data && (
          <PrintFrame title={title} paper="A4">
            <PrintedHtml html={data.inHoaDonDienTu.html} />
          </PrintFrame>
        )}
      </PreviewBody>
    </Dialog>
  );
}

function PreviewBody({ failed, loading, loadingLabel, children }: { failed: CombinedError | undefined; loading: boolean; loadingLabel: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {failed && (
        <p className={refused} role="alert">
          {refusalText(failed)}
        </p>
      )}
      {!failed && loading && <Spinner label={loadingLabel} showLabel />}
      {children}
    </div>
  );
}
