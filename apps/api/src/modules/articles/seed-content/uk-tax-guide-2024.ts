import type { SeedArticle } from './seed-article';

export const ukTaxGuide2024: SeedArticle = {
  slug: 'uk-tax-guide-2024',
  title: 'UK Tax Guide 2024/25: Income Tax, National Insurance and Key Allowances',
  excerpt:
    'Everything an employee or self-employed person in England, Wales or Northern Ireland needs for the 2024/25 tax year: the Personal Allowance, the 20%, 40% and 45% bands, the new National Insurance rates and the allowances worth using.',
  category: 'tax-guide',
  categories: ['income-tax', 'social-security'],
  tags: ['UK', 'income tax', 'National Insurance', '2024/25', 'Personal Allowance'],
  status: 'published',
  featured: true,
  publishedAt: '2024-04-06T08:00:00.000Z',
  seo: {
    title: 'UK Tax Guide 2024/25: Income Tax Bands, NI Rates and Allowances',
    description:
      'UK Income Tax and National Insurance for 2024/25 explained: £12,570 Personal Allowance, 20%/40%/45% bands, 8% and 2% employee NI, and the allowances worth using.',
    keywords: ['UK income tax 2024/25', 'Personal Allowance', 'National Insurance', 'tax bands', 'HMRC'],
  },
  translations: {
    de: {
      title: 'Britischer Steuerleitfaden 2024/25: Einkommensteuer, National Insurance und wichtige Freibeträge',
      excerpt:
        'Alles, was Angestellte und Selbstständige in England, Wales und Nordirland für das Steuerjahr 2024/25 wissen müssen: Grundfreibetrag, die Stufen von 20 %, 40 % und 45 %, die neuen Sätze der National Insurance und die wichtigsten Freibeträge.',
      summary:
        'Das britische Steuerjahr 2024/25 läuft vom 6. April 2024 bis zum 5. April 2025. Die meisten Steuerpflichtigen haben einen steuerfreien Grundfreibetrag (Personal Allowance) von 12.570 £, der oberhalb eines bereinigten Einkommens von 100.000 £ um 1 £ je 2 £ gekürzt wird und ab 125.140 £ ganz entfällt. Darüber gilt in England, Wales und Nordirland ein Basissatz von 20 % bis 50.270 £, ein höherer Satz von 40 % bis 125.140 £ und ein Spitzensatz von 45 % darüber; Schottland hat eigene Stufen. Angestellte zahlen seit dem 6. April 2024 National Insurance von 8 % auf den Verdienst zwischen 12.570 £ und 50.270 £ und 2 % darüber. Für Selbstständige sank der Satz der Klasse 4 auf 6 %, und die Pflichtbeiträge der Klasse 2 entfielen. Der Artikel erklärt außerdem Dividenden- und Sparfreibeträge, ISA und Rentenbeiträge sowie die wichtigsten Fristen der Steuererklärung.',
    },
  },
  content: `
<p>The UK tax year 2024/25 runs from <strong>6 April 2024 to 5 April 2025</strong>. It brought the second cut to employee National Insurance in four months and a new rate for the self-employed, while the Income Tax thresholds stayed frozen where they have been since 2021. This guide walks through what most people pay and the allowances that reduce it. The figures are for England, Wales and Northern Ireland unless we say otherwise; Scotland sets its own Income Tax bands.</p>

<h2>The Personal Allowance</h2>
<p>Most people can earn <strong>£12,570</strong> a year before paying any Income Tax. This Personal Allowance is reduced by £1 for every £2 of adjusted net income above <strong>£100,000</strong>, so it disappears completely once income reaches <strong>£125,140</strong>. In that band every extra £1 earned costs 40p of tax plus 20p of lost allowance: an effective marginal rate of 60%, before National Insurance.</p>
<p>Two small extras can raise or transfer the allowance. The <strong>Marriage Allowance</strong> lets a spouse or civil partner who does not use all of their allowance transfer £1,260 of it to a partner who pays basic-rate tax, worth up to £252 a year. The <strong>Blind Person's Allowance</strong> adds £3,130 for 2024/25.</p>

<h2>Income Tax bands for 2024/25</h2>
<table>
  <thead><tr><th scope="col">Band</th><th scope="col">Taxable income</th><th scope="col">Rate</th></tr></thead>
  <tbody>
    <tr><td>Personal Allowance</td><td>Up to £12,570</td><td>0%</td></tr>
    <tr><td>Basic rate</td><td>£12,571 to £50,270</td><td>20%</td></tr>
    <tr><td>Higher rate</td><td>£50,271 to £125,140</td><td>40%</td></tr>
    <tr><td>Additional rate</td><td>Over £125,140</td><td>45%</td></tr>
  </tbody>
</table>
<p>Each rate applies only to the slice of income inside its band. Someone earning £60,000 does not pay 40% on everything: they pay nothing on the first £12,570, 20% on the next £37,700 and 40% on the £9,730 above £50,270, which comes to <strong>£11,432</strong> of Income Tax.</p>
<p>Scottish taxpayers pay the Scottish rates on earnings: 19% (starter), 20% (basic), 21% (intermediate), 42% (higher), 45% (the new advanced rate, from £75,001) and 48% (top rate, above £125,140). Savings and dividend income are still taxed at the UK rates.</p>

<h2>National Insurance</h2>
<p>Employees pay Class 1 National Insurance on earnings between the Primary Threshold and the Upper Earnings Limit. From 6 April 2024 the main rate is <strong>8%</strong> (down from 12% at the start of 2023/24 and 10% from January 2024), and earnings above the limit pay <strong>2%</strong>.</p>
<ul>
  <li>Primary Threshold: £12,570 a year (£242 a week)</li>
  <li>Upper Earnings Limit: £50,270 a year (£967 a week)</li>
  <li>Employee rates: 8% between the two, 2% above</li>
</ul>
<p>For the £60,000 earner above that is 8% of £37,700 (£3,016) plus 2% of £9,730 (£194.60): <strong>£3,210.60</strong>. National Insurance is worked out for each pay period, so irregular pay can make the annual total slightly different.</p>
<p>The self-employed pay <strong>Class 4</strong> contributions on profits: <strong>6%</strong> between £12,570 and £50,270 and 2% above. Compulsory Class 2 contributions were abolished from 6 April 2024; people with profits below £6,725 can still pay them voluntarily to protect their State Pension record.</p>

<h2>Allowances for savings and investments</h2>
<ul>
  <li><strong>Personal Savings Allowance:</strong> £1,000 of interest tax-free for basic-rate taxpayers, £500 for higher-rate taxpayers and nothing for additional-rate taxpayers. Some people on low incomes also get the £5,000 starting rate for savings.</li>
  <li><strong>Dividend Allowance:</strong> £500 for 2024/25 (halved from £1,000). Dividends above it are taxed at 8.75%, 33.75% or 39.35% depending on your band.</li>
  <li><strong>Capital Gains Tax annual exempt amount:</strong> £3,000.</li>
  <li><strong>ISAs:</strong> up to £20,000 a year can go into ISAs, where interest, dividends and gains are free of tax.</li>
  <li><strong>Pensions:</strong> contributions get tax relief at your marginal rate, within an annual allowance of £60,000 (or 100% of your earnings, if lower).</li>
</ul>

<h2>Key dates and deadlines</h2>
<ul>
  <li><strong>5 October 2025:</strong> register for Self Assessment if you need to file a return for 2024/25 for the first time.</li>
  <li><strong>31 October 2025:</strong> paper returns due.</li>
  <li><strong>31 January 2026:</strong> online returns due and any tax owed for 2024/25 paid, along with the first payment on account for 2025/26. A late return costs an automatic £100 penalty, even if no tax is owed.</li>
</ul>

<h2>Check your own figures</h2>
<p>Your tax code, benefits in kind, pension contributions and student loan all change the result. Our <a href="/uk/income-tax">UK Income Tax calculator</a> applies the rates above, including Scottish bands, student loan plans and salary sacrifice, and shows your take-home pay by year, month and week. Buying a home? The <a href="/uk/stamp-duty">Stamp Duty calculator</a> covers SDLT, LBTT and LTT.</p>
<p><em>This guide is general information, not advice. For your own situation, speak to a qualified tax adviser or check GOV.UK.</em></p>
`,
};
