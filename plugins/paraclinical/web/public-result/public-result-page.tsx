// The public result page /ket-qua-cls/:idBenhNhan/:soPhieuYeuCau?token=… (spec §2 Public routes): what a printed
// result's QR code opens, signed out. The token is read from the address as typed, so no character of it is lost
// to the router's parsing of search values.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { Spinner } from '@his/sdk/ui';
import { useLocation, useParams } from '@his/sdk/web';
import { css } from '@his/sdk/styled/css';
import { KetQuaClsCongKhaiDocument } from '../../generated/graphql';
import { PublicResultView } from './public-result-view';

/** What the page asks with; the server caps each argument too. */
export interface PublicResultAddress {
  idBenhNhan: string | null;
  soPhieuYeuCau: string | null;
  token: string | null;
}

const MAX_ID = 50;
const MAX_TOKEN = 100;
const capped = (value: string | undefined | null, max: number) => (value && value.length <= max ? value : null);

/** The address's patient, request number and token; a missing or oversized one is null (the page then finds nothing). */
export function publicResultAddress(params: { idBenhNhan?: string; soPhieuYeuCau?: string }, searchStr: string): PublicResultAddress {
  return {
    idBenhNhan: capped(params.idBenhNhan, MAX_ID),
    soPhieuYeuCau: capped(params.soPhieuYeuCau, MAX_ID),
    token: capped(new URLSearchParams(searchStr).get('token'), MAX_TOKEN),
  };
}

export function PublicResults({ idBenhNhan, soPhieuYeuCau, token }: PublicResultAddress) {
  const { t } = useTranslation('paraclinical');
  const variables = useMemo(() => ({ idBenhNhan: idBenhNhan ?? '', soPhieuYeuCau, token: token ?? '' }), [idBenhNhan, soPhieuYeuCau, token]);
  const asked = idBenhNhan !== null && token !== null;
  const [{ data, fetching, error }] = useQuery({ query: KetQuaClsCongKhaiDocument, variables, pause: !asked, requestPolicy: 'network-only' });
  if (asked && fetching && !data) {
    return (
      <div className={css({ display: 'flex', justifyContent: 'center', py: '12' })}>
        <Spinner label={t('paraclinical.web.public.loading')} showLabel />
      </div>
    );
  }
  // A failed read says no more than a wrong link: this page is for anyone holding the paper.
  return <PublicResultView results={asked && !error ? (data?.ketQuaCLSCongKhai ?? null) : null} />;
}

export function PublicResultPage() {
  const params = useParams({ strict: false }) as { idBenhNhan?: string; soPhieuYeuCau?: string };
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const address = publicResultAddress(params, searchStr);
  return <PublicResults {...address} />;
}
