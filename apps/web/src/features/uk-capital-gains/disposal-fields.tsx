import type { FormFieldError } from '../../lib/calculator-form';
import { describedBy, FormField, MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { fieldErrorText } from '../../components/calculator/schema-messages';
import { TextInput } from '../../components/form/text-input';
import {
  assetTypeOptions,
  type CapitalGainsFormField,
  type DisposalField,
  disposalFieldName,
  type DisposalRow,
} from './capital-gains-form-state';
import { useCapitalGainsT } from './use-capital-gains-t';

export interface DisposalFieldsProps {
  readonly index: number;
  readonly row: DisposalRow;
  readonly errors: readonly FormFieldError<CapitalGainsFormField>[];
  readonly propertyReturnDays: number;
  readonly onChange: (field: DisposalField, value: string) => void;
  /** Absent for the only row: the list keeps at least one. */
  readonly onRemove?: () => void;
}

/** One disposal of the list: gain, asset, date, and the completion date a UK residential property needs. */
export function DisposalFields({ index, row, errors, propertyReturnDays, onChange, onRemove }: DisposalFieldsProps) {
  const t = useCapitalGainsT();
  const number = index + 1;
  const field = (name: DisposalField, labelId: Parameters<typeof t>[0]) => {
    const label = t(labelId);
    return { id: `uk-capital-gains-${name}-${number}`, label, error: fieldErrorText(t, errors, disposalFieldName(index, name), label) };
  };
  const date = field('disposalDate', 'ukCgt.form.disposalDate');
  const completion = field('completionDate', 'ukCgt.form.completionDate');
  const dateHelp = t('ukCgt.form.disposalDateHelp');
  const completionHelp = t('ukCgt.form.completionDateHelp', { days: propertyReturnDays });
  return (
    <fieldset className="form-field form-fieldset" data-testid={`cgt-disposal-${number}`}>
      <legend className="form-field-label">{t('ukCgt.form.disposal', { number })}</legend>
      <div className="form-row">
        <MoneyInput
          {...field('gain', 'ukCgt.form.gain')}
          name={`gain${number}`}
          prefix="£"
          placeholder="0"
          help={t('ukCgt.form.gainHelp')}
          value={row.gain}
          onChange={(value) => onChange('gain', value)}
        />
        <SelectField
          {...field('assetType', 'ukCgt.form.assetType')}
          name={`type${number}`}
          value={row.assetType}
          options={assetTypeOptions.map((type) => ({ value: type, label: t(`ukCgt.asset.${type}`) }))}
          onChange={(value) => onChange('assetType', value)}
        />
      </div>
      <div className="form-row">
        <FormField {...date} help={dateHelp}>
          <TextInput
            id={date.id}
            name={`date${number}`}
            type="date"
            value={row.disposalDate}
            invalid={Boolean(date.error)}
            aria-describedby={describedBy(date.id, date.error, dateHelp)}
            onChange={(event) => onChange('disposalDate', event.target.value)}
          />
        </FormField>
        {row.assetType === 'residential-property' ? (
          <FormField {...completion} help={completionHelp}>
            <TextInput
              id={completion.id}
              name={`completion${number}`}
              type="date"
              value={row.completionDate}
              invalid={Boolean(completion.error)}
              aria-describedby={describedBy(completion.id, completion.error, completionHelp)}
              onChange={(event) => onChange('completionDate', event.target.value)}
            />
          </FormField>
        ) : null}
      </div>
      {onRemove ? (
        <button type="button" className="btn btn-ghost" onClick={onRemove}>
          {t('ukCgt.form.removeDisposal', { number })}
        </button>
      ) : null}
    </fieldset>
  );
}
