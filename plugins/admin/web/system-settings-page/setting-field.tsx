// One setting's control, chosen by the kind of its value: a switch, a text or number box, a list of
// choices, a masked box for credentials, or JSON for anything nested.
import { PasswordInput, Select, Switch, TextInput, Textarea } from '@his/sdk/ui';
import { isCredentialKey, type DraftValue, type SettingKind } from './setting-values';

export interface SettingFieldProps {
  settingKey: string;
  kind: SettingKind;
  label: string;
  /** The key itself, under a translated label, so that support and administrators speak of the same thing. */
  helperText?: string;
  value: DraftValue;
  onValueChange: (value: DraftValue) => void;
  /** Fixed values the server accepts, e.g. vi and en for the default language. */
  choices?: readonly { value: string; label: string }[];
  /** A message key (`admin:` for the plugin's own) and its parameters. */
  error?: string | null;
  errorParams?: Record<string, string | number>;
  disabled?: boolean;
}

export function SettingField({ settingKey, kind, label, helperText, value, onValueChange, choices, error, errorParams, disabled }: SettingFieldProps) {
  const id = `setting-${settingKey}`;
  if (kind === 'switch') {
    return <Switch id={id} label={label} helperText={helperText} checked={value === true} onCheckedChange={onValueChange} disabled={disabled} />;
  }
  const text = String(value);
  const common = { id, label, helperText, error, errorParams, disabled, name: settingKey };
  if (choices) {
    return <Select {...common} items={choices} value={text || null} onValueChange={(next) => onValueChange(next ?? '')} />;
  }
  if (kind === 'json') {
    return <Textarea {...common} rows={4} spellCheck={false} value={text} onValueChange={onValueChange} />;
  }
  if (isCredentialKey(settingKey)) {
    return <PasswordInput {...common} autoComplete="off" value={text} onValueChange={onValueChange} />;
  }
  return <TextInput {...common} inputMode={kind === 'number' ? 'decimal' : undefined} value={text} onValueChange={onValueChange} />;
}
