import { formatMoney, formatPercent } from '../core/format';
import { label, type Label, type LabelledText } from '../core/labels';
import { applyRate, fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf, datedValueAt, valueAt } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import { churchTaxRates } from '../../params/germany/kirchensteuer/church-tax-rates';
import { incomeTaxTariff, type IncomeTaxTariff } from '../../params/germany/estg/income-tax-tariff';
import { singleParentRelief } from '../../params/germany/estg/single-parent-relief';
import { solidaritySurchargeExemptionLimit } from '../../params/germany/solzg/solidarity-surcharge-exemption-limit';
import { solidaritySurchargePhaseInRate } from '../../params/germany/solzg/solidarity-surcharge-phase-in-rate';
import { solidaritySurchargeRate } from '../../params/germany/solzg/solidarity-surcharge-rate';
import { progressionZoneRates, sliceTariffByZone, tariffIncomeTax, tariffMarginalRate, type TariffZoneSlice } from './tariff';
import { germanTaxYearStart, type GermanTaxYear } from './tax-year';

export const germanAssessments = ['single', 'joint'] as const;
/** 'single' = Grundtarif (Einzelveranlagung), 'joint' = Splittingtarif (Zusammenveranlagung, § 32a Abs. 5 EStG). */
export type GermanAssessment = (typeof germanAssessments)[number];
export const churchTaxOptions = ['none', '8', '9'] as const;
export type ChurchTaxOption = (typeof churchTaxOptions)[number];
export const germanTaxClasses = [1, 2, 3, 4, 5, 6] as const;
/** Lohnsteuerklasse (§ 38b EStG): a wage-withholding attribute, not an input of the annual assessment. */
export type GermanTaxClass = (typeof germanTaxClasses)[number];

export interface GermanIncomeTaxInput {
  readonly taxYear: GermanTaxYear;
  /** Zu versteuerndes Einkommen (zvE) in euros; for joint assessment the couple's joint zvE. */
  readonly taxableIncome: number;
  readonly assessment: GermanAssessment;
  readonly churchTax: ChurchTaxOption;
  readonly taxClass?: GermanTaxClass;
}

export type SolidaritySurchargeZone = 'exempt' | 'phase-in' | 'full';

export interface GermanIncomeTaxResult extends CalculationResult {
  readonly calculationType: 'de-income-tax';
  readonly currency: 'EUR';
  readonly netAmount: number;
  /** The zvE as entered (= inputAmount). */
  readonly taxableIncome: number;
  /** The zvE rounded down to whole euros (§ 32a Abs. 1 Satz 1): the amount the tariff is applied to. */
  readonly roundedTaxableIncome: number;
  /** The assessment actually applied (tax class III forces 'joint'). */
  readonly assessment: GermanAssessment;
  readonly taxClass: GermanTaxClass | null;
  /** How the tax class was treated in this annual calculation. */
  readonly taxClassNote: string;
  readonly taxClassNoteLabel: Label;
  /** Grundfreibetrag applied (doubled under splitting). */
  readonly basicAllowance: number;
  readonly incomeTax: number;
  readonly incomeTaxMarginalRate: number;
  readonly solidaritySurcharge: number;
  readonly solidaritySurchargeZone: SolidaritySurchargeZone;
  /** Freigrenze for the assessment applied. */
  readonly solidaritySurchargeExemptionLimit: number;
  readonly churchTax: number;
  /** Percent: 0, 8 or 9. */
  readonly churchTaxRate: number;
  /** Simplifications a reader should know about. */
  readonly notes: readonly string[];
  /** `notes` as labels, in the same order. */
  readonly noteLabels: readonly Label[];
}

function percentLabel(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

function euroLabel(amount: number): string {
  return formatMoney(amount, 'EUR').replace(/\.00$/, '');
}

/**
 * Tax class → assessment, until the wage-tax (Lohnsteuer) calculator exists. Classes are withholding
 * attributes (§ 38b EStG); the annual income tax depends only on the zvE and the assessment.
 */
function applyTaxClass(
  taxClass: GermanTaxClass | undefined,
  requested: GermanAssessment,
  date: ReturnType<typeof germanTaxYearStart>,
): { assessment: GermanAssessment; note: LabelledText } {
  const assessmentName = requested === 'joint' ? 'joint assessment (Splittingtarif)' : 'individual assessment (Grundtarif)';
  const assessment = requested === 'joint' ? 'de.assessment.joint' : 'de.assessment.single';
  switch (taxClass) {
    case undefined:
      return {
        assessment: requested,
        note: { text: `No tax class given: ${assessmentName} as requested.`, label: label('de.taxClass.note.none', { assessment }) },
      };
    case 1:
      return {
        assessment: requested,
        note: {
          text: `Tax class I (single, or married and permanently separated) does not change the annual income tax: ${assessmentName} as requested. Class I normally goes with individual assessment.`,
          label: label('de.taxClass.note.class1', { assessment }),
        },
      };
    case 2: {
      const relief = valueAt(singleParentRelief, date);
      return {
        assessment: requested,
        note: {
          text:
            `Tax class II (single parent) changes the annual income tax only through the Entlastungsbetrag für Alleinerziehende (§ 24b EStG, ${euroLabel(relief)} for the first child), ` +
            `which is deducted from income before the zvE; the taxable income entered is taken to be after it, so it is not deducted again. ${assessmentName[0]!.toUpperCase()}${assessmentName.slice(1)} as requested.`,
          label: label('de.taxClass.note.class2', { relief, assessment }),
        },
      };
    }
    case 3:
      return {
        assessment: 'joint',
        note: {
          text:
            'Tax class III is only for married couples or civil partners, whose annual assessment is joint (§§ 26, 26b EStG): the Splittingtarif (§ 32a Abs. 5 EStG) is applied ' +
            'to the joint taxable income entered. To see separate assessment (§ 26a EStG), leave the tax class out.',
          label: label('de.taxClass.note.class3'),
        },
      };
    case 4:
      return {
        assessment: requested,
        note: {
          text: `Tax class IV (married, both earning) does not change the annual income tax: ${assessmentName} as requested. Couples in class IV are normally assessed jointly on their joint taxable income.`,
          label: label('de.taxClass.note.class4', { assessment }),
        },
      };
    case 5:
      return {
        assessment: requested,
        note: {
          text: `Tax class V (married, lower earner, partner in class III) is a withholding class: the couple's annual assessment is normally joint on their joint taxable income. ${assessmentName[0]!.toUpperCase()}${assessmentName.slice(1)} applied as requested.`,
          label: label('de.taxClass.note.class5', { assessment }),
        },
      };
    case 6:
      return {
        assessment: requested,
        note: {
          text: `Tax class VI (second and further employments) only governs withholding on the extra job; in the annual assessment all income is added up, so enter the total taxable income. ${assessmentName[0]!.toUpperCase()}${assessmentName.slice(1)} as requested.`,
          label: label('de.taxClass.note.class6', { assessment }),
        },
      };
  }
}

function zoneBandNames(tariff: IncomeTaxTariff): Record<TariffZoneSlice['zone'], LabelledText> {
  const rates = progressionZoneRates(tariff);
  const [zone2From, zone2To] = rates.zone2;
  const [zone3From, zone3To] = rates.zone3;
  return {
    1: { text: 'Grundfreibetrag (0%)', label: label('de.band.basicAllowance') },
    2: {
      text: `Progressionszone I (${percentLabel(zone2From)} → ${percentLabel(zone2To)})`,
      label: label('de.band.progressionZone1', { from: Number(zone2From.toFixed(2)), to: Number(zone2To.toFixed(2)) }),
    },
    3: {
      text: `Progressionszone II (${percentLabel(zone3From)} → ${percentLabel(zone3To)})`,
      label: label('de.band.progressionZone2', { from: Number(zone3From.toFixed(2)), to: Number(zone3To.toFixed(2)) }),
    },
    4: {
      text: `Proportionalzone (${percentLabel(tariff.zone4.rate)})`,
      label: label('de.band.proportionalZone', { rate: tariff.zone4.rate }),
    },
    5: {
      text: `Spitzensteuersatz / "Reichensteuer" (${percentLabel(tariff.zone5.rate)})`,
      label: label('de.band.topRateZone', { rate: tariff.zone5.rate }),
    },
  };
}

/**
 * The band's `rate` is the marginal rate at which the zone starts (0, 14, 23.97, 42, 45 %): a property of the law,
 * stable across incomes. The zone's average rate for this income is amount / taxableAmount.
 */
function zoneEntryRates(tariff: IncomeTaxTariff): Record<TariffZoneSlice['zone'], number> {
  const rates = progressionZoneRates(tariff);
  return { 1: 0, 2: rates.zone2[0], 3: rates.zone3[0], 4: tariff.zone4.rate, 5: tariff.zone5.rate };
}

function group(title: string, groupLabel: Label, type: string, data: BreakdownBand[], totalMinor: number): BreakdownGroup {
  return { title, label: groupLabel, type, data, totalAmount: fromMinor(totalMinor) };
}

export function calculateGermanIncomeTax(input: GermanIncomeTaxInput): GermanIncomeTaxResult {
  const date = germanTaxYearStart(input.taxYear);
  const taxableIncomeMinor = toMinor(input.taxableIncome);
  if (taxableIncomeMinor < 0) throw new RangeError('taxableIncome must not be negative');
  // § 32a Abs. 1 Satz 1: the tariff applies to the zvE rounded down to whole euros.
  const roundedZve = Math.floor(taxableIncomeMinor / 100);
  const { assessment, note: taxClassNote } = applyTaxClass(input.taxClass, input.assessment, date);
  const joint = assessment === 'joint';

  const tariffEntry = datedValueAt(incomeTaxTariff, date);
  const tariff = tariffEntry.value;
  // § 32a Abs. 5: twice the tax on half the joint zvE; the half is itself rounded down to whole euros.
  const tariffBase = joint ? Math.floor(roundedZve / 2) : roundedZve;
  const multiplier = joint ? 2 : 1;
  const slices = sliceTariffByZone(tariffBase, tariff);
  const incomeTaxMinor = tariffIncomeTax(tariffBase, tariff) * multiplier * 100;

  // The cents dropped by rounding the zvE, and under splitting the odd euro dropped by halving it, are untaxed;
  // they are shown in the zone where the income ends so the bands still add up to the zvE entered.
  const untaxedRemainderMinor = taxableIncomeMinor - tariffBase * multiplier * 100;
  const topZone = slices.reduce((top, slice) => (slice.taxable > 0 ? slice.zone : top), 1 as TariffZoneSlice['zone']);
  const names = zoneBandNames(tariff);
  const entryRates = zoneEntryRates(tariff);
  const tariffReference =
    citationOf(tariffEntry) + (joint ? '; § 32a Abs. 5 EStG (Splitting-Verfahren: 2 × tax on half the joint zvE)' : '');
  const incomeTaxBands: BreakdownBand[] = slices.map((slice) => ({
    band: names[slice.zone].text,
    label: names[slice.zone].label,
    rate: entryRates[slice.zone],
    taxableAmount: fromMinor(slice.taxable * multiplier * 100 + (slice.zone === topZone ? untaxedRemainderMinor : 0)),
    amount: fromMinor(slice.tax * multiplier * 100),
    reference: tariffReference,
  }));

  // Solidaritätszuschlag (SolZG 1995 §§ 3, 4), to the cent rounded down.
  const soliRate = valueAt(solidaritySurchargeRate, date);
  const phaseInRate = valueAt(solidaritySurchargePhaseInRate, date);
  const exemptionEntry = datedValueAt(solidaritySurchargeExemptionLimit, date);
  const exemptionLimitMinor = toMinor(joint ? exemptionEntry.value.joint : exemptionEntry.value.single);
  const soliReference = [
    citationOf(exemptionEntry),
    ...datedValueAt(solidaritySurchargePhaseInRate, date).references.map((reference) => reference.title),
  ].join('; ');
  let soliMinor = 0;
  let soliZone: SolidaritySurchargeZone = 'exempt';
  let soliBands: BreakdownBand[];
  if (incomeTaxMinor <= exemptionLimitMinor) {
    soliBands = [
      {
        band: `Below the Freigrenze (${euroLabel(fromMinor(exemptionLimitMinor))} of income tax)`,
        label: label('de.soli.band.belowExemptionLimit', { limit: fromMinor(exemptionLimitMinor) }),
        rate: 0,
        taxableAmount: fromMinor(incomeTaxMinor),
        amount: 0,
        reference: soliReference,
      },
    ];
  } else {
    const fullMinor = applyRate(incomeTaxMinor, soliRate, 'down');
    const excessMinor = incomeTaxMinor - exemptionLimitMinor;
    const cappedMinor = applyRate(excessMinor, phaseInRate, 'down');
    if (cappedMinor < fullMinor) {
      soliZone = 'phase-in';
      soliMinor = cappedMinor;
      soliBands = [
        {
          band: 'Freigrenze',
          label: label('de.soli.band.exemptionLimit'),
          rate: 0,
          taxableAmount: fromMinor(exemptionLimitMinor),
          amount: 0,
          reference: soliReference,
        },
        {
          band: `Milderungszone (${percentLabel(phaseInRate)} of the income tax above the Freigrenze, less than ${percentLabel(soliRate)} of all of it)`,
          label: label('de.soli.band.phaseIn', { phaseInRate, rate: soliRate }),
          rate: phaseInRate,
          taxableAmount: fromMinor(excessMinor),
          amount: fromMinor(soliMinor),
          reference: soliReference,
        },
      ];
    } else {
      soliZone = 'full';
      soliMinor = fullMinor;
      soliBands = [
        {
          band: `Full rate (${percentLabel(soliRate)} of the income tax)`,
          label: label('de.soli.band.full', { rate: soliRate }),
          rate: soliRate,
          taxableAmount: fromMinor(incomeTaxMinor),
          amount: fromMinor(soliMinor),
          reference: soliReference,
        },
      ];
    }
  }

  // Kirchensteuer: rate × income tax, to the cent rounded down (docs/api.md "Rounding").
  const churchEntry = datedValueAt(churchTaxRates, date);
  const churchRate = input.churchTax === 'none' ? 0 : churchEntry.value[input.churchTax];
  const churchMinor = churchRate === 0 ? 0 : applyRate(incomeTaxMinor, churchRate, 'down');

  const breakdowns: BreakdownGroup[] = [
    group('Einkommensteuer (§32a EStG)', label('de.group.incomeTax'), 'income-tax', incomeTaxBands, incomeTaxMinor),
    group('Solidaritätszuschlag', label('de.group.solidaritySurcharge'), 'solidarity-surcharge', soliBands, soliMinor),
  ];
  if (input.churchTax !== 'none') {
    breakdowns.push(
      group(
        'Kirchensteuer',
        label('de.group.churchTax'),
        'church-tax',
        [
          {
            band: `Kirchensteuer ${percentLabel(churchRate)} (${input.churchTax === '8' ? 'Bayern, Baden-Württemberg' : 'other Länder'})`,
            label: label('de.churchTax.band', {
              rate: churchRate,
              region: input.churchTax === '8' ? 'de.churchTax.region.bavariaBadenWuerttemberg' : 'de.churchTax.region.otherStates',
            }),
            rate: churchRate,
            taxableAmount: fromMinor(incomeTaxMinor),
            amount: fromMinor(churchMinor),
            reference: citationOf(churchEntry),
          },
        ],
        churchMinor,
      ),
    );
  }

  const totalTaxMinor = incomeTaxMinor + soliMinor + churchMinor;
  const netMinor = taxableIncomeMinor - totalTaxMinor;
  const incomeTaxMarginal = tariffMarginalRate(tariffBase, tariff);
  const soliMarginalShare = soliZone === 'full' ? soliRate : soliZone === 'phase-in' ? phaseInRate : 0;
  const marginalRate = Math.round(incomeTaxMarginal * (100 + soliMarginalShare + churchRate)) / 100;

  const incomeTax = fromMinor(incomeTaxMinor);
  const solidaritySurcharge = fromMinor(soliMinor);
  const churchTax = fromMinor(churchMinor);
  const netAmount = fromMinor(netMinor);
  const exemptionLimit = fromMinor(exemptionLimitMinor);

  const summary: SummaryStat[] = [
    {
      title: 'Net after tax',
      titleLabel: label('de.stat.netAfterTax'),
      value: netAmount,
      formattedValue: formatMoney(netAmount, 'EUR'),
      description: 'Taxable income (zvE) less income tax, Solidaritätszuschlag and church tax',
      descriptionLabel: label('de.stat.netAfterTaxDescription'),
      change: percentOf(netMinor, taxableIncomeMinor),
      changeType: 'percentage',
      icon: 'wallet',
    },
    {
      title: 'Income tax',
      titleLabel: label('de.stat.incomeTax'),
      value: incomeTax,
      formattedValue: formatMoney(incomeTax, 'EUR'),
      description: `${joint ? 'Splittingtarif' : 'Grundtarif'}, marginal rate ${formatPercent(incomeTaxMarginal)}`,
      descriptionLabel: label('de.stat.incomeTaxDescription', {
        tariff: joint ? 'de.tariff.splitting' : 'de.tariff.basic',
        rate: incomeTaxMarginal,
      }),
      change: percentOf(incomeTaxMinor, taxableIncomeMinor),
      changeType: 'percentage',
      icon: 'bank',
    },
    {
      title: 'Solidarity surcharge',
      titleLabel: label('de.stat.solidaritySurcharge'),
      value: solidaritySurcharge,
      formattedValue: formatMoney(solidaritySurcharge, 'EUR'),
      description:
        soliZone === 'exempt'
          ? `Income tax within the ${formatMoney(exemptionLimit, 'EUR')} Freigrenze`
          : soliZone === 'phase-in'
            ? 'Milderungszone (phase-in)'
            : `${formatPercent(soliRate)} of the income tax`,
      descriptionLabel:
        soliZone === 'exempt'
          ? label('de.stat.withinExemptionLimit', { limit: exemptionLimit })
          : soliZone === 'phase-in'
            ? label('de.stat.phaseInZone')
            : label('de.stat.shareOfIncomeTax', { rate: soliRate }),
      change: percentOf(soliMinor, taxableIncomeMinor),
      changeType: 'percentage',
      icon: 'safety',
    },
    {
      title: 'Church tax',
      titleLabel: label('de.stat.churchTax'),
      value: churchTax,
      formattedValue: formatMoney(churchTax, 'EUR'),
      description: churchRate === 0 ? 'Not a member of a church that levies it' : `${formatPercent(churchRate)} of the income tax`,
      descriptionLabel: churchRate === 0 ? label('de.stat.noChurchTax') : label('de.stat.shareOfIncomeTax', { rate: churchRate }),
      change: percentOf(churchMinor, taxableIncomeMinor),
      changeType: 'percentage',
      icon: 'gift',
    },
  ];

  const notes: LabelledText[] = [
    {
      text: 'The input is the zu versteuerndes Einkommen (zvE): deductions, allowances and the § 24b relief are taken to be already subtracted.',
      label: label('de.note.zveInput'),
    },
    {
      text: 'Church tax and the Solidaritätszuschlag are computed on the income tax itself; the § 51a Abs. 2 EStG / § 3 Abs. 2 SolZG base with child allowances (Kinderfreibeträge) is not modelled, nor the church tax Kappung.',
      label: label('de.note.surchargeBase'),
    },
    {
      text: 'No Progressionsvorbehalt (§ 32b EStG), flat-rate capital income tax (§ 32d) or special tariffs (§§ 34, 34a) are applied.',
      label: label('de.note.noSpecialTariffs'),
    },
  ];

  return {
    calculationType: 'de-income-tax',
    taxYear: String(input.taxYear),
    currency: 'EUR',
    inputAmount: fromMinor(taxableIncomeMinor),
    totalTax: fromMinor(totalTaxMinor),
    netAmount,
    effectiveRate: percentOf(totalTaxMinor, taxableIncomeMinor),
    marginalRate,
    summary,
    breakdowns,
    taxableIncome: fromMinor(taxableIncomeMinor),
    roundedTaxableIncome: roundedZve,
    assessment,
    taxClass: input.taxClass ?? null,
    taxClassNote: taxClassNote.text,
    taxClassNoteLabel: taxClassNote.label,
    basicAllowance: tariff.basicAllowance * multiplier,
    incomeTax,
    incomeTaxMarginalRate: incomeTaxMarginal,
    solidaritySurcharge,
    solidaritySurchargeZone: soliZone,
    solidaritySurchargeExemptionLimit: exemptionLimit,
    churchTax,
    churchTaxRate: churchRate,
    notes: notes.map((note) => note.text),
    noteLabels: notes.map((note) => note.label),
  };
}
