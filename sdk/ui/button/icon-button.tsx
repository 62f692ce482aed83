// A button that shows only an icon; its label is required because it is the button's only name.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'iconOnly' | 'aria-label'> {
  /** The accessible name, read by screen readers ('Đóng', 'In'). */
  label: string;
  icon: ReactNode;
}

export function IconButton({ label, icon, variant = 'ghost', tone = 'neutral', ...rest }: IconButtonProps) {
  return <Button aria-label={label} variant={variant} tone={tone} icon={icon} iconOnly {...rest} />;
}
