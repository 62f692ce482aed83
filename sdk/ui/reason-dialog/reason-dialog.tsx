// Cancelling something with a reason (a visit, an examination): the reason is required; a refusal about the thing
// itself (already ended, closed, paid) stays in the dialog above the reason, one about the reason under it.
import { useState } from 'react';
import { css } from '@his/sdk/styled/css';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { Textarea } from '../textarea/textarea';
import type { RuleParams } from '../../shared/validation';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  reasonLabel: string;
  /** The button that closes without cancelling ("Giữ lượt khám"). */
  keepLabel: string;
  /** The danger button that sends the reason. */
  confirmLabel: string;
  busy: boolean;
  /** The server's message key about the reason, with its parameters. */
  reasonError?: string | null;
  reasonErrorParams?: RuleParams;
  /** The server's own message about the thing cancelled. */
  refusal?: string | null;
  /** Called with the trimmed reason, never an empty one. */
  onConfirm: (reason: string) => void;
}

export function ReasonDialog({ open, onOpenChange, title, reasonLabel, keepLabel, confirmLabel, busy, reasonError, reasonErrorParams, refusal, onConfirm }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (reason.trim() === '') return void setMissing(true);
    setMissing(false);
    onConfirm(reason.trim());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {keepLabel}
          </Button>
          <Button tone="danger" onClick={submit} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        {refusal && (
          <p role="alert" className={css({ color: 'danger.text', m: '0' })}>
            {refusal}
          </p>
        )}
        <Textarea label={reasonLabel} required value={reason} onValueChange={setReason} error={missing ? 'validation.required' : reasonError ?? null} errorParams={missing ? undefined : reasonErrorParams} />
      </div>
    </Dialog>
  );
}
