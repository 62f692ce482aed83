// Asks a question and awaits the answer: `if (await confirm({ message })) …`. Render the returned element.
import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmOptions {
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'accent' | 'danger';
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export function useConfirm(): [Confirm, ReactElement] {
  const [question, setQuestion] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<Confirm>((options) => {
    // A new question answers an unanswered one with "no" rather than leaving its caller waiting forever.
    answer.current?.(false);
    setQuestion(options);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const element = (
    <ConfirmDialog
      open={open}
      title={question?.title}
      message={question?.message ?? ''}
      confirmLabel={question?.confirmLabel}
      cancelLabel={question?.cancelLabel}
      tone={question?.tone}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
      onOpenChange={(next) => {
        if (!next) settle(false);
      }}
    />
  );
  return [confirm, element];
}
