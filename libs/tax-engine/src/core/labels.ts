/**
 * Labels as data: every name and explanation a calculator returns (band, summary stat, breakdown group, note,
 * explanation field) comes with a key and the values its message needs, so each language translates the key instead
 * of parsing the English back (docs/contributing.md, "Tax engine"; PolicyEngine keeps labels as data in `metadata.label`).
 * The English strings stay in the result for API users; the labels are additional fields beside them.
 *
 * `labelSpecs` is the one list of keys: each key names the values its message takes and what kind each value is, so
 * the web formats them (money in the result's currency, dates in the reader's language) and a test checks that both
 * message catalogues have every key with exactly these placeholders.
 */

/**
 * How a label value is written in a message:
 * - money: an amount with its cents ("£3,779.78"), in the result's currency;
 * - threshold: an amount shown without cents when it is whole ("£250,000");
 * - percent: a rate in percent (20 → "20%");
 * - number: a plain number, formatted by the message (also for `plural`);
 * - date: an ISO date (YYYY-MM-DD), written out in the reader's language;
 * - text: shown as it is (a state's name, a tax code, English text);
 * - enum: an identifier the message `select`s on;
 * - label: another label key without values, translated and inserted (a filing status, a table's name).
 */
export type LabelValueKind = 'money' | 'threshold' | 'percent' | 'number' | 'date' | 'text' | 'enum' | 'label';

type LabelSpec = Readonly<Record<string, LabelValueKind>>;

const none = {} as const;
const rate = { rate: 'percent' } as const;
const propertyBand = { table: 'enum', baseRate: 'number', surchargeRate: 'number' } as const;

export const labelSpecs = {
  // Shared by several calculators
  'common.none': none,
  /** English-only text: a note or income base written in a parameter file without a key (see englishOnlyLabelKeys). */
  'common.englishOnly': { text: 'text' },
  'common.stat.takeHomePay': none,
  'common.stat.perMonth': { amount: 'money' },
  'common.stat.effectiveRate': none,
  'common.stat.effectiveRateIs': rate,
  'common.stat.taxableIncome': none,
  'common.stat.marginalRate': none,

  // UK Income Tax, National Insurance and student loans
  'uk.group.incomeTax': none,
  'uk.group.nationalInsurance': none,
  'uk.group.studentLoan': { plan: 'label' },
  'uk.band.personalAllowance': none,
  'uk.band.starter': none,
  'uk.band.basic': none,
  'uk.band.intermediate': none,
  'uk.band.higher': none,
  'uk.band.advanced': none,
  'uk.band.top': none,
  'uk.band.additional': none,
  'uk.ni.band.belowPrimaryThreshold': none,
  'uk.ni.band.main': none,
  'uk.ni.band.aboveUpperEarningsLimit': none,
  'uk.studentLoan.plan.plan1': none,
  'uk.studentLoan.plan.plan2': none,
  'uk.studentLoan.plan.plan4': none,
  'uk.studentLoan.plan.plan5': none,
  'uk.studentLoan.plan.postgraduate': none,
  'uk.studentLoan.band.notYetRepayable': { plan: 'label' },
  'uk.studentLoan.band.belowThreshold': none,
  'uk.studentLoan.band.repayments': { plan: 'label' },
  'uk.stat.incomeTax': none,
  'uk.stat.nationalInsurance': none,
  'uk.stat.personalAllowance': none,
  'uk.stat.allowanceReduced': none,
  'uk.stat.allowanceStandard': none,
  'uk.group.savingsTax': none,
  'uk.group.dividendTax': none,
  'uk.group.marriageAllowance': none,
  'uk.group.childBenefitCharge': none,
  'uk.band.blindPersonsAllowance': none,
  'uk.band.startingRateForSavings': none,
  'uk.band.personalSavingsAllowance': none,
  'uk.band.dividendAllowance': none,
  'uk.band.dividendOrdinary': none,
  'uk.band.dividendUpper': none,
  'uk.band.dividendAdditional': none,
  'uk.band.marriageAllowanceTransferred': none,
  'uk.band.marriageAllowanceReceived': none,
  'uk.band.marriageAllowanceNotAvailable': none,
  'uk.band.childBenefitCharge': { children: 'number', weeks: 'number' },

  // UK director's salary or dividends
  'uk.directorPay.group.company': none,
  'uk.directorPay.group.director': none,
  'uk.directorPay.band.salary': none,
  'uk.directorPay.band.employerNi': none,
  'uk.directorPay.band.corporationTax': none,
  'uk.directorPay.band.dividend': none,
  'uk.directorPay.band.employeeNi': none,
  'uk.directorPay.band.incomeTax': none,
  'uk.directorPay.band.dividendTax': none,
  'uk.directorPay.stat.optimalSalary': none,
  'uk.directorPay.stat.optimalDividend': none,
  'uk.directorPay.stat.companyAndPersonalTax': none,
  'uk.directorPay.point.lowerEarningsLimit': none,
  'uk.directorPay.point.secondaryThreshold': none,
  'uk.directorPay.point.primaryThreshold': none,
  'uk.directorPay.point.personalAllowance': none,
  'uk.directorPay.point.higherRateThreshold': none,
  'uk.directorPay.point.employmentAllowance': none,
  'uk.directorPay.note.period': none,
  'uk.directorPay.note.employmentAllowance': none,
  'uk.directorPay.note.noEmploymentAllowance': none,

  // UK National Insurance calculator (Class 1 by category, Class 2, 3 and 4)
  'uk.ni.group.employee': none,
  'uk.ni.group.employer': none,
  'uk.ni.group.selfEmployed': none,
  'uk.ni.group.class3': none,
  'uk.ni.band.reduced': none,
  'uk.ni.band.nilRate': none,
  'uk.ni.band.deferred': none,
  'uk.ni.band.belowSecondaryThreshold': none,
  /** `relief`: under21 | apprentice | veteran | freeport | investmentZone. */
  'uk.ni.band.zeroRateRelief': { relief: 'enum' },
  'uk.ni.band.secondary': none,
  'uk.ni.band.employmentAllowance': none,
  'uk.ni.band.class2': { weeklyRate: 'money', weeks: 'number' },
  'uk.ni.band.class2NotDue': none,
  'uk.ni.band.class3': { weeklyRate: 'money', weeks: 'number' },
  'uk.ni.band.class4BelowLowerProfitsLimit': none,
  'uk.ni.band.class4Main': none,
  'uk.ni.band.class4Additional': none,
  'uk.ni.stat.employee': none,
  'uk.ni.stat.employer': none,
  'uk.ni.stat.selfEmployed': none,
  'uk.ni.stat.total': none,
  /** `period`: weekly | monthly | annual. */
  'uk.ni.stat.categoryPeriod': { category: 'text', period: 'enum' },
  'uk.ni.stat.allowanceUsed': { amount: 'money' },
  'uk.ni.stat.classes2And4': none,
  'uk.ni.note.rateByPayDate': { payDate: 'date', rate: 'percent', changeDate: 'date' },
  'uk.ni.note.directorsBlendedRate': rate,
  'uk.ni.note.employmentAllowanceWithLimit': { amount: 'threshold', limit: 'threshold' },
  'uk.ni.note.employmentAllowance': { amount: 'threshold' },
  'uk.ni.note.class2Credited': none,

  // UK Corporation Tax
  'uk.ct.group.corporationTax': none,
  'uk.ct.band.smallProfitsRate': { financialYear: 'text', rate: 'percent' },
  'uk.ct.band.mainRate': { financialYear: 'text', rate: 'percent' },
  'uk.ct.band.marginalRelief': { financialYear: 'text' },
  'uk.ct.stat.corporationTax': none,
  'uk.ct.stat.period': { from: 'date', to: 'date' },
  'uk.ct.stat.marginalRelief': none,
  'uk.ct.stat.limits': { lower: 'money', upper: 'money' },
  'uk.ct.stat.payment': none,
  'uk.ct.stat.dueOn': { date: 'date' },
  /** `size`: large | veryLarge. */
  'uk.ct.stat.byInstalments': { count: 'number', size: 'enum', first: 'date' },
  'uk.ct.note.excludedCompanies': none,
  'uk.ct.note.largeFirstPeriod': { profits: 'threshold' },

  // UK property transaction taxes (SDLT, LBTT, LTT)
  'uk.property.taxName.sdlt': none,
  'uk.property.taxName.lbtt': none,
  'uk.property.taxName.ltt': none,
  /** `table`: standard | firstTimeBuyer | higherRates; `surchargeRate` 0 when no surcharge is added to the band. */
  'uk.property.band.upTo': { to: 'threshold', ...propertyBand },
  'uk.property.band.between': { from: 'threshold', to: 'threshold', ...propertyBand },
  'uk.property.band.above': { from: 'threshold', ...propertyBand },
  'uk.property.band.additionalDwellingSupplement': rate,
  'uk.property.band.roundedDown': none,
  'uk.property.table.sdltResidential': none,
  'uk.property.table.sdltFirstTimeBuyer': none,
  'uk.property.table.lbttResidential': none,
  'uk.property.table.lttMain': none,
  'uk.property.table.lttHigher': none,
  'uk.property.ratesPeriod.from': { table: 'label', from: 'date' },
  'uk.property.ratesPeriod.fromTo': { table: 'label', from: 'date', to: 'date' },
  'uk.property.ratesPeriod.fromFirstTimeBuyer': { table: 'label', from: 'date', nilRateBand: 'threshold' },
  'uk.property.ratesPeriod.fromToFirstTimeBuyer': { table: 'label', from: 'date', to: 'date', nilRateBand: 'threshold' },
  'uk.property.surcharge.sdltHigherRates': none,
  'uk.property.surcharge.sdltNonResident': none,
  'uk.property.surcharge.lbttAdditionalDwellingSupplement': none,
  'uk.property.surcharge.lttHigherRates': none,
  'uk.property.surchargeBasis.sdltHigherRates': { points: 'number', from: 'date' },
  'uk.property.surchargeBasis.sdltNonResident': { points: 'number' },
  'uk.property.surchargeBasis.lbttAdditionalDwellingSupplement': { rate: 'percent', from: 'date' },
  'uk.property.surchargeBasis.lttHigherRates': { from: 'date' },
  'uk.property.note.firstTimeBuyerOverCap': { cap: 'threshold' },
  'uk.property.note.higherRatesBelowMinimum': { minimum: 'threshold' },
  'uk.property.note.nonResidentBelowMinimum': { minimum: 'threshold' },
  'uk.property.note.higherRatesTransitional': none,
  'uk.property.note.adsBelowMinimum': { minimum: 'threshold' },
  'uk.property.note.nonResidentNotInLbtt': none,
  'uk.property.note.noFirstTimeBuyerReliefInWales': none,
  'uk.property.note.lttHigherRatesBelowMinimum': { minimum: 'threshold' },
  'uk.property.note.nonResidentNotInLtt': none,
  'uk.property.stat.taxDue': { taxCode: 'text' },
  'uk.property.stat.nextPoundRate': rate,
  'uk.property.stat.firstTimeBuyerRelief': none,
  'uk.property.stat.reliefApplied': none,
  'uk.property.stat.reliefNotClaimed': none,
  'uk.property.stat.surcharges': none,
  'uk.property.stat.oneSurcharge': { surcharge: 'label', rate: 'percent' },
  'uk.property.stat.twoSurcharges': { first: 'label', firstRate: 'percent', second: 'label', secondRate: 'percent' },

  // UK VAT
  'uk.vat.group.vat': none,
  'uk.vat.rate.standard': none,
  'uk.vat.rate.reduced': none,
  'uk.vat.rate.zero': none,
  'uk.vat.band.amount': { rateType: 'label', rate: 'percent' },
  'uk.vat.band.line': { line: 'number', rateType: 'label', rate: 'percent' },
  'uk.vat.stat.vat': none,
  'uk.vat.stat.added': none,
  'uk.vat.stat.included': none,
  'uk.vat.stat.net': none,
  'uk.vat.stat.gross': none,
  'uk.vat.stat.rate': none,
  'uk.vat.stat.ratesOn': { date: 'date' },
  'uk.vat.note.perLineRounding': none,
  'uk.vat.note.vatFraction': none,

  // UK Capital Gains Tax
  'uk.cgt.group.capitalGainsTax': none,
  'uk.cgt.assets.residentialProperty': none,
  'uk.cgt.assets.other': none,
  'uk.cgt.assets.residentialAndOther': none,
  'uk.cgt.relief.businessAssetDisposalRelief': none,
  'uk.cgt.relief.investorsRelief': none,
  'uk.cgt.band.lossesOfTheYear': none,
  'uk.cgt.band.lossesBroughtForward': none,
  'uk.cgt.band.annualExemptAmount': none,
  'uk.cgt.band.lowerRate': { assets: 'label', rate: 'percent' },
  'uk.cgt.band.higherRate': { assets: 'label', rate: 'percent' },
  'uk.cgt.band.businessAssetDisposalRelief': rate,
  'uk.cgt.band.investorsRelief': rate,
  'uk.cgt.stat.capitalGainsTax': none,
  'uk.cgt.stat.taxableGain': none,
  'uk.cgt.stat.totalGains': { gains: 'money', losses: 'money' },
  'uk.cgt.stat.annualExemptAmount': none,
  'uk.cgt.stat.annualExemptAmountUsed': { available: 'threshold' },
  'uk.cgt.stat.lossesCarriedForward': none,
  'uk.cgt.stat.lossesUsed': { used: 'money' },
  'uk.cgt.note.propertyReturn': { line: 'number', date: 'date', days: 'number' },
  'uk.cgt.note.selfAssessmentPayment': { date: 'date' },
  'uk.cgt.note.reliefLimitExceeded': { line: 'number', relief: 'label', limit: 'threshold', excess: 'money' },
  'uk.cgt.note.scottishTaxpayer': none,

  // US: shared by the federal, capital gains, payroll, state and take-home calculators
  'us.band.percentBracket': rate,
  'us.band.percentRate': rate,
  'us.band.flatRate': rate,
  'us.band.zeroRate': none,
  'us.filingStatus.single': none,
  'us.filingStatus.marriedJoint': none,
  'us.filingStatus.marriedSeparate': none,
  'us.filingStatus.headOfHousehold': none,
  'us.filingStatus.qualifyingSurvivingSpouse': none,
  'us.group.federalIncomeTax': none,
  'us.group.stateIncomeTax': none,
  'us.group.longTermCapitalGains': none,
  'us.group.shortTermCapitalGains': none,
  'us.group.netInvestmentIncomeTax': none,
  'us.group.payrollTaxes': none,
  'us.group.statePayrollTaxes': none,
  // US sales tax
  'us.salesTax.group.salesTax': none,
  'us.salesTax.band.state': { state: 'text', rate: 'percent' },
  'us.salesTax.band.localAverage': rate,
  'us.salesTax.band.localGiven': rate,
  'us.salesTax.stat.tax': none,
  'us.salesTax.stat.price': none,
  'us.salesTax.stat.total': none,
  'us.salesTax.stat.totalRate': none,
  'us.salesTax.note.noStateTax': { state: 'text' },
  'us.salesTax.note.averageLocal': { state: 'text', rate: 'percent', date: 'date' },
  'us.salesTax.note.noLocalAverage': { state: 'text' },
  'us.salesTax.note.noLocalTax': { state: 'text' },
  'us.salesTax.note.taxIncluded': none,
  'us.salesTax.note.exemptions': none,
  'us.salesTax.note.groceriesExempt': { state: 'text' },
  'us.salesTax.note.groceriesReduced': { state: 'text', rate: 'percent' },
  'us.salesTax.note.groceriesGeneral': { state: 'text' },
  'us.salesTax.note.clothingExempt': { state: 'text' },
  'us.salesTax.note.clothingExemptBelow': { state: 'text', amount: 'money' },
  'us.salesTax.note.clothingFirstAmountExempt': { state: 'text', amount: 'money' },
  // US property tax
  'us.propertyTax.group.propertyTax': none,
  'us.propertyTax.band.stateMedian': { state: 'text', rate: 'percent' },
  'us.propertyTax.band.ownRate': rate,
  'us.propertyTax.stat.tax': none,
  'us.propertyTax.stat.perMonth': { amount: 'money' },
  'us.propertyTax.stat.taxableValue': none,
  'us.propertyTax.stat.assessedAt': rate,
  'us.propertyTax.stat.stateMedian': none,
  'us.propertyTax.stat.stateMedianOf': { state: 'text' },
  'us.propertyTax.note.stateMedian': { state: 'text', rate: 'percent', year: 'text' },
  'us.propertyTax.note.ownRate': none,
  'us.propertyTax.note.ratioWithMedian': none,
  'us.stat.federalIncomeTax': none,
  'us.stat.standardDeduction': none,
  'us.stat.itemizedDeductions': none,
  'us.stat.stateIncomeTax': { state: 'text' },
  'us.stat.stateIncomeTaxWithoutState': none,
  'us.stat.socialSecurityAndMedicare': none,
  'us.stat.netInvestmentIncomeTax': none,

  // US federal income tax
  'us.federal.band.taxTableRounding': { from: 'threshold', to: 'threshold' },
  'us.federal.stat.fromTaxTable': none,
  'us.federal.stat.exactComputation': none,
  'us.federal.stat.itemizedExceedStandard': none,
  'us.federal.stat.standardApplied': none,
  'us.federal.note.taxTableLimit': { limit: 'threshold' },
  'us.federal.band.childTaxCredit': none,
  'us.federal.band.otherDependentsCredit': none,
  'us.federal.band.additionalChildTaxCredit': none,
  'us.federal.band.earnedIncomeCredit': { from: 'threshold', to: 'threshold', children: 'number' },
  'us.federal.stat.afterNonrefundableCredits': none,
  'us.federal.stat.taxAfterCredits': none,
  'us.federal.stat.refundFromCredits': none,
  'us.federal.stat.afterRefundableCredits': { amount: 'money' },
  'us.group.refundableCredits': none,

  // US capital gains and the net investment income tax
  'us.capitalGains.band.coveredByDeduction': none,
  'us.capitalGains.band.limitedToRegularTax': none,
  'us.capitalGains.stat.total': none,
  'us.capitalGains.stat.totalDescription': none,
  'us.capitalGains.stat.longTerm': none,
  'us.capitalGains.stat.longTermDescription': none,
  'us.capitalGains.stat.shortTerm': none,
  'us.capitalGains.stat.shortTermDescription': none,
  'us.capitalGains.stat.niitDescription': { rate: 'percent', threshold: 'threshold' },
  'us.niit.band.notSubject': none,
  'us.niit.band.tax': none,

  // US payroll taxes (FICA)
  'us.payroll.band.socialSecurity': none,
  'us.payroll.band.medicare': none,
  'us.payroll.band.additionalMedicare': none,

  // US payroll tax calculator (FICA, FUTA, self-employment tax, Pub. 15-T withholding)
  'us.payrollTax.group.withholding': none,
  'us.payrollTax.group.employer': none,
  'us.payrollTax.group.selfEmployment': none,
  'us.payrollTax.band.additionalMedicareWithheld': { threshold: 'threshold' },
  'us.payrollTax.band.employerSocialSecurity': none,
  'us.payrollTax.band.employerMedicare': none,
  'us.payrollTax.band.futa': none,
  'us.payrollTax.band.seSocialSecurity': none,
  'us.payrollTax.band.seMedicare': none,
  'us.payrollTax.band.seAdditionalMedicare': none,
  'us.payrollTax.band.noWithholding': none,
  'us.payrollTax.stat.employeeTotal': none,
  'us.payrollTax.stat.withholdingPerPeriod': none,
  'us.payrollTax.stat.employerTotal': none,
  'us.payrollTax.stat.selfEmploymentTax': none,
  'us.payrollTax.note.futaListNotFinal': { year: 'text', state: 'text' },
  'us.payrollTax.note.seBelowMinimum': { minimum: 'threshold' },

  // US federal estate tax (Form 706 Part 2)
  'us.estate.group.tentativeTax': none,
  'us.estate.group.credits': none,
  'us.estate.band.giftTaxPayable': none,
  'us.estate.band.applicableCredit': none,
  'us.estate.stat.estateTax': none,
  'us.estate.stat.tentativeTax': none,
  'us.estate.stat.applicableExclusion': none,
  'us.estate.stat.applicableCredit': none,
  'us.estate.note.stateTaxNotModelled': { state: 'text', kind: 'enum' },
  'us.estate.note.noStateDeathTax': { state: 'text' },

  // US take-home pay
  'us.takeHome.stat.noStateSelected': none,
  'us.takeHome.note.federalMethod': none,
  'us.takeHome.note.federalCredits': none,
  'us.takeHome.stat.afterCredits': { amount: 'money' },
  'us.takeHome.note.additionalMedicare': none,
  'us.takeHome.note.noState': none,
  'us.takeHome.note.statePayroll': none,

  // US state payroll contributions (src/us/state-payroll-taxes.ts)
  'us.statePayroll.band.caSdi': none,
  'us.statePayroll.band.nyDbl': none,
  'us.statePayroll.band.nyPfl': none,
  'us.statePayroll.band.njUi': none,
  'us.statePayroll.band.njTdi': none,
  'us.statePayroll.band.njFli': none,
  'us.statePayroll.band.waCares': none,
  'us.statePayroll.band.waPfml': none,
  'us.statePayroll.band.maPfml': none,
  'us.statePayroll.band.riTdi': none,
  'us.statePayroll.band.orPaidLeave': none,
  'us.statePayroll.band.coFamli': none,
  'us.statePayroll.band.ctPaidLeave': none,
  'us.statePayroll.band.mnPaidLeave': none,
  'us.statePayroll.band.paUc': none,

  // US state income tax: the calculator's own names and notes
  'us.state.band.notTaxed': none,
  'us.state.deductionsAndExemptions': none,
  'us.state.band.personalExemptionCredit': none,
  'us.state.stat.plusExemptionCredit': { amount: 'money' },
  'us.state.note.bracketsFallback': { state: 'text', status: 'label', fallback: 'label' },
  'us.state.note.localTaxes': none,
  // US state income tax: names and notes from the states' parameter files
  'us.state.note.noIndividualIncomeTax': { state: 'text' },
  'us.state.incomeBase.noPersonalIncomeTax': { state: 'text' },
  'us.state.ak.incomeBase': none,
  'us.state.ak.note.localTaxes': none,
  'us.state.ca.band.mentalHealthServicesTax': { rate: 'percent', surtax: 'percent' },
  'us.state.ct.band.twoPercentPhaseOut': none,
  'us.state.ct.band.recaptureFirstTier': none,
  'us.state.ct.band.recaptureSecondTier': none,
  'us.state.ct.band.recaptureThirdTier': none,
  'us.state.ct.band.personalTaxCredit': none,
  'us.state.fl.incomeBase': none,
  'us.state.ma.band.partB': rate,
  'us.state.ma.band.surtax': { rate: 'percent', surtax: 'percent' },
  'us.state.ma.note.noTaxStatus': none,
  'us.state.ma.note.payrollTaxDeduction': none,
  'us.state.ma.note.surtaxThreshold': none,
  'us.state.me.band.surcharge': { rate: 'percent', surcharge: 'percent' },
  'us.state.nh.incomeBase.interestAndDividendsTaxed': none,
  'us.state.nh.incomeBase.interestAndDividendsRepealed': none,
  'us.state.nh.note.interestAndDividendsTaxed': none,
  'us.state.nh.note.interestAndDividendsRepealed': none,
  'us.state.nv.note.modifiedBusinessTax': none,
  'us.state.ny.band.supplementalTax': none,
  'us.state.oh.band.noTaxUpTo': { threshold: 'threshold' },
  'us.state.oh.band.baseTax': { baseTax: 'money', threshold: 'threshold', width: 'threshold' },
  'us.state.tn.incomeBase': none,
  'us.state.tn.note.hallTaxRepealed': none,
  'us.state.wa.incomeBase': none,
  'us.state.wa.note.capitalGainsOnly': none,
  'us.state.wa.note.payrollPremiums': none,

  // Germany: Einkommensteuer, Solidaritätszuschlag, Kirchensteuer
  'de.group.incomeTax': none,
  'de.group.solidaritySurcharge': none,
  'de.group.churchTax': none,
  'de.band.basicAllowance': none,
  'de.band.progressionZone1': { from: 'percent', to: 'percent' },
  'de.band.progressionZone2': { from: 'percent', to: 'percent' },
  'de.band.proportionalZone': rate,
  'de.band.topRateZone': rate,
  'de.soli.band.belowExemptionLimit': { limit: 'threshold' },
  'de.soli.band.exemptionLimit': none,
  'de.soli.band.phaseIn': { phaseInRate: 'percent', rate: 'percent' },
  'de.soli.band.full': rate,
  'de.churchTax.band': { rate: 'percent', region: 'label' },
  'de.churchTax.region.bavariaBadenWuerttemberg': none,
  'de.churchTax.region.otherStates': none,
  'de.tariff.basic': none,
  'de.tariff.splitting': none,
  'de.assessment.single': none,
  'de.assessment.joint': none,
  'de.stat.netAfterTax': none,
  'de.stat.netAfterTaxDescription': none,
  'de.stat.incomeTax': none,
  'de.stat.incomeTaxDescription': { tariff: 'label', rate: 'percent' },
  'de.stat.solidaritySurcharge': none,
  'de.stat.withinExemptionLimit': { limit: 'money' },
  'de.stat.phaseInZone': none,
  'de.stat.shareOfIncomeTax': rate,
  'de.stat.churchTax': none,
  'de.stat.noChurchTax': none,
  'de.note.zveInput': none,
  'de.note.surchargeBase': none,
  'de.note.noSpecialTariffs': none,
  'de.taxClass.note.none': { assessment: 'label' },
  'de.taxClass.note.class1': { assessment: 'label' },
  'de.taxClass.note.class2': { relief: 'threshold', assessment: 'label' },
  'de.taxClass.note.class3': none,
  'de.taxClass.note.class4': { assessment: 'label' },
  'de.taxClass.note.class5': { assessment: 'label' },
  'de.taxClass.note.class6': { assessment: 'label' },
  // Germany: wage tax (Lohnsteuer) and social insurance
  'de.wage.group.wageTaxes': none,
  'de.wage.group.employeeSocialInsurance': none,
  'de.wage.band.lohnsteuer': { taxClass: 'text' },
  'de.wage.stat.lohnsteuer': none,
  'de.wage.stat.surcharges': none,
  'de.wage.stat.socialInsurance': none,
  'de.wage.note.minijob': none,
  'de.wage.note.pap': { year: 'text' },
  'de.wage.note.pap2024': none,
  'de.wage.note.yearly': none,
  'de.couple.stat.bestMonthlyNet': { combination: 'text' },
  'de.couple.stat.assessedTax': none,
  'de.couple.stat.settlement': { combination: 'text' },
  'de.couple.group.assessment': none,
  'de.couple.note.scope': none,
  'de.couple.note.simplified': none,
  'de.social.group.employee': none,
  'de.social.group.employer': none,
  'de.social.band.pension': none,
  'de.social.band.unemployment': none,
  'de.social.band.health': none,
  'de.social.band.privateHealth': none,
  'de.social.band.privateHealthSubsidy': none,
  'de.social.band.care': none,
  'de.social.band.u1': none,
  'de.social.band.u2': none,
  'de.social.band.insolvency': none,
  'de.social.band.flatTax': none,
  'de.social.stat.employee': none,
  'de.social.stat.employer': none,
  'de.social.stat.net': none,
  'de.social.stat.employerCost': none,
  'de.social.note.minijob': none,
  'de.social.note.midijob': none,
  'de.social.note.regular': none,
  'de.social.note.yearly': none,
  'de.social.note.eastCeiling': none,
  'de.social.note.levies': none,
  // Germany: VAT (Umsatzsteuer)
  'de.vat.group.vat': none,
  'de.vat.stat.vat': none,
  'de.vat.note.vatFraction': none,
  // Germany: inheritance and gift tax (Erbschaft- und Schenkungsteuer)
  'de.inheritance.band.allowance': { taxClass: 'text' },
  'de.inheritance.band.rate': { taxClass: 'text', rate: 'percent' },
  'de.inheritance.band.hardshipRelief': none,
  'de.inheritance.band.priorGiftsTax': none,
  'de.inheritance.stat.inheritanceTax': none,
  'de.inheritance.stat.giftTax': none,
  'de.inheritance.stat.classAndRate': { taxClass: 'text', rate: 'percent' },
  'de.inheritance.stat.taxableAcquisition': none,
  'de.inheritance.stat.roundedDown': none,
  'de.inheritance.stat.allowance': none,
  'de.inheritance.stat.rate': none,
  'de.inheritance.note.inputAfterExemptions': none,
  'de.inheritance.note.priorGifts': none,
  'de.inheritance.band.pensionAllowance': none,
  'de.inheritance.band.familyHomeExemption': { rule: 'text' },
  'de.inheritance.stat.exempt': none,
  'de.inheritance.stat.exemptDetail': { familyHome: 'threshold', pension: 'threshold' },
  'de.inheritance.note.pensionAllowance': none,
  'de.inheritance.note.familyHome': none,
  'de.inheritance.note.familyHomeNotExempt': none,
  // Germany: corporate income tax and trade tax
  'de.business.group.corporateTax': none,
  'de.business.group.tradeTax': none,
  'de.business.group.tradeTaxCredit': none,
  'de.business.band.corporateTax': rate,
  'de.business.band.solidaritySurcharge': rate,
  'de.business.band.tradeTaxAllowance': none,
  'de.business.band.assessmentAmount': rate,
  'de.business.band.tradeTax': { hebesatz: 'percent' },
  'de.business.band.tradeTaxCredit': { factor: 'number' },
  'de.business.stat.totalTax': none,
  'de.business.stat.corporateTax': none,
  'de.business.stat.tradeTax': none,
  'de.business.stat.hebesatz': { hebesatz: 'percent' },
  'de.business.stat.tradeTaxCredit': none,
  'de.business.note.profitAsBase': none,
  'de.business.note.incomeTaxNotComputed': none,
  // Germany: tax on capital income (Abgeltungsteuer)
  'de.capital.group.capitalIncomeTax': none,
  'de.capital.band.partialExemption': rate,
  'de.capital.band.saverAllowance': none,
  'de.capital.band.flatTax': rate,
  'de.capital.band.flatTaxWithChurchTax': { rate: 'percent', churchRate: 'percent' },
  'de.capital.band.solidaritySurcharge': rate,
  'de.capital.stat.totalTax': none,
  'de.capital.stat.taxableIncome': none,
  'de.capital.stat.afterAllowances': none,
  'de.capital.stat.capitalIncomeTax': none,
  'de.capital.note.finalTax': none,
  'de.capital.note.churchTaxFormula': none,
  'de.capital.band.shareLossesOffset': none,
  'de.capital.band.otherLossesOffset': none,
  'de.capital.band.personalRate': none,
  'de.capital.band.personalSolidaritySurcharge': none,
  'de.capital.stat.applied': none,
  'de.capital.stat.notApplied': none,
  'de.capital.stat.personalRateTax': none,
  'de.capital.stat.personalApplied': none,
  'de.capital.stat.personalNotApplied': none,
  'de.capital.stat.lossesCarriedForward': none,
  'de.capital.stat.lossesSplit': { shares: 'money', other: 'money' },
  'de.capital.note.lossesCarriedForward': none,
  'de.capital.note.personalRateApplied': none,
  'de.capital.note.flatRateKept': none,
} as const satisfies Record<string, LabelSpec>;

type LabelSpecs = typeof labelSpecs;

/** Every label key the engine can return: the enumerable set both message catalogues must cover. */
export type LabelKey = keyof LabelSpecs;

export const labelKeys = Object.keys(labelSpecs) as readonly LabelKey[];

/**
 * Keys whose message shows English text carried in the label (`values.text`) in every language, the German one
 * marked as English. Used where a parameter file writes prose without a key: most US state notes and income-base
 * sentences are long, precise and revised every year, so they are keyed state by state only where that is
 * reasonable (states without a wage tax, Massachusetts) and otherwise stay English (docs/architecture.md).
 */
export const englishOnlyLabelKeys = ['common.englishOnly'] as const satisfies readonly LabelKey[];

type ValueOfKind<Kind> = Kind extends 'money' | 'threshold' | 'percent' | 'number' ? number : Kind extends 'label' ? LabelKey : string;

/** The values a key's message takes, typed by kind. */
export type LabelValues<K extends LabelKey> = { readonly [Name in keyof LabelSpecs[K]]: ValueOfKind<LabelSpecs[K][Name]> };

type LabelFor<K extends LabelKey> = keyof LabelSpecs[K] extends never
  ? { readonly key: K; readonly values?: undefined }
  : { readonly key: K; readonly values: LabelValues<K> };

/** A translatable name or sentence: a key and, when its message has placeholders, their values. */
export type Label = { [K in LabelKey]: LabelFor<K> }[LabelKey];

/** `label('uk.band.basic')`, `label('us.band.percentBracket', { rate: 22 })`: the values the key needs, no more. */
export function label<K extends LabelKey>(key: K, ...values: keyof LabelSpecs[K] extends never ? [] : [LabelValues<K>]): Label {
  const [given] = values;
  return (given === undefined ? { key } : { key, values: given }) as Label;
}

/** English text that stays English in every language (see englishOnlyLabelKeys). */
export function englishOnly(text: string): Label {
  return label('common.englishOnly', { text });
}

/** A sentence written in a parameter file together with its label, so the two never drift apart across years. */
export interface LabelledText {
  readonly text: string;
  readonly label: Label;
}

/** Prose from a parameter file: plain English (shown in English in every language) or English with its label. */
export type ParameterText = string | LabelledText;

export function textOf(text: ParameterText): string {
  return typeof text === 'string' ? text : text.text;
}

export function labelOfText(text: ParameterText): Label {
  return typeof text === 'string' ? englishOnly(text) : text.label;
}

export function isLabelKey(key: unknown): key is LabelKey {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(labelSpecs, key);
}
