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
import { calculateGermanIncomeTax, churchTaxOptions, type ChurchTaxOption } from './income-tax';
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
  /** Gains from selling shares (Aktien), in euros; losses on shares offset only these (§ 20 Abs. 6 Satz 4 EStG). */
  readonly shareGains?: number;
  /** Losses from selling shares, in euros; what share gains do not absorb is carried forward. */
  readonly shareLosses?: number;
  /** Other capital losses (e.g. on bonds, certificates, fund units), offset against all capital income (§ 20 Abs. 6). */
  readonly otherLosses?: number;
  /** Zu versteuerndes Einkommen without the capital income, for the Günstigerprüfung (§ 32d Abs. 6 EStG). */
  readonly personalTaxableIncome?: number;
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
  /** Share losses left after offsetting the year's share gains, carried forward (§ 20 Abs. 6 Satz 4 EStG). */
  readonly shareLossCarriedForward: number;
  /** Other capital losses left after offsetting all the year's capital income, carried forward (§ 20 Abs. 6 Satz 3). */
  readonly otherLossCarriedForward: number;
  /** The income tax on the capital income at the flat rate (reduced for church tax), whether or not it applies. */
  readonly flatRateTax: number;
  /** The income tax the capital income adds at the personal tariff (§ 32a), when `personalTaxableIncome` is given. */
  readonly personalRateTax: number | null;
  /** True when the Günstigerprüfung (§ 32d Abs. 6 EStG) taxes the capital income at the personal tariff. */
  readonly personalRateApplied: boolean;
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

function checkedAmount(field: string, amount: number | undefined): number {
  if (amount === undefined) return 0;
  if (!Number.isFinite(amount) || amount < 0)
    throw new CalculatorInputError(field, `must be a finite amount of zero or more, got ${amount}`);
  return toMinor(amount);
}

/** The losses of the year offset in the order of § 20 Abs. 6 EStG, in cents. */
interface LossOffsetting {
  /** Share gains less share losses, not below zero (Satz 4). */
  readonly netShareGainsMinor: number;
  readonly shareLossUsedMinor: number;
  readonly shareLossCarriedMinor: number;
  readonly otherLossUsedMinor: number;
  readonly otherLossCarriedMinor: number;
  /** All capital income after the partial exemption and the losses: what the Sparer-Pauschbetrag is deducted from. */
  readonly netIncomeMinor: number;
}

/**
 * § 20 Abs. 6 Satz 4 EStG: losses from selling shares reduce only gains from selling shares; Sätze 1–3: other capital
 * losses are offset against all capital income, never against other kinds of income, and what is left is carried
 * forward. Share losses go first against share gains, since nothing else may absorb them; the other losses then meet
 * the rest (BMF-Schreiben Einzelfragen zur Abgeltungsteuer, Rn. 118 ff.). The Sparer-Pauschbetrag comes after all
 * offsetting and cannot create a loss (§ 20 Abs. 9 Satz 4 EStG).
 */
export function offsetCapitalLosses(
  otherIncomeMinor: number,
  shareGainsMinor: number,
  shareLossesMinor: number,
  otherLossesMinor: number,
): LossOffsetting {
  const shareLossUsedMinor = Math.min(shareLossesMinor, shareGainsMinor);
  const netShareGainsMinor = shareGainsMinor - shareLossUsedMinor;
  const beforeOtherLossesMinor = otherIncomeMinor + netShareGainsMinor;
  const otherLossUsedMinor = Math.min(otherLossesMinor, beforeOtherLossesMinor);
  return {
    netShareGainsMinor,
    shareLossUsedMinor,
    shareLossCarriedMinor: shareLossesMinor - shareLossUsedMinor,
    otherLossUsedMinor,
    otherLossCarriedMinor: otherLossesMinor - otherLossUsedMinor,
    netIncomeMinor: beforeOtherLossesMinor - otherLossUsedMinor,
  };
}

/** The taxes the capital income adds at the personal tariff: the assessment with it less the one without, in cents. */
interface PersonalRateOutcome {
  readonly incomeTaxMinor: number;
  readonly solidaritySurchargeMinor: number;
  readonly churchTaxMinor: number;
}

/**
 * § 32d Abs. 6 EStG (Günstigerprüfung): the capital income (after the Sparer-Pauschbetrag, which still applies) is
 * added to the zvE and taxed at the § 32a tariff — the Splittingtarif when the spouses are assessed jointly. The
 * solidarity surcharge (with its Freigrenze) and the church tax then follow that assessment.
 */
function personalRateTaxes(input: GermanCapitalIncomeTaxInput, personalMinor: number, taxableMinor: number): PersonalRateOutcome {
  const assess = (minor: number) =>
    calculateGermanIncomeTax({
      taxYear: input.taxYear,
      taxableIncome: fromMinor(minor),
      assessment: input.joint ? 'joint' : 'single',
      churchTax: input.churchTax,
    });
  const without = assess(personalMinor);
  const withCapital = assess(personalMinor + taxableMinor);
  return {
    incomeTaxMinor: toMinor(withCapital.incomeTax) - toMinor(without.incomeTax),
    solidaritySurchargeMinor: toMinor(withCapital.solidaritySurcharge) - toMinor(without.solidaritySurcharge),
    churchTaxMinor: toMinor(withCapital.churchTax) - toMinor(without.churchTax),
  };
}

export function calculateGermanCapitalIncomeTax(input: GermanCapitalIncomeTaxInput): GermanCapitalIncomeTaxResult {
  if (!Number.isFinite(input.capitalIncome) || input.capitalIncome < 0)
    throw new CalculatorInputError('capitalIncome', `must be a finite amount of zero or more, got ${input.capitalIncome}`);
  const shareGainsMinor = checkedAmount('shareGains', input.shareGains);
  const shareLossesMinor = checkedAmount('shareLosses', input.shareLosses);
  const otherLossesMinor = checkedAmount('otherLosses', input.otherLosses);
  const personalMinor =
    input.personalTaxableIncome === undefined ? null : checkedAmount('personalTaxableIncome', input.personalTaxableIncome);
  const date = germanTaxYearStart(input.taxYear);
  const incomeMinor = toMinor(input.capitalIncome);
  const grossMinor = incomeMinor + shareGainsMinor;

  const exemptionEntry = datedValueAt(fundPartialExemptions, date);
  const exemptionPercent = input.fundType === 'none' ? 0 : exemptionEntry.value[exemptionKeys[input.fundType]];
  // The exempt share is rounded in the investor's favour: the taxable remainder is rounded down to the cent.
  const exemptMinor = incomeMinor - applyRate(incomeMinor, 100 - exemptionPercent, 'down');
  const losses = offsetCapitalLosses(incomeMinor - exemptMinor, shareGainsMinor, shareLossesMinor, otherLossesMinor);
  const allowanceEntry = datedValueAt(saverAllowance, date);
  const allowanceMinor = toMinor(input.joint ? allowanceEntry.value.joint : allowanceEntry.value.single);
  const allowanceUsedMinor = Math.min(allowanceMinor, losses.netIncomeMinor);
  const taxableMinor = losses.netIncomeMinor - allowanceUsedMinor;

  const rateEntry = datedValueAt(flatCapitalIncomeTaxRate, date);
  const churchEntry = datedValueAt(churchTaxRates, date);
  const churchPercent = input.churchTax === 'none' ? 0 : churchEntry.value[input.churchTax];
  const flatTaxMinor = flatTaxWithChurchTax(taxableMinor, rateEntry.value, churchPercent);
  const soliEntry = datedValueAt(solidaritySurchargeRate, date);
  const personal = personalMinor === null ? null : personalRateTaxes(input, personalMinor, taxableMinor);
  const flatSoliMinor = applyRate(flatTaxMinor, soliEntry.value, 'down');
  const flatChurchMinor = applyRate(flatTaxMinor, churchPercent, 'down');
  // § 32d Abs. 6 Satz 1: the tariff applies only if it yields a lower income tax "einschließlich Zuschlagsteuern", so
  // the totals with the Soli and church tax are compared, not the income tax alone.
  const personalApplied =
    personal !== null &&
    personal.incomeTaxMinor + personal.solidaritySurchargeMinor + personal.churchTaxMinor < flatTaxMinor + flatSoliMinor + flatChurchMinor;
  const taxMinor = personalApplied ? personal.incomeTaxMinor : flatTaxMinor;
  const soliMinor = personalApplied ? personal.solidaritySurchargeMinor : flatSoliMinor;
  const churchMinor = personalApplied ? personal.churchTaxMinor : flatChurchMinor;
  const totalMinor = taxMinor + soliMinor + churchMinor;
  const effectiveTaxRate = percentOf(taxMinor, taxableMinor);
  const lossReference = `${capitalIncomeReferences.estg20Losses.title}; ${capitalIncomeReferences.bmfAbgeltungsteuer.title}`;

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
  if (shareLossesMinor > 0)
    bands.push({
      band: 'Share losses set against share gains (§ 20 (6) sentence 4 EStG)',
      label: label('de.capital.band.shareLossesOffset'),
      rate: 0,
      taxableAmount: fromMinor(losses.shareLossUsedMinor),
      amount: 0,
      reference: lossReference,
    });
  if (otherLossesMinor > 0)
    bands.push({
      band: 'Other capital losses set against capital income (§ 20 (6) EStG)',
      label: label('de.capital.band.otherLossesOffset'),
      rate: 0,
      taxableAmount: fromMinor(losses.otherLossUsedMinor),
      amount: 0,
      reference: lossReference,
    });
  bands.push({
    band: 'Sparer-Pauschbetrag',
    label: label('de.capital.band.saverAllowance'),
    rate: 0,
    taxableAmount: fromMinor(allowanceUsedMinor),
    amount: 0,
    reference: citationOf(allowanceEntry),
  });
  if (personalApplied)
    bands.push(
      {
        band: 'Income tax at the personal rate (Günstigerprüfung, § 32d (6) EStG)',
        label: label('de.capital.band.personalRate'),
        rate: effectiveTaxRate,
        taxableAmount: fromMinor(taxableMinor),
        amount: fromMinor(taxMinor),
        reference: capitalIncomeReferences.estg32d6.title,
      },
      {
        band: 'Solidarity surcharge on the personal assessment',
        label: label('de.capital.band.personalSolidaritySurcharge'),
        rate: percentOf(soliMinor, taxMinor),
        taxableAmount: fromMinor(taxMinor),
        amount: fromMinor(soliMinor),
        reference: `${citationOf(soliEntry)}; ${capitalIncomeReferences.estg32d6.title}`,
      },
    );
  else
    bands.push(
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
    'The flat-rate tax settles the income tax on capital income; creditable foreign tax and losses carried in from earlier years are not modelled. Enter your taxable income without capital income to compare with the personal rate (§ 32d (6) EStG).',
  ];
  const noteLabels: Label[] = [label('de.capital.note.finalTax')];
  if (churchPercent > 0 && !personalApplied) {
    notes.push('Church tax is deductible, so the 25% tax is reduced to income ÷ (4 + church tax rate) (§ 32d (1) EStG).');
    noteLabels.push(label('de.capital.note.churchTaxFormula'));
  }
  if (losses.shareLossCarriedMinor > 0 || losses.otherLossCarriedMinor > 0) {
    notes.push(
      'Losses not used this year are carried forward and offset against next year’s capital income; share losses only against share gains (§ 20 (6) EStG).',
    );
    noteLabels.push(label('de.capital.note.lossesCarriedForward'));
  }
  if (personal !== null) {
    notes.push(
      personalApplied
        ? 'The personal rate is lower, so the capital income is taxed with your other income (§ 32d (6) EStG); the Sparer-Pauschbetrag still applies, and the solidarity surcharge and church tax follow that assessment, shown as what the capital income adds to them (church tax as a Sonderausgabe and child allowances are not modelled).'
        : 'The flat rate is lower than or equal to the personal rate, so the Abgeltungsteuer stays (§ 32d (6) EStG).',
    );
    noteLabels.push(label(personalApplied ? 'de.capital.note.personalRateApplied' : 'de.capital.note.flatRateKept'));
  }

  const total = fromMinor(totalMinor);
  const taxable = fromMinor(taxableMinor);
  const summary: SummaryStat[] = [
    {
      title: 'Total tax on capital income',
      titleLabel: label('de.capital.stat.totalTax'),
      value: total,
      formattedValue: formatMoney(total, 'EUR'),
      description: `Effective rate ${formatPercent(percentOf(totalMinor, grossMinor))}`,
      descriptionLabel: label('common.stat.effectiveRateIs', { rate: percentOf(totalMinor, grossMinor) }),
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
      value: fromMinor(flatTaxMinor),
      formattedValue: formatMoney(fromMinor(flatTaxMinor), 'EUR'),
      ...(personal === null
        ? {}
        : {
            description: personalApplied ? 'Not applied: the personal rate is lower' : 'Applies: lower than the personal rate',
            descriptionLabel: label(personalApplied ? 'de.capital.stat.notApplied' : 'de.capital.stat.applied'),
          }),
      icon: 'percentage',
    },
  ];
  if (personal !== null)
    summary.push({
      title: 'Income tax at the personal rate',
      titleLabel: label('de.capital.stat.personalRateTax'),
      value: fromMinor(personal.incomeTaxMinor),
      formattedValue: formatMoney(fromMinor(personal.incomeTaxMinor), 'EUR'),
      description: personalApplied
        ? 'Applies: lower than the Abgeltungsteuer (§ 32d (6) EStG)'
        : 'Not applied: not lower than the Abgeltungsteuer',
      descriptionLabel: label(personalApplied ? 'de.capital.stat.personalApplied' : 'de.capital.stat.personalNotApplied'),
      icon: 'calculator',
    });
  if (losses.shareLossCarriedMinor > 0 || losses.otherLossCarriedMinor > 0)
    summary.push({
      title: 'Losses carried forward',
      titleLabel: label('de.capital.stat.lossesCarriedForward'),
      value: fromMinor(losses.shareLossCarriedMinor + losses.otherLossCarriedMinor),
      formattedValue: formatMoney(fromMinor(losses.shareLossCarriedMinor + losses.otherLossCarriedMinor), 'EUR'),
      description: `Shares ${formatMoney(fromMinor(losses.shareLossCarriedMinor), 'EUR')}, other ${formatMoney(fromMinor(losses.otherLossCarriedMinor), 'EUR')}`,
      descriptionLabel: label('de.capital.stat.lossesSplit', {
        shares: fromMinor(losses.shareLossCarriedMinor),
        other: fromMinor(losses.otherLossCarriedMinor),
      }),
      icon: 'wallet',
    });

  return {
    calculationType: 'de-capital-gains',
    taxYear: String(input.taxYear),
    currency: 'EUR',
    inputAmount: fromMinor(grossMinor),
    totalTax: total,
    netAmount: fromMinor(grossMinor - totalMinor),
    effectiveRate: percentOf(totalMinor, grossMinor),
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
    shareLossCarriedForward: fromMinor(losses.shareLossCarriedMinor),
    otherLossCarriedForward: fromMinor(losses.otherLossCarriedMinor),
    flatRateTax: fromMinor(flatTaxMinor),
    personalRateTax: personal === null ? null : fromMinor(personal.incomeTaxMinor),
    personalRateApplied: personalApplied,
    notes,
    noteLabels,
  };
}
