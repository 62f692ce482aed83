// A loading indicator; announced as "Đang tải…" unless it sits inside a control that is already busy.
import { useTranslation } from 'react-i18next';
import { cx, css } from '@his/sdk/styled/css';
import { spinner, type SpinnerVariantProps } from '@his/sdk/styled/recipes';

export interface SpinnerProps {
  size?: NonNullable<SpinnerVariantProps>['size'];
  /** A visible label next to the ring; the default is read by screen readers only. */
  label?: string;
  showLabel?: boolean;
  /** Inside a button that already says aria-busy: no second announcement. */
  decorative?: boolean;
  className?: string;
}

const row = css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fg.muted' });
const srOnly = css({ srOnly: true });

export function Spinner({ size, label, showLabel = false, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  if (decorative) return <span className={cx(spinner({ size }), className)} aria-hidden="true" />;
  const text = label ?? t('ui.common.loading');
  return (
    <span role="status" className={cx(row, className)}>
      <span className={spinner({ size })} aria-hidden="true" />
      <span className={showLabel ? undefined : srOnly}>{text}</span>
    </span>
  );
}
