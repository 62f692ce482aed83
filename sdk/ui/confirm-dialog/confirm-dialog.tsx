// A yes/no question in an alert dialog; the answer comes back through onConfirm or onCancel.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false when the dialog closes without an answer (Escape, the close button). */
  onOpenChange?: (open: boolean) => void;
  /** Defaults to "Xác nhận". */
  title?: ReactNode;
  message: ReactNode;
  /** Defaults to "Đồng ý". */
  confirmLabel?: string;
  /** Defaults to "Hủy". */
  cancelLabel?: string;
  /** `danger` for deleting or cancelling something that cannot be undone. */
  tone?: 'accent' | 'danger';
  /** A promise keeps the dialog open, with a busy button, until it settles; a rejection keeps it open. */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
}

export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, cancelLabel, tone = 'accent', onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    if (busy) return;
    onCancel?.();
    onOpenChange?.(false);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange?.(false);
      return;
    }
    setBusy(true);
    try {
      await result;
      onOpenChange?.(false);
    } catch {
      // The caller shows why it failed (a toast); the question stays open so the user can try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel();
      }}
      role="alertdialog"
      size="sm"
      title={title ?? t('ui.confirm.title')}
      description={message}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={cancel} disabled={busy}>
            {cancelLabel ?? t('ui.confirm.cancel')}
          </Button>
          <Button tone={tone === 'danger' ? 'danger' : 'accent'} onClick={confirm} loading={busy}>
            {confirmLabel ?? t('ui.confirm.ok')}
          </Button>
        </>
      }
    />
  );
}
