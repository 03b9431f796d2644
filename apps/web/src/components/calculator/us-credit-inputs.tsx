import { usCreditHeadlines } from '@taxatlas/tax-engine/us/credit-headlines';
import { SelectField, type SelectFieldProps } from './form-fields';
import { useT } from '../../lib/i18n/use-t';
import { copyAmount } from '../../lib/tax-year-copy';
import { countOptions } from './us-credit-fields';

type CountFieldProps = Pick<SelectFieldProps, 'id' | 'label' | 'value' | 'onChange' | 'error'>;

export interface CreditInputsProps {
  /** The figures quoted in the help text are those of the year on screen. */
  readonly year: number;
  readonly children: CountFieldProps;
  readonly dependents: CountFieldProps;
  readonly eitcChildren: CountFieldProps;
}

/** The counts the federal credits need, shared by the federal income tax and take-home pages. */
export function CreditInputs({ year, children, dependents, eitcChildren }: CreditInputsProps) {
  const t = useT();
  const figures = usCreditHeadlines(year);
  const counts = [{ value: '', label: t('usFederal.credits.none') }, ...countOptions.map((count) => ({ value: count, label: count }))];
  return (
    <>
      <div className="form-row">
        <SelectField
          {...children}
          name="children"
          options={counts}
          help={t('usFederal.credits.childrenHelp', { amount: copyAmount(figures.childTaxCredit, 'USD') })}
        />
        <SelectField
          {...dependents}
          name="dependents"
          options={counts}
          help={t('usFederal.credits.dependentsHelp', { amount: copyAmount(figures.otherDependentCredit, 'USD') })}
        />
      </div>
      <SelectField
        {...eitcChildren}
        name="eitcChildren"
        help={t('usFederal.credits.eitcHelp')}
        options={[
          { value: '', label: t('usFederal.credits.eitcSame') },
          { value: '0', label: t('usFederal.credits.eitcNone') },
          { value: '1', label: '1' },
          { value: '2', label: '2' },
          { value: '3', label: t('usFederal.credits.threeOrMore') },
        ]}
      />
    </>
  );
}

/** The explanation's paragraph on the credits, with the figures of the year on screen. */
export function useCreditCopy(year: number) {
  const figures = usCreditHeadlines(year);
  return {
    childTaxCredit: copyAmount(figures.childTaxCredit, 'USD'),
    otherDependentCredit: copyAmount(figures.otherDependentCredit, 'USD'),
    phaseOutPerStep: copyAmount(figures.phaseOutPerStep, 'USD'),
    phaseOutStep: copyAmount(figures.phaseOutStep, 'USD'),
    single: copyAmount(figures.phaseOutThreshold.single, 'USD'),
    joint: copyAmount(figures.phaseOutThreshold.joint, 'USD'),
    refundablePerChild: copyAmount(figures.refundablePerChild, 'USD'),
    refundableRate: figures.refundableRate,
    earnedIncomeThreshold: copyAmount(figures.earnedIncomeThreshold, 'USD'),
    eicMaximum: copyAmount(figures.eicMaximum, 'USD'),
    investmentIncomeLimit: copyAmount(figures.eicInvestmentIncomeLimit, 'USD'),
  };
}
