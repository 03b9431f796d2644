import { applyRate, fromMinor, toMinor } from '../core/money';
import { datedValueAt, valueAt } from '../core/parameter';
import { annualAssessmentDeductions, jointChildAllowance } from '../../params/germany/estg/annual-assessment-deductions';
import { incomeTaxTariff } from '../../params/germany/estg/income-tax-tariff';
import { churchTaxRates } from '../../params/germany/kirchensteuer/church-tax-rates';
import { solidaritySurchargeExemptionLimit } from '../../params/germany/solzg/solidarity-surcharge-exemption-limit';
import { solidaritySurchargePhaseInRate } from '../../params/germany/solzg/solidarity-surcharge-phase-in-rate';
import { solidaritySurchargeRate } from '../../params/germany/solzg/solidarity-surcharge-rate';
import type { ChurchTaxOption } from './income-tax';
import { tariffIncomeTax } from './tariff';
import { germanTaxYearStart, type GermanTaxYear } from './tax-year';

/** One partner's year as the assessment sees it, in cents. */
export interface AssessedPartnerYear {
  /** The wage taxed individually (0 for a Minijob, taxed at the employer's flat rate, § 40a Abs. 2 EStG). */
  readonly wage: number;
  readonly contributions: { readonly pension: number; readonly unemployment: number; readonly health: number; readonly care: number };
  /** Private health insurance: the premium is taken as all basic cover, with no 4 % sick-pay reduction. */
  readonly privateHealth: boolean;
  readonly childAllowances: number;
  readonly churchTax: ChurchTaxOption;
}

/** The couple's joint assessment (Zusammenveranlagung) of a year, in euros. */
export interface JointAssessment {
  /** Both wages less the Arbeitnehmer-Pauschbetrag each (§ 9a Satz 1 Nr. 1a EStG). */
  readonly employmentIncome: number;
  /** Deductible Vorsorgeaufwendungen of both (§ 10 Abs. 1 Nr. 2, 3, 3a, Abs. 3, 4 EStG). */
  readonly provisionalExpenses: number;
  /** Sonderausgaben-Pauschbetrag for spouses (§ 10c EStG). */
  readonly specialExpensesLumpSum: number;
  /** The joint zvE, whole euros. */
  readonly taxableIncome: number;
  readonly incomeTax: number;
  readonly solidaritySurcharge: number;
  readonly churchTax: number;
  readonly total: number;
}

/**
 * § 10 EStG for one employee, in cents. Pension: since 2023 the whole contribution counts, less the employer's tax-free
 * share (Abs. 3 Satz 5), which leaves the employee's share (the Höchstbetrag of Abs. 3 is far above one wage's
 * contributions). Health, care and unemployment: up to the Abs. 4 cap, but at least the basic health and care
 * contributions of Nr. 3 (Abs. 4 Satz 4), statutory health reduced by 4 % for the claim to sick pay.
 */
function deductibleProvisions(partner: AssessedPartnerYear, year: GermanTaxYear): number {
  const rules = valueAt(annualAssessmentDeductions, germanTaxYearStart(year));
  const { pension, unemployment, health, care } = partner.contributions;
  const basicHealth = partner.privateHealth ? health : health - applyRate(health, rules.sickPayReduction, 'half-up');
  const basic = basicHealth + care;
  const others = Math.max(basic, Math.min(toMinor(rules.otherProvisionsCap), health + care + unemployment));
  return pension + others;
}

/** Twice the § 32a Abs. 1 tax on half the joint zvE (§ 32a Abs. 5 EStG), in cents. */
function splittingTax(taxableIncome: number, year: GermanTaxYear): number {
  const tariff = valueAt(incomeTaxTariff, germanTaxYearStart(year));
  return 2 * tariffIncomeTax(Math.floor(taxableIncome / 2), tariff) * 100;
}

/** § 3 Abs. 3, § 4 SolZG 1995 under splitting: nothing up to the joint Freigrenze, then at most 11.9 % of the excess. */
function jointSolidaritySurcharge(baseMinor: number, year: GermanTaxYear): number {
  const date = germanTaxYearStart(year);
  const limitMinor = toMinor(datedValueAt(solidaritySurchargeExemptionLimit, date).value.joint);
  if (baseMinor <= limitMinor) return 0;
  const full = applyRate(baseMinor, valueAt(solidaritySurchargeRate, date), 'down');
  const phaseIn = applyRate(baseMinor - limitMinor, valueAt(solidaritySurchargePhaseInRate, date), 'down');
  return Math.min(full, phaseIn);
}

/**
 * The income tax, Soli and church tax the Finanzamt assesses on a married couple's two wages (no other income, no
 * deductions beyond the lump sums and the contributions). The Soli and church tax are on the tax after the child
 * allowances (§ 51a Abs. 2 EStG, § 3 Abs. 2 SolZG); the income tax itself keeps the Kindergeld, assumed the better of
 * the two (§ 31 EStG). Church tax: each member's rate on the share of the joint tax their income bears (simplified).
 */
export function assessJointly(year: GermanTaxYear, partners: readonly [AssessedPartnerYear, AssessedPartnerYear]): JointAssessment {
  const date = germanTaxYearStart(year);
  const rules = valueAt(annualAssessmentDeductions, date);
  const lumpSum = toMinor(rules.employeeLumpSum);
  const incomes = partners.map((partner) => Math.max(0, partner.wage - Math.min(lumpSum, partner.wage)));
  const employmentIncome = incomes[0]! + incomes[1]!;
  const provisionalExpenses = deductibleProvisions(partners[0], year) + deductibleProvisions(partners[1], year);
  const specialExpenses = 2 * toMinor(rules.specialExpensesLumpSum);
  const taxableIncome = Math.max(0, Math.floor((employmentIncome - provisionalExpenses - specialExpenses) / 100));

  const incomeTax = splittingTax(taxableIncome, year);
  const children = Math.max(partners[0].childAllowances, partners[1].childAllowances);
  const childReduced = Math.max(0, taxableIncome - Math.floor(children * valueAt(jointChildAllowance, date)));
  const surchargeBase = children > 0 ? splittingTax(childReduced, year) : incomeTax;
  const solidaritySurcharge = jointSolidaritySurcharge(surchargeBase, year);
  const rates = datedValueAt(churchTaxRates, date).value;
  const churchTax = partners.reduce((sum, partner, index) => {
    if (partner.churchTax === 'none') return sum;
    const share = employmentIncome === 0 ? 0.5 : incomes[index]! / employmentIncome;
    return sum + applyRate(Math.round(surchargeBase * share), rates[partner.churchTax], 'down');
  }, 0);
  return {
    employmentIncome: fromMinor(employmentIncome),
    provisionalExpenses: fromMinor(provisionalExpenses),
    specialExpensesLumpSum: fromMinor(specialExpenses),
    taxableIncome,
    incomeTax: fromMinor(incomeTax),
    solidaritySurcharge: fromMinor(solidaritySurcharge),
    churchTax: fromMinor(churchTax),
    total: fromMinor(incomeTax + solidaritySurcharge + churchTax),
  };
}
