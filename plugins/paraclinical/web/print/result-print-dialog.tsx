// Printing an order's result: the public page's link of the patient's results is asked first (its QR code goes on the
// paper), then the result is rendered by the server's /graphqltemplate with the facility's version of the template
// and previewed, with the kit's Print button under it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Dialog, PrintedHtml, PrintFrame, Spinner, type PaperSize } from '@his/sdk/ui';
import { LienKetKetQuaClsDocument } from '../../generated/graphql';
import { InKetQuaClsDocument } from '../../generated/template/graphql';

/** The app's base path (spec §9): the server's link is relative to it. */
const BASE_PATH = '/his';
const TEMPLATE_SERVICE = { url: '/graphqltemplate', requestPolicy: 'network-only' as const };
const NETWORK_ONLY = { requestPolicy: 'network-only' as const };
const refused = css({ color: 'fg.error', m: '0' });

/** The full address of a path the server gives relative to the app's base. */
export function publicAddress(path: string, origin: string): string {
  return `${origin}${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface ResultPrintDialogProps {
  open: boolean;
  onClose: () => void;
  /** paraclinical.ketQuaXetNghiem or paraclinical.ketQuaMoTa. */
  templateKey: string;
  idBenhNhan: string;
  soPhieuYeuCau: string;
  /** The template's data, given the public page's full address. */
  dataOf: (publicUrl: string) => Record<string, unknown>;
}

export function ResultPrintDialog({ open, onClose, templateKey, idBenhNhan, soPhieuYeuCau, dataOf }: ResultPrintDialogProps) {
  const { t } = useTranslation('paraclinical');
  const linkVariables = useMemo(() => ({ idBenhNhan, soPhieuYeuCau }), [idBenhNhan, soPhieuYeuCau]);
  const [{ data: linked, error: linkError }] = useQuery({ query: LienKetKetQuaClsDocument, variables: linkVariables, pause: !open, context: useMemo(() => NETWORK_ONLY, []) });
  const publicUrl = linked ? publicAddress(linked.lienKetKetQuaCLS, window.location.origin) : null;
  const variables = useMemo(() => ({ key: templateKey, data: publicUrl ? dataOf(publicUrl) : null }), [templateKey, publicUrl, dataOf]);
  const [{ data: rendered, error, fetching }] = useQuery({
    query: InKetQuaClsDocument,
    variables,
    pause: !open || publicUrl === null,
    context: useMemo(() => TEMPLATE_SERVICE, []),
  });
  const page = open && publicUrl ? rendered?.renderPrintTemplate : undefined;
  const title = t('paraclinical.web.print.frameTitle', { number: soPhieuYeuCau });
  const failed = linkError ?? error;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('paraclinical.web.print.title')} size="xl">
      <div className={css({ display: 'grid', gap: '3' })}>
        {failed && (
          <p className={refused} role="alert">
            {refusalText(failed)}
          </p>
        )}
        {!failed && (fetching || !page) && <Spinner label={t('paraclinical.web.print.loading')} showLabel />}
        {page && (
          <PrintFrame title={title} paper={page.paper as PaperSize}>
            <PrintedHtml html={page.html} />
          </PrintFrame>
        )}
        {publicUrl && (
          <p className={css({ m: '0', textStyle: 'sm', overflowWrap: 'anywhere' })}>
            {t('paraclinical.web.print.publicLink')}{' '}
            <a href={publicUrl} target="_blank" rel="noreferrer">
              {publicUrl}
            </a>
          </p>
        )}
      </div>
    </Dialog>
  );
}
