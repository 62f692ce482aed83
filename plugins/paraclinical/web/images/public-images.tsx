// A returned report's images on the public result page: the pictures, each opening full size, and the DICOM files
// opening the viewer. The page was reached with the patient's token, which covers them.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import type { HinhAnhDichVuYeuCauFieldsFragment } from '../../generated/graphql';
import { dicomViewerHref } from '../dicom-viewer/viewer-address';

const grid = css({ display: 'grid', gap: '2', gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))', listStyle: 'none', p: '0', m: '0' });
const picture = css({ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 'l1', bg: 'bg.muted', display: 'block' });

export function PublicImages({ images }: { images: readonly HinhAnhDichVuYeuCauFieldsFragment[] }) {
  const { t } = useTranslation('paraclinical');
  if (images.length === 0) return null;
  const pictures = images.filter((image) => !image.LaDicom);
  const dicoms = images.filter((image) => image.LaDicom);
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <h3 className={css({ textStyle: 'sm', fontWeight: 'semibold', m: '0' })}>{t('paraclinical.web.public.images')}</h3>
      {pictures.length > 0 && (
        <ul className={grid}>
          {pictures.map((image) => (
            <li key={image._id}>
              <a href={image.DuongDan} target="_blank" rel="noopener" aria-label={t('paraclinical.web.images.openImage', { name: image.TenTep })}>
                <img src={image.DuongDan} alt={image.TenTep} loading="lazy" className={picture} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {dicoms.length > 0 && (
        <a href={dicomViewerHref(dicoms.map((image) => image.DuongDan))} target="_blank" rel="noopener" className={css({ color: 'accent.text', textDecoration: 'underline', justifySelf: 'start' })}>
          {t('paraclinical.web.images.openViewer', { count: dicoms.length })}
        </a>
      )}
    </div>
  );
}
