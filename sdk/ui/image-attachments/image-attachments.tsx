// The images attached to a record (a paraclinical report, a procedure note): a labelled file input taking several JPEG,
// PNG or DICOM files, sent in batches of 10 (spec §9) with the progress shown, each batch linked by the caller as it is
// stored; thumbnails of the pictures, an entry per DICOM file opening the viewer (/xem-dicom/:files?), and removal
// after a question. The record's own calls (link, remove) are the caller's; a refusal they throw shows under the input.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { FILE_UPLOAD_LIMITS } from '../../shared/files';
import { UploadRefusal, useFileUpload, type UploadProgress } from '../../web/file-upload';
import { IconButton } from '../button/icon-button';
import { useConfirm } from '../confirm-dialog/use-confirm';
import { Field } from '../field/field';
import { useOneAtATime } from '../form/use-one-at-a-time';
import { Icon } from '../icon/icon';
import { toast } from '../toast/toast';
import { dicomViewerHref } from './dicom-viewer-href';

/** What a caller's onAttach or onRemove throws for a refusal the user should read as it is (the server's message). */
export class AttachRefusal extends Error {
  override name = 'AttachRefusal';
}

/** An attached image as the record's API gives it. */
export interface AttachedImage {
  _id: string;
  TenTep: string;
  /** The path serving the file (/tep?token=…). */
  DuongDan: string;
  LaDicom: boolean;
}

export interface ImageAttachmentsProps {
  images: readonly AttachedImage[];
  /** The list's accessible name, naming the record ("Hình ảnh của phiếu CD…"). */
  label: string;
  /** Images may be added and removed now. */
  editable: boolean;
  /** The record's limit, which the server also holds. */
  max: number;
  /** Links a stored batch to the record; throws an AttachRefusal carrying the server's refusal, in the user's language. */
  onAttach: (fileIds: string[]) => Promise<void>;
  /** Removes an image from the record, once the user has confirmed; throws as onAttach does. */
  onRemove: (image: AttachedImage) => Promise<void>;
  /** Why the images could not be read, shown above the list. */
  readError?: string | null;
}

const ACCEPT = 'image/jpeg,image/png,application/dicom,.dcm,.dicom';
const MB = 1024 * 1024;

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', listStyle: 'none', p: '0', m: '0' });
const tile = css({ display: 'grid', gap: '1', alignContent: 'start', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', p: '2', minW: '0' });
const thumb = css({ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 'l1', bg: 'bg.muted', display: 'block' });
const dicomBox = css({ width: '100%', aspectRatio: '1', borderRadius: 'l1', bg: 'bg.inverted', color: 'white', display: 'grid', placeItems: 'center', textDecoration: 'none', fontWeight: 'semibold', textAlign: 'center', p: '2' });
const caption = css({ textStyle: 'xs', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const muted = css({ m: '0', color: 'fg.muted' });

/** What a choice of files breaks before anything is sent: more than the record takes, or a file over the size limit. */
export function choiceProblem(files: readonly Pick<File, 'name' | 'size'>[], attached: number, max: number): { key: string; params: Record<string, string | number> } | null {
  const left = max - attached;
  if (files.length > left) return { key: 'ui.images.tooMany', params: { max, left: Math.max(0, left) } };
  const large = files.find((file) => file.size > FILE_UPLOAD_LIMITS.fileBytes);
  if (large) return { key: 'ui.images.tooLarge', params: { name: large.name, max: FILE_UPLOAD_LIMITS.fileBytes / MB } };
  return null;
}

export function ImageAttachments({ images, label, editable, max, onAttach, onRemove, readError }: ImageAttachmentsProps) {
  const { t } = useTranslation('ui');
  const upload = useFileUpload();
  const headingId = useId();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // A message key and its values, as a field shows it; a refusal's own words go through ui.images.refused.
  const [problem, setProblem] = useState<{ key: string; params: Record<string, string | number> } | null>(null);
  const [busy, once] = useOneAtATime();
  const [confirm, confirmDialog] = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const dicoms = images.filter((image) => image.LaDicom);
  const viewerHref = dicomViewerHref(dicoms.map((image) => image.DuongDan));

  const send = async (files: File[]) => {
    setProblem(null);
    const wrong = choiceProblem(files, images.length, max);
    if (wrong) return setProblem(wrong);
    setProgress({ batch: 1, batches: Math.ceil(files.length / FILE_UPLOAD_LIMITS.files), done: 0, total: files.length });
    try {
      await upload(files, {
        onBatch: async (stored, step) => {
          await onAttach(stored.map((file) => file._id));
          setProgress({ ...step, batch: Math.min(step.batch + 1, step.batches) });
        },
      });
      toast.success(t('ui.images.added', { count: files.length }));
    } catch (error) {
      // The server's refusals (of the file, of the link) are in the user's language already; a lost connection is not.
      setProblem(error instanceof UploadRefusal || error instanceof AttachRefusal ? { key: 'ui.images.refused', params: { message: error.message } } : { key: 'ui.images.failed', params: {} });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length > 0) void once(() => send(files));
  };

  const remove = async (image: AttachedImage) => {
    if (!(await confirm({ message: t('ui.images.removeQuestion', { name: image.TenTep }), confirmLabel: t('ui.images.remove'), tone: 'danger' }))) return;
    try {
      await onRemove(image);
      toast.success(t('ui.images.removed', { name: image.TenTep }));
    } catch (error) {
      toast.error(error instanceof AttachRefusal ? error.message : t('ui.images.failed'));
    }
  };

  return (
    <section aria-labelledby={headingId} className={css({ display: 'grid', gap: '3' })}>
      <h3 id={headingId} className={css({ textStyle: 'md', fontWeight: 'semibold', m: '0' })}>
        {t('ui.images.title', { count: images.length })}
      </h3>
      {editable && (
        <Field label={t('ui.images.choose')} helperText={t('ui.images.chooseHelp', { max, size: FILE_UPLOAD_LIMITS.fileBytes / MB })} error={problem?.key ?? null} errorParams={problem?.params}>
          {(control) => (
            <input
              {...control}
              ref={input}
              type="file"
              name="file"
              multiple
              accept={ACCEPT}
              disabled={busy || images.length >= max}
              onChange={chosen}
              className={css({ textStyle: 'sm', maxW: '100%' })}
            />
          )}
        </Field>
      )}
      {progress && (
        <div role="status" className={css({ display: 'grid', gap: '1' })}>
          <span>{t('ui.images.progress', { ...progress })}</span>
          <progress max={progress.total} value={progress.done} aria-label={t('ui.images.progressLabel')} className={css({ width: '100%' })} />
        </div>
      )}
      {readError && (
        <p role="alert" className={css({ m: '0', color: 'fg.error' })}>
          {readError}
        </p>
      )}
      {images.length === 0 ? (
        <p className={muted}>{t('ui.images.none')}</p>
      ) : (
        <ul className={grid} aria-label={label}>
          {images.map((image) => (
            <li key={image._id} className={tile}>
              {image.LaDicom ? (
                <a href={viewerHref} target="_blank" rel="noopener" className={dicomBox} aria-label={t('ui.images.openDicom', { name: image.TenTep })}>
                  <span>
                    <Icon name="eye" />
                    <br />
                    DICOM
                  </span>
                </a>
              ) : (
                <a href={image.DuongDan} target="_blank" rel="noopener" aria-label={t('ui.images.openImage', { name: image.TenTep })}>
                  <img src={image.DuongDan} alt={image.TenTep} loading="lazy" className={thumb} />
                </a>
              )}
              <span className={caption} title={image.TenTep}>
                {image.TenTep}
              </span>
              {editable && (
                <IconButton label={t('ui.images.removeNamed', { name: image.TenTep })} icon={<Icon name="trash" />} tone="danger" size="sm" onClick={() => once(() => remove(image))} disabled={busy} />
              )}
            </li>
          ))}
        </ul>
      )}
      {dicoms.length > 0 && (
        <a href={viewerHref} target="_blank" rel="noopener" className={css({ justifySelf: 'start', color: 'accent.text', textDecoration: 'underline' })}>
          {t('ui.images.openViewer', { count: dicoms.length })}
        </a>
      )}
      {confirmDialog}
    </section>
  );
}
