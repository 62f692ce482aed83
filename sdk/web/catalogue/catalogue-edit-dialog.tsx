// The edit dialog of a catalogue row, generated from the descriptor: one control per field, the engine's own
// checks before sending, the server's refusal shown under the field it names, and TamNgung as a switch.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { css } from '@his/sdk/styled/css';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { Switch } from '../../ui/switch/switch';
import { useFormState, type FormConfig } from '../../ui/form/use-form-state';
import type { AnyCatalogue } from '../../shared/catalogue';
import type { Language } from '../../shared';
import { fieldErrorOf, type FieldError } from '../field-error';
import { catalogueDocuments } from './documents';
import { Slot } from '../slot';
import { SHELL_SLOTS } from '../slots';
import { FieldEditor } from './field-editor';
import { isSectionField, type CatalogueFormSection } from './form-section';
import { formFieldProblem, initialFormValues, toCatalogueInput, type FormValues } from './form-values';

export type CatalogueRowData = Record<string, unknown> & { _id: string; TamNgung: boolean };

export interface CatalogueEditDialogProps {
  descriptor: AnyCatalogue;
  known: ReadonlyMap<string, AnyCatalogue>;
  /** The row to edit; null to add one. */
  row: CatalogueRowData | null;
  open: boolean;
  onClose: () => void;
  onSaved: (row: CatalogueRowData) => void;
  /** Without the write permission the dialog shows the row read-only. */
  readOnly?: boolean;
  /** A plugin's part of the form below the fields, saved as an extra argument of create and update. */
  section?: CatalogueFormSection;
}

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' });
const wide = css({ gridColumn: '1 / -1' });

export function CatalogueEditDialog(props: CatalogueEditDialogProps) {
  const { t, i18n } = useTranslation('ui');
  const lang: Language = i18n.language === 'en' ? 'en' : 'vi';
  const title = props.descriptor.title[lang];
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={props.row ? t('ui.catalogue.editTitle', { title }) : t('ui.catalogue.createTitle', { title })}
      size="lg"
    >
      {/* A new form for each row: the form reads its initial values once. */}
      {props.open && <EditForm key={props.row?._id ?? 'new'} {...props} lang={lang} />}
    </Dialog>
  );
}

function EditForm({ descriptor, known, row, onClose, onSaved, readOnly = false, section, lang }: CatalogueEditDialogProps & { lang: Language }) {
  const { t } = useTranslation('ui');
  const client = useClient();
  const documents = useMemo(() => catalogueDocuments(descriptor, { section }), [descriptor, section]);
  const config = useMemo(() => {
    const initial = initialFormValues(descriptor, row);
    return Object.fromEntries(
      Object.entries(descriptor.fields).map(([name, spec]) => [name, { initial: initial[name] ?? null, validate: (value: FormValues[string]) => formFieldProblem(name, spec, value) }]),
    ) as FormConfig<FormValues>;
  }, [descriptor, row]);
  const form = useFormState<FormValues>(config);
  const [tamNgung, setTamNgung] = useState(row?.TamNgung ?? false);
  const [saving, setSaving] = useState(false);
  const [sectionValue, setSectionValue] = useState(() => section?.initial(row));
  const [sectionError, setSectionError] = useState<FieldError | null>(null);

  const save = form.handleSubmit(async (values) => {
    const sectionProblem = section?.check?.(sectionValue, row) ?? null;
    setSectionError(sectionProblem);
    if (sectionProblem) return;
    setSaving(true);
    const input = toCatalogueInput(descriptor, values, tamNgung);
    const extra = section ? { [section.argument.name]: section.toArgument(sectionValue, row) ?? null } : {};
    const result = row
      ? await client.mutation(documents.update, { id: row._id, input, ...extra }).toPromise()
      : await client.mutation(documents.create, { input, ...extra }).toPromise();
    setSaving(false);
    if (result.error) {
      // The host's error display has told the user; the field it names gets the message too.
      const refused = fieldErrorOf(result.error);
      if (refused && refused.field in descriptor.fields) form.setError(refused.field, refused.messageKey, refused.params);
      else if (refused && isSectionField(section, refused.field)) setSectionError(refused);
      return;
    }
    const saved = (result.data as Record<string, CatalogueRowData>)[row ? descriptor.operations.update : descriptor.operations.create]!;
    onSaved(saved);
  });

  return (
    <form onSubmit={save} noValidate aria-label={descriptor.title[lang]}>
      <fieldset disabled={readOnly} className={css({ border: 'none', p: '0', m: '0' })}>
        <div className={grid}>
          {Object.entries(descriptor.fields).map(([name, spec]) => (
            <div key={name} className={(spec.kind === 'text' && spec.multiline) || spec.kind === 'refs' || spec.kind === 'json' ? wide : undefined}>
              <FieldEditor spec={spec} binding={form.field(name)} known={known} lang={lang} />
            </div>
          ))}
          <div className={wide}>
            <Switch label={t('ui.catalogue.suspended')} helperText={t('ui.catalogue.suspendedHelp')} checked={tamNgung} onCheckedChange={setTamNgung} />
          </div>
        </div>
      </fieldset>
      {section && (
        <section.Editor
          value={sectionValue}
          onValueChange={(next) => {
            setSectionValue(next);
            setSectionError(null);
          }}
          row={row}
          error={sectionError}
          readOnly={readOnly}
          lang={lang}
        />
      )}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '2', mt: '6' })}>
        {row && (
          <span className={css({ mr: 'auto' })}>
            <Slot slot={SHELL_SLOTS.recordHistory} props={{ entity: descriptor.name, entityId: row._id, recordName: String(row[descriptor.nameField] ?? '') || undefined }} />
          </span>
        )}
        <Button type="button" variant="outline" tone="neutral" lock={false} onClick={onClose}>
          {t('ui.common.close')}
        </Button>
        {!readOnly && (
          <Button type="submit" loading={saving}>
            {t('ui.catalogue.save')}
          </Button>
        )}
      </div>
    </form>
  );
}
