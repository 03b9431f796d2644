import { useState } from 'react';
import { CheckboxRow } from '../../components/calculator/checkbox-row';
import { describedBy, FormField, MoneyInput } from '../../components/calculator/form-fields';
import { TextInput } from '../../components/form/text-input';
import { hasMoreInheritanceInputs, type DeInheritanceTaxFormField, type DeInheritanceTaxFormValues } from './de-inheritance-tax-form-state';
import { useDeInheritanceTaxT } from './use-de-inheritance-tax-t';

/** The props of one field: its id, translated label, error and value. */
export type DeInheritanceTaxFieldProps = (name: DeInheritanceTaxFormField) => {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
};

export interface DeInheritanceTaxMoreFieldsProps {
  readonly values: DeInheritanceTaxFormValues;
  readonly field: DeInheritanceTaxFieldProps;
  /** The figures the help quotes, formatted: the 4c area limit and the § 17 amounts of the year on screen. */
  readonly areaLimit: number;
  readonly spousePension: string;
  readonly childPensionRange: { readonly high: string; readonly low: string; readonly youngAge: number; readonly lastBirthday: number };
}

/** A whole-number input (an age, square metres) with its label, help and error. */
function NumberField({
  props,
  name,
  help,
  unit,
}: {
  props: ReturnType<DeInheritanceTaxFieldProps>;
  name: string;
  help: string;
  unit?: string;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error} help={help}>
      <TextInput
        id={props.id}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        placeholder={unit}
        value={props.value}
        invalid={Boolean(props.error)}
        aria-describedby={describedBy(props.id, props.error, help)}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FormField>
  );
}

/**
 * The family home (§ 13 Abs. 1 Nr. 4a–4c ErbStG) and the special pension allowance (§ 17 ErbStG), folded away so the
 * plain case stays short. Opens by itself when the address holds one of them, so a shared link shows its inputs.
 */
export function DeInheritanceTaxMoreFields({
  values,
  field,
  areaLimit,
  spousePension,
  childPensionRange,
}: DeInheritanceTaxMoreFieldsProps) {
  const t = useDeInheritanceTaxT();
  const anySet = hasMoreInheritanceInputs(values);
  const [open, setOpen] = useState(anySet);
  // A link or a back navigation that brings these inputs opens the section; clearing them never snaps it shut.
  const [wasSet, setWasSet] = useState(anySet);
  if (anySet !== wasSet) {
    setWasSet(anySet);
    if (anySet) setOpen(true);
  }
  const pension = field('pensionAllowance');
  return (
    <details
      className="form-more"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="de-inheritance-tax-more"
    >
      <summary>{t('deInheritanceTax.more.summary')}</summary>
      <p className="form-field-help">{t('deInheritanceTax.more.intro')}</p>
      <div className="form-row">
        <MoneyInput
          {...field('familyHomeValue')}
          name="home"
          prefix="€"
          placeholder="0"
          help={t('deInheritanceTax.more.familyHomeValueHelp')}
        />
        <NumberField
          props={field('familyHomeLivingArea')}
          name="area"
          unit="m²"
          help={t('deInheritanceTax.more.familyHomeLivingAreaHelp', { limit: areaLimit })}
        />
      </div>
      <div className="form-field">
        <CheckboxRow
          id={pension.id}
          name="pension"
          label={pension.label}
          checked={pension.value === 'true'}
          onChange={(checked) => pension.onChange(checked ? 'true' : '')}
        />
        <p className="form-field-help">
          {t('deInheritanceTax.more.pensionAllowanceHelp', { spouse: spousePension, ...childPensionRange })}
        </p>
      </div>
      <div className="form-row">
        <NumberField props={field('childAge')} name="age" help={t('deInheritanceTax.more.childAgeHelp')} />
        <MoneyInput
          {...field('survivorPensionValue')}
          name="pensionvalue"
          prefix="€"
          placeholder="0"
          help={t('deInheritanceTax.more.survivorPensionValueHelp')}
        />
      </div>
    </details>
  );
}
