import type { UkOtherIncomeHeadlines } from '@taxatlas/tax-engine/uk/headline-figures';
import { useState } from 'react';
import { describedBy, FormField, MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { TextInput } from '../../components/form/text-input';
import { hasMoreIncome, marriageOptions, type IncomeTaxFormField, type IncomeTaxFormValues } from './income-tax-form-state';
import { useIncomeTaxT } from './use-income-tax-t';

/** The props of one field: its id, translated label, error and value. */
export type IncomeTaxFieldProps = (name: IncomeTaxFormField) => {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
};

export interface MoreIncomeFieldsProps {
  readonly values: IncomeTaxFormValues;
  readonly field: IncomeTaxFieldProps;
  readonly figures: UkOtherIncomeHeadlines;
  readonly money: (amount: number) => string;
}

/**
 * Savings, dividends and the rarer allowances, folded away so the salary-only case stays short. Opens by itself when
 * the address holds one of them, so a shared link shows what produced its result.
 */
export function MoreIncomeFields({ values, field, figures, money }: MoreIncomeFieldsProps) {
  const t = useIncomeTaxT();
  const anySet = hasMoreIncome(values);
  const [open, setOpen] = useState(anySet);
  // A link or a back navigation that brings extra inputs opens the section; clearing them never snaps it shut.
  const [wasSet, setWasSet] = useState(anySet);
  if (anySet !== wasSet) {
    setWasSet(anySet);
    if (anySet) setOpen(true);
  }
  const checkbox = (name: 'statePensionAge' | 'blind', queryName: string, help: string) => {
    const props = field(name);
    return (
      <div className="form-field">
        <label className="checkbox-field">
          <input
            type="checkbox"
            id={props.id}
            name={queryName}
            aria-describedby={`${props.id}-help`}
            checked={props.value === 'true'}
            onChange={(event) => props.onChange(event.target.checked ? 'true' : 'false')}
          />
          <span>{props.label}</span>
        </label>
        <p className="form-field-help" id={`${props.id}-help`}>
          {help}
        </p>
      </div>
    );
  };
  const children = field('children');
  const childrenHelp = t('ukIncomeTax.more.childrenHelp', {
    step: money(figures.childBenefitChargeStep),
    threshold: money(figures.childBenefitChargeThreshold),
  });

  return (
    <details className="form-more" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="uk-income-tax-more">
      <summary>{t('ukIncomeTax.more.summary')}</summary>
      <p className="form-field-help">{t('ukIncomeTax.more.intro')}</p>
      <div className="form-row">
        <MoneyInput
          {...field('savings')}
          name="savings"
          prefix="£"
          placeholder="0"
          help={t('ukIncomeTax.more.savingsHelp', {
            startingLimit: money(figures.savingsStartingLimit),
            startingRate: figures.savingsStartingRate,
            basicAllowance: money(figures.savingsAllowanceBasic),
            higherAllowance: money(figures.savingsAllowanceHigher),
          })}
        />
        <MoneyInput
          {...field('dividends')}
          name="dividends"
          prefix="£"
          placeholder="0"
          help={t('ukIncomeTax.more.dividendsHelp', { allowance: money(figures.dividendAllowance) })}
        />
      </div>
      <SelectField
        {...field('marriageAllowance')}
        name="marriage"
        help={t('ukIncomeTax.more.marriageAllowanceHelp', {
          percent: figures.marriageAllowancePercent,
          reliefRate: figures.marriageAllowanceReliefRate,
        })}
        options={marriageOptions.map((option) => ({ value: option, label: t(`ukIncomeTax.more.marriage.${option}`) }))}
      />
      <FormField id={children.id} label={children.label} error={children.error} help={childrenHelp}>
        <TextInput
          id={children.id}
          name="children"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('ukIncomeTax.more.childrenPlaceholder')}
          value={children.value}
          invalid={Boolean(children.error)}
          aria-describedby={describedBy(children.id, children.error, childrenHelp)}
          onChange={(event) => children.onChange(event.target.value)}
        />
      </FormField>
      {checkbox('statePensionAge', 'pensionage', t('ukIncomeTax.more.statePensionAgeHelp'))}
      {checkbox('blind', 'blind', t('ukIncomeTax.more.blindHelp', { amount: money(figures.blindPersonsAllowance) }))}
    </details>
  );
}
