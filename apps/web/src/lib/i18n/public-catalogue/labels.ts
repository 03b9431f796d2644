import type { LabelKey } from '@taxatlas/tax-engine/core/labels';

/**
 * The engine's labels (libs/tax-engine/src/core/labels.ts): one message per label key, id `label.<key>`, with the
 * key's values as ICU arguments. Money, thresholds, rates and dates arrive formatted (result-labels.ts); `number`
 * values are formatted by the message; a `label` value is another key's message. Both catalogues must have every key
 * (a type error here, and label-messages.test.ts). They load with the pages that show results, not with the shell.
 */
export type LabelMessageId = `label.${LabelKey}`;

/** "(first-time buyer)" / "(higher rates)" after a band, then "(5% + 5% surcharge)" when a surcharge is added. */
const propertyBandEn =
  '{table, select, firstTimeBuyer { (first-time buyer)} higherRates { (higher rates)} other {}}{surchargeRate, plural, =0 {} other { ({baseRate}% + {surchargeRate}% surcharge)}}';
const propertyBandDe =
  '{table, select, firstTimeBuyer { (Erstkäufer)} higherRates { (erhöhte Sätze)} other {}}{surchargeRate, plural, =0 {} other { ({baseRate}\u00a0% + {surchargeRate}\u00a0% Zuschlag)}}';

export const labelsEn = {
  'label.common.none': 'None',
  'label.common.englishOnly': '{text}',
  'label.common.stat.takeHomePay': 'Take-home pay',
  'label.common.stat.perMonth': '{amount} a month',
  'label.common.stat.effectiveRate': 'Effective rate',
  'label.common.stat.effectiveRateIs': 'Effective rate {rate}',
  'label.common.stat.taxableIncome': 'Taxable income',
  'label.common.stat.marginalRate': 'Marginal rate',

  'label.uk.group.incomeTax': 'Income Tax',
  'label.uk.group.nationalInsurance': 'National Insurance',
  'label.uk.group.studentLoan': 'Student loan ({plan})',
  'label.uk.band.personalAllowance': 'Personal Allowance',
  'label.uk.band.starter': 'Starter rate',
  'label.uk.band.basic': 'Basic rate',
  'label.uk.band.intermediate': 'Intermediate rate',
  'label.uk.band.higher': 'Higher rate',
  'label.uk.band.advanced': 'Advanced rate',
  'label.uk.band.top': 'Top rate',
  'label.uk.band.additional': 'Additional rate',
  'label.uk.ni.band.belowPrimaryThreshold': 'Below Primary Threshold',
  'label.uk.ni.band.main': 'Main rate',
  'label.uk.ni.band.aboveUpperEarningsLimit': 'Above Upper Earnings Limit',
  'label.uk.studentLoan.plan.plan1': 'Plan 1',
  'label.uk.studentLoan.plan.plan2': 'Plan 2',
  'label.uk.studentLoan.plan.plan4': 'Plan 4',
  'label.uk.studentLoan.plan.plan5': 'Plan 5',
  'label.uk.studentLoan.plan.postgraduate': 'Postgraduate Loan',
  'label.uk.studentLoan.band.notYetRepayable': '{plan}: not yet repayable',
  'label.uk.studentLoan.band.belowThreshold': 'Below repayment threshold',
  'label.uk.studentLoan.band.repayments': '{plan} repayments',
  'label.uk.stat.incomeTax': 'Income Tax',
  'label.uk.stat.nationalInsurance': 'National Insurance',
  'label.uk.stat.personalAllowance': 'Personal Allowance',
  'label.uk.stat.allowanceReduced': 'Reduced',
  'label.uk.stat.allowanceStandard': 'Standard amount applied',

  'label.uk.property.taxName.sdlt': 'Stamp Duty Land Tax',
  'label.uk.property.taxName.lbtt': 'Land and Buildings Transaction Tax',
  'label.uk.property.taxName.ltt': 'Land Transaction Tax',
  'label.uk.property.band.upTo': `Up to {to}${propertyBandEn}`,
  'label.uk.property.band.between': `{from} to {to}${propertyBandEn}`,
  'label.uk.property.band.above': `Above {from}${propertyBandEn}`,
  'label.uk.property.band.additionalDwellingSupplement': 'Additional Dwelling Supplement ({rate} of the whole price)',
  'label.uk.property.band.roundedDown': 'Rounded down to whole pounds',
  'label.uk.property.table.sdltResidential': 'SDLT residential rates',
  'label.uk.property.table.sdltFirstTimeBuyer': 'SDLT first-time buyer rates',
  'label.uk.property.table.lbttResidential': 'LBTT residential rates',
  'label.uk.property.table.lttMain': 'LTT main residential rates',
  'label.uk.property.table.lttHigher': 'LTT higher residential rates',
  'label.uk.property.ratesPeriod.from': '{table} from {from}',
  'label.uk.property.ratesPeriod.fromTo': '{table} from {from} to {to}',
  'label.uk.property.ratesPeriod.fromFirstTimeBuyer': '{table} from {from}, first-time buyer relief (nil-rate band {nilRateBand})',
  'label.uk.property.ratesPeriod.fromToFirstTimeBuyer':
    '{table} from {from} to {to}, first-time buyer relief (nil-rate band {nilRateBand})',
  'label.uk.property.surcharge.sdltHigherRates': 'Higher rates for additional dwellings',
  'label.uk.property.surcharge.sdltNonResident': 'Non-UK resident surcharge',
  'label.uk.property.surcharge.lbttAdditionalDwellingSupplement': 'Additional Dwelling Supplement',
  'label.uk.property.surcharge.lttHigherRates': 'Higher residential rates',
  'label.uk.property.surchargeBasis.sdltHigherRates':
    '{points} percentage points added to the rate of every band, from £0 (in force from {from})',
  'label.uk.property.surchargeBasis.sdltNonResident':
    '{points} percentage points added to the rate of every band of the table that applies (first-time buyer rates included)',
  'label.uk.property.surchargeBasis.lbttAdditionalDwellingSupplement': '{rate} of the whole price, on top of LBTT (in force from {from})',
  'label.uk.property.surchargeBasis.lttHigherRates': 'the higher residential rates table replaces the main rates (from {from})',
  'label.uk.property.note.firstTimeBuyerOverCap':
    'No first-time buyer relief: the price is over the {cap} limit, so the standard residential rates apply to the whole price (FA 2003 Sch 6ZA).',
  'label.uk.property.note.higherRatesBelowMinimum':
    'The higher rates for additional dwellings do not apply: the price is below {minimum} (FA 2003 Sch 4ZA para 3(2)).',
  'label.uk.property.note.nonResidentBelowMinimum':
    'The non-resident surcharge does not apply: the price is below {minimum} (FA 2003 Sch 9A para 2(3)).',
  'label.uk.property.note.higherRatesTransitional':
    'Contracts exchanged before 31 October 2024 may keep the 3% higher rates (transitional rules); the calculator uses the rates in force on the completion date.',
  'label.uk.property.note.adsBelowMinimum': 'The Additional Dwelling Supplement does not apply: the price is below {minimum}.',
  'label.uk.property.note.nonResidentNotInLbtt':
    'The non-resident surcharge is an SDLT rule (England and Northern Ireland); LBTT in Scotland has none, so it was not applied.',
  'label.uk.property.note.noFirstTimeBuyerReliefInWales':
    'Wales has no first-time buyer relief for Land Transaction Tax: the main residential rates apply.',
  'label.uk.property.note.lttHigherRatesBelowMinimum':
    'The higher residential rates do not apply: the price is below {minimum} (LTTA 2017 Sch 5 para 3(2)(c)).',
  'label.uk.property.note.nonResidentNotInLtt':
    'The non-resident surcharge is an SDLT rule (England and Northern Ireland); LTT in Wales has none, so it was not applied.',
  'label.uk.property.stat.taxDue': '{taxCode} due',
  'label.uk.property.stat.nextPoundRate': 'Rate on the next pound of price: {rate}',
  'label.uk.property.stat.firstTimeBuyerRelief': 'First-time buyer relief',
  'label.uk.property.stat.reliefApplied': 'Relief applied',
  'label.uk.property.stat.reliefNotClaimed': 'Not claimed',
  'label.uk.property.stat.surcharges': 'Surcharges',
  'label.uk.property.stat.oneSurcharge': '{surcharge} ({rate})',
  'label.uk.property.stat.twoSurcharges': '{first} ({firstRate}), {second} ({secondRate})',

  'label.us.band.percentBracket': '{rate} bracket',
  'label.us.band.percentRate': '{rate} rate',
  'label.us.band.flatRate': 'Flat rate ({rate})',
  'label.us.band.zeroRate': 'Zero-rate bracket',
  'label.us.filingStatus.single': 'single',
  'label.us.filingStatus.marriedJoint': 'married filing jointly',
  'label.us.filingStatus.marriedSeparate': 'married filing separately',
  'label.us.filingStatus.headOfHousehold': 'head of household',
  'label.us.filingStatus.qualifyingSurvivingSpouse': 'qualifying surviving spouse',
  'label.us.group.federalIncomeTax': 'Federal income tax',
  'label.us.group.stateIncomeTax': 'State income tax',
  'label.us.group.longTermCapitalGains': 'Long-term capital gains',
  'label.us.group.shortTermCapitalGains': 'Short-term capital gains (taxed as ordinary income)',
  'label.us.group.netInvestmentIncomeTax': 'Net investment income tax',
  'label.us.group.payrollTaxes': 'Payroll taxes (FICA)',
  'label.us.stat.federalIncomeTax': 'Federal income tax',
  'label.us.stat.standardDeduction': 'Standard deduction',
  'label.us.stat.itemizedDeductions': 'Itemized deductions',
  'label.us.stat.stateIncomeTax': '{state} income tax',
  'label.us.stat.stateIncomeTaxWithoutState': 'State income tax',
  'label.us.stat.socialSecurityAndMedicare': 'Social Security and Medicare',
  'label.us.stat.netInvestmentIncomeTax': 'Net investment income tax',
  'label.us.federal.band.taxTableRounding': 'Tax Table rounding (row {from}–{to}, tax on the midpoint to whole dollars)',
  'label.us.federal.stat.fromTaxTable': 'From the IRS Tax Table',
  'label.us.federal.stat.exactComputation': 'Exact rate-table computation',
  'label.us.federal.stat.itemizedExceedStandard': 'Itemized deductions exceed the standard deduction',
  'label.us.federal.stat.standardApplied': 'Standard deduction applied',
  'label.us.federal.note.taxTableLimit':
    'The IRS Tax Table covers taxable income below {limit}; at or above it the Tax Computation Worksheet applies, which equals the exact rate-table computation.',
  'label.us.capitalGains.band.coveredByDeduction': 'Covered by the unused standard deduction',
  'label.us.capitalGains.band.limitedToRegularTax': 'Limited to the regular tax on all taxable income (worksheet line 24)',
  'label.us.capitalGains.stat.total': 'Capital gains tax',
  'label.us.capitalGains.stat.totalDescription': 'Extra federal tax caused by the gains',
  'label.us.capitalGains.stat.longTerm': 'Long-term gains tax',
  'label.us.capitalGains.stat.longTermDescription': '0%, 15% or 20%, stacked on ordinary income',
  'label.us.capitalGains.stat.shortTerm': 'Short-term gains tax',
  'label.us.capitalGains.stat.shortTermDescription': 'Taxed as ordinary income',
  'label.us.capitalGains.stat.niitDescription': '{rate} above {threshold} MAGI',
  'label.us.niit.band.notSubject': 'Investment income not subject to NIIT (MAGI at or below the threshold)',
  'label.us.niit.band.tax': 'Net investment income tax',
  'label.us.payroll.band.socialSecurity': 'Social Security (OASDI), wages up to the wage base',
  'label.us.payroll.band.medicare': 'Medicare',
  'label.us.payroll.band.additionalMedicare': 'Additional Medicare Tax, wages above the filing-status threshold',
  'label.us.takeHome.stat.noStateSelected': 'No state selected',
  'label.us.takeHome.note.federalMethod':
    'Federal income tax uses the standard deduction and exact bracket arithmetic; wages are the only income.',
  'label.us.takeHome.note.additionalMedicare':
    'Additional Medicare Tax is the liability for the filing status; employers withhold it on wages above $200,000 whatever the status.',
  'label.us.takeHome.note.noState': 'No state income tax included: choose a state to add it.',
  'label.us.state.band.notTaxed': 'Not taxed by the state',
  'label.us.state.deductionsAndExemptions': 'Deductions and exemptions',
  'label.us.state.band.personalExemptionCredit': 'Personal exemption credit',
  'label.us.state.stat.plusExemptionCredit': 'plus a {amount} exemption credit',
  'label.us.state.note.bracketsFallback': '{state} has no separate {status} brackets in these rules: the {fallback} brackets apply.',
  'label.us.state.note.localTaxes': 'Local income taxes (city/county/school district) are not included.',
  'label.us.state.note.noIndividualIncomeTax': '{state} has no personal income tax on wages or any other income of individuals.',
  'label.us.state.incomeBase.noPersonalIncomeTax': 'None: {state} has no personal income tax, so no part of wages is taxed by the state.',
  'label.us.state.ak.incomeBase': 'Alaska has no individual income tax on wages (it was repealed in 1980).',
  'label.us.state.ak.note.localTaxes': 'Some Alaska boroughs and cities levy sales taxes; there is no local income tax.',
  'label.us.state.ca.band.mentalHealthServicesTax': '{rate} bracket + {surtax} Mental Health Services Tax',
  'label.us.state.ct.band.twoPercentPhaseOut': 'Phase-out of the 2% bracket (Table C)',
  'label.us.state.ct.band.recaptureFirstTier': 'Tax recapture (Table D), first tier',
  'label.us.state.ct.band.recaptureSecondTier': 'Tax recapture (Table D), second tier',
  'label.us.state.ct.band.recaptureThirdTier': 'Tax recapture (Table D), third tier',
  'label.us.state.ct.band.personalTaxCredit': 'Personal tax credit (Table E)',
  'label.us.state.fl.incomeBase': 'Florida has no individual income tax on wages (the state constitution prohibits a personal income tax).',
  'label.us.state.ma.band.partB': 'Part B rate ({rate})',
  'label.us.state.ma.band.surtax': '{rate} + {surtax} surtax',
  'label.us.state.ma.note.noTaxStatus':
    'No-tax status for low incomes ($8,000 single, $16,400 + $1,000 per dependent joint) and limited income credit are not modelled; dependent exemptions and credits are not included.',
  'label.us.state.ma.note.payrollTaxDeduction':
    'Form 1 line 11 deducts the Social Security and Medicare taxes withheld from wages, up to $2,000 for each spouse (line 11a you, line 11b your spouse). The wages are taken as one figure: on a joint return the deduction is the couple’s Social Security and Medicare up to $4,000, as when both spouses earn; a couple where only one spouse earns can deduct at most $2,000.',
  'label.us.state.ma.note.surtaxThreshold':
    'The 4% surtax applies to taxable income above the same threshold for every filing status (married couples filing jointly share one threshold).',
  'label.us.state.nh.incomeBase.interestAndDividendsTaxed':
    'None: New Hampshire does not tax wages (in 2024 it taxed only interest and dividends, at 3%).',
  'label.us.state.nh.incomeBase.interestAndDividendsRepealed':
    'None: New Hampshire does not tax wages, and its interest and dividends tax is repealed from 2025.',
  'label.us.state.nh.note.interestAndDividendsTaxed':
    'New Hampshire does not tax wages. In 2024 it taxed interest and dividends at 3% above a $2,400 exemption ($4,800 joint); that tax is not part of a wage calculation.',
  'label.us.state.nh.note.interestAndDividendsRepealed':
    'New Hampshire does not tax wages, and the Interest and Dividends Tax is repealed for taxable periods from 1 January 2025.',
  'label.us.state.nv.note.modifiedBusinessTax':
    'Nevada has no personal income tax. The Modified Business Tax on payroll is paid by employers, not withheld from wages.',
  'label.us.state.ny.band.supplementalTax': 'Supplemental tax (recapture of the lower brackets)',
  'label.us.state.oh.band.noTaxUpTo': 'No tax up to {threshold}',
  'label.us.state.oh.band.baseTax': 'Base tax {baseTax} above {threshold}, charged over the first {width}',
  'label.us.state.tn.incomeBase': 'None: Tennessee has no tax on wages (its Hall tax on interest and dividends ended after 2020).',
  'label.us.state.tn.note.hallTaxRepealed':
    'Tennessee has no tax on wages; the Hall income tax on interest and dividends was repealed for tax years from 2021.',
  'label.us.state.wa.incomeBase': 'None: Washington does not tax wages; only long-term capital gains are taxed (not modelled here).',
  'label.us.state.wa.note.capitalGainsOnly':
    'Washington has no tax on wages. Its capital gains excise tax applies only to long-term capital gains and is not part of this calculator.',
  'label.us.state.wa.note.payrollPremiums':
    'Washington Paid Family and Medical Leave and WA Cares premiums are payroll contributions, not income tax, and are not included.',

  'label.de.group.incomeTax': 'Income tax (§32a EStG)',
  'label.de.group.solidaritySurcharge': 'Solidarity surcharge',
  'label.de.group.churchTax': 'Church tax',
  'label.de.band.basicAllowance': 'Basic allowance (Grundfreibetrag)',
  'label.de.band.progressionZone1': 'First progression zone (entry rate {from} → {to})',
  'label.de.band.progressionZone2': 'Second progression zone ({from} → {to})',
  'label.de.band.proportionalZone': 'Proportional zone (top rate {rate})',
  'label.de.band.topRateZone': 'Top rate zone (“Reichensteuer”, {rate})',
  'label.de.soli.band.belowExemptionLimit': 'Below the Freigrenze ({limit} of income tax)',
  'label.de.soli.band.exemptionLimit': 'Freigrenze (exemption limit)',
  'label.de.soli.band.phaseIn': 'Milderungszone ({phaseInRate} of the income tax above the Freigrenze, less than {rate} of all of it)',
  'label.de.soli.band.full': 'Full rate ({rate} of the income tax)',
  'label.de.churchTax.band': 'Church tax {rate} ({region})',
  'label.de.churchTax.region.bavariaBadenWuerttemberg': 'Bavaria, Baden-Württemberg',
  'label.de.churchTax.region.otherStates': 'other Länder',
  'label.de.tariff.basic': 'Grundtarif',
  'label.de.tariff.splitting': 'Splittingtarif',
  'label.de.assessment.single': 'individual assessment (Grundtarif)',
  'label.de.assessment.joint': 'joint assessment (Splittingtarif)',
  'label.de.stat.netAfterTax': 'Net after tax',
  'label.de.stat.netAfterTaxDescription': 'Taxable income (zvE) less income tax, Solidaritätszuschlag and church tax',
  'label.de.stat.incomeTax': 'Income Tax',
  'label.de.stat.incomeTaxDescription': '{tariff}, marginal rate {rate}',
  'label.de.stat.solidaritySurcharge': 'Solidarity surcharge',
  'label.de.stat.withinExemptionLimit': 'Income tax within the {limit} Freigrenze',
  'label.de.stat.phaseInZone': 'Milderungszone (phase-in)',
  'label.de.stat.shareOfIncomeTax': '{rate} of the income tax',
  'label.de.stat.churchTax': 'Church tax',
  'label.de.stat.noChurchTax': 'Not a member of a church that levies it',
  'label.de.note.zveInput':
    'The input is the zu versteuerndes Einkommen (zvE): deductions, allowances and the § 24b relief are taken to be already subtracted.',
  'label.de.note.surchargeBase':
    'Church tax and the Solidaritätszuschlag are computed on the income tax itself; the § 51a Abs. 2 EStG / § 3 Abs. 2 SolZG base with child allowances (Kinderfreibeträge) is not modelled, nor the church tax Kappung.',
  'label.de.note.noSpecialTariffs':
    'No Progressionsvorbehalt (§ 32b EStG), flat-rate capital income tax (§ 32d) or special tariffs (§§ 34, 34a) are applied.',
  'label.de.taxClass.note.none': 'No tax class given: {assessment} as requested.',
  'label.de.taxClass.note.class1':
    'Tax class I (single, or married and permanently separated) does not change the annual income tax: {assessment} as requested. Class I normally goes with individual assessment.',
  'label.de.taxClass.note.class2':
    'Tax class II (single parent) changes the annual income tax only through the Entlastungsbetrag für Alleinerziehende (§ 24b EStG, {relief} for the first child), which is deducted from income before the zvE; the taxable income entered is taken to be after it, so it is not deducted again. Applied as requested: {assessment}.',
  'label.de.taxClass.note.class3':
    'Tax class III is only for married couples or civil partners, whose annual assessment is joint (§§ 26, 26b EStG): the Splittingtarif (§ 32a Abs. 5 EStG) is applied to the joint taxable income entered. To see separate assessment (§ 26a EStG), leave the tax class out.',
  'label.de.taxClass.note.class4':
    'Tax class IV (married, both earning) does not change the annual income tax: {assessment} as requested. Couples in class IV are normally assessed jointly on their joint taxable income.',
  'label.de.taxClass.note.class5':
    'Tax class V (married, lower earner, partner in class III) is a withholding class: the couple’s annual assessment is normally joint on their joint taxable income. Applied as requested: {assessment}.',
  'label.de.taxClass.note.class6':
    'Tax class VI (second and further employments) only governs withholding on the extra job; in the annual assessment all income is added up, so enter the total taxable income. Applied as requested: {assessment}.',
} as const satisfies Record<LabelMessageId, string>;

export const labelsDe: Record<LabelMessageId, string> = {
  'label.common.none': 'Keine',
  'label.common.englishOnly': '{text} (nur auf Englisch verfügbar)',
  'label.common.stat.takeHomePay': 'Nettolohn',
  'label.common.stat.perMonth': '{amount} im Monat',
  'label.common.stat.effectiveRate': 'Effektiver Steuersatz',
  'label.common.stat.effectiveRateIs': 'Effektiver Steuersatz {rate}',
  'label.common.stat.taxableIncome': 'Zu versteuerndes Einkommen',
  'label.common.stat.marginalRate': 'Grenzsteuersatz',

  'label.uk.group.incomeTax': 'Einkommensteuer',
  'label.uk.group.nationalInsurance': 'Sozialversicherungsbeiträge (National Insurance)',
  'label.uk.group.studentLoan': 'Studienkredit ({plan})',
  'label.uk.band.personalAllowance': 'Persönlicher Freibetrag (Personal Allowance)',
  'label.uk.band.starter': 'Eingangssteuersatz',
  'label.uk.band.basic': 'Basissteuersatz',
  'label.uk.band.intermediate': 'Mittlerer Steuersatz',
  'label.uk.band.higher': 'Höherer Steuersatz',
  'label.uk.band.advanced': 'Erhöhter Steuersatz',
  'label.uk.band.top': 'Spitzensteuersatz',
  'label.uk.band.additional': 'Spitzensteuersatz',
  'label.uk.ni.band.belowPrimaryThreshold': 'Unter der Beitragsschwelle (Primary Threshold)',
  'label.uk.ni.band.main': 'Regulärer Beitragssatz',
  'label.uk.ni.band.aboveUpperEarningsLimit': 'Über der Beitragsbemessungsgrenze (Upper Earnings Limit)',
  'label.uk.studentLoan.plan.plan1': 'Plan 1',
  'label.uk.studentLoan.plan.plan2': 'Plan 2',
  'label.uk.studentLoan.plan.plan4': 'Plan 4',
  'label.uk.studentLoan.plan.plan5': 'Plan 5',
  'label.uk.studentLoan.plan.postgraduate': 'Postgraduiertenkredit',
  'label.uk.studentLoan.band.notYetRepayable': '{plan}: noch nicht rückzahlbar',
  'label.uk.studentLoan.band.belowThreshold': 'Unter der Rückzahlungsschwelle',
  'label.uk.studentLoan.band.repayments': 'Rückzahlungen {plan}',
  'label.uk.stat.incomeTax': 'Einkommensteuer',
  'label.uk.stat.nationalInsurance': 'Sozialversicherung (National Insurance)',
  'label.uk.stat.personalAllowance': 'Persönlicher Freibetrag',
  'label.uk.stat.allowanceReduced': 'Gekürzt',
  'label.uk.stat.allowanceStandard': 'Standardbetrag angewendet',

  'label.uk.property.taxName.sdlt': 'Grunderwerbsteuer England und Nordirland (Stamp Duty Land Tax)',
  'label.uk.property.taxName.lbtt': 'Grunderwerbsteuer Schottland (Land and Buildings Transaction Tax)',
  'label.uk.property.taxName.ltt': 'Grunderwerbsteuer Wales (Land Transaction Tax)',
  'label.uk.property.band.upTo': `Bis {to}${propertyBandDe}`,
  'label.uk.property.band.between': `{from} bis {to}${propertyBandDe}`,
  'label.uk.property.band.above': `Über {from}${propertyBandDe}`,
  'label.uk.property.band.additionalDwellingSupplement': 'Zuschlag für weitere Wohnimmobilien ({rate} des gesamten Kaufpreises)',
  'label.uk.property.band.roundedDown': 'Auf volle Pfund abgerundet',
  'label.uk.property.table.sdltResidential': 'SDLT-Sätze für Wohnimmobilien',
  'label.uk.property.table.sdltFirstTimeBuyer': 'SDLT-Sätze für Erstkäufer',
  'label.uk.property.table.lbttResidential': 'LBTT-Sätze für Wohnimmobilien',
  'label.uk.property.table.lttMain': 'LTT-Hauptsätze für Wohnimmobilien',
  'label.uk.property.table.lttHigher': 'Erhöhte LTT-Sätze für Wohnimmobilien',
  'label.uk.property.ratesPeriod.from': '{table} ab dem {from}',
  'label.uk.property.ratesPeriod.fromTo': '{table} vom {from} bis zum {to}',
  'label.uk.property.ratesPeriod.fromFirstTimeBuyer': '{table} ab dem {from}, Ermäßigung für Erstkäufer (steuerfrei bis {nilRateBand})',
  'label.uk.property.ratesPeriod.fromToFirstTimeBuyer':
    '{table} vom {from} bis zum {to}, Ermäßigung für Erstkäufer (steuerfrei bis {nilRateBand})',
  'label.uk.property.surcharge.sdltHigherRates': 'Erhöhte Sätze für weitere Wohnimmobilien',
  'label.uk.property.surcharge.sdltNonResident': 'Zuschlag für im Vereinigten Königreich nicht Ansässige',
  'label.uk.property.surcharge.lbttAdditionalDwellingSupplement': 'Zuschlag für weitere Wohnimmobilien (Additional Dwelling Supplement)',
  'label.uk.property.surcharge.lttHigherRates': 'Erhöhte Sätze für Wohnimmobilien',
  'label.uk.property.surchargeBasis.sdltHigherRates': '{points} Prozentpunkte auf den Satz jeder Stufe, ab £0 (gültig ab dem {from})',
  'label.uk.property.surchargeBasis.sdltNonResident':
    '{points} Prozentpunkte auf den Satz jeder Stufe der anzuwendenden Tabelle (auch der Sätze für Erstkäufer)',
  'label.uk.property.surchargeBasis.lbttAdditionalDwellingSupplement':
    '{rate} des gesamten Kaufpreises, zusätzlich zur LBTT (gültig ab dem {from})',
  'label.uk.property.surchargeBasis.lttHigherRates': 'die Tabelle der erhöhten Sätze ersetzt die Hauptsätze (ab dem {from})',
  'label.uk.property.note.firstTimeBuyerOverCap':
    'Keine Ermäßigung für Erstkäufer: Der Kaufpreis liegt über der Grenze von {cap}, daher gelten für den gesamten Kaufpreis die regulären Sätze für Wohnimmobilien (FA 2003 Sch 6ZA).',
  'label.uk.property.note.higherRatesBelowMinimum':
    'Die erhöhten Sätze für weitere Wohnimmobilien gelten nicht: Der Kaufpreis liegt unter {minimum} (FA 2003 Sch 4ZA para 3(2)).',
  'label.uk.property.note.nonResidentBelowMinimum':
    'Der Zuschlag für Nichtansässige gilt nicht: Der Kaufpreis liegt unter {minimum} (FA 2003 Sch 9A para 2(3)).',
  'label.uk.property.note.higherRatesTransitional':
    'Für Verträge, die vor dem 31. Oktober 2024 geschlossen wurden, können die erhöhten Sätze mit 3 % Zuschlag weiter gelten (Übergangsregeln); der Rechner verwendet die am Tag des Vollzugs geltenden Sätze.',
  'label.uk.property.note.adsBelowMinimum':
    'Der Zuschlag für weitere Wohnimmobilien (Additional Dwelling Supplement) gilt nicht: Der Kaufpreis liegt unter {minimum}.',
  'label.uk.property.note.nonResidentNotInLbtt':
    'Der Zuschlag für Nichtansässige ist eine Regel der SDLT (England und Nordirland); die LBTT in Schottland kennt ihn nicht, daher wurde er nicht angewendet.',
  'label.uk.property.note.noFirstTimeBuyerReliefInWales':
    'Wales gewährt bei der Land Transaction Tax keine Ermäßigung für Erstkäufer: Es gelten die Hauptsätze für Wohnimmobilien.',
  'label.uk.property.note.lttHigherRatesBelowMinimum':
    'Die erhöhten Sätze für Wohnimmobilien gelten nicht: Der Kaufpreis liegt unter {minimum} (LTTA 2017 Sch 5 para 3(2)(c)).',
  'label.uk.property.note.nonResidentNotInLtt':
    'Der Zuschlag für Nichtansässige ist eine Regel der SDLT (England und Nordirland); die LTT in Wales kennt ihn nicht, daher wurde er nicht angewendet.',
  'label.uk.property.stat.taxDue': 'Fällige {taxCode}',
  'label.uk.property.stat.nextPoundRate': 'Satz auf das nächste Pfund des Kaufpreises: {rate}',
  'label.uk.property.stat.firstTimeBuyerRelief': 'Ermäßigung für Erstkäufer',
  'label.uk.property.stat.reliefApplied': 'Ermäßigung angewendet',
  'label.uk.property.stat.reliefNotClaimed': 'Nicht beansprucht',
  'label.uk.property.stat.surcharges': 'Zuschläge',
  'label.uk.property.stat.oneSurcharge': '{surcharge} ({rate})',
  'label.uk.property.stat.twoSurcharges': '{first} ({firstRate}), {second} ({secondRate})',

  'label.us.band.percentBracket': 'Stufe {rate}',
  'label.us.band.percentRate': 'Satz {rate}',
  'label.us.band.flatRate': 'Einheitssatz ({rate})',
  'label.us.band.zeroRate': 'Stufe mit Nullsatz',
  'label.us.filingStatus.single': 'Alleinstehend',
  'label.us.filingStatus.marriedJoint': 'Verheiratet, gemeinsame Erklärung',
  'label.us.filingStatus.marriedSeparate': 'Verheiratet, getrennte Erklärung',
  'label.us.filingStatus.headOfHousehold': 'Haushaltsvorstand',
  'label.us.filingStatus.qualifyingSurvivingSpouse': 'Verwitwete(r) Ehepartner(in)',
  'label.us.group.federalIncomeTax': 'Bundeseinkommensteuer',
  'label.us.group.stateIncomeTax': 'Einkommensteuer des Bundesstaats',
  'label.us.group.longTermCapitalGains': 'Langfristige Veräußerungsgewinne',
  'label.us.group.shortTermCapitalGains': 'Kurzfristige Veräußerungsgewinne (wie gewöhnliches Einkommen besteuert)',
  'label.us.group.netInvestmentIncomeTax': 'Steuer auf Nettokapitalerträge (Net Investment Income Tax)',
  'label.us.group.payrollTaxes': 'Sozialabgaben auf den Lohn (FICA)',
  'label.us.stat.federalIncomeTax': 'Bundeseinkommensteuer',
  'label.us.stat.standardDeduction': 'Standardabzug',
  'label.us.stat.itemizedDeductions': 'Einzeln nachgewiesene Abzüge',
  'label.us.stat.stateIncomeTax': 'Einkommensteuer {state}',
  'label.us.stat.stateIncomeTaxWithoutState': 'Einkommensteuer des Bundesstaats',
  'label.us.stat.socialSecurityAndMedicare': 'Social Security und Medicare',
  'label.us.stat.netInvestmentIncomeTax': 'Steuer auf Nettokapitalerträge',
  'label.us.federal.band.taxTableRounding':
    'Rundung nach der Steuertabelle (Zeile {from}–{to}, Steuer auf die Zeilenmitte in vollen Dollar)',
  'label.us.federal.stat.fromTaxTable': 'Aus der Steuertabelle des IRS',
  'label.us.federal.stat.exactComputation': 'Exakte Berechnung nach dem Tarif',
  'label.us.federal.stat.itemizedExceedStandard': 'Die einzeln nachgewiesenen Abzüge übersteigen den Standardabzug',
  'label.us.federal.stat.standardApplied': 'Standardabzug angewendet',
  'label.us.federal.note.taxTableLimit':
    'Die Steuertabelle des IRS gilt für ein zu versteuerndes Einkommen unter {limit}; ab diesem Betrag gilt das Tax Computation Worksheet, das der exakten Berechnung nach dem Tarif entspricht.',
  'label.us.capitalGains.band.coveredByDeduction': 'Durch den nicht ausgeschöpften Standardabzug gedeckt',
  'label.us.capitalGains.band.limitedToRegularTax':
    'Begrenzt auf die reguläre Steuer auf das gesamte zu versteuernde Einkommen (Arbeitsblatt, Zeile 24)',
  'label.us.capitalGains.stat.total': 'Steuer auf Veräußerungsgewinne',
  'label.us.capitalGains.stat.totalDescription': 'Zusätzliche Bundessteuer durch die Gewinne',
  'label.us.capitalGains.stat.longTerm': 'Steuer auf langfristige Gewinne',
  'label.us.capitalGains.stat.longTermDescription': '0 %, 15 % oder 20 %, auf das gewöhnliche Einkommen aufgesetzt',
  'label.us.capitalGains.stat.shortTerm': 'Steuer auf kurzfristige Gewinne',
  'label.us.capitalGains.stat.shortTermDescription': 'Wie gewöhnliches Einkommen besteuert',
  'label.us.capitalGains.stat.niitDescription': '{rate} über einem MAGI von {threshold}',
  'label.us.niit.band.notSubject': 'Kapitalerträge ohne NIIT (MAGI bis zur Schwelle)',
  'label.us.niit.band.tax': 'Steuer auf Nettokapitalerträge (NIIT)',
  'label.us.payroll.band.socialSecurity': 'Social Security (OASDI), Lohn bis zur Beitragsbemessungsgrenze',
  'label.us.payroll.band.medicare': 'Medicare',
  'label.us.payroll.band.additionalMedicare': 'Additional Medicare Tax, Lohn über der Schwelle des Veranlagungsstatus',
  'label.us.takeHome.stat.noStateSelected': 'Kein Bundesstaat gewählt',
  'label.us.takeHome.note.federalMethod':
    'Die Bundeseinkommensteuer wird mit dem Standardabzug und exakt nach den Tarifstufen berechnet; der Lohn ist das einzige Einkommen.',
  'label.us.takeHome.note.additionalMedicare':
    'Die Additional Medicare Tax ist die Steuerschuld für den Veranlagungsstatus; Arbeitgeber behalten sie unabhängig vom Status auf Löhne über $200.000 ein.',
  'label.us.takeHome.note.noState':
    'Keine Einkommensteuer eines Bundesstaats enthalten: Wählen Sie einen Bundesstaat, um sie hinzuzufügen.',
  'label.us.state.band.notTaxed': 'Vom Bundesstaat nicht besteuert',
  'label.us.state.deductionsAndExemptions': 'Abzüge und Freibeträge',
  'label.us.state.band.personalExemptionCredit': 'Steuergutschrift für persönliche Freibeträge',
  'label.us.state.stat.plusExemptionCredit': 'zuzüglich einer Freibetragsgutschrift von {amount}',
  'label.us.state.note.bracketsFallback':
    'Für {state} gibt es in diesen Regeln keine eigenen Stufen für „{status}“: Es gelten die Stufen für „{fallback}“.',
  'label.us.state.note.localTaxes': 'Kommunale Einkommensteuern (Stadt, County, Schulbezirk) sind nicht enthalten.',
  'label.us.state.note.noIndividualIncomeTax': '{state} erhebt keine Einkommensteuer auf Löhne oder andere Einkünfte natürlicher Personen.',
  'label.us.state.incomeBase.noPersonalIncomeTax':
    'Keine: {state} erhebt keine persönliche Einkommensteuer, daher besteuert der Bundesstaat keinen Teil des Lohns.',
  'label.us.state.ak.incomeBase': 'Alaska erhebt keine Einkommensteuer auf Löhne (sie wurde 1980 abgeschafft).',
  'label.us.state.ak.note.localTaxes':
    'Einige Boroughs und Städte in Alaska erheben Umsatzsteuern; eine kommunale Einkommensteuer gibt es nicht.',
  'label.us.state.ca.band.mentalHealthServicesTax': 'Stufe {rate} + {surtax} Mental Health Services Tax',
  'label.us.state.ct.band.twoPercentPhaseOut': 'Abschmelzen der 2-%-Stufe (Tabelle C)',
  'label.us.state.ct.band.recaptureFirstTier': 'Steuernachholung (Tabelle D), erste Stufe',
  'label.us.state.ct.band.recaptureSecondTier': 'Steuernachholung (Tabelle D), zweite Stufe',
  'label.us.state.ct.band.recaptureThirdTier': 'Steuernachholung (Tabelle D), dritte Stufe',
  'label.us.state.ct.band.personalTaxCredit': 'Persönliche Steuergutschrift (Tabelle E)',
  'label.us.state.fl.incomeBase':
    'Florida erhebt keine Einkommensteuer auf Löhne (die Verfassung des Bundesstaats verbietet eine persönliche Einkommensteuer).',
  'label.us.state.ma.band.partB': 'Satz für Part-B-Einkünfte ({rate})',
  'label.us.state.ma.band.surtax': '{rate} + {surtax} Zuschlagsteuer',
  'label.us.state.ma.note.noTaxStatus':
    'Die Steuerfreiheit niedriger Einkommen ($8.000 für Alleinstehende, $16.400 + $1.000 je unterhaltsberechtigter Person bei gemeinsamer Erklärung) und die Limited Income Credit sind nicht abgebildet; Freibeträge für Unterhaltsberechtigte und Steuergutschriften sind nicht enthalten.',
  'label.us.state.ma.note.payrollTaxDeduction':
    'Formular 1, Zeile 11, zieht die vom Lohn einbehaltenen Beiträge zu Social Security und Medicare ab, bis zu $2.000 je Ehepartner (Zeile 11a für Sie, Zeile 11b für Ihren Ehepartner). Der Lohn wird als eine Zahl behandelt: Bei gemeinsamer Erklärung beträgt der Abzug die Social-Security- und Medicare-Beiträge des Paares bis $4.000, als verdienten beide Ehepartner; verdient nur einer, kann das Paar höchstens $2.000 abziehen.',
  'label.us.state.ma.note.surtaxThreshold':
    'Die Zuschlagsteuer von 4 % gilt für jeden Veranlagungsstatus oberhalb derselben Schwelle (Ehepaare mit gemeinsamer Erklärung teilen sich eine Schwelle).',
  'label.us.state.nh.incomeBase.interestAndDividendsTaxed':
    'Keine: New Hampshire besteuert keine Löhne (2024 besteuerte es nur Zinsen und Dividenden, mit 3 %).',
  'label.us.state.nh.incomeBase.interestAndDividendsRepealed':
    'Keine: New Hampshire besteuert keine Löhne, und seine Steuer auf Zinsen und Dividenden ist ab 2025 abgeschafft.',
  'label.us.state.nh.note.interestAndDividendsTaxed':
    'New Hampshire besteuert keine Löhne. 2024 besteuerte es Zinsen und Dividenden mit 3 % oberhalb eines Freibetrags von $2.400 ($4.800 bei gemeinsamer Erklärung); diese Steuer gehört nicht zu einer Lohnberechnung.',
  'label.us.state.nh.note.interestAndDividendsRepealed':
    'New Hampshire besteuert keine Löhne, und die Interest and Dividends Tax ist für Besteuerungszeiträume ab dem 1. Januar 2025 abgeschafft.',
  'label.us.state.nv.note.modifiedBusinessTax':
    'Nevada erhebt keine persönliche Einkommensteuer. Die Modified Business Tax auf die Lohnsumme zahlen die Arbeitgeber; sie wird nicht vom Lohn einbehalten.',
  'label.us.state.ny.band.supplementalTax': 'Zusatzsteuer (Nachholung des Vorteils der niedrigeren Stufen)',
  'label.us.state.oh.band.noTaxUpTo': 'Keine Steuer bis {threshold}',
  'label.us.state.oh.band.baseTax': 'Sockelbetrag {baseTax} über {threshold}, erhoben auf die ersten {width}',
  'label.us.state.tn.incomeBase': 'Keine: Tennessee besteuert keine Löhne (seine Hall Tax auf Zinsen und Dividenden endete nach 2020).',
  'label.us.state.tn.note.hallTaxRepealed':
    'Tennessee besteuert keine Löhne; die Hall Income Tax auf Zinsen und Dividenden wurde für Steuerjahre ab 2021 abgeschafft.',
  'label.us.state.wa.incomeBase':
    'Keine: Washington besteuert keine Löhne; besteuert werden nur langfristige Veräußerungsgewinne (hier nicht abgebildet).',
  'label.us.state.wa.note.capitalGainsOnly':
    'Washington besteuert keine Löhne. Seine Capital Gains Excise Tax gilt nur für langfristige Veräußerungsgewinne und ist nicht Teil dieses Rechners.',
  'label.us.state.wa.note.payrollPremiums':
    'Die Beiträge zu Washington Paid Family and Medical Leave und WA Cares sind Lohnabgaben, keine Einkommensteuer, und nicht enthalten.',

  'label.de.group.incomeTax': 'Einkommensteuer (§ 32a EStG)',
  'label.de.group.solidaritySurcharge': 'Solidaritätszuschlag',
  'label.de.group.churchTax': 'Kirchensteuer',
  'label.de.band.basicAllowance': 'Grundfreibetrag',
  'label.de.band.progressionZone1': 'Progressionszone I (Eingangssteuersatz {from} → {to})',
  'label.de.band.progressionZone2': 'Progressionszone II ({from} → {to})',
  'label.de.band.proportionalZone': 'Proportionalzone (Spitzensteuersatz {rate})',
  'label.de.band.topRateZone': '„Reichensteuer“ ({rate})',
  'label.de.soli.band.belowExemptionLimit': 'Unter der Freigrenze ({limit} Einkommensteuer)',
  'label.de.soli.band.exemptionLimit': 'Freigrenze',
  'label.de.soli.band.phaseIn': 'Milderungszone ({phaseInRate} der Einkommensteuer über der Freigrenze, weniger als {rate} der gesamten)',
  'label.de.soli.band.full': 'Voller Satz ({rate} der Einkommensteuer)',
  'label.de.churchTax.band': 'Kirchensteuer {rate} ({region})',
  'label.de.churchTax.region.bavariaBadenWuerttemberg': 'Bayern, Baden-Württemberg',
  'label.de.churchTax.region.otherStates': 'übrige Länder',
  'label.de.tariff.basic': 'Grundtarif',
  'label.de.tariff.splitting': 'Splittingtarif',
  'label.de.assessment.single': 'Einzelveranlagung (Grundtarif)',
  'label.de.assessment.joint': 'Zusammenveranlagung (Splittingtarif)',
  'label.de.stat.netAfterTax': 'Netto nach Steuern',
  'label.de.stat.netAfterTaxDescription':
    'Zu versteuerndes Einkommen (zvE) abzüglich Einkommensteuer, Solidaritätszuschlag und Kirchensteuer',
  'label.de.stat.incomeTax': 'Einkommensteuer',
  'label.de.stat.incomeTaxDescription': '{tariff}, Grenzsteuersatz {rate}',
  'label.de.stat.solidaritySurcharge': 'Solidaritätszuschlag',
  'label.de.stat.withinExemptionLimit': 'Einkommensteuer innerhalb der Freigrenze von {limit}',
  'label.de.stat.phaseInZone': 'Milderungszone',
  'label.de.stat.shareOfIncomeTax': '{rate} der Einkommensteuer',
  'label.de.stat.churchTax': 'Kirchensteuer',
  'label.de.stat.noChurchTax': 'Kein Mitglied einer kirchensteuererhebenden Religionsgemeinschaft',
  'label.de.note.zveInput':
    'Eingegeben wird das zu versteuernde Einkommen (zvE): Abzüge, Freibeträge und der Entlastungsbetrag nach § 24b EStG gelten als bereits abgezogen.',
  'label.de.note.surchargeBase':
    'Kirchensteuer und Solidaritätszuschlag werden auf die Einkommensteuer selbst berechnet; die Bemessungsgrundlage nach § 51a Abs. 2 EStG / § 3 Abs. 2 SolZG mit Kinderfreibeträgen ist nicht abgebildet, ebenso wenig die Kappung der Kirchensteuer.',
  'label.de.note.noSpecialTariffs':
    'Progressionsvorbehalt (§ 32b EStG), Abgeltungsteuer (§ 32d EStG) und Sondertarife (§§ 34, 34a EStG) werden nicht angewendet.',
  'label.de.taxClass.note.none': 'Keine Steuerklasse angegeben: {assessment} wie gewählt.',
  'label.de.taxClass.note.class1':
    'Die Steuerklasse I (ledig oder dauernd getrennt lebend) ändert die Jahreseinkommensteuer nicht: {assessment} wie gewählt. Zur Steuerklasse I gehört in der Regel die Einzelveranlagung.',
  'label.de.taxClass.note.class2':
    'Die Steuerklasse II (alleinerziehend) wirkt sich auf die Jahreseinkommensteuer nur über den Entlastungsbetrag für Alleinerziehende aus (§ 24b EStG, {relief} für das erste Kind), der vor dem zvE vom Einkommen abgezogen wird; das eingegebene zu versteuernde Einkommen gilt als bereits um ihn gemindert, er wird also nicht erneut abgezogen. Angewendet wie gewählt: {assessment}.',
  'label.de.taxClass.note.class3':
    'Die Steuerklasse III gibt es nur für Ehegatten und eingetragene Lebenspartner, die gemeinsam veranlagt werden (§§ 26, 26b EStG): Auf das eingegebene gemeinsame zu versteuernde Einkommen wird der Splittingtarif (§ 32a Abs. 5 EStG) angewendet. Für die Einzelveranlagung (§ 26a EStG) lassen Sie die Steuerklasse leer.',
  'label.de.taxClass.note.class4':
    'Die Steuerklasse IV (verheiratet, beide berufstätig) ändert die Jahreseinkommensteuer nicht: {assessment} wie gewählt. Paare in Steuerklasse IV werden in der Regel gemeinsam auf ihr gemeinsames zu versteuerndes Einkommen veranlagt.',
  'label.de.taxClass.note.class5':
    'Die Steuerklasse V (verheiratet, geringer verdienend, Partner in Klasse III) betrifft nur den Lohnsteuerabzug: Das Paar wird jährlich in der Regel gemeinsam auf sein gemeinsames zu versteuerndes Einkommen veranlagt. Angewendet wie gewählt: {assessment}.',
  'label.de.taxClass.note.class6':
    'Die Steuerklasse VI (zweites und weiteres Dienstverhältnis) regelt nur den Lohnsteuerabzug beim weiteren Arbeitsverhältnis; in der Jahresveranlagung werden alle Einkünfte zusammengerechnet, geben Sie daher das gesamte zu versteuernde Einkommen ein. Angewendet wie gewählt: {assessment}.',
};
