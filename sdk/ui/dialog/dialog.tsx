// A modal dialog (Ark UI): focus stays inside, Escape closes, and the title names it for screen readers.
import type { ReactNode } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useTranslation } from 'react-i18next';
import { cx } from '@his/sdk/styled/css';
import { dialog, type DialogVariantProps } from '@his/sdk/styled/recipes';
import { IconButton } from '../button/icon-button';
import { Icon } from '../icon/icon';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Required: it is the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** `sm` is 360 px wide (profile switch), `md` 520, `lg` 760, `xl` 1040, `full` the whole window. */
  size?: NonNullable<DialogVariantProps>['size'];
  children?: ReactNode;
  /** Buttons at the bottom, usually Hủy and Lưu. */
  footer?: ReactNode;
  /** `alertdialog` for questions that interrupt (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Off by default: a stray click beside an edit dialog must not throw away what was typed. */
  closeOnInteractOutside?: boolean;
  closeOnEscape?: boolean;
  /** The element to focus when the dialog opens (default: the first focusable one). */
  initialFocusEl?: () => HTMLElement | null;
  className?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size,
  children,
  footer,
  role = 'dialog',
  closeOnInteractOutside = false,
  closeOnEscape = true,
  initialFocusEl,
  className,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const styles = dialog({ size });
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      closeOnInteractOutside={closeOnInteractOutside}
      closeOnEscape={closeOnEscape}
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={cx(styles.content, className)}>
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
              {description && <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description>}
            </div>
            {children !== undefined && <div className={styles.body}>{children}</div>}
            {footer && <div className={styles.footer}>{footer}</div>}
            <ArkDialog.CloseTrigger asChild>
              <IconButton className={styles.closeTrigger} size="sm" label={t('ui.common.close')} icon={<Icon name="x" />} lock={false} />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
