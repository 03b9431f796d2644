import type { SeedArticle } from './seed-article';

export const usTaxDeductions: SeedArticle = {
  slug: 'us-tax-deductions',
  title: 'US Tax Deductions for 2024: Standard vs Itemized, and What Each Is Worth',
  excerpt:
    'The 2024 standard deduction is $14,600 for single filers and $29,200 for married couples filing jointly. Here is how deductions work, when itemizing beats the standard deduction, and which above-the-line deductions everyone can use.',
  category: 'income-tax',
  categories: ['tax-tips'],
  tags: ['US', 'federal income tax', 'deductions', 'standard deduction', '2024'],
  status: 'published',
  featured: true,
  publishedAt: '2024-02-12T09:00:00.000Z',
  seo: {
    title: 'US Tax Deductions 2024: Standard vs Itemized Explained',
    description:
      '2024 standard deduction: $14,600 single, $29,200 joint, $21,900 head of household. When to itemize, the $10,000 SALT cap, and above-the-line deductions.',
    keywords: ['standard deduction 2024', 'itemized deductions', 'SALT cap', 'IRS', 'tax brackets 2024'],
  },
  translations: {
    de: {
      title: 'Steuerabzüge in den USA 2024: Standardabzug oder Einzelnachweis – und was sie bringen',
      excerpt:
        'Der Standardabzug 2024 beträgt 14.600 $ für Alleinstehende und 29.200 $ für gemeinsam veranlagte Ehepaare. So funktionieren Abzüge, wann sich der Einzelnachweis lohnt und welche Abzüge allen offenstehen.',
      summary:
        'In den USA mindern Abzüge (deductions) das zu versteuernde Einkommen, nicht die Steuer selbst. Ein Abzug von 1.000 $ spart deshalb so viel, wie der persönliche Grenzsteuersatz beträgt – bei 22 % also 220 $. Jeder Steuerpflichtige wählt zwischen dem Standardabzug (2024: 14.600 $ für Alleinstehende, 29.200 $ für gemeinsam veranlagte Ehepaare, 21.900 $ für Alleinerziehende als Head of Household) und der Summe der Einzelabzüge wie Hypothekenzinsen, Spenden, Krankheitskosten über 7,5 % des bereinigten Einkommens und Landes- und Kommunalsteuern, die auf 10.000 $ gedeckelt sind. Unabhängig davon können Beiträge zu traditionellen IRAs, Health Savings Accounts und bis zu 2.500 $ Studienkreditzinsen abgezogen werden. Die Bundessteuersätze 2024 reichen von 10 % bis 37 %.',
    },
  },
  content: `
<p>A tax <strong>deduction</strong> lowers the income you are taxed on; a tax <strong>credit</strong> lowers the tax itself. That difference matters: a $1,000 deduction saves you $1,000 multiplied by your marginal rate — $220 in the 22% bracket — while a $1,000 credit saves the full $1,000. This article covers deductions on your 2024 federal return (filed in 2025).</p>

<h2>The standard deduction for 2024</h2>
<p>Every filer can take either the standard deduction or itemize, whichever is larger. For 2024 the standard deduction is:</p>
<table>
  <thead><tr><th scope="col">Filing status</th><th scope="col">Standard deduction</th></tr></thead>
  <tbody>
    <tr><td>Single or married filing separately</td><td>$14,600</td></tr>
    <tr><td>Married filing jointly or qualifying surviving spouse</td><td>$29,200</td></tr>
    <tr><td>Head of household</td><td>$21,900</td></tr>
  </tbody>
</table>
<p>Taxpayers aged 65 or older, or blind, add an extra <strong>$1,950</strong> (single or head of household) or <strong>$1,550</strong> per qualifying spouse (married). Because the standard deduction nearly doubled in 2018, about nine in ten households now take it rather than itemizing.</p>

<h2>When itemizing wins</h2>
<p>Itemize when the total of your allowable expenses on Schedule A is larger than your standard deduction. The main itemized deductions are:</p>
<ul>
  <li><strong>State and local taxes (SALT):</strong> income or sales tax plus property tax, capped at <strong>$10,000</strong> ($5,000 if married filing separately).</li>
  <li><strong>Mortgage interest:</strong> on up to <strong>$750,000</strong> of debt used to buy, build or improve your main or second home ($1 million for mortgages taken out before 16 December 2017).</li>
  <li><strong>Charitable gifts:</strong> cash gifts to public charities up to 60% of adjusted gross income (AGI), with lower limits for gifts of property and to private foundations.</li>
  <li><strong>Medical and dental expenses:</strong> only the part above <strong>7.5% of AGI</strong>.</li>
</ul>
<p>A married couple with $12,000 of mortgage interest, the full $10,000 SALT deduction and $5,000 of charitable gifts has $27,000 of itemized deductions — still less than their $29,200 standard deduction. Some households "bunch" charitable gifts into alternate years so that they itemize one year and take the standard deduction the next.</p>

<h2>Above-the-line deductions everyone can use</h2>
<p>Some deductions reduce your income before the standard-or-itemized choice, so you get them either way:</p>
<ul>
  <li><strong>Traditional IRA contributions:</strong> up to $7,000 for 2024 ($8,000 if you are 50 or older); the deduction phases out at higher incomes if you or your spouse have a workplace retirement plan.</li>
  <li><strong>Health Savings Account (HSA):</strong> up to $4,150 for self-only and $8,300 for family coverage under a high-deductible health plan, plus $1,000 catch-up from age 55.</li>
  <li><strong>Student loan interest:</strong> up to $2,500, phased out at higher incomes.</li>
  <li><strong>Self-employed items:</strong> half of self-employment tax, self-employed health insurance premiums and SEP or solo 401(k) contributions.</li>
  <li><strong>Educator expenses:</strong> up to $300 for eligible teachers.</li>
</ul>
<p>Contributions to a 401(k) through your employer (up to $23,000 in 2024, plus $7,500 catch-up from age 50) are not a deduction on your return, but they have the same effect: they are left out of the wages in box 1 of your W-2.</p>

<h2>What a deduction is worth: the 2024 brackets</h2>
<p>The value of each deduction depends on the bracket your last dollar of taxable income falls in. For single filers in 2024:</p>
<ul>
  <li>10% up to $11,600</li>
  <li>12% from $11,601 to $47,150</li>
  <li>22% from $47,151 to $100,525</li>
  <li>24% from $100,526 to $191,950</li>
  <li>32% from $191,951 to $243,725</li>
  <li>35% from $243,726 to $609,350</li>
  <li>37% above $609,350</li>
</ul>
<p>For married couples filing jointly the thresholds are $23,200, $94,300, $201,050, $383,900, $487,450 and $731,200. A single filer earning $75,000 with no other deductions has taxable income of $60,400 and owes <strong>$8,341</strong>: an effective rate of about 11.1% on gross income, although their marginal rate is 22%.</p>

<h2>Run the numbers</h2>
<p>Our <a href="/us/federal-income-tax">US federal income tax calculator</a> compares the standard deduction with your itemized total and shows the tax in each bracket. For take-home pay including state tax, Social Security and Medicare, try the <a href="/us/state-tax">state income tax calculator</a>.</p>
<p><em>This article is general information for the 2024 tax year, not tax advice. Check IRS Publication 501 and the Schedule A instructions, or ask a tax professional about your situation.</em></p>
`,
};
