// The public result page's content (no sign-in, read on a phone from the QR code of a printed result): the facility,
// the patient's name and birth year, and each returned service with its tests (value, unit, range and flag as a word)
// or its description, conclusion and images. Nothing at all, but one neutral sentence, when the server answers null.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import type { KetQuaClsCongKhaiQuery } from '../../generated/graphql';
import type { Flag } from '../../rules/reference-values';
import { PublicImages } from '../images/public-images';

export type PublicResults = NonNullable<KetQuaClsCongKhaiQuery['ketQuaCLSCongKhai']>;

const FLAG_TONE: Record<Flag, 'danger' | 'warning'> = { Cao: 'danger', Thap: 'warning', BatThuong: 'danger' };
const page = css({ maxW: '48rem', mx: 'auto', p: { base: '3', md: '6' }, display: 'grid', gap: '4', color: 'fg.default' });
const card = css({ borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', p: { base: '3', md: '4' }, bg: 'bg.default', display: 'grid', gap: '2', minW: '0' });
const muted = css({ color: 'fg.muted', m: '0', textStyle: 'sm' });
const results = css({
  w: 'full',
  borderCollapse: 'collapse',
  textStyle: 'sm',
  '& th, & td': { textAlign: 'start', px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.muted', verticalAlign: 'top', overflowWrap: 'anywhere' },
  '& thead th': { color: 'fg.muted', fontWeight: 'semibold' },
});
const flagged = css({ fontWeight: 'bold', color: 'danger.text' });
const prose = css({ m: '0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export function PublicResultView({ results: answer }: { results: PublicResults | null }) {
  const { t } = useTranslation('paraclinical');
  // The same sentence whatever the reason (a wrong token, another patient's number, nothing returned yet), so the page
  // tells a stranger nothing.
  if (!answer) {
    return (
      <main className={page}>
        <p role="status" className={css({ m: '0', textAlign: 'center', py: '12' })}>
          {t('paraclinical.web.public.notFound')}
        </p>
      </main>
    );
  }
  const sorted = (rows: PublicResults['DichVus'][number]['KetQuas']) => [...rows].sort((a, b) => a.ThuTu - b.ThuTu);
  return (
    <main className={page}>
      <header className={css({ display: 'grid', gap: '1' })}>
        {answer.TenCoSo && <p className={muted}>{answer.TenCoSo}</p>}
        <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'semibold', m: '0' })}>{t('paraclinical.web.public.title')}</h1>
        <p className={css({ m: '0', fontSize: 'lg' })}>
          {answer.NamSinh ? t('paraclinical.web.public.patient', { name: answer.TenBenhNhan, year: answer.NamSinh }) : answer.TenBenhNhan}
        </p>
      </header>
      {answer.DichVus.length === 0 && <p className={muted}>{t('paraclinical.web.public.noneReturned')}</p>}
      {answer.DichVus.map((service, index) => (
        <section key={`${service.SoPhieuYeuCau}-${index}`} className={card} aria-labelledby={`cls-public-${index}`}>
          <h2 id={`cls-public-${index}`} className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>
            {service.TenDichVu}
          </h2>
          <p className={muted}>
            {t('paraclinical.web.public.request', { number: service.SoPhieuYeuCau })}
            {service.NgayTraKetQua ? ` · ${t('paraclinical.web.public.returnedAt', { time: formatDateTime(service.NgayTraKetQua) })}` : ''}
          </p>
          {service.NhomKetQua === 'lab' ? (
            <table className={results} aria-label={t('paraclinical.web.public.table', { name: service.TenDichVu })}>
              <thead>
                <tr>
                  <th scope="col">{t('paraclinical.web.results.column.test')}</th>
                  <th scope="col">{t('paraclinical.web.results.column.value')}</th>
                  <th scope="col">{t('paraclinical.web.results.column.range')}</th>
                </tr>
              </thead>
              <tbody>
                {sorted(service.KetQuas).map((row) => {
                  const flag = row.CanhBao && row.CanhBao in FLAG_TONE ? (row.CanhBao as Flag) : null;
                  return (
                    <tr key={row._id}>
                      <th scope="row" className={css({ fontWeight: 'normal' })}>
                        {row.TenXetNghiem}
                      </th>
                      <td>
                        <span className={flag ? flagged : undefined}>{[row.KetQua, row.DonViTinh].filter(Boolean).join(' ')}</span>
                        {flag && (
                          <>
                            {' '}
                            <span className={badge({ tone: FLAG_TONE[flag], size: 'sm' })}>{t(`paraclinical.web.flag.${flag}`)}</span>
                          </>
                        )}
                      </td>
                      <td>{row.MucBinhThuong ?? ''}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <div className={css({ display: 'grid', gap: '2' })}>
              {service.NoiDung && (
                <div>
                  <h3 className={css({ textStyle: 'sm', fontWeight: 'semibold', m: '0' })}>{t('paraclinical.web.field.NoiDung')}</h3>
                  <p className={prose}>{service.NoiDung}</p>
                </div>
              )}
              <div>
                <h3 className={css({ textStyle: 'sm', fontWeight: 'semibold', m: '0' })}>{t('paraclinical.web.field.KetLuan')}</h3>
                <p className={prose}>{service.KetLuan ?? ''}</p>
              </div>
            </div>
          )}
          {service.NhomKetQua === 'lab' && service.KetLuan && <p className={prose}>{t('paraclinical.web.public.conclusion', { text: service.KetLuan })}</p>}
          <PublicImages images={service.HinhAnhs} />
        </section>
      ))}
    </main>
  );
}
