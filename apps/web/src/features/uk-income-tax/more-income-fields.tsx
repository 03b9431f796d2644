import type { UkOtherIncomeHeadlines } from '@taxatlas/tax-engine/uk/headline-figures';
import { maxChildBenefitChildren } from '@taxatlas/tax-engine/uk/income-tax';
import { describedBy, FormField, MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { TextInput } from '../../components/form/text-input';
import { marriageOptions, type IncomeTaxFormField, type moreIncomeFields } from './income-tax-form-state';
import { useMoreIncomeT } from './use-more-income-t';

/**
 * The props of one field (its id, error and value) under the translated `label`; `special` translates a schema
 * message of the field's own (components/calculator/schema-messages.ts).
 */
export type IncomeTaxFieldProps = (
  name: IncomeTaxFormField,
  label: string,
  special?: (message: string) => string | undefined,
) => {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
};

export interface MoreIncomeFieldsProps {
  readonly field: IncomeTaxFieldProps;
  readonly figures: UkOtherIncomeHeadlines;
  readonly money: (amount: number) => string;
}

/**
 * The fields of "More income and allowances" (more-income-section.tsx folds them away): savings, dividends and the
 * rarer allowances. A chunk of its own with its messages, loaded when the section first opens.
 */
export default function MoreIncomeFields({ field, figures, money }: MoreIncomeFieldsProps) {
  const t = useMoreIncomeT();
  const labelled = (name: (typeof moreIncomeFields)[number]) =>
    field(name, t(`ukIncomeTax.more.${name}`), (message) =>
      message.startsWith('must be a whole number from 0 to')
        ? t('ukIncomeTax.more.childrenInvalid', { max: maxChildBenefitChildren })
        : undefined,
    );
  const checkbox = (name: 'statePensionAge' | 'blind', queryName: string, help: string) => {
    const props = labelled(name);
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
  const children = labelled('children');
  const childrenHelp = t('ukIncomeTax.more.childrenHelp', {
    step: money(figures.childBenefitChargeStep),
    threshold: money(figures.childBenefitChargeThreshold),
  });

  return (
    <>
      <p className="form-field-help">{t('ukIncomeTax.more.intro')}</p>
      <div className="form-row">
        <MoneyInput
          {...labelled('savings')}
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
          {...labelled('dividends')}
          name="dividends"
          prefix="£"
          placeholder="0"
          help={t('ukIncomeTax.more.dividendsHelp', { allowance: money(figures.dividendAllowance) })}
        />
      </div>
      <SelectField
        {...labelled('marriageAllowance')}
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
    </>
  );
}
