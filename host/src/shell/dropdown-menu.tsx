// A button that opens a list of actions (Ark UI Menu with the kit's menu recipe): the user menu and
// the top bar's More.
import type { ReactNode } from 'react';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { menu } from '@his/sdk/styled/recipes';

export interface DropdownItem {
  value: string;
  label: ReactNode;
  onSelect(): void;
}

export interface DropdownMenuProps {
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName?: string;
  items: readonly DropdownItem[];
  onOpenChange?: (open: boolean) => void;
}

export function DropdownMenu({ trigger, triggerLabel, triggerClassName, items, onOpenChange }: DropdownMenuProps) {
  const styles = menu();
  return (
    <Menu.Root onSelect={(details) => items.find((item) => item.value === details.value)?.onSelect()} onOpenChange={(details) => onOpenChange?.(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger aria-label={triggerLabel} className={triggerClassName}>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={styles.content}>
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value} className={styles.item}>{item.label}</Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
