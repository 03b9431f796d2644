import { formatMoney, formatPercent } from '../core/format';
import { CalculatorInputError } from '../core/input-error';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf, datedValueAt } from '../core/parameter';
import type { BreakdownBand, CalculationResult, SummaryStat } from '../core/result';
import { capitalIncomeReferences } from '../../params/germany/estg/capital-income-references';
import { flatCapitalIncomeTaxRate, saverAllowance } from '../../params/germany/estg/capital-income-tax';
import { fundPartialExemptions, type PartialExemptions } from '../../params/germany/invstg/partial-exemptions';
import { churchTaxRates } from '../../params/germany/kirchensteuer/church-tax-rates';
import { solidaritySurchargeRate } from '../../params/germany/solzg/solidarity-surcharge-rate';
import { churchTaxOptions, type ChurchTaxOption } from './income-tax';
import { germanTaxYearStart, type GermanTaxYear } from './tax-year';

export { churchTaxOptions };
export const germanFundTypes = ['none', 'equity', 'mixed', 'real-estate', 'foreign-real-estate'] as const;
/** Fund type for the Teilfreistellung (§ 20 InvStG); 'none' for interest, dividends and gains on single securities. */
export type GermanFundType = (typeof germanFundTypes)[number];

const exemptionKeys: Record<Exclude<GermanFundType, 'none'>, keyof PartialExemptions> = {
  equity: 'equity',
  mixed: 'mixed',
  'real-estate': 'realEstate',
  'foreign-real-estate': 'foreignRealEstate',
};

export interface GermanCapitalIncomeTaxInput {
  readonly taxYear: GermanTaxYear;
  /** The year's capital income (interest, dividends, gains net of losses, fund income), in euros. */
  readonly capitalIncome: number;
  /** Spouses assessed jointly: the doubled Sparer-Pauschbetrag. */
  readonly joint: boolean;
  readonly churchTax: ChurchTaxOption;
  readonly fundType: GermanFundType;
}

export interface GermanCapitalIncomeTaxResult extends CalculationResult {
  readonly calculationType: 'de-capital-gains';
  readonly currency: 'EUR';
  /** Tax-free share of fund income (Teilfreistellung), in euros. */
  readonly partialExemption: number;
  readonly saverAllowance: number;
  /** Capital income after the Teilfreistellung and the Sparer-Pauschbetrag. */
  readonly taxableIncome: number;
  /** Abgeltungsteuer (Kapitalertragsteuer), reduced for church tax by § 32d Abs. 1 Satz 4 EStG. */
  readonly capitalIncomeTax: number;
  readonly solidaritySurcharge: number;
  readonly churchTax: number;
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

/**
 * § 32d Abs. 1 Satz 4 EStG: with church tax the tax is e / (4 + k) (no creditable foreign tax q), k the church tax
 * rate as a fraction; in general e × rate / (100 + rate × k). Exact in integers, fractions of a cent dropped.
 */
export function flatTaxWithChurchTax(taxableMinor: number, ratePercent: number, churchTaxPercent: number): number {
  const rate = BigInt(Math.round(ratePercent * 100));
  const church = BigInt(Math.round(churchTaxPercent * 100));
  const numerator = BigInt(taxableMinor) * rate * 10_000n;
  const denominator = 10_000n * 10_000n + rate * church;
  return Number(numerator / denominator);
}

export function calculateGermanCapitalIncomeTax(input: GermanCapitalIncomeTaxInput): GermanCapitalIncomeTaxResult {
  if (!Number.isFinite(input.capitalIncome) || input.capitalIncome < 0)
    throw new CalculatorInputError('capitalIncome', `must be a finite amount of zero or more, got ${input.capitalIncome}`);
  const date = germanTaxYearStart(input.taxYear);
  const incomeMinor = toMinor(input.capitalIncome);

  const exemptionEntry = datedValueAt(fundPartialExemptions, date);
  const exemptionPercent = input.fundType === 'none' ? 0 : exemptionEntry.value[exemptionKeys[input.fundType]];
  // The exempt share is rounded in the investor's favour: the taxable remainder is rounded down to the cent.
  const exemptMinor = incomeMinor - applyRate(incomeMinor, 100 - exemptionPercent, 'down');
  const allowanceEntry = datedValueAt(saverAllowance, date);
  const allowanceMinor = toMinor(input.joint ? allowanceEntry.value.joint : allowanceEntry.value.single);
  const allowanceUsedMinor = Math.min(allowanceMinor, incomeMinor - exemptMinor);
  const taxableMinor = incomeMinor - exemptMinor - allowanceUsedMinor;

  const rateEntry = datedValueAt(flatCapitalIncomeTaxRate, date);
  const churchEntry = datedValueAt(churchTaxRates, date);
  const churchPercent = input.churchTax === 'none' ? 0 : churchEntry.value[input.churchTax];
  const taxMinor = flatTaxWithChurchTax(taxableMinor, rateEntry.value, churchPercent);
  const soliEntry = datedValueAt(solidaritySurchargeRate, date);
  const soliMinor = applyRate(taxMinor, soliEntry.value, 'down');
  const churchMinor = applyRate(taxMinor, churchPercent, 'down');
  const totalMinor = taxMinor + soliMinor + churchMinor;
  const effectiveTaxRate = percentOf(taxMinor, taxableMinor);

  const bands: BreakdownBand[] = [];
  if (exemptionPercent > 0)
    bands.push({
      band: `Partial exemption of fund income (${exemptionPercent}%)`,
      label: label('de.capital.band.partialExemption', { rate: exemptionPercent }),
      rate: 0,
      taxableAmount: fromMinor(exemptMinor),
      amount: 0,
      reference: citationOf(exemptionEntry),
    });
  bands.push(
    {
      band: 'Sparer-Pauschbetrag',
      label: label('de.capital.band.saverAllowance'),
      rate: 0,
      taxableAmount: fromMinor(allowanceUsedMinor),
      amount: 0,
      reference: citationOf(allowanceEntry),
    },
    {
      band:
        churchPercent > 0
          ? `Abgeltungsteuer (${rateEntry.value}%, reduced for ${churchPercent}% church tax)`
          : `Abgeltungsteuer (${rateEntry.value}%)`,
      label:
        churchPercent > 0
          ? label('de.capital.band.flatTaxWithChurchTax', { rate: rateEntry.value, churchRate: churchPercent })
          : label('de.capital.band.flatTax', { rate: rateEntry.value }),
      rate: effectiveTaxRate,
      taxableAmount: fromMinor(taxableMinor),
      amount: fromMinor(taxMinor),
      reference: citationOf(rateEntry),
    },
    {
      band: `Solidarity surcharge (${soliEntry.value}%)`,
      label: label('de.capital.band.solidaritySurcharge', { rate: soliEntry.value }),
      rate: soliEntry.value,
      taxableAmount: fromMinor(taxMinor),
      amount: fromMinor(soliMinor),
      reference: `${citationOf(soliEntry)}; ${capitalIncomeReferences.solzg3Withholding.title}`,
    },
  );
  if (churchPercent > 0)
    bands.push({
      band: `Church tax ${churchPercent}%`,
      label: label('de.churchTax.band', {
        rate: churchPercent,
        region: input.churchTax === '8' ? 'de.churchTax.region.bavariaBadenWuerttemberg' : 'de.churchTax.region.otherStates',
      }),
      rate: churchPercent,
      taxableAmount: fromMinor(taxMinor),
      amount: fromMinor(churchMinor),
      reference: citationOf(churchEntry),
    });

  const notes: string[] = [
    'The flat-rate tax settles the income tax on capital income; the assessment at the personal rate when that is lower (§ 32d (6) EStG), creditable foreign tax and loss offsetting pots are not modelled.',
  ];
  const noteLabels: Label[] = [label('de.capital.note.finalTax')];
  if (churchPercent > 0) {
    notes.push('Church tax is deductible, so the 25% tax is reduced to income ÷ (4 + church tax rate) (§ 32d (1) EStG).');
    noteLabels.push(label('de.capital.note.churchTaxFormula'));
  }

  const total = fromMinor(totalMinor);
  const taxable = fromMinor(taxableMinor);
  const summary: SummaryStat[] = [
    {
      title: 'Total tax on capital income',
      titleLabel: label('de.capital.stat.totalTax'),
      value: total,
      formattedValue: formatMoney(total, 'EUR'),
      description: `Effective rate ${formatPercent(percentOf(totalMinor, incomeMinor))}`,
      descriptionLabel: label('common.stat.effectiveRateIs', { rate: percentOf(totalMinor, incomeMinor) }),
      icon: 'bank',
    },
    {
      title: 'Taxable capital income',
      titleLabel: label('de.capital.stat.taxableIncome'),
      value: taxable,
      formattedValue: formatMoney(taxable, 'EUR'),
      description: 'After the partial exemption and the Sparer-Pauschbetrag',
      descriptionLabel: label('de.capital.stat.afterAllowances'),
      icon: 'wallet',
    },
    {
      title: 'Abgeltungsteuer',
      titleLabel: label('de.capital.stat.capitalIncomeTax'),
      value: fromMinor(taxMinor),
      formattedValue: formatMoney(fromMinor(taxMinor), 'EUR'),
      icon: 'percentage',
    },
  ];

  return {
    calculationType: 'de-capital-gains',
    taxYear: String(input.taxYear),
    currency: 'EUR',
    inputAmount: fromMinor(incomeMinor),
    totalTax: total,
    netAmount: fromMinor(incomeMinor - totalMinor),
    effectiveRate: percentOf(totalMinor, incomeMinor),
    marginalRate: percentOf(totalMinor, taxableMinor),
    summary,
    breakdowns: [
      {
        title: 'Tax on capital income',
        label: label('de.capital.group.capitalIncomeTax'),
        type: 'capital-income-tax',
        data: bands,
        totalAmount: total,
      },
    ],
    partialExemption: fromMinor(exemptMinor),
    saverAllowance: fromMinor(allowanceUsedMinor),
    taxableIncome: taxable,
    capitalIncomeTax: fromMinor(taxMinor),
    solidaritySurcharge: fromMinor(soliMinor),
    churchTax: fromMinor(churchMinor),
    notes,
    noteLabels,
  };
}
