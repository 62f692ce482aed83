// A report's images on the order panel (imaging, ultrasound, functional tests): the kit's image attachments, linked to
// the order by themHinhAnhDichVuYeuCau batch by batch and removed by xoaHinhAnhDichVuYeuCau.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { AttachRefusal, ImageAttachments, type AttachedImage } from '@his/sdk/ui';
import {
  ClsHinhAnhDichVuYeuCauDocument, ThemHinhAnhDichVuYeuCauDocument, XoaHinhAnhDichVuYeuCauDocument,
  type ClsDichVuYeuCauFieldsFragment,
} from '../../generated/graphql';

type Order = ClsDichVuYeuCauFieldsFragment;

export interface ReportImagesProps {
  order: Pick<Order, '_id' | 'SoPhieuYeuCau'>;
  /** Images may be added and removed (the order is not returned, the user performs). */
  editable: boolean;
  /** After images were attached or removed: the order as it is now (attaching takes a sent order). */
  onChanged: (order: Order) => void;
}

/** The server's limit per order. */
export const MAX_IMAGES = 50;
const QUIET = { quietErrors: true };

export function ReportImages({ order, editable, onChanged }: ReportImagesProps) {
  const { t } = useTranslation('paraclinical');
  const variables = useMemo(() => ({ id: order._id }), [order._id]);
  const [{ data, error: readError }, reload] = useQuery({ query: ClsHinhAnhDichVuYeuCauDocument, variables, requestPolicy: 'cache-and-network' });
  // Read again after a change: the mutation's answer updates a normalized cache, but not every client has one.
  const reread = () => reload({ requestPolicy: 'network-only' });
  const [, attach] = useMutation(ThemHinhAnhDichVuYeuCauDocument);
  const [, remove] = useMutation(XoaHinhAnhDichVuYeuCauDocument);

  const onAttach = async (fileIds: string[]) => {
    const result = await attach({ id: order._id, fileIds }, QUIET);
    if (result.error || !result.data) throw new AttachRefusal(result.error ? refusalText(result.error) : t('paraclinical.web.images.failed'));
    onChanged(result.data.themHinhAnhDichVuYeuCau);
    reread();
  };

  const onRemove = async (image: AttachedImage) => {
    const result = await remove({ id: order._id, idHinhAnh: image._id }, QUIET);
    if (result.error || !result.data) throw new AttachRefusal(result.error ? refusalText(result.error) : t('paraclinical.web.images.failed'));
    onChanged(result.data.xoaHinhAnhDichVuYeuCau);
    reread();
  };

  return (
    <ImageAttachments
      images={data?.clsDichVuYeuCauById?.HinhAnhs ?? []}
      label={t('paraclinical.web.images.list', { number: order.SoPhieuYeuCau })}
      editable={editable}
      max={MAX_IMAGES}
      onAttach={onAttach}
      onRemove={onRemove}
      readError={readError ? refusalText(readError) : null}
    />
  );
}
