// Adding a unit under another, or editing one: the auth service's own code and name rules checked before sending,
// the category limited to what may sit under the parent, and a refusal shown under the field it names.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeRules, nameRules, ROOM_TYPES } from '@his/sdk';
import { fieldErrorOf, refusalsOf, useMutation } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Checkbox, Dialog, Select, TextInput, useFormState, type FormConfig } from '@his/sdk/ui';
import { Slot } from '@his/sdk/web';
import { recordHistory } from '../../../admin/contract';
import { CreateNodeClsPhongMachDocument, UpdateNodeDocument, type NodeCategory } from '../../generated/auth/graphql';
import { categoriesUnder, newInputOf, updateInputOf, valuesOf, type OrgUnit, type OrgUnitValues } from './org-unit-tree';

/** A unit to edit, or the parent of a unit to add. */
export type OrgUnitTarget = { kind: 'edit'; unit: OrgUnit; parent: OrgUnit | null } | { kind: 'add'; parent: OrgUnit };

export interface OrgUnitDialogProps {
  target: OrgUnitTarget | null;
  /** Without auth.nodes.manage the dialog shows the unit read-only. */
  readOnly: boolean;
  onClose: () => void;
  onSaved: (unit: OrgUnit) => void;
}

const QUIET = { quietErrors: true };
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4', border: 'none', p: '0', m: '0', minW: '0' });
const wide = css({ gridColumn: '1 / -1' });
// The item that clears the room type: the list offers no other way back to none.
const NO_ROOM_TYPE = '-';
const FORM_FIELDS = new Set(['code', 'name', 'category', 'roomType', 'phone', 'taxCode', 'address', 'queueCodes', 'prescriptionTemplate', 'canSale']);

export function OrgUnitDialog({ target, readOnly, onClose, onSaved }: OrgUnitDialogProps) {
  const { t } = useTranslation('catalogues');
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const title = !target
    ? ''
    : target.kind === 'add'
      ? t('catalogues.orgUnits.createTitle', { name: target.parent.name })
      : t(readOnly ? 'catalogues.orgUnits.viewTitle' : 'catalogues.orgUnits.editTitle', { name: target.unit.name });
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size="lg"
      footer={
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', w: 'full' })}>
          {target?.kind === 'edit' && <Slot slot={recordHistory} props={{ entity: 'Node', entityId: target.unit._id, recordName: target.unit.name }} />}
          <Button variant="outline" tone="neutral" lock={false} onClick={onClose}>
            {t('catalogues.orgUnits.close')}
          </Button>
          {!readOnly && (
            <Button type="submit" form={formId} loading={saving}>
              {t('catalogues.orgUnits.save')}
            </Button>
          )}
        </div>
      }
    >
      {/* A new form for each unit: the form reads its initial values once. */}
      {target && <UnitForm key={target.kind === 'edit' ? target.unit._id : `under-${target.parent._id}`} formId={formId} target={target} readOnly={readOnly} onSaving={setSaving} onSaved={onSaved} />}
    </Dialog>
  );
}

interface UnitFormProps {
  formId: string;
  target: OrgUnitTarget;
  readOnly: boolean;
  onSaving: (saving: boolean) => void;
  onSaved: (unit: OrgUnit) => void;
}

function UnitForm({ formId, target, readOnly, onSaving, onSaved }: UnitFormProps) {
  const { t } = useTranslation('catalogues');
  const [, create] = useMutation(CreateNodeClsPhongMachDocument);
  const [, update] = useMutation(UpdateNodeDocument);
  const [message, setMessage] = useState<string | null>(null);
  const parentCategory = target.parent?.category ?? null;
  const unit = target.kind === 'edit' ? target.unit : null;

  const config = useMemo<FormConfig<OrgUnitValues>>(() => {
    const initial = valuesOf(unit, parentCategory);
    const plain = <K extends keyof OrgUnitValues>(name: K) => ({ initial: initial[name] });
    return {
      code: { initial: initial.code, rules: codeRules },
      name: { initial: initial.name, rules: nameRules },
      category: { initial: initial.category, validate: (value) => (value ? null : 'validation.required') },
      roomType: plain('roomType'),
      phone: plain('phone'),
      taxCode: plain('taxCode'),
      address: plain('address'),
      queueCodes: plain('queueCodes'),
      prescriptionTemplate: plain('prescriptionTemplate'),
      canSale: plain('canSale'),
    };
  }, [unit, parentCategory]);
  const form = useFormState<OrgUnitValues>(config);
  // The server's refusal stays under its field until the value it refused is changed: leaving the field (to click
  // Close, say) must not clear it, nor shift the dialog under the pointer.
  const [refused, setRefused] = useState<{ field: keyof OrgUnitValues; value: unknown } | null>(null);
  const bind = <K extends keyof OrgUnitValues & string>(name: K) => {
    const binding = form.field(name);
    return refused?.field === name && Object.is(form.values[name], refused.value) ? { ...binding, onBlur: () => undefined } : binding;
  };

  const categoryItems = useMemo(() => {
    const allowed = categoriesUnder(parentCategory);
    // A unit stored under a parent it no longer fits keeps showing its category.
    const shown = unit && !allowed.includes(unit.category) ? [...allowed, unit.category] : allowed;
    return shown.map((category: NodeCategory) => ({ value: category, label: t(`catalogues.orgUnits.category.${category}`) }));
  }, [parentCategory, unit, t]);

  const roomTypeItems = useMemo(() => {
    const stored = unit?.roomType;
    // A kind stored before the list existed keeps showing until it is changed.
    const kinds: string[] = stored && !(ROOM_TYPES as readonly string[]).includes(stored) ? [...ROOM_TYPES, stored] : [...ROOM_TYPES];
    return [
      { value: NO_ROOM_TYPE, label: t('catalogues.orgUnits.roomType.none') },
      ...kinds.map((kind) => ({ value: kind, label: t(`catalogues.orgUnits.roomType.${kind}`, { defaultValue: kind }) })),
    ];
  }, [unit, t]);

  const save = form.handleSubmit(async (values) => {
    setMessage(null);
    onSaving(true);
    const result = unit
      ? await update({ id: unit._id, input: updateInputOf(values) }, QUIET)
      : await create({ newNodeInput: newInputOf(values, target.parent!._id) }, QUIET);
    onSaving(false);
    if (result.error || !result.data) {
      if (!result.error) return;
      const refusal = fieldErrorOf(result.error);
      if (refusal && FORM_FIELDS.has(refusal.field)) {
        const field = refusal.field as keyof OrgUnitValues;
        setRefused({ field, value: values[field] });
        form.setError(field, refusal.messageKey, refusal.params);
      } else setMessage(refusalsOf(result.error).messages.join(', ') || null);
      return;
    }
    onSaved('updateNode' in result.data ? result.data.updateNode : result.data.createNodeCLSPhongMach);
  });

  // Code and name carry the required rule, which marks them required.
  const text = (name: Exclude<keyof OrgUnitValues & string, 'category' | 'roomType' | 'canSale'>, options: { helper?: string; className?: string } = {}) => (
    <TextInput
      {...bind(name)}
      label={t(`catalogues.orgUnits.field.${name}`)}
      helperText={readOnly ? undefined : options.helper}
      autoComplete="off"
      fieldClassName={options.className}
    />
  );
  const category = bind('category');
  const roomType = bind('roomType');

  return (
    <form id={formId} onSubmit={save} noValidate aria-label={t('catalogues.orgUnits.form')}>
      {target.parent && <p className={css({ mb: '4', color: 'fg.muted', textStyle: 'sm' })}>{t('catalogues.orgUnits.parent', { name: target.parent.name })}</p>}
      <fieldset className={grid} disabled={readOnly}>
        <legend className={css({ srOnly: true })}>{t('catalogues.orgUnits.form')}</legend>
        {text('code')}
        {text('name')}
        <Select
          label={t('catalogues.orgUnits.field.category')}
          required
          items={categoryItems}
          value={category.value}
          onValueChange={(value) => category.onValueChange(value as NodeCategory | null)}
          onBlur={category.onBlur}
          error={category.error}
          errorParams={category.errorParams}
          disabled={readOnly}
          ref={category.ref}
        />
        <Select
          label={t('catalogues.orgUnits.field.roomType')}
          items={roomTypeItems}
          value={roomType.value || null}
          onValueChange={(value) => roomType.onValueChange(value === null || value === NO_ROOM_TYPE ? '' : value)}
          onBlur={roomType.onBlur}
          error={roomType.error}
          errorParams={roomType.errorParams}
          disabled={readOnly}
          ref={roomType.ref}
        />
        {text('phone')}
        {text('taxCode')}
        {text('address', { className: wide })}
        {text('queueCodes', { helper: t('catalogues.orgUnits.field.queueCodesHelp') })}
        {text('prescriptionTemplate')}
        <div className={wide}>
          <Checkbox label={t('catalogues.orgUnits.field.canSale')} name="canSale" checked={form.values.canSale} onCheckedChange={(checked) => form.setValue('canSale', checked)} disabled={readOnly} />
        </div>
      </fieldset>
      {message && (
        <p role="alert" className={css({ mt: '4', p: '3', rounded: 'l2', bg: 'danger.subtle', color: 'danger.text', textStyle: 'sm' })}>
          {message}
        </p>
      )}
    </form>
  );
}
