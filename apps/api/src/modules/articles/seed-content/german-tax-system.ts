import type { SeedArticle } from './seed-article';

export const germanTaxSystem: SeedArticle = {
  slug: 'german-tax-system',
  title: 'The German Tax System Explained: Income Tax, Solidarity Surcharge and Church Tax',
  excerpt:
    'Germany taxes income on a smooth progressive curve from 14% to 45% above a basic allowance of 11,784 € (2024) and 12,096 € (2025). Here is how the tariff, the solidarity surcharge, church tax, tax classes and joint assessment fit together.',
  category: 'tax-guide',
  categories: ['income-tax', 'social-security'],
  tags: ['Germany', 'Einkommensteuer', 'Solidaritätszuschlag', 'Kirchensteuer', 'tax classes'],
  status: 'published',
  featured: true,
  publishedAt: '2025-01-15T08:00:00.000Z',
  seo: {
    title: 'German Tax System Explained: Income Tax 14–45%, Soli and Church Tax',
    description:
      'How German income tax works: Grundfreibetrag 11,784 € (2024) and 12,096 € (2025), rates from 14% to 45%, the 5.5% solidarity surcharge, church tax and tax classes.',
    keywords: ['German income tax', 'Grundfreibetrag', 'Solidaritätszuschlag', 'Kirchensteuer', 'Steuerklassen'],
  },
  translations: {
    de: {
      title: 'Das deutsche Steuersystem erklärt: Einkommensteuer, Solidaritätszuschlag und Kirchensteuer',
      excerpt:
        'Deutschland besteuert Einkommen mit einem stufenlos progressiven Tarif von 14 % bis 45 % oberhalb eines Grundfreibetrags von 11.784 € (2024) bzw. 12.096 € (2025). So greifen Tarif, Solidaritätszuschlag, Kirchensteuer, Steuerklassen und Zusammenveranlagung ineinander.',
      summary:
        'Die Einkommensteuer nach § 32a EStG wird auf das zu versteuernde Einkommen erhoben. Bis zum Grundfreibetrag – 11.784 € im Jahr 2024 und 12.096 € im Jahr 2025 – fällt keine Steuer an. Danach steigt der Grenzsteuersatz linear von 14 % bis 42 %, der ab 66.761 € (2024) bzw. 68.481 € (2025) gilt; ab 277.826 € beträgt er 45 %. Der Solidaritätszuschlag von 5,5 % der Einkommensteuer wird erst fällig, wenn die Steuer die Freigrenze übersteigt (2025: 19.950 € für Alleinstehende, 39.900 € bei Zusammenveranlagung), und setzt mit einer Milderungszone gleitend ein. Kirchenmitglieder zahlen zusätzlich 8 % (Bayern, Baden-Württemberg) oder 9 % Kirchensteuer. Ehepaare profitieren vom Splittingverfahren; die Steuerklassen I bis VI bestimmen nur den monatlichen Lohnsteuerabzug, nicht die endgültige Jahressteuer. Sozialversicherungsbeiträge für Rente, Kranken-, Pflege- und Arbeitslosenversicherung kommen hinzu.',
    },
  },
  content: `
<p>German income tax (<em>Einkommensteuer</em>) is set by § 32a of the Income Tax Act (EStG). Unlike the UK and the US, Germany does not use a handful of brackets with fixed rates: above a tax-free allowance the marginal rate rises <strong>continuously</strong>, in a straight line, from 14% to 42%. Most employees pay it through monthly wage tax (<em>Lohnsteuer</em>) withheld by their employer and settle the difference in an annual return.</p>

<h2>The tariff: from the Grundfreibetrag to 45%</h2>
<p>Tax is charged on taxable income (<em>zu versteuerndes Einkommen</em>, zvE): gross income minus work expenses, pension and insurance contributions, special expenses and allowances. The tariff has five zones:</p>
<table>
  <thead><tr><th scope="col">Zone</th><th scope="col">2024</th><th scope="col">2025</th><th scope="col">Marginal rate</th></tr></thead>
  <tbody>
    <tr><td>Basic allowance (Grundfreibetrag)</td><td>up to 11,784 €</td><td>up to 12,096 €</td><td>0%</td></tr>
    <tr><td>First progression zone</td><td>to 17,005 €</td><td>to 17,443 €</td><td>14% rising to about 24%</td></tr>
    <tr><td>Second progression zone</td><td>to 66,760 €</td><td>to 68,480 €</td><td>about 24% rising to 42%</td></tr>
    <tr><td>Top rate</td><td>to 277,825 €</td><td>to 277,825 €</td><td>42%</td></tr>
    <tr><td>"Rich tax" (Reichensteuer)</td><td>from 277,826 €</td><td>from 277,826 €</td><td>45%</td></tr>
  </tbody>
</table>
<p>The 2024 allowance was raised retroactively in December 2024, from 11,604 € to 11,784 €. For 2026 it rises again, to 12,348 €. A single person with taxable income of 50,000 € pays <strong>10,872 €</strong> for 2024 and <strong>10,691 €</strong> for 2025: an average rate of about 21%, although the marginal rate at that income is around 35%.</p>

<h2>Married couples: joint assessment and splitting</h2>
<p>Married couples and registered partners can be assessed jointly (<em>Zusammenveranlagung</em>). Their combined taxable income is halved, the tax on the half is computed and then doubled — the <em>Ehegattensplitting</em>. For a couple with 100,000 € of joint taxable income in 2025 that gives 21,382 €, the same as two single people on 50,000 € each. The benefit is largest when one partner earns much more than the other; for equal earners it is zero.</p>

<h2>Solidarity surcharge</h2>
<p>The <em>Solidaritätszuschlag</em> is <strong>5.5% of the income tax</strong>, but since 2021 it only applies once the income tax exceeds an exemption limit: 18,130 € in 2024 and 19,950 € in 2025 (double for joint assessment). Just above the limit a phase-in zone applies, where the surcharge is capped at 11.9% of the excess, so there is no cliff edge. Around 90% of taxpayers pay no Soli at all. A single person with 100,000 € of taxable income in 2025 pays 31,088 € of income tax and — still inside the phase-in zone — 1,325.42 € of Soli. The surcharge still applies in full to the flat 25% tax on investment income and to corporation tax.</p>

<h2>Church tax</h2>
<p>Members of a church that levies it (mainly the Catholic and Protestant churches) pay <em>Kirchensteuer</em> of <strong>8% of their income tax in Bavaria and Baden-Württemberg and 9% in the other states</strong>. It is collected with wage tax and is itself deductible as a special expense. Formally leaving the church, at the registry office or the local court depending on the state, ends the liability shortly afterwards.</p>

<h2>Tax classes are about withholding, not the final bill</h2>
<p>Employers withhold wage tax according to the employee's tax class (<em>Steuerklasse</em>):</p>
<ul>
  <li><strong>I</strong> — single, divorced or widowed (after the year of death)</li>
  <li><strong>II</strong> — single parents entitled to the single-parent relief</li>
  <li><strong>III</strong> — married, the higher earner, when the partner is in class V</li>
  <li><strong>IV</strong> — married, both with similar incomes (optionally with a factor)</li>
  <li><strong>V</strong> — married, the lower earner, paired with class III</li>
  <li><strong>VI</strong> — a second or further job</li>
</ul>
<p>The class only changes how much is withheld each month. The final tax is fixed in the annual assessment, which is why couples in III/V must file a return and often pay a little more — or get money back.</p>

<h2>Social security contributions</h2>
<p>On top of tax, employees pay roughly half of the social insurance contributions, up to contribution ceilings: pension insurance (18.6% in total), unemployment insurance (2.6%), health insurance (14.6% plus the fund's additional contribution) and long-term care insurance (3.4% in 2024 and 3.6% in 2025, with a surcharge for people without children). Together they typically take around 20% of gross pay — more than income tax for many average earners.</p>

<h2>Filing and deadlines</h2>
<p>The tax year is the calendar year. If you must file (for example with tax class III/V, several jobs or income over 410 € without wage tax), the return for 2024 is due by <strong>31 July 2025</strong>, or later when prepared by a tax adviser. Many employees who are not obliged to file still do, because work expenses above the 1,230 € employee lump sum usually mean a refund.</p>

<p>Our <a href="/germany/income-tax">German income tax calculator</a> applies the § 32a tariff for 2024 to 2026, including the solidarity surcharge and church tax. See also our <a href="/germany">overview of German calculators</a>.</p>
<p><em>This article is general information and not tax advice (keine Steuerberatung). For your own situation, consult a Steuerberater or a Lohnsteuerhilfeverein.</em></p>
`,
};
