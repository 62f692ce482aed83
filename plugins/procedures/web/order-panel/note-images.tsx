// The images of a procedure note (spec §2 tab "images"): read apart from the lists, attached in batches of 10 as they
// are uploaded and removed, through the kit's ImageAttachments; a note not yet saved asks to be saved first.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery, type CombinedError } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { AttachRefusal, ImageAttachments } from '@his/sdk/ui';
import {
  ThemHinhAnhTuongTrinhPtttDocument, TuongTrinhPtttHinhAnhDocument, XoaHinhAnhTuongTrinhPtttDocument, type TuongTrinhPtttFieldsFragment,
} from '../../generated/graphql';
import { MAX_IMAGES } from '../../rules/notes';

export interface NoteImagesProps {
  number: string;
  /** The saved note, or null while there is none. */
  note: Pick<TuongTrinhPtttFieldsFragment, '_id'> | null;
  /** Images may be added and removed (the order open, the writing not locked, the user performs). */
  editable: boolean;
  /** After images were attached or removed: the note as it is now. */
  onChanged: (note: TuongTrinhPtttFieldsFragment) => void;
}

const QUIET = { quietErrors: true };
const refused = (error: CombinedError | undefined) => new AttachRefusal(error ? refusalText(error) : '');

export function NoteImages({ number, note, editable, onChanged }: NoteImagesProps) {
  const { t } = useTranslation('procedures');
  const variables = useMemo(() => ({ id: note?._id ?? '' }), [note?._id]);
  const [{ data, error }, reload] = useQuery({ query: TuongTrinhPtttHinhAnhDocument, variables, pause: !note, requestPolicy: 'cache-and-network' });
  const [, attach] = useMutation(ThemHinhAnhTuongTrinhPtttDocument);
  const [, remove] = useMutation(XoaHinhAnhTuongTrinhPtttDocument);
  if (!note) return <p className={css({ m: '0', color: 'fg.muted' })}>{t('procedures.web.images.saveFirst')}</p>;
  // Read again after a change: the mutation's answer updates a normalized cache, but not every client has one.
  const reread = () => reload({ requestPolicy: 'network-only' });
  return (
    <ImageAttachments
      images={data?.tuongTrinhPTTT?.HinhAnhs ?? []}
      label={t('procedures.web.images.list', { number })}
      editable={editable}
      max={MAX_IMAGES}
      readError={error ? refusalText(error) : null}
      onAttach={async (fileIds) => {
        const result = await attach({ id: note._id, fileIds }, QUIET);
        if (result.error || !result.data) throw refused(result.error);
        onChanged(result.data.themHinhAnhTuongTrinhPTTT);
        reread();
      }}
      onRemove={async (image) => {
        const result = await remove({ id: note._id, idHinhAnh: image._id }, QUIET);
        if (result.error || !result.data) throw refused(result.error);
        onChanged(result.data.xoaHinhAnhTuongTrinhPTTT);
        reread();
      }}
    />
  );
}
