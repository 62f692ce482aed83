// Tabs (Ark UI): arrow keys move between tabs; a panel is mounted the first time its tab is opened.
import type { ReactNode } from 'react';
import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { cx } from '@his/sdk/styled/css';
import { tabs } from '@his/sdk/styled/recipes';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers ('Đơn thuốc'). */
  label?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Keep panels mounted after they were shown, so a half-filled form on another tab is not lost. */
  keepMounted?: boolean;
  className?: string;
}

export function Tabs({ items, label, value, defaultValue, onValueChange, keepMounted = true, className }: TabsProps) {
  const styles = tabs();
  return (
    <ArkTabs.Root
      className={cx(styles.root, className)}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
      lazyMount
      unmountOnExit={!keepMounted}
    >
      <ArkTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
