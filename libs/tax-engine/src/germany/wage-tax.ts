import { formatMoney } from '../core/format';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf, datedValueAt } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import { churchTaxRates } from '../../params/germany/kirchensteuer/church-tax-rates';
import type { ChurchTaxOption, GermanTaxClass } from './income-tax';
import { periodContributions, type EmploymentType, type PrivateHealthInsurance, type WagePeriod } from './social-security';
import { germanStateInfo, type GermanState } from './states';
import { germanTaxYearStart, type GermanTaxYear } from './tax-year';
import { runPap } from './wage-tax/run-pap';

/** Kinderfreibetrag counts a wage-tax card can carry: 0, 0.5, 1, … (§ 39 Abs. 4 Nr. 2 EStG). */
export const childAllowanceOptions = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6] as const;

export interface GermanWageTaxInput {
  readonly taxYear: GermanTaxYear;
  /** Gross wage in euros for the period. */
  readonly grossWage: number;
  readonly period: WagePeriod;
  readonly taxClass: GermanTaxClass;
  /** Factor for class IV with factor (§ 39f EStG), below 1, three decimals. */
  readonly factor?: number;
  readonly childAllowances?: number;
  readonly churchTax?: ChurchTaxOption;
  readonly state?: GermanState;
  readonly healthAddOnRate?: number;
  readonly privateHealth?: PrivateHealthInsurance;
  readonly pensionInsured?: boolean;
  readonly childrenForCare?: number;
  readonly childless?: boolean;
  readonly age?: number;
}

export interface GermanWageTaxResult extends CalculationResult {
  readonly calculationType: 'de-wage-tax';
  readonly currency: 'EUR';
  readonly period: WagePeriod;
  readonly taxClass: GermanTaxClass;
  readonly employmentType: EmploymentType;
  readonly lohnsteuer: number;
  readonly solidaritySurcharge: number;
  readonly churchTax: number;
  /** Percent: 0, 8 or 9. */
  readonly churchTaxRate: number;
  readonly pension: number;
  readonly unemployment: number;
  readonly health: number;
  readonly care: number;
  readonly socialSecurity: number;
  readonly net: number;
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

/** Shared by the calculator and the tax-class comparison: everything in cents for the period. */
export interface WageTaxFiguresMinor {
  readonly employmentType: EmploymentType;
  readonly lohnsteuer: number;
  readonly solidaritySurcharge: number;
  readonly churchTax: number;
  readonly churchTaxRate: number;
  readonly contributions: { readonly pension: number; readonly unemployment: number; readonly health: number; readonly care: number };
  readonly socialSecurity: number;
  readonly net: number;
  readonly wage: number;
  /** The annual zvE the PAP taxed (0 for a Minijob). */
  readonly annualZve: number;
}

export function wageTaxFigures(input: GermanWageTaxInput): WageTaxFiguresMinor {
  const date = germanTaxYearStart(input.taxYear);
  const { monthly, months, wageMinor } = periodContributions(input);
  const stateInfo = input.state === undefined ? undefined : germanStateInfo(input.state);
  const churchTax = input.churchTax ?? 'none';
  const churchTaxRate = churchTax === 'none' ? 0 : datedValueAt(churchTaxRates, date).value[churchTax];
  const children = input.childrenForCare ?? 0;
  const childless = input.childless ?? children === 0;

  // A Minijob's wage is taxed at the employer's 2 % flat rate (§ 40a Abs. 2 EStG), not by the PAP.
  const pap =
    monthly.employmentType === 'minijob'
      ? { lohnsteuerMinor: 0, solidaritySurchargeMinor: 0, churchTaxBaseMinor: 0, annualZve: 0 }
      : runPap({
          taxYear: input.taxYear,
          lzz: input.period === 'year' ? 1 : 2,
          wageMinor,
          taxClass: input.taxClass,
          factor: input.taxClass === 4 ? input.factor : undefined,
          childAllowances: input.taxClass <= 4 ? (input.childAllowances ?? 0) : 0,
          churchMember: churchTax !== 'none',
          healthAddOnRate: monthly.healthAddOnRate,
          saxony: stateInfo?.saxonyCareSplit ?? false,
          childlessSurcharge: childless && (input.age === undefined || input.age >= 23),
          careDiscounts: childless ? 0 : Math.min(Math.max(children - 1, 0), 4),
          privateHealth: input.privateHealth && {
            premiumMinor: toMinor(input.privateHealth.premium),
            employerSubsidyMinor: toMinor(input.privateHealth.employerSubsidy),
          },
          pensionInsured: input.pensionInsured ?? true,
          eastPensionArea: stateInfo?.eastPensionArea ?? false,
        });
  // Kirchenlohnsteuer: the rate on the PAP's base BK, to the cent rounded down.
  const churchTaxMinor = churchTaxRate === 0 ? 0 : applyRate(pap.churchTaxBaseMinor, churchTaxRate, 'down');
  const contributions = {
    pension: monthly.employee.pension * months,
    unemployment: monthly.employee.unemployment * months,
    health: monthly.employee.health * months,
    care: monthly.employee.care * months,
  };
  const socialSecurity = contributions.pension + contributions.unemployment + contributions.health + contributions.care;
  return {
    employmentType: monthly.employmentType,
    lohnsteuer: pap.lohnsteuerMinor,
    solidaritySurcharge: pap.solidaritySurchargeMinor,
    churchTax: churchTaxMinor,
    churchTaxRate,
    contributions,
    socialSecurity,
    net: wageMinor - pap.lohnsteuerMinor - pap.solidaritySurchargeMinor - churchTaxMinor - socialSecurity,
    wage: wageMinor,
    annualZve: pap.annualZve,
  };
}

function band(name: string, bandLabel: Label, rate: number, base: number, amount: number, reference: string): BreakdownBand {
  return { band: name, label: bandLabel, rate, taxableAmount: fromMinor(base), amount: fromMinor(amount), reference };
}

const papReference = (taxYear: GermanTaxYear) =>
  `BMF Programmablaufplan für die maschinelle Berechnung der Lohnsteuer ${taxYear} (§§ 38a, 39b EStG; § 4 SolZG)`;

export function calculateGermanWageTax(input: GermanWageTaxInput): GermanWageTaxResult {
  const date = germanTaxYearStart(input.taxYear);
  const figures = wageTaxFigures(input);
  const taxesMinor = figures.lohnsteuer + figures.solidaritySurcharge + figures.churchTax;
  const groups: BreakdownGroup[] = [
    {
      title: 'Wage taxes',
      label: label('de.wage.group.wageTaxes'),
      type: 'wage-tax',
      data: [
        band(
          `Lohnsteuer (tax class ${input.taxClass})`,
          label('de.wage.band.lohnsteuer', { taxClass: String(input.taxClass) }),
          percentOf(figures.lohnsteuer, figures.wage),
          figures.wage,
          figures.lohnsteuer,
          papReference(input.taxYear),
        ),
        band(
          'Solidaritätszuschlag',
          label('de.group.solidaritySurcharge'),
          percentOf(figures.solidaritySurcharge, figures.lohnsteuer),
          figures.lohnsteuer,
          figures.solidaritySurcharge,
          papReference(input.taxYear),
        ),
        ...(figures.churchTaxRate > 0
          ? [
              band(
                'Kirchensteuer',
                label('de.group.churchTax'),
                figures.churchTaxRate,
                figures.lohnsteuer,
                figures.churchTax,
                citationOf(datedValueAt(churchTaxRates, date)),
              ),
            ]
          : []),
      ],
      totalAmount: fromMinor(taxesMinor),
    },
    {
      title: 'Employee social insurance',
      label: label('de.wage.group.employeeSocialInsurance'),
      type: 'social-security',
      data: [
        band(
          'Rentenversicherung',
          label('de.social.band.pension'),
          percentOf(figures.contributions.pension, figures.wage),
          figures.wage,
          figures.contributions.pension,
          'SGB VI §§ 158, 168',
        ),
        band(
          'Arbeitslosenversicherung',
          label('de.social.band.unemployment'),
          percentOf(figures.contributions.unemployment, figures.wage),
          figures.wage,
          figures.contributions.unemployment,
          'SGB III §§ 341, 346',
        ),
        band(
          'Krankenversicherung',
          label('de.social.band.health'),
          percentOf(figures.contributions.health, figures.wage),
          figures.wage,
          figures.contributions.health,
          'SGB V §§ 241, 242, 249',
        ),
        band(
          'Pflegeversicherung',
          label('de.social.band.care'),
          percentOf(figures.contributions.care, figures.wage),
          figures.wage,
          figures.contributions.care,
          'SGB XI §§ 55, 58',
        ),
      ],
      totalAmount: fromMinor(figures.socialSecurity),
    },
  ];
  const labelledNotes: { text: string; label: Label }[] = [
    figures.employmentType === 'minijob'
      ? { text: 'Minijob: the employer pays a 2 % flat tax, so no Lohnsteuer is withheld.', label: label('de.wage.note.minijob') }
      : {
          text: `Lohnsteuer by the BMF's Programmablaufplan ${input.taxYear}.`,
          label: label('de.wage.note.pap', { year: String(input.taxYear) }),
        },
    ...(input.taxYear === 2024
      ? [
          {
            text: '2024: the PAP for January to November (Grundfreibetrag 11,604 €); December 2024 used a revised PAP.',
            label: label('de.wage.note.pap2024'),
          },
        ]
      : []),
    ...(input.period === 'year'
      ? [{ text: 'Social insurance for a yearly wage is figured as twelve equal monthly wages.', label: label('de.wage.note.yearly') }]
      : []),
  ];
  const notes = labelledNotes.map((note) => note.text);
  const net = fromMinor(figures.net);
  const stat = (title: string, titleLabel: Label, valueMinor: number, icon: string): SummaryStat => ({
    title,
    titleLabel,
    value: fromMinor(valueMinor),
    formattedValue: formatMoney(fromMinor(valueMinor), 'EUR'),
    change: percentOf(valueMinor, figures.wage),
    changeType: 'percentage',
    icon,
  });
  return {
    calculationType: 'de-wage-tax',
    taxYear: String(input.taxYear),
    currency: 'EUR',
    inputAmount: fromMinor(figures.wage),
    totalTax: fromMinor(taxesMinor + figures.socialSecurity),
    netAmount: net,
    effectiveRate: percentOf(taxesMinor + figures.socialSecurity, figures.wage),
    summary: [
      stat('Net pay', label('common.stat.takeHomePay'), figures.net, 'wallet'),
      stat('Lohnsteuer', label('de.wage.stat.lohnsteuer'), figures.lohnsteuer, 'bank'),
      stat(
        'Solidarity surcharge and church tax',
        label('de.wage.stat.surcharges'),
        figures.solidaritySurcharge + figures.churchTax,
        'percentage',
      ),
      stat('Social insurance', label('de.wage.stat.socialInsurance'), figures.socialSecurity, 'safety'),
    ],
    breakdowns: groups,
    period: input.period,
    taxClass: input.taxClass,
    employmentType: figures.employmentType,
    lohnsteuer: fromMinor(figures.lohnsteuer),
    solidaritySurcharge: fromMinor(figures.solidaritySurcharge),
    churchTax: fromMinor(figures.churchTax),
    churchTaxRate: figures.churchTaxRate,
    pension: fromMinor(figures.contributions.pension),
    unemployment: fromMinor(figures.contributions.unemployment),
    health: fromMinor(figures.contributions.health),
    care: fromMinor(figures.contributions.care),
    socialSecurity: fromMinor(figures.socialSecurity),
    net,
    notes,
    noteLabels: labelledNotes.map((note) => note.label),
  };
}
