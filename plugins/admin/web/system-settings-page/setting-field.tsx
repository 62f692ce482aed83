// One setting's control, chosen by its declaration: a switch, a text or number box, a list of choices, a list
// of texts one a line, JSON for anything nested, or a password box for a secret, which never shows its value.
import { PasswordInput, Select, Switch, TextInput, Textarea } from '@his/sdk/ui';
import type { DraftValue, SettingKind } from './setting-values';

export interface SettingFieldProps {
  settingKey: string;
  kind: SettingKind;
  label: string;
  /** For a secret, whether it is set, under the label. */
  helperText?: string;
  value: DraftValue;
  onValueChange: (value: DraftValue) => void;
  /** Fixed values the server accepts, e.g. vi and en for the default language. */
  choices?: readonly { value: string; label: string }[];
  /** A credential: typed into a masked box that starts empty; what is typed replaces the stored one. */
  secret?: boolean;
  /** A message key (`admin:` for the plugin's own) and its parameters. */
  error?: string | null;
  errorParams?: Record<string, string | number>;
  disabled?: boolean;
}

export function SettingField({ settingKey, kind, label, helperText, value, onValueChange, choices, secret, error, errorParams, disabled }: SettingFieldProps) {
  const id = `setting-${settingKey}`;
  if (kind === 'switch') {
    return <Switch id={id} label={label} helperText={helperText} checked={value === true} onCheckedChange={onValueChange} disabled={disabled} />;
  }
  const text = String(value);
  const common = { id, label, helperText, error, errorParams, disabled, name: settingKey };
  if (secret) {
    return <PasswordInput {...common} autoComplete="new-password" value={text} onValueChange={onValueChange} />;
  }
  if (choices) {
    return <Select {...common} items={choices} value={text || null} onValueChange={(next) => onValueChange(next ?? '')} />;
  }
  if (kind === 'json' || kind === 'list') {
    return <Textarea {...common} rows={kind === 'list' ? 3 : 4} spellCheck={false} value={text} onValueChange={onValueChange} />;
  }
  return <TextInput {...common} inputMode={kind === 'number' ? 'decimal' : undefined} value={text} onValueChange={onValueChange} />;
}
