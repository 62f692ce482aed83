// A report's images on the order panel (imaging, ultrasound, functional tests): a labelled file input taking several
// JPEG, PNG or DICOM files, sent in batches of 10 with the progress shown, each batch attached to the order as it is
// stored; thumbnails of the pictures, an entry per DICOM file opening the viewer, and removal with a question.
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_UPLOAD_LIMITS } from '@his/sdk';
import { refusalText, UploadRefusal, useFileUpload, useMutation, useQuery, type UploadProgress } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Field, IconButton, Icon, toast, useConfirm, useOneAtATime } from '@his/sdk/ui';
import {
  ClsHinhAnhDichVuYeuCauDocument, ThemHinhAnhDichVuYeuCauDocument, XoaHinhAnhDichVuYeuCauDocument,
  type ClsDichVuYeuCauFieldsFragment, type HinhAnhDichVuYeuCauFieldsFragment,
} from '../../generated/graphql';
import { dicomViewerHref } from '../dicom-viewer/viewer-address';

type Order = ClsDichVuYeuCauFieldsFragment;
type Image = HinhAnhDichVuYeuCauFieldsFragment;

export interface ReportImagesProps {
  order: Pick<Order, '_id' | 'SoPhieuYeuCau'>;
  /** Images may be added and removed (the order is not returned, the user performs). */
  editable: boolean;
  /** After images were attached or removed: the order as it is now (attaching takes a sent order). */
  onChanged: (order: Order) => void;
}

/** The server's limit per order. */
export const MAX_IMAGES = 50;
const ACCEPT = 'image/jpeg,image/png,application/dicom,.dcm,.dicom';
const QUIET = { quietErrors: true };
const MB = 1024 * 1024;

/** A batch the server stored but the order did not take: the refusal's text. */
class AttachRefusal extends Error {}

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', listStyle: 'none', p: '0', m: '0' });
const tile = css({ display: 'grid', gap: '1', alignContent: 'start', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', p: '2', minW: '0' });
const thumb = css({ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 'l1', bg: 'bg.muted', display: 'block' });
const dicomBox = css({ width: '100%', aspectRatio: '1', borderRadius: 'l1', bg: 'bg.inverted', color: 'white', display: 'grid', placeItems: 'center', textDecoration: 'none', fontWeight: 'semibold', textAlign: 'center', p: '2' });
const caption = css({ textStyle: 'xs', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const note = css({ m: '0', color: 'fg.muted' });

/** What a choice of files breaks before anything is sent: too many for the order, or a file over the size limit. */
export function choiceProblem(files: readonly File[], attached: number): { key: string; params: Record<string, string | number> } | null {
  const left = MAX_IMAGES - attached;
  if (files.length > left) return { key: 'paraclinical.web.images.tooMany', params: { max: MAX_IMAGES, left: Math.max(0, left) } };
  const large = files.find((file) => file.size > FILE_UPLOAD_LIMITS.fileBytes);
  if (large) return { key: 'paraclinical.web.images.tooLarge', params: { name: large.name, max: FILE_UPLOAD_LIMITS.fileBytes / MB } };
  return null;
}

export function ReportImages({ order, editable, onChanged }: ReportImagesProps) {
  const { t } = useTranslation('paraclinical');
  const upload = useFileUpload();
  const variables = useMemo(() => ({ id: order._id }), [order._id]);
  const [{ data, error: readError }, reload] = useQuery({ query: ClsHinhAnhDichVuYeuCauDocument, variables, requestPolicy: 'cache-and-network' });
  // Read again after a change: the mutation's answer updates a normalized cache, but not every client has one.
  const reread = () => reload({ requestPolicy: 'network-only' });
  const images: readonly Image[] = data?.clsDichVuYeuCauById?.HinhAnhs ?? [];
  const [, attach] = useMutation(ThemHinhAnhDichVuYeuCauDocument);
  const [, remove] = useMutation(XoaHinhAnhDichVuYeuCauDocument);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, once] = useOneAtATime();
  const [confirm, confirmDialog] = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const dicoms = images.filter((image) => image.LaDicom);
  const viewerHref = dicomViewerHref(dicoms.map((image) => image.DuongDan));

  const send = async (files: File[]) => {
    setProblem(null);
    const wrong = choiceProblem(files, images.length);
    if (wrong) return setProblem(t(wrong.key, wrong.params));
    const batches = Math.ceil(files.length / FILE_UPLOAD_LIMITS.files);
    setProgress({ batch: 1, batches, done: 0, total: files.length });
    try {
      await upload(files, {
        onBatch: async (stored, step) => {
          const result = await attach({ id: order._id, fileIds: stored.map((file) => file._id) }, QUIET);
          if (result.error || !result.data) throw new AttachRefusal(result.error ? refusalText(result.error) : t('paraclinical.web.images.failed'));
          setProgress({ ...step, batch: Math.min(step.batch + 1, step.batches) });
          onChanged(result.data.themHinhAnhDichVuYeuCau);
          reread();
        },
      });
      toast.success(t('paraclinical.web.images.added', { count: files.length, number: order.SoPhieuYeuCau }));
    } catch (error) {
      // The server's refusal is in the user's language already; a lost connection is not.
      setProblem(error instanceof UploadRefusal || error instanceof AttachRefusal ? error.message : t('paraclinical.web.images.failed'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length > 0) void once(() => send(files));
  };

  const removeImage = async (image: Image) => {
    const question = { message: t('paraclinical.web.images.removeQuestion', { name: image.TenTep }), confirmLabel: t('paraclinical.web.images.remove'), tone: 'danger' as const };
    if (!(await confirm(question))) return;
    const result = await remove({ id: order._id, idHinhAnh: image._id }, QUIET);
    if (result.error || !result.data) return void toast.error(result.error ? refusalText(result.error) : t('paraclinical.web.images.failed'));
    toast.success(t('paraclinical.web.images.removed', { name: image.TenTep }));
    onChanged(result.data.xoaHinhAnhDichVuYeuCau);
    reread();
  };

  return (
    <section aria-labelledby="cls-images" className={css({ display: 'grid', gap: '3' })}>
      <h3 id="cls-images" className={css({ textStyle: 'md', fontWeight: 'semibold', m: '0' })}>
        {t('paraclinical.web.images.title', { count: images.length })}
      </h3>
      {editable && (
        <Field
          label={t('paraclinical.web.images.choose')}
          helperText={t('paraclinical.web.images.chooseHelp', { max: MAX_IMAGES, size: FILE_UPLOAD_LIMITS.fileBytes / MB })}
          error={problem}
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              type="file"
              name="file"
              multiple
              accept={ACCEPT}
              disabled={busy || images.length >= MAX_IMAGES}
              onChange={chosen}
              className={css({ textStyle: 'sm', maxW: '100%' })}
            />
          )}
        </Field>
      )}
      {progress && (
        <div role="status" className={css({ display: 'grid', gap: '1' })}>
          <span>{t('paraclinical.web.images.progress', { ...progress })}</span>
          <progress max={progress.total} value={progress.done} aria-label={t('paraclinical.web.images.progressLabel')} className={css({ width: '100%' })} />
        </div>
      )}
      {readError && (
        <p role="alert" className={css({ m: '0', color: 'fg.error' })}>
          {refusalText(readError)}
        </p>
      )}
      {images.length === 0 ? (
        <p className={note}>{t('paraclinical.web.images.none')}</p>
      ) : (
        <ul className={grid} aria-label={t('paraclinical.web.images.list', { number: order.SoPhieuYeuCau })}>
          {images.map((image) => (
            <li key={image._id} className={tile}>
              {image.LaDicom ? (
                <a href={viewerHref} target="_blank" rel="noopener" className={dicomBox} aria-label={t('paraclinical.web.images.openDicom', { name: image.TenTep })}>
                  <span>
                    <Icon name="eye" />
                    <br />
                    DICOM
                  </span>
                </a>
              ) : (
                <a href={image.DuongDan} target="_blank" rel="noopener" aria-label={t('paraclinical.web.images.openImage', { name: image.TenTep })}>
                  <img src={image.DuongDan} alt={image.TenTep} loading="lazy" className={thumb} />
                </a>
              )}
              <span className={caption} title={image.TenTep}>
                {image.TenTep}
              </span>
              {editable && (
                <IconButton label={t('paraclinical.web.images.removeNamed', { name: image.TenTep })} icon={<Icon name="trash" />} tone="danger" size="sm" onClick={() => once(() => removeImage(image))} disabled={busy} />
              )}
            </li>
          ))}
        </ul>
      )}
      {dicoms.length > 0 && (
        <a href={viewerHref} target="_blank" rel="noopener" className={css({ justifySelf: 'start', color: 'accent.text', textDecoration: 'underline' })}>
          {t('paraclinical.web.images.openViewer', { count: dicoms.length })}
        </a>
      )}
      {confirmDialog}
    </section>
  );
}
