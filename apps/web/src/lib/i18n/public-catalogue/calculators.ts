/**
 * Messages of the calculators area, in English and German. Each area keeps its own file so work on one area never
 * touches another's; catalogues.ts merges them and messages.test.ts checks both languages hold the same ids.
 * Ids are prefixed by calculator: calc. (shared), stampDuty., usFederal., stateTax., capitalGains., takeHome.,
 * deIncomeTax.
 */
export const calculatorsEn = {
  'calc.calculate': 'Calculate',
  'calc.calculating': 'Calculating...',
  'calc.errorTitle': 'The calculation failed',
  'calc.formHeading': 'Your details',
  'calc.taxYear': 'Tax year',
  'calc.yearNotice': '{inForce} figures are not yet published; showing {showing}',
  'calc.filingStatus': 'Filing status',
  'calc.disclaimer':
    'Results are informational only and do not constitute tax, legal or financial advice. For advice on your own situation, consult a qualified professional.',
  'stampDuty.title': 'UK Stamp Duty Calculator',
  'stampDuty.lead':
    'Work out Stamp Duty Land Tax in England and Northern Ireland, Land and Buildings Transaction Tax in Scotland and Land Transaction Tax in Wales on a residential purchase.',
  'stampDuty.form.label': 'UK stamp duty calculator',
  'stampDuty.form.price': 'Purchase price',
  'stampDuty.form.pricePlaceholder': 'e.g. 300000',
  'stampDuty.form.region': 'Property location',
  'stampDuty.form.buyerType': 'Buyer type',
  'stampDuty.form.completionDate': 'Completion date',
  'stampDuty.form.completionDateHelp':
    'The completion date picks the rates in force on that day and the tax year ({year}). It defaults to today.',
  'stampDuty.form.nonResidentHeading': 'Residence',
  'stampDuty.form.nonResident': 'Non-UK resident buyer',
  'stampDuty.form.nonResidentHelp':
    'Adds the {nonResidentRate}% surcharge in England and Northern Ireland; {tax} is selected for this location.',
  'stampDuty.region.england': 'England',
  'stampDuty.region.northern-ireland': 'Northern Ireland',
  'stampDuty.region.scotland': 'Scotland (LBTT)',
  'stampDuty.region.wales': 'Wales (LTT)',
  'stampDuty.buyer.standard': 'Standard (home mover)',
  'stampDuty.buyer.first-time-buyer': 'First-time buyer',
  'stampDuty.buyer.additional-property': 'Additional property (second home, buy-to-let)',
  'stampDuty.placeholder': 'Enter the purchase price and press Calculate to see the tax due, band by band.',
  'stampDuty.facts.tax': 'Tax',
  'stampDuty.facts.taxYear': 'tax year {year}',
  'stampDuty.facts.ratesPeriod': 'Rates applied',
  'stampDuty.facts.relief': 'First-time buyer relief',
  'stampDuty.facts.reliefApplied': 'Applied: you save {saving}',
  'stampDuty.facts.noRelief': 'Not claimed',
  'stampDuty.facts.surcharges': 'Surcharges',
  'stampDuty.facts.noSurcharges': 'None',
  'stampDuty.facts.surchargeAmount': 'Extra tax from surcharges: {amount}',
  'stampDuty.how.title': 'How Stamp Duty works',
  'stampDuty.how.sdlt':
    'Stamp Duty Land Tax is charged in slices, like income tax: each rate applies only to the part of the price within its band. On the completion date above, the residential rates in England and Northern Ireland are {bands}.',
  'stampDuty.how.bandUpTo': '{rate}% up to {limit}',
  'stampDuty.how.bandTo': '{rate}% to {limit}',
  'stampDuty.how.bandAbove': '{rate}% above',
  'stampDuty.how.ftb':
    'First-time buyers pay nothing on the first {nilRateLimit} and {rate}% on the part up to {priceCap}; above {priceCap} the relief is lost and the standard rates apply to the whole price.',
  'stampDuty.how.surcharges':
    'Buying an additional residential property adds the higher rates ({points} percentage points on every band in England and Northern Ireland on that date), and non-UK resident buyers pay a further {nonResidentRate}%.',
  'stampDuty.how.devolved':
    'Scotland charges Land and Buildings Transaction Tax with its own bands and an Additional Dwelling Supplement on the whole price; Wales charges Land Transaction Tax, with a higher rates table for additional properties and no first-time buyer relief.',
  'stampDuty.how.date':
    'Rates depend on when the purchase completes, not on the tax year you file in: the completion date chooses the rate table (for example, England’s temporary nil-rate band of £250,000 ended on 31 March 2025). SDLT is rounded down to the whole pound.',
  'usFederal.title': 'US Federal Income Tax Calculator',
  'usFederal.lead':
    'Estimate federal income tax on your income for any tax year from {firstYear} to {lastYear}: the standard or itemized deduction, then the tax brackets for your filing status.',
  'usFederal.form.label': 'US federal income tax calculator',
  'usFederal.form.income': 'Gross income',
  'stateTax.form.incomePlaceholder': 'e.g. 60,000',
  'usFederal.form.incomePlaceholder': 'e.g. 80000',
  'usFederal.form.incomeHelp': 'Annual income, taken as adjusted gross income.',
  'usFederal.form.itemized': 'Itemized deductions (optional)',
  'usFederal.form.itemizedPlaceholder': 'Leave empty for the standard deduction',
  'usFederal.form.itemizedHelp': 'The larger of these and the standard deduction is applied.',
  'usFederal.form.age65': 'People aged 65 or older',
  'usFederal.form.blind': 'People who are blind',
  'usFederal.form.peopleHelp': 'On this return: 0 to {max}.',
  'usFederal.form.method': 'Method',
  'usFederal.form.methodHelp': 'The IRS Tax Table works in {rowWidth} rows for taxable income under {tableUpTo}.',
  'usFederal.method.exact': 'Exact (tax rate schedule)',
  'usFederal.method.tax-table': 'IRS Tax Table',
  'usFederal.validation.onePerson': '{field} can be at most 1 for this filing status (one person on the return)',
  'usFederal.placeholder': 'Enter your income and press Calculate to see your federal income tax bracket by bracket.',
  'usFederal.how.title': 'How US federal income tax works',
  'usFederal.how.brackets':
    'Federal income tax is progressive: taxable income is split into {bracketCount} brackets taxed at rates from {lowestRate}% to {highestRate}%, and each rate applies only to the income within its bracket. The bracket limits depend on your filing status and are adjusted for inflation every year.',
  'usFederal.how.deduction':
    'Before the brackets apply, a deduction is subtracted: the standard deduction ({single} single, {joint} married filing jointly, {headOfHousehold} head of household in {year}, plus an additional amount for each person aged 65 or older or blind) or your itemized deductions, whichever is larger.',
  'usFederal.how.table':
    'Form 1040 filers with taxable income under {tableUpTo} read their tax from the IRS Tax Table, which taxes the midpoint of a {rowWidth} row; the result can differ from the exact calculation by a few dollars.',
  'usFederal.how.scope':
    'This calculator covers wage income (wages are taken as earned income and adjusted gross income) and the child and earned income credits; it does not include state or local taxes, Social Security and Medicare, or other credits.',
  'usFederal.how.credits':
    'Credits come off the tax after the brackets: the Child Tax Credit of {childTaxCredit} per qualifying child under 17 and {otherDependentCredit} per other dependent, reduced by {phaseOutPerStep} for each {phaseOutStep} (or part of it) of income over {single} ({joint} married filing jointly). What the tax does not absorb is refundable up to {refundablePerChild} per child ({refundableRate}% of earnings over {earnedIncomeThreshold}). The Earned Income Credit, up to {eicMaximum} with three or more children, is read from the IRS EIC Table; none is allowed with investment income over {investmentIncomeLimit} or when married filing separately. Without qualifying children it assumes you are 25 to 64 and no one can claim you as a dependent.',
  'usFederal.credits.children': 'Children under 17',
  'usFederal.credits.childrenHelp': 'Qualifying children with a Social Security number: {amount} Child Tax Credit each.',
  'usFederal.credits.dependents': 'Other dependents',
  'usFederal.credits.dependentsHelp': '{amount} Credit for Other Dependents each (older children, relatives).',
  'usFederal.credits.eitcChildren': 'Children for the Earned Income Credit',
  'usFederal.credits.eitcSame': 'Same as children under 17 (no claim without children)',
  'usFederal.credits.threeOrMore': '3 or more',
  'usFederal.credits.eitcHelp': 'Qualifying children may be older for this credit (under 19, or under 24 if students).',
  'usFederal.credits.none': 'None',
  'usFederal.credits.eitcNone': 'None: claim the credit without children (aged 25 to 64)',
  'stateTax.title': 'US State Income Tax Calculator',
  'stateTax.lead':
    'See the income tax your state charges on wages, for all 50 states and the District of Columbia. Results update as you type.',
  'stateTax.form.label': 'US state income tax calculator',
  'stateTax.form.state': 'State',
  'stateTax.form.income': 'Annual income',
  'stateTax.form.incomeHelp': 'Annual wages in US dollars.',
  'stateTax.form.reset': 'Reset',
  'stateTax.form.auto': 'The tax is calculated automatically as you change your details.',
  'stateTax.summary.title': 'Income Summary',
  'stateTax.summary.state': 'State',
  'stateTax.summary.taxYear': 'Tax year',
  'stateTax.summary.income': 'Income',
  'stateTax.error.failed': 'Calculation failed.',
  'stateTax.placeholder': 'Choose your state and enter your annual income to see your state income tax.',
  'stateTax.localTaxes': 'Local (city and county) income taxes are not included.',
  'stateTax.incomeBase': 'What {state} taxes',
  'stateTax.saveLabel': 'state tax',
  'stateTax.how.title': 'How US State Income Tax Works',
  'stateTax.how.base':
    'Most states start from your federal adjusted gross income and subtract their own standard deduction or personal exemptions; a few start from federal taxable income, and Pennsylvania taxes gross compensation with no deduction at all. The income base above names what your state does.',
  'stateTax.how.brackets':
    'The state then applies its own rates: graduated brackets like the federal ones, a single flat rate, or none at all. Some states subtract a personal exemption credit from the tax afterwards. The Breakdown tab lists every bracket with the income taxed in it.',
  'stateTax.how.local':
    'The result is for a resident wage earner with no other income. City, county and school-district income taxes (for example in New York City, many Ohio and Pennsylvania localities, or Maryland counties) come on top and are not included.',
  'stateTax.how.disclaimer':
    'This estimate is informational only and is not tax advice. State rules change often and your own return may include income, credits or adjustments not modelled here: consult a qualified tax professional before making decisions.',
  'stateTax.guide.title': 'A guide to US state income tax',
  'stateTax.guide.toc': 'Contents',
  'stateTax.guide.what.title': 'What is state income tax?',
  'stateTax.guide.what.p1':
    'Besides the federal income tax, most US states levy their own income tax. It is a separate tax with its own return, rates, deductions and credits, collected by the state revenue department, and employers usually withhold it from each paycheck alongside federal tax.',
  'stateTax.guide.what.p2':
    'You generally owe tax to the state where you live on all your income, and to any other state on the income you earn there; your home state then usually gives a credit for tax paid to the other state, so the same income is not taxed twice.',
  'stateTax.guide.rates.title': 'Current state income tax rates',
  'stateTax.guide.rates.p1':
    'Rates vary widely. The table shows a few reference points; the calculator above holds the full brackets of every state for each tax year it offers.',
  'stateTax.guide.rates.caption': 'Reference rates on wages',
  'stateTax.guide.rates.state': 'State',
  'stateTax.guide.rates.rate': 'Rate',
  'stateTax.guide.rates.note': 'Structure',
  'stateTax.guide.rates.ca': 'Nine graduated brackets up to 12.3%, plus the 1% Mental Health Services Tax on income over $1 million',
  'stateTax.guide.rates.ny': 'Nine graduated brackets; New York City residents also pay city income tax',
  'stateTax.guide.rates.none': 'No personal income tax',
  'stateTax.guide.rates.flat': 'One flat rate on all taxable income',
  'stateTax.guide.variations.title': 'How states differ',
  'stateTax.guide.variations.p1':
    'Seven states have no income tax on wages at all: Alaska, Florida, Nevada, South Dakota, Tennessee, Texas and Wyoming. Two more do not tax wages either: Washington taxes only long-term capital gains, and New Hampshire taxed only interest and dividends until it repealed that tax from 2025.',
  'stateTax.guide.variations.p2':
    'A growing group charges one flat rate, for example Arizona (2.5%), Pennsylvania (3.07%), Indiana (3.05%), Kentucky (4%), North Carolina (4.5%), Colorado (4.25%), Michigan (4.25%), Utah (4.55%), Illinois (4.95%) and Georgia.',
  'stateTax.guide.variations.p3':
    'The rest use graduated brackets, from a few (Kansas has two) to many (California has ten, counting the surtax). Brackets are often much narrower than the federal ones, so a middle income can already reach a state’s top rate.',
  'stateTax.guide.variations.p4':
    'Local income taxes add another layer in some places, such as New York City and Yonkers, many cities and school districts in Ohio and Pennsylvania, Maryland’s counties and Indiana’s counties. This calculator does not include them.',
  'stateTax.guide.deductions.title': 'Deductions, exemptions and credits',
  'stateTax.guide.deductions.p1':
    'States reduce the income they tax in different ways. Many have a standard deduction (some copy the federal amount, others set a much smaller one), many give a personal exemption per person on the return, and some phase these out as income rises.',
  'stateTax.guide.deductions.p2':
    'Others give a credit instead, subtracted from the tax itself: California’s personal exemption credit and Nebraska’s and Iowa’s personal exemption credits are examples. A credit is worth the same at every income, while a deduction is worth more in higher brackets.',
  'stateTax.guide.deductions.p3':
    'Because itemizing is decided separately in many states, and because the federal deduction for state and local taxes (SALT) is capped, the choice between standard and itemized deductions can differ between your federal and state returns.',
  'stateTax.guide.planning.title': 'Planning your state taxes',
  'stateTax.guide.planning.p1':
    'Check your withholding: most states have their own withholding form, and a new job, a raise or a move between states can leave too little withheld. Self-employed people and investors usually pay quarterly estimated tax to the state as well.',
  'stateTax.guide.planning.p2':
    'Pre-tax retirement contributions, such as a traditional 401(k) or 403(b), lower state taxable income in most states as well as federal income; Pennsylvania is a notable exception for employee contributions.',
  'stateTax.guide.planning.p3':
    'If you move, you are usually a part-year resident of both states for that year and file two returns. Keep records of the date you changed residence; states audit moves from high-tax states closely.',
  'stateTax.guide.planning.p4':
    'Remote workers should check where their work counts as performed: a few states tax non-residents who work remotely for an employer based there for its convenience.',
  'stateTax.guide.advice.title': 'When to get professional advice',
  'stateTax.guide.advice.p1':
    'This calculator covers the common case: a resident of one state whose only income is wages. Get advice if you earn income in several states, moved during the year, have business, rental or investment income, receive stock compensation, or live where local income taxes apply.',
  'stateTax.guide.advice.p2':
    'A certified public accountant (CPA), an enrolled agent or a tax attorney can review your situation, and each state revenue department publishes its forms, instructions and rate schedules online.',
  'stateTax.teasers.title': 'Further reading',
  'stateTax.teasers.readTime': '{minutes} min read',
  'stateTax.category.taxGuide': 'Tax Guide',
  'stateTax.category.educational': 'Educational',
  'stateTax.category.taxTips': 'Tax Tips',
  'stateTax.category.investmentTax': 'Investment Tax',
  'stateTax.category.businessTax': 'Business Tax',
  'stateTax.teaser.deductions.title': 'US tax deductions explained',
  'stateTax.teaser.deductions.excerpt':
    'Standard or itemized? How federal and state deductions work, and what the SALT cap means for your state and local taxes.',
  'stateTax.teaser.calculations.title': 'How income tax is calculated',
  'stateTax.teaser.calculations.excerpt':
    'Brackets, marginal and effective rates, step by step: why moving into a higher bracket never lowers your take-home pay.',
  'stateTax.teaser.planning.title': 'Tax planning tips for the year ahead',
  'stateTax.teaser.planning.excerpt':
    'Withholding check-ups, retirement contributions and the timing of income: simple moves that lower your federal and state tax bills.',
  'stateTax.teaser.investment.title': 'Investment tax basics',
  'stateTax.teaser.investment.excerpt':
    'Short- and long-term capital gains, dividends and the 3.8% net investment income tax, and how states tax investment income differently from wages.',
  'stateTax.teaser.business.title': 'Small business taxes in the US',
  'stateTax.teaser.business.excerpt':
    'Pass-through income, estimated payments and when doing business in another state makes you owe tax there.',
  'capitalGains.title': 'US Capital Gains Tax Calculator',
  'capitalGains.lead':
    'See the extra federal tax your short-term and long-term capital gains cause, including the {niitRate}% net investment income tax.',
  'capitalGains.form.label': 'US capital gains tax calculator',
  'capitalGains.form.income': 'Annual income',
  'capitalGains.form.incomePlaceholder': 'e.g. 80000',
  'capitalGains.form.incomeHelp': 'Ordinary income such as wages; the standard deduction is applied to it.',
  'capitalGains.form.shortTerm': 'Short-term gain',
  'capitalGains.form.shortTermHelp': 'Assets held one year or less.',
  'capitalGains.form.longTerm': 'Long-term gain',
  'capitalGains.form.longTermHelp': 'Assets held more than one year.',
  'capitalGains.placeholder': 'Enter your income and gains and press Calculate to see the tax your gains cause.',
  'capitalGains.how.title': 'How US capital gains tax works',
  'capitalGains.how.shortLong':
    'A gain on an asset held one year or less is short-term and taxed as ordinary income at your regular bracket rates. A gain on an asset held longer is long-term and taxed at preferential rates.',
  'capitalGains.how.rates':
    'Long-term gains are taxed at {lowRate}%, {middleRate}% or {highRate}%, depending on where they fall when stacked on top of your other taxable income (in {year} the {lowRate}% rate applies up to {single} of taxable income for a single filer and {joint} for a married couple filing jointly).',
  'capitalGains.how.niit':
    'The net investment income tax adds {niitRate}% on the smaller of your investment income and the amount by which your modified adjusted gross income exceeds {single} ({joint} married filing jointly).',
  'capitalGains.how.scope':
    'Losses, the annual capital loss limit and carryovers, collectibles and real estate depreciation recapture, and state taxes on gains are not included.',
  'takeHome.name': 'US Take-Home Pay',
  'takeHome.title': 'US Take-Home Pay Calculator',
  'takeHome.lead': 'From gross salary to take-home pay: federal income tax, your state’s income tax, Social Security and Medicare.',
  'takeHome.form.label': 'US take-home pay calculator',
  'takeHome.form.income': 'Gross annual salary',
  'takeHome.form.incomePlaceholder': 'e.g. 80000',
  'takeHome.form.state': 'State',
  'takeHome.form.stateHelp': 'State income tax is available for the tax years {firstYear} to {lastYear}.',
  'takeHome.form.noState': 'No state tax',
  'takeHome.placeholder': 'Enter your salary and press Calculate to see your take-home pay.',
  'takeHome.how.title': 'How US take-home pay is worked out',
  'takeHome.how.federal':
    'Federal income tax is charged on your salary less the standard deduction for your filing status, using the {bracketCount} federal brackets from {lowestRate}% to {highestRate}%.',
  'takeHome.how.fica':
    'Employees also pay FICA: {socialSecurityRate}% Social Security on wages up to the annual wage base ({wageBase} in {year}) and {medicareRate}% Medicare on all wages, plus {additionalMedicareRate}% Additional Medicare Tax on wages above {single} ({joint} married filing jointly).',
  'takeHome.how.credits':
    'Federal income tax is after the Child Tax Credit ({childTaxCredit} per child under 17), the Credit for Other Dependents and the Earned Income Credit; when the refundable credits exceed the tax, the difference adds to your take-home pay.',
  'takeHome.how.state':
    'Choose a state to add its income tax on wages; local income taxes, pre-tax benefits and retirement contributions are not included.',
  'takeHome.how.statePayroll':
    "Where the state has them, employees also pay into the state's own disability, paid leave, long-term care or unemployment funds (California, New York, New Jersey and Washington among others): each contribution is taken off at the state plan's employee rate, up to its wage base or yearly cap, and shown on its own line. An employer that pays part of it, or a private plan, may withhold less.",
  'deIncomeTax.title': 'German Income Tax Calculator',
  'deIncomeTax.lead':
    'Income tax (Einkommensteuer), solidarity surcharge and church tax on your taxable income for any tax year from {firstYear} to {lastYear}, under the basic or the splitting tariff.',
  'deIncomeTax.form.label': 'German income tax calculator',
  'deIncomeTax.form.income': 'Annual taxable income (zvE)',
  'deIncomeTax.form.incomePlaceholder': 'e.g. 50000',
  'deIncomeTax.form.incomeHelp': 'In euros, after deductions and allowances; for joint assessment, the couple’s combined zvE.',
  'deIncomeTax.form.taxClass': 'Tax class',
  'deIncomeTax.form.churchTax': 'Church tax',
  'deIncomeTax.form.assessment': 'Assessment',
  'deIncomeTax.form.assessmentHelp': 'Joint assessment applies the splitting tariff to a married couple’s combined income.',
  'deIncomeTax.form.assessmentClass3': 'Tax class III is only for married couples and civil partners, who are assessed jointly.',
  'deIncomeTax.class.1': 'single',
  'deIncomeTax.class.2': 'single parent',
  'deIncomeTax.class.3': 'married, higher earner',
  'deIncomeTax.class.4': 'married, equal income',
  'deIncomeTax.class.5': 'married, lower earner',
  'deIncomeTax.class.6': 'second job',
  'deIncomeTax.church.none': 'None',
  'deIncomeTax.church.8': '8% (Bavaria, Baden-Württemberg)',
  'deIncomeTax.church.9': '9% (other federal states)',
  'deIncomeTax.assessment.single': 'Individual (basic tariff)',
  'deIncomeTax.assessment.joint': 'Joint (splitting tariff)',
  'deIncomeTax.validation.class3Joint': 'Tax class III requires joint assessment',
  'deIncomeTax.placeholder': 'Enter your taxable income and press Calculate to see income tax, solidarity surcharge and church tax.',
  'deIncomeTax.taxClassNoteTitle': 'Your tax class in this calculation',
  'deIncomeTax.how.title': 'How German income tax works',
  'deIncomeTax.how.zve':
    'The tax is charged on your taxable income, the zu versteuerndes Einkommen (zvE): your gross income from all sources less income-related expenses (Werbungskosten), special expenses such as pension and health insurance contributions (Sonderausgaben), extraordinary burdens and allowances. It is the figure on your tax assessment (Steuerbescheid), not your gross salary.',
  'deIncomeTax.how.tariff':
    'The tariff of §32a EStG is tax-free up to the basic allowance (Grundfreibetrag, {basicAllowance} in {year}), then rises smoothly from {entryRate}% to {progressionEndRate}%, with {topRate}% on the highest incomes. Under joint assessment the tax on half the couple’s income is doubled (splitting), which lowers the tax when the two incomes differ.',
  'deIncomeTax.how.classes':
    'The tax class (Steuerklasse) decides how much wage tax your employer withholds each month; it does not change the annual income tax, which is settled in the assessment. Here it only suggests the assessment: classes III and V go with joint assessment, the others with individual assessment.',
  'deIncomeTax.classInfo.1': 'single, divorced, or married and permanently separated',
  'deIncomeTax.classInfo.2': 'single parent entitled to the relief for single parents (Entlastungsbetrag)',
  'deIncomeTax.classInfo.3': 'married or in a civil partnership, the higher earner (the partner takes class V)',
  'deIncomeTax.classInfo.4': 'married or in a civil partnership with similar incomes',
  'deIncomeTax.classInfo.5': 'married or in a civil partnership, the lower earner',
  'deIncomeTax.classInfo.6': 'a second or further job',
  'deIncomeTax.how.surcharges':
    'The solidarity surcharge is {solidarityRate}% of the income tax, but only once the tax exceeds an exemption limit ({exemptionLimit} in {year}, doubled for joint assessment), with a phase-in zone above it. Members of a church that levies church tax pay {churchLow}% of the income tax in Bavaria and Baden-Württemberg and {churchHigh}% elsewhere.',
} as const;
