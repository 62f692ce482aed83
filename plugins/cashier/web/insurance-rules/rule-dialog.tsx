// Adding a dated value to an insurance rule, or correcting one: the rule, the value (đồng for the base salary, a
// percent otherwise), the day it is in force from and a note (the decision it comes from); refusals under the field.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, DatePicker, Dialog, MoneyInput, NumberInput, Select, TextInput, toast, useOneAtATime } from '@his/sdk/ui';
import { SaveInsuranceRuleDocument } from '../../generated/graphql';
import { RULE_KEYS, type RuleKey } from '../../rules/insurance-share';
import { problemProps, splitRefusal, type FieldProblems } from '../fee-screens/refusals';
import { isMoneyRule, MAX_RULE_NOTE, RULE_FORM_FIELDS, ruleFormProblems, ruleInputOf, type RuleFormValues } from './rule-values';

export interface RuleDialogProps {
  initial: RuleFormValues;
  onClose: () => void;
  onSaved: () => void;
}

const QUIET = { quietErrors: true };
const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } });
const wide = css({ gridColumn: '1 / -1' });

export function RuleDialog({ initial, onClose, onSaved }: RuleDialogProps) {
  const { t, i18n } = useTranslation('cashier');
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [busy, once] = useOneAtATime();
  const [, save] = useMutation(SaveInsuranceRuleDocument);
  const fixedRule = initial.MaQuyTac !== null;
  const change = (changes: Partial<RuleFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setProblems((known) => Object.fromEntries(Object.entries(known).filter(([field]) => !(field in changes))));
  };

  const submit = async () => {
    const before = ruleFormProblems(values);
    if (Object.keys(before).length > 0) return setProblems(before);
    const result = await save({ _id: values._id, input: ruleInputOf(values) }, QUIET);
    if (result.error || !result.data) {
      if (!result.error) return;
      const { fields, messages } = splitRefusal(result.error, new Set(RULE_FORM_FIELDS), i18n);
      setProblems(fields);
      for (const message of messages) toast.error(message);
      return;
    }
    toast.success(t('cashier.rules.saved', { name: t(`cashier.rules.key.${result.data.saveQuyTacBHYT.MaQuyTac}`) }));
    onSaved();
  };

  const valueField = {
    name: 'GiaTri',
    label: values.MaQuyTac && isMoneyRule(values.MaQuyTac) ? t('cashier.rules.GiaTriMoney') : t('cashier.rules.GiaTriPercent'),
    required: true,
    value: values.GiaTri,
    onValueChange: (value: number | null) => change({ GiaTri: value }),
    ...problemProps(problems, 'GiaTri'),
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={values._id ? t('cashier.rules.editTitle') : t('cashier.rules.addTitle')}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cashier.action.cancel')}
          </Button>
          <Button loading={busy} onClick={() => once(submit)}>
            {t('cashier.action.save')}
          </Button>
        </>
      }
    >
      <form
        className={grid}
        aria-label={t('cashier.rules.form')}
        onSubmit={(event) => {
          event.preventDefault();
          once(submit);
        }}
      >
        <Select
          name="MaQuyTac"
          label={t('cashier.rules.MaQuyTac')}
          required
          disabled={fixedRule}
          items={RULE_KEYS.map((key) => ({ value: key, label: t(`cashier.rules.key.${key}`) }))}
          value={values.MaQuyTac}
          onValueChange={(value) => change({ MaQuyTac: value as RuleKey | null, GiaTri: null })}
          className={wide}
          {...problemProps(problems, 'MaQuyTac')}
        />
        {values.MaQuyTac && isMoneyRule(values.MaQuyTac) ? <MoneyInput {...valueField} min={1} /> : <NumberInput {...valueField} min={0} max={100} fractionDigits={2} />}
        <DatePicker name="TuNgay" label={t('cashier.rules.TuNgay')} required value={values.TuNgay} onValueChange={(value) => change({ TuNgay: value })} {...problemProps(problems, 'TuNgay')} />
        <TextInput
          name="GhiChu"
          label={t('cashier.rules.GhiChu')}
          placeholder={t('cashier.rules.GhiChuHint')}
          maxLength={MAX_RULE_NOTE}
          value={values.GhiChu}
          onValueChange={(text) => change({ GhiChu: text })}
          fieldClassName={wide}
          {...problemProps(problems, 'GhiChu')}
        />
        {/* Enter in a box saves, as the footer's button does. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
