/**
 * Messages of the pages area, in English and German. Each area keeps its own file so work on one area never
 * touches another's; catalogues.ts merges them and messages.test.ts checks both languages hold the same ids.
 * Ids are prefixed by area topic (e.g. 'menu.', 'search.', 'blog.', 'stampDuty.').
 */
export const pagesEn = {
  // Home
  'landing.documentTitle': 'Tax calculators for the UK, US and Germany',
  'landing.description':
    'Free, accurate tax calculators for the UK, the US and Germany: income tax, National Insurance, stamp duty, state tax, capital gains and take-home pay.',
  'landing.eyebrow': 'Official rates for the UK, the US and Germany',
  'landing.title': 'Clear answers to your tax questions',
  'landing.lead':
    'Free calculators for income tax, National Insurance, stamp duty, state tax and more — built on official rates and thresholds for the United Kingdom, the United States and Germany.',
  'landing.ctaPrimary': 'Calculate UK income tax',
  'landing.ctaSecondary': 'Browse countries',
  'landing.countriesTitle': 'Choose your country',
  'landing.countriesLead': 'Every country has its own hub with the calculators you can use today and the ones we are building.',
  'landing.viewCountry': 'All {country} calculators',
  'landing.popularTitle': 'Popular calculators',
  'landing.whyTitle': 'Why TaxAtlas',
  'landing.why.official.title': 'Official rates, cited',
  'landing.why.official.text': 'Every rate and threshold comes from published legislation or guidance and is dated by tax year.',
  'landing.why.transparent.title': 'Every step shown',
  'landing.why.transparent.text': 'Results come with a band-by-band breakdown, so you can follow and check each figure.',
  'landing.why.private.title': 'Private by design',
  'landing.why.private.text': 'No account is needed, and the figures you enter are never stored.',
  'landing.why.free.title': 'Free to use',
  'landing.why.free.text': 'All calculators are free, for individuals and professionals alike.',
  'landing.guidesTitle': 'Understand the rules behind the numbers',
  'landing.guidesText': 'Our blog explains allowances, brackets and deadlines in plain language.',
  'landing.guidesLink': 'Read the tax guides',

  // Country hubs
  'hub.uk.title': 'UK tax calculators',
  'hub.uk.lead': 'Calculators for the UK tax years {firstYear} to {lastYear}, using HMRC rates and thresholds.',
  'hub.us.title': 'US tax calculators',
  'hub.us.lead': 'Federal and state calculators for the tax years {firstYear} to {lastYear}, using IRS and state rates.',
  'hub.germany.title': 'German tax calculators',
  'hub.germany.lead': 'Calculators for the German tax years {firstYear} to {lastYear}, using the rates of the Einkommensteuergesetz.',
  'hub.available': 'Available now',
  'hub.comingSoon': 'Coming soon',
  'hub.noneAvailable': 'No calculator for this country is available yet.',
  'hub.noneComingSoon': 'Every planned calculator for this country is available.',
  'hub.openCalculator': 'Open the {name} calculator',
  'hub.plannedLink': 'What the {name} calculator will do',
  'hub.statusLoading': 'Checking the latest status…',
  'hub.statusError': 'The latest status could not be loaded, so this is the published list.',
  'hub.features': 'What these calculators cover',

  // Coming-soon pages
  'comingSoon.badge': 'Not available yet',
  'comingSoon.title': '{name} calculator',
  'comingSoon.lead':
    'This calculator is not available yet. We are building it and will publish it here once its results have been checked against official examples.',
  'comingSoon.whatTitle': 'What it will calculate',
  'comingSoon.noDate': 'We do not announce launch dates; the calculator appears here when it is ready.',
  'comingSoon.meanwhileTitle': 'Calculators you can use today',
  'comingSoon.noneLive': 'There is no live calculator for this country yet.',
  'comingSoon.backToHub': 'All {country} calculators',
  'comingSoon.contact': 'Would this calculator help you? Tell us at',
  'comingSoon.what.uk-vat':
    'It will add VAT to a net price or take it out of a gross price at the UK standard rate of 20%, the reduced rate of 5% and the zero rate, and show the VAT amount separately.',
  'comingSoon.what.us-sales-tax':
    'It will combine state, county and city sales tax rates for a purchase and show the tax and the total price.',
  'comingSoon.what.us-property-tax':
    'It will estimate annual property tax from a home’s assessed value and local rates, including common exemptions.',
  'comingSoon.what.us-estate-tax':
    'It will estimate federal estate tax on the part of an estate above the lifetime exemption, after deductions.',
  'comingSoon.what.de-vat':
    'It will add Umsatzsteuer to a net amount or extract it from a gross amount at the standard rate of 19% and the reduced rate of 7%.',
  'comingSoon.what.de-corporate-tax':
    'It will calculate Körperschaftsteuer at 15% plus the 5.5% solidarity surcharge on a company’s taxable profit.',
  'comingSoon.what.de-social-security':
    'It will split the social security contributions on a salary: health insurance, pension (9.6% employee share), unemployment (1.2%) and long-term care (1.525%).',
  'comingSoon.what.de-capital-gains':
    'It will apply the flat 25% Abgeltungsteuer, solidarity surcharge and church tax to investment income above the €1,000 saver’s allowance.',
  'comingSoon.what.de-inheritance-tax':
    'It will apply the allowances and the rates from 7% to 50% of the Erbschaftsteuer by tax class and the value inherited.',
  'comingSoon.what.default': 'It will calculate this tax from official rates and show every step of the calculation.',

  // About
  'about.title': 'About TaxAtlas',
  'about.description': 'TaxAtlas builds free, transparent tax calculators for the UK, the US and Germany, based on official rates.',
  'about.lead': 'TaxAtlas makes tax calculations for the United Kingdom, the United States and Germany clear, free and checkable.',
  'about.mission.heading': 'What we do',
  'about.mission.text':
    'We build calculators for the taxes people and businesses meet most often: income tax, National Insurance, stamp duty, state income tax, capital gains and take-home pay. Each calculator shows not just a total but every band and rate that makes it up.',
  'about.method.heading': 'How we calculate',
  'about.method.text':
    'Every rate, threshold and allowance is stored as dated data with a reference to the law or official guidance it comes from. The calculators are tested against worked examples published by HMRC, the IRS and the German tax authorities before they go live.',
  'about.coverage.heading': 'What we cover',
  'about.coverage.text':
    'The UK calculators cover the {ukFirstYear} to {ukLastYear} tax years; the US federal calculators the {usFirstYear} to {usLastYear} tax years and the state calculator {usStateFirstYear} to {usStateLastYear} for all 50 states and DC; and the German income tax calculator the tariffs of {germanFirstYear} to {germanLastYear}. Calculators that are still being built are marked as coming soon and are never presented as finished.',
  'about.limits.heading': 'What we do not do',
  'about.limits.text':
    'TaxAtlas does not give personal tax advice and does not file returns. Our results are estimates for information; for decisions about your own situation, please consult a qualified professional.',
  'about.contact.heading': 'Contact',
  'about.contact.formText': 'The quickest way to reach us, also to report a figure that looks wrong, is our',
  'about.contact.formLink': 'contact form',
  'about.contact.text': 'Questions, corrections and suggestions are welcome at',

  // Privacy
  'privacy.title': 'Privacy Policy',
  'privacy.description': 'What TaxAtlas stores: your language choice and cookie consent in your browser. Your calculations are not stored.',
  'privacy.summary.heading': 'In short',
  'privacy.summary.text':
    'You can use every TaxAtlas calculator without an account. We do not store the figures you enter, we do not use advertising or analytics trackers, and we do not sell data.',
  'privacy.browser.heading': 'What is stored in your browser',
  'privacy.browser.text':
    'Two small entries are kept in your browser’s local storage, never sent to advertisers: “preferred-language” remembers whether you chose English or German, and “cookiesAccepted” remembers that you dismissed the cookie notice.',
  'privacy.calculations.heading': 'Your calculations',
  'privacy.calculations.text':
    'When you calculate, the figures you entered are sent to our server only to compute the result and are returned to your browser. They are not saved to a database or linked to you. Exporting or sharing a result happens on your device.',
  'privacy.logs.heading': 'Technical logs',
  'privacy.logs.text':
    'Like any website, our servers receive technical information such as the page requested, the time and your IP address. It is used only to keep the service running and secure, and is not used to build profiles.',
  'privacy.rights.heading': 'Your rights',
  'privacy.rights.text':
    'You can clear the stored entries at any time by deleting this site’s data in your browser settings. Under data protection law you may ask what data we hold about you and ask us to correct or delete it.',
  'privacy.contact.heading': 'Contact',
  'privacy.contact.text': 'For any privacy question, write to',

  // Terms
  'terms.title': 'Terms of Service',
  'terms.description': 'The terms for using the TaxAtlas tax calculators and articles.',
  'terms.use.heading': 'Using TaxAtlas',
  'terms.use.text':
    'TaxAtlas provides tax calculators and articles free of charge. By using the site you agree to these terms. You may use the results for your own personal or professional purposes.',
  'terms.info.heading': 'Information, not advice',
  'terms.info.text':
    'Results and articles are general information based on the rates and rules we have published. They are not tax, legal or financial advice and do not take your full circumstances into account.',
  'terms.accuracy.heading': 'Accuracy',
  'terms.accuracy.text':
    'We take care to keep rates and rules correct and to test every calculator, but we cannot guarantee that results are complete, current or error-free. Please check important figures with the tax authority or a qualified professional.',
  'terms.conduct.heading': 'Fair use',
  'terms.conduct.text':
    'Do not misuse the service: no attempts to disrupt it, to access it by automated means at a volume that harms other visitors, or to present our results as official documents.',
  'terms.liability.heading': 'Liability',
  'terms.liability.text':
    'To the extent permitted by law, TaxAtlas is not liable for losses arising from decisions made on the basis of its results. Nothing in these terms limits liability that cannot be limited by law.',
  'terms.changes.heading': 'Changes',
  'terms.changes.text': 'We may update these terms when the service changes. The current version is always on this page.',
  'terms.contact.text': 'Questions about these terms:',

  // Disclaimer
  'disclaimer.title': 'Tax Disclaimer',
  'disclaimer.description':
    'TaxAtlas results are informational estimates, not tax advice. Consult a qualified professional for your situation.',
  'disclaimer.lead': 'The calculators and articles on TaxAtlas are for information only.',
  'disclaimer.notAdvice.heading': 'No professional advice',
  'disclaimer.notAdvice.text':
    'Nothing on this site is tax, legal, accounting or financial advice. Results are estimates from the information you enter and the published rates for the selected tax year.',
  'disclaimer.simplified.heading': 'Simplified calculations',
  'disclaimer.simplified.text':
    'Real tax bills depend on many details — other income, reliefs, deductions, residence and elections — that a calculator cannot fully capture. Your actual liability may differ.',
  'disclaimer.years.heading': 'Tax years and changes',
  'disclaimer.years.text':
    'Rates and thresholds change. Each calculator states the tax years it supports; results for other years or after a change in law may be wrong.',
  'disclaimer.professional.heading': 'Consult a qualified professional',
  'disclaimer.professional.text':
    'Before you make a financial decision or file a return, please consult a qualified tax adviser, accountant or the relevant tax authority.',
  'disclaimer.report.text': 'If you find a result you believe is wrong, please tell us at',

  // Cookie policy
  'cookiesPage.title': 'Cookie Policy',
  'cookiesPage.description': 'TaxAtlas uses no tracking cookies: only your language choice and cookie consent are stored in your browser.',
  'cookiesPage.lead': 'TaxAtlas keeps what it stores on your device to the minimum needed for the site to work.',
  'cookiesPage.what.heading': 'What we store',
  'cookiesPage.what.text':
    'We do not set advertising, analytics or third-party cookies. The site keeps two entries in your browser’s local storage, which works like a cookie but is never sent with your requests:',
  'cookiesPage.item.language': '“preferred-language” — your choice of English or German, so the site opens in that language next time.',
  'cookiesPage.item.consent': '“cookiesAccepted” — set to true when you accept the cookie notice, so it is not shown again.',
  'cookiesPage.remove.heading': 'How to remove them',
  'cookiesPage.remove.text':
    'You can delete these entries at any time by clearing this site’s data in your browser settings. The site keeps working; it will show the cookie notice again and choose a language from your browser settings.',
  'cookiesPage.changes.heading': 'Changes to this policy',
  'cookiesPage.changes.text':
    'If we ever add other cookies, we will list them here and ask for your consent first where the law requires it.',
  'cookiesPage.contact.text': 'Questions about cookies:',

  // Diagnostics
  'systemStatus.title': 'System status',
  'systemStatus.description': 'Technical status of the TaxAtlas service: API health, version and database.',
  'systemStatus.lead': 'The state of the service as seen from your browser.',
  'systemStatus.api': 'API',
  'systemStatus.apiStatus': 'API health',
  'systemStatus.version': 'Version',
  'systemStatus.database': 'Database',
  'systemStatus.language': 'Current language',
  'systemStatus.build': 'Build',
  'systemStatus.mode': 'Mode',
  'systemStatus.bundle': 'Bundle',
  'systemStatus.platform': 'Platform',
  'systemStatus.platform.web': 'Web browser',
  'systemStatus.platform.desktop': 'Desktop app ({platform})',
  'systemStatus.apiAddress': 'API address',
  'systemStatus.checkedAt': 'Checked at',
  'systemStatus.refresh': 'Check again',
  'systemStatus.checking': 'Checking…',
  'systemStatus.ok': 'OK',
  'systemStatus.error': 'Error',
  'systemStatus.unreachable': 'Unreachable',
  'systemStatus.up': 'Up',
  'systemStatus.down': 'Down',
  'systemStatus.unknown': 'Unknown',
  'systemStatus.language.en': 'English (en)',
  'systemStatus.language.de': 'German (de)',

  // Not found
  'notFound.description': 'The page you were looking for does not exist on TaxAtlas.',
  'notFound.popular': 'Popular pages',
} as const;
