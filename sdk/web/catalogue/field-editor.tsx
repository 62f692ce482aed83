// The control of one catalogue field in the edit dialog, chosen by the field's kind.
import { Checkbox } from '../../ui/checkbox/checkbox';
import { DatePicker } from '../../ui/date-picker/date-picker';
import type { FormFieldBinding } from '../../ui/form/use-form-state';
import { MoneyInput } from '../../ui/number-input/money-input';
import { NumberInput } from '../../ui/number-input/number-input';
import { Select } from '../../ui/select/select';
import { TextInput } from '../../ui/text-input/text-input';
import { Textarea } from '../../ui/textarea/textarea';
import type { AnyCatalogue, CatalogueField, Label } from '../../shared/catalogue';
import type { Language } from '../../shared';
import type { FormValue } from './form-values';
import { NODES_TARGET, NodePicker, NodesPicker } from './node-picker';
import { RefPicker, RefsPicker } from './ref-picker';

export interface FieldEditorProps {
  spec: CatalogueField;
  binding: FormFieldBinding<FormValue>;
  /** Catalogues a ref field may point to, by name. */
  known: ReadonlyMap<string, AnyCatalogue>;
  lang: Language;
}

const text = (label: Label, lang: Language) => label[lang];

export function FieldEditor({ spec, binding, known, lang }: FieldEditorProps) {
  const { value, onValueChange, name, onBlur, error, errorParams, required, ref } = binding;
  const label = text(spec.label, lang);
  const helperText = spec.description ? text(spec.description, lang) : undefined;
  // The form checks through the engine's own function, not rules: the field says whether it is required.
  const common = { label, name, onBlur, error, errorParams, required: required || spec.required, helperText };
  switch (spec.kind) {
    case 'text':
      return spec.multiline ? (
        <Textarea {...common} ref={ref} value={String(value ?? '')} onValueChange={onValueChange} maxLength={spec.maxLength} />
      ) : (
        <TextInput {...common} ref={ref} value={String(value ?? '')} onValueChange={onValueChange} maxLength={spec.maxLength} />
      );
    case 'integer':
    case 'number':
      return (
        <NumberInput
          {...common}
          ref={ref}
          value={typeof value === 'number' ? value : null}
          onValueChange={onValueChange}
          min={spec.min}
          max={spec.max}
          fractionDigits={spec.kind === 'integer' ? 0 : 4}
        />
      );
    case 'money':
      return <MoneyInput {...common} ref={ref} value={typeof value === 'number' ? value : null} onValueChange={onValueChange} min={spec.min} max={spec.max} />;
    case 'boolean':
      return <Checkbox label={label} name={name} helperText={helperText} ref={ref} checked={value === true} onCheckedChange={onValueChange} />;
    case 'date':
      return <DatePicker {...common} ref={ref} value={typeof value === 'number' ? value : null} onValueChange={onValueChange} />;
    case 'enum':
      return (
        <Select
          {...common}
          ref={ref}
          items={spec.values.map((option) => ({ value: option, label: spec.valueLabels?.[option] ? text(spec.valueLabels[option]!, lang) : option }))}
          value={typeof value === 'string' ? value : null}
          onValueChange={(next) => onValueChange(next)}
        />
      );
    case 'ref': {
      // Organisational units are the auth service's, not a catalogue.
      if (spec.target === NODES_TARGET) return <NodePicker {...common} value={typeof value === 'string' ? value : null} onValueChange={onValueChange} />;
      const target = known.get(spec.target);
      if (!target) return <TextInput {...common} value={String(value ?? '')} disabled />;
      return <RefPicker {...common} target={target} value={typeof value === 'string' ? value : null} onValueChange={onValueChange} />;
    }
    case 'refs': {
      const ids = Array.isArray(value) ? value : [];
      if (spec.target === NODES_TARGET) return <NodesPicker {...common} value={ids} onValueChange={onValueChange} />;
      const target = known.get(spec.target);
      if (!target) return <TextInput {...common} value={ids.join(', ')} disabled />;
      return <RefsPicker {...common} target={target} value={ids} onValueChange={onValueChange} />;
    }
    case 'json':
      return <Textarea {...common} ref={ref} value={String(value ?? '')} onValueChange={onValueChange} spellCheck={false} />;
  }
}
