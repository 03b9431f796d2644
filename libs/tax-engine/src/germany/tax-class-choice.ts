import { formatMoney } from '../core/format';
import { label, type Label } from '../core/labels';
import { fromMinor, percentOf } from '../core/money';
import { valueAt } from '../core/parameter';
import type { CalculationResult, SummaryStat } from '../core/result';
import { incomeTaxTariff } from '../../params/germany/estg/income-tax-tariff';
import type { GermanTaxClass } from './income-tax';
import { tariffIncomeTax } from './tariff';
import { assessJointly, type AssessedPartnerYear, type JointAssessment } from './joint-assessment';
import { germanTaxYearStart } from './tax-year';
import { wageTaxFigures, type GermanWageTaxInput, type WageTaxFiguresMinor } from './wage-tax';

/** One partner of a married couple or civil partnership: everything of the wage-tax input except class and factor. */
export type CouplePartnerInput = Omit<GermanWageTaxInput, 'taxClass' | 'factor' | 'taxYear' | 'period'>;

export interface TaxClassChoiceInput {
  readonly taxYear: GermanWageTaxInput['taxYear'];
  readonly period: GermanWageTaxInput['period'];
  readonly partners: readonly [CouplePartnerInput, CouplePartnerInput];
}

export const taxClassCombinations = ['III/V', 'V/III', 'IV/IV', 'IV/IV with factor'] as const;
export type TaxClassCombination = (typeof taxClassCombinations)[number];

export interface PartnerOutcome {
  readonly taxClass: GermanTaxClass;
  readonly lohnsteuer: number;
  readonly solidaritySurcharge: number;
  readonly churchTax: number;
  readonly socialSecurity: number;
  readonly net: number;
}

export interface TaxClassChoice {
  readonly combination: TaxClassCombination;
  /** The factor of § 39f EStG, applied to both partners; 1 for the other combinations (and when it would not be below 1). */
  readonly factor: number;
  readonly partners: readonly [PartnerOutcome, PartnerOutcome];
  /** Both partners' net pay for the period. */
  readonly totalNet: number;
  /** The year: what both withhold in this combination, what the joint assessment sets, and the difference. */
  readonly annual: AnnualSettlement;
}

/** Euros for the whole year; `settlement` = assessed − withheld, negative for a refund. */
export interface AnnualSettlement {
  /** Lohnsteuer, Soli and church tax both partners have withheld over the year. */
  readonly withheld: number;
  /** Income tax, Soli and church tax of the joint assessment: the same for every combination. */
  readonly assessed: number;
  readonly settlement: number;
}

/**
 * The common result (docs/api.md, "Results shape"): the input is both partners' gross wages for the year, the tax the
 * joint assessment's total (the same whatever the classes), the net what is left of the year's wages after it and the
 * employee contributions.
 */
export interface GermanTaxClassChoiceResult extends CalculationResult {
  readonly calculationType: 'de-tax-class-choice';
  readonly currency: 'EUR';
  readonly period: GermanWageTaxInput['period'];
  /** The § 39f factor of the last combination (1 when none below 1 results). */
  readonly factor: number;
  readonly combinations: readonly TaxClassChoice[];
  readonly assessment: JointAssessment;
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

function figuresOf(input: TaxClassChoiceInput, index: 0 | 1, taxClass: GermanTaxClass, factor?: number): WageTaxFiguresMinor {
  return wageTaxFigures({ ...input.partners[index], taxYear: input.taxYear, period: input.period, taxClass, factor });
}

function outcome(figures: WageTaxFiguresMinor, taxClass: GermanTaxClass): PartnerOutcome {
  return {
    taxClass,
    lohnsteuer: fromMinor(figures.lohnsteuer),
    solidaritySurcharge: fromMinor(figures.solidaritySurcharge),
    churchTax: fromMinor(figures.churchTax),
    socialSecurity: fromMinor(figures.socialSecurity),
    net: fromMinor(figures.net),
  };
}

/**
 * The factor of § 39f Abs. 1 EStG: Y ÷ X to three decimals without rounding (Satz 3), used only when below 1. Y is the
 * couple's income tax under splitting on the sum of the two annual zvE the PAP finds in class IV; X is the sum of their
 * annual Lohnsteuer in class IV. Kinderfreibeträge are left out of both, as the Finanzamt's factor leaves them out.
 */
export function taxClassFactor(input: TaxClassChoiceInput): number {
  const annual = (index: 0 | 1) =>
    wageTaxFigures({
      ...input.partners[index],
      taxYear: input.taxYear,
      period: 'year',
      grossWage: input.period === 'year' ? input.partners[index].grossWage : input.partners[index].grossWage * 12,
      taxClass: 4,
      childAllowances: 0,
    });
  const [first, second] = [annual(0), annual(1)];
  const x = first.lohnsteuer + second.lohnsteuer;
  if (x === 0) return 1;
  const tariff = valueAt(incomeTaxTariff, germanTaxYearStart(input.taxYear));
  const jointZve = Math.floor(first.annualZve + second.annualZve);
  const yMinor = 2 * tariffIncomeTax(Math.floor(jointZve / 2), tariff) * 100;
  const factor = Math.floor((yMinor * 1000) / x) / 1000;
  return factor < 1 ? factor : 1;
}

/** Periods in a year: the employer withholds each month, so a monthly comparison withholds twelve times that. */
const periodsPerYear = (input: TaxClassChoiceInput) => (input.period === 'year' ? 1 : 12);

/** What the assessment needs of each partner's year; the contributions do not depend on the tax class. */
function assessedYear(input: TaxClassChoiceInput, index: 0 | 1): AssessedPartnerYear {
  const figures = figuresOf(input, index, 4);
  const times = periodsPerYear(input);
  const partner = input.partners[index];
  const { pension, unemployment, health, care } = figures.contributions;
  return {
    wage: figures.employmentType === 'minijob' ? 0 : figures.wage * times,
    contributions: { pension: pension * times, unemployment: unemployment * times, health: health * times, care: care * times },
    privateHealth: partner.privateHealth !== undefined,
    childAllowances: partner.childAllowances ?? 0,
    churchTax: partner.churchTax ?? 'none',
  };
}

/** Each partner's pay under III/V, V/III, IV/IV and IV/IV with factor, and the year's settlement, for the couple to compare. */
export function compareGermanTaxClassChoices(input: TaxClassChoiceInput): readonly TaxClassChoice[] {
  return choicesAndAssessment(input).combinations;
}

function choicesAndAssessment(input: TaxClassChoiceInput): { factor: number; combinations: TaxClassChoice[]; assessment: JointAssessment } {
  const factor = taxClassFactor(input);
  const assessment = assessJointly(input.taxYear, [assessedYear(input, 0), assessedYear(input, 1)]);
  const assessedMinor = Math.round(assessment.total * 100);
  const choice = (
    combination: TaxClassCombination,
    classes: readonly [GermanTaxClass, GermanTaxClass],
    withFactor?: number,
  ): TaxClassChoice => {
    const figures = [figuresOf(input, 0, classes[0], withFactor), figuresOf(input, 1, classes[1], withFactor)] as const;
    const partners = [outcome(figures[0], classes[0]), outcome(figures[1], classes[1])] as const;
    const withheldMinor =
      figures.reduce((sum, each) => sum + each.lohnsteuer + each.solidaritySurcharge + each.churchTax, 0) * periodsPerYear(input);
    return {
      combination,
      factor: withFactor ?? 1,
      partners,
      totalNet: fromMinor(figures[0].net + figures[1].net),
      annual: { withheld: fromMinor(withheldMinor), assessed: assessment.total, settlement: fromMinor(assessedMinor - withheldMinor) },
    };
  };
  return {
    factor,
    assessment,
    combinations: [
      choice('III/V', [3, 5]),
      choice('V/III', [5, 3]),
      choice('IV/IV', [4, 4]),
      choice('IV/IV with factor', [4, 4], factor < 1 ? factor : undefined),
    ],
  };
}

const combinationNames: Record<TaxClassCombination, string> = {
  'III/V': 'III/V',
  'V/III': 'V/III',
  'IV/IV': 'IV/IV',
  'IV/IV with factor': 'IV/IV + Faktor',
};

/** POST /api/calculators/de-tax-class-choice: the four combinations side by side with the joint assessment. */
export function calculateGermanTaxClassChoice(input: TaxClassChoiceInput): GermanTaxClassChoiceResult {
  const { factor, combinations, assessment } = choicesAndAssessment(input);
  const times = periodsPerYear(input);
  const annualGrossMinor = input.partners.reduce((sum, partner) => sum + Math.round(partner.grossWage * 100) * times, 0);
  const contributionsMinor = combinations[0]!.partners.reduce((sum, partner) => sum + Math.round(partner.socialSecurity * 100) * times, 0);
  const assessedMinor = Math.round(assessment.total * 100);
  const best = combinations.reduce((top, choice) => (choice.totalNet > top.totalNet ? choice : top));
  const stat = (title: string, titleLabel: Label, value: number, icon: string): SummaryStat => ({
    title,
    titleLabel,
    value,
    formattedValue: formatMoney(value, 'EUR'),
    icon,
  });
  const threeFive = combinations[0]!;
  const labelledNotes = [
    {
      text: 'The annual settlement assumes joint assessment with no income but the two wages and no deductions beyond the Arbeitnehmer-Pauschbetrag, the Sonderausgaben-Pauschbetrag and the contributions.',
      label: label('de.couple.note.scope'),
    },
    {
      text: 'Simplified: church tax paid is not deducted as a Sonderausgabe; with one church member, church tax is on the share of the joint tax the member’s income bears; Kindergeld is taken to beat the child allowances, which lower only the Soli and church tax.',
      label: label('de.couple.note.simplified'),
    },
  ];
  return {
    calculationType: 'de-tax-class-choice',
    taxYear: String(input.taxYear),
    currency: 'EUR',
    inputAmount: fromMinor(annualGrossMinor),
    totalTax: assessment.total,
    netAmount: fromMinor(annualGrossMinor - contributionsMinor - assessedMinor),
    effectiveRate: percentOf(assessedMinor, annualGrossMinor),
    summary: [
      stat(
        `Highest net pay: ${combinationNames[best.combination]}`,
        label('de.couple.stat.bestMonthlyNet', { combination: combinationNames[best.combination] }),
        best.totalNet,
        'wallet',
      ),
      stat('Income tax of the joint assessment', label('de.couple.stat.assessedTax'), assessment.total, 'bank'),
      stat(
        `Settlement with ${combinationNames[threeFive.combination]}`,
        label('de.couple.stat.settlement', { combination: combinationNames[threeFive.combination] }),
        threeFive.annual.settlement,
        'percentage',
      ),
    ],
    breakdowns: [
      {
        title: 'Joint assessment (Zusammenveranlagung)',
        label: label('de.couple.group.assessment'),
        type: 'joint-assessment',
        data: [
          { band: 'Einkommensteuer', label: label('de.group.incomeTax'), amount: assessment.incomeTax, reference: '§ 32a Abs. 5 EStG' },
          {
            band: 'Solidaritätszuschlag',
            label: label('de.group.solidaritySurcharge'),
            amount: assessment.solidaritySurcharge,
            reference: '§§ 3, 4 SolZG 1995',
          },
          { band: 'Kirchensteuer', label: label('de.group.churchTax'), amount: assessment.churchTax, reference: '§ 51a EStG' },
        ].map((band) => ({
          ...band,
          rate: percentOf(Math.round(band.amount * 100), assessment.taxableIncome * 100),
          taxableAmount: assessment.taxableIncome,
        })),
        totalAmount: assessment.total,
      },
    ],
    period: input.period,
    factor,
    combinations,
    assessment,
    notes: labelledNotes.map((note) => note.text),
    noteLabels: labelledNotes.map((note) => note.label),
  };
}
