// The price list editor (a large dialog): a new list, a draft being edited, or a released list shown read-only;
// saving a draft, releasing it after a confirmation, deleting it, and copying a released list into a new draft.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Timestamp } from '@his/sdk';
import { useQuery } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Dialog, Spinner, useConfirm, type SelectItem } from '@his/sdk/ui';
import { GetBangGiaDocument, type BangGiaFieldsFragment } from '../../generated/graphql';
import { StateBadge } from '../state-badge';
import { EditorForm } from './editor-form';
import { copyValues, emptyValues, valuesOf } from './editor-values';

/** What the editor shows: a new list, a saved one (by id), or a new draft copied from a released list. */
export type EditorTarget = { kind: 'new' } | { kind: 'open'; id: string } | { kind: 'copy'; from: BangGiaFieldsFragment };

export interface PriceListEditorProps {
  target: EditorTarget | null;
  onTargetChange: (target: EditorTarget | null) => void;
  /** The price types a list may have (the search's, without suspended ones). */
  priceTypes: readonly SelectItem[];
  /** pricing.priceList.write and pricing.priceList.release; the server checks them again. */
  canWrite: boolean;
  canRelease: boolean;
  /** A list was saved, released or deleted: the lists beside the editor are out of date. */
  onChanged: () => void;
  /** The clock, for a new list's issue date. */
  now?: () => Timestamp;
}

const description = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2' });
// The dialog's footer, where the form puts its actions: always in view however long the list of lines.
const footerSlot = css({ flex: '1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', pt: '2', borderTopWidth: '1px', borderColor: 'border.default' });

export function PriceListEditor({ target, onTargetChange, priceTypes, canWrite, canRelease, onChanged, now = Date.now }: PriceListEditorProps) {
  const { t } = useTranslation('pricing');
  const [confirm, confirmDialog] = useConfirm();
  // The form reports whether it holds unsaved changes, so closing can ask first.
  const dirty = useRef(false);
  const [footer, setFooter] = useState<HTMLDivElement | null>(null);
  const openId = target?.kind === 'open' ? target.id : null;
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetBangGiaDocument,
    variables: { id: openId ?? '' },
    pause: openId === null,
    requestPolicy: 'cache-and-network',
  });
  const list = openId !== null && data?.getDM_BangGiaById?._id === openId ? data.getDM_BangGiaById : null;

  const close = async () => {
    if (dirty.current && !(await confirm({ message: t('pricing.editor.discardQuestion'), confirmLabel: t('pricing.editor.discard'), tone: 'danger' }))) return;
    dirty.current = false;
    onTargetChange(null);
  };

  const afterWrite = (saved: BangGiaFieldsFragment) => {
    dirty.current = false;
    onChanged();
    if (target?.kind === 'open' && target.id === saved._id) reexecute({ requestPolicy: 'network-only' });
    else onTargetChange({ kind: 'open', id: saved._id });
  };

  const formProps = {
    priceTypes,
    canWrite,
    canRelease,
    dirtyRef: dirty,
    footer,
    onSaved: afterWrite,
    onReleased: afterWrite,
    onDeleted: () => {
      dirty.current = false;
      onChanged();
      onTargetChange(null);
    },
    onCopy: (from: BangGiaFieldsFragment) => onTargetChange({ kind: 'copy', from }),
    onClose: close,
  };

  let title = t('pricing.editor.newTitle');
  let subtitle = null;
  let body = null;
  let withForm = false;
  if (target?.kind === 'new') {
    withForm = true;
    body = <EditorForm key="new" list={null} initial={emptyValues(now())} {...formProps} />;
  } else if (target?.kind === 'copy') {
    subtitle = t('pricing.editor.copiedFrom', { code: target.from.MaBangGia });
    withForm = true;
    body = <EditorForm key={`copy:${target.from._id}`} list={null} initial={copyValues(target.from, now())} {...formProps} />;
  } else if (target?.kind === 'open') {
    title = list ? t('pricing.editor.title', { code: list.MaBangGia }) : t('pricing.editor.loadingTitle');
    if (list) {
      subtitle = (
        <span className={description}>
          <StateBadge list={list} />
          <span>{list.TenBangGia}</span>
          {list.ThoiGianPhatHanh !== null && <span>· {t('pricing.editor.releasedAt', { time: formatDateTime(list.ThoiGianPhatHanh) })}</span>}
        </span>
      );
      // A new form when the stored list changes (saved, released, or changed by someone else and read again).
      withForm = true;
      body = <EditorForm key={`${list._id}:${list.updatedAt}:${list.TrangThai}`} list={list} initial={valuesOf(list)} {...formProps} />;
    } else if (fetching) {
      body = <Spinner label={t('pricing.editor.loading')} showLabel />;
    } else {
      body = (
        <p role="alert" className={css({ color: 'danger.text' })}>
          {error ? [...new Set(error.graphQLErrors.map((each) => each.message))].join(', ') || t('pricing.editor.loadFailed') : t('pricing.editor.notFound')}
        </p>
      );
    }
  }

  return (
    <>
      <Dialog
        open={target !== null}
        onOpenChange={(open) => !open && void close()}
        title={title}
        description={subtitle}
        size="xl"
        footer={withForm ? <div ref={setFooter} className={footerSlot} /> : undefined}
      >
        {body}
      </Dialog>
      {confirmDialog}
    </>
  );
}
