// An on/off switch (Ark UI) for settings that apply at once, such as "show the language icon".
import type { ReactNode, Ref } from 'react';
import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import { cx } from '@his/sdk/styled/css';
import { field, switchRecipe } from '@his/sdk/styled/recipes';

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  helperText?: ReactNode;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Switch({ label, checked, defaultChecked, onCheckedChange, disabled, helperText, name, id, className, ref }: SwitchProps) {
  const styles = switchRecipe();
  const fieldStyles = field();
  return (
    <div className={cx(fieldStyles.root, className)}>
      <ArkSwitch.Root
        className={styles.root}
        ids={id ? { hiddenInput: id } : undefined}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(details) => onCheckedChange?.(details.checked)}
        disabled={disabled}
        name={name}
      >
        <ArkSwitch.Control className={styles.control}>
          <ArkSwitch.Thumb className={styles.thumb} />
        </ArkSwitch.Control>
        <ArkSwitch.Label className={styles.label}>{label}</ArkSwitch.Label>
        {/* A checkbox that screen readers announce as a switch (on/off). */}
        <ArkSwitch.HiddenInput ref={ref} role="switch" />
      </ArkSwitch.Root>
      {helperText && <p className={fieldStyles.helperText}>{helperText}</p>}
    </div>
  );
}
