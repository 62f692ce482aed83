// The kit's button: locks for a second after each click (longer while an async handler runs).
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '@his/sdk/styled/css';
import { button, type ButtonVariantProps } from '@his/sdk/styled/recipes';
import { Spinner } from '../spinner/spinner';
import { CLICK_LOCK_MS, useClickLock, type ClickHandler } from './use-click-lock';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'color'> {
  variant?: NonNullable<ButtonVariantProps>['variant'];
  tone?: NonNullable<ButtonVariantProps>['tone'];
  size?: NonNullable<ButtonVariantProps>['size'];
  /** Square, for a button that shows only an icon (use IconButton, which also requires a label). */
  iconOnly?: boolean;
  /** Shows a spinner and refuses clicks, for work the button's owner tracks itself. */
  loading?: boolean;
  /** A promise keeps the button locked until it settles (and at least one second). */
  onClick?: ClickHandler<HTMLButtonElement>;
  /** False for actions that are safe to repeat at once (a show/hide toggle, paging). */
  lock?: boolean;
  /** An icon before the text. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, tone, size, iconOnly, loading = false, lock = true, onClick, icon, className, type = 'button', disabled, children, ref, ...rest }: ButtonProps) {
  const clickLock = useClickLock(onClick, Boolean(disabled) || loading, lock ? CLICK_LOCK_MS : 0);
  const busy = loading || (lock && clickLock.locked);
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      // aria-disabled rather than disabled while locked: a focused button keeps focus, so Enter and Tab
      // still work from where the user is.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={cx(button({ variant, tone, size, iconOnly }), className)}
      onClick={clickLock.onClick}
      {...rest}
    >
      {loading || clickLock.pending ? <Spinner size="sm" decorative /> : icon}
      {children}
    </button>
  );
}
