import type { SeedArticle } from './seed-article';

export const incomeTaxCalculations: SeedArticle = {
  slug: 'income-tax-calculations',
  title: 'How Income Tax Is Calculated: Marginal and Effective Rates with Worked Examples',
  excerpt:
    'Moving into a higher tax bracket never reduces your take-home pay. We explain marginal and effective rates and work through real 2024 calculations for the UK, the US and Germany.',
  category: 'educational',
  categories: ['income-tax'],
  tags: ['income tax', 'marginal rate', 'effective rate', 'tax brackets', 'examples'],
  status: 'published',
  featured: false,
  publishedAt: '2024-09-10T08:00:00.000Z',
  seo: {
    title: 'How Income Tax Is Calculated: Marginal vs Effective Rates',
    description:
      'Step-by-step income tax calculations for the UK, US and Germany, and why a higher bracket only taxes the extra income at the higher rate.',
    keywords: ['how income tax is calculated', 'marginal tax rate', 'effective tax rate', 'tax brackets explained'],
  },
  translations: {
    de: {
      title: 'So wird die Einkommensteuer berechnet: Grenz- und Durchschnittssteuersatz mit Rechenbeispielen',
      excerpt:
        'Wer in eine höhere Steuerstufe rutscht, hat nie weniger netto. Wir erklären Grenz- und Durchschnittssteuersatz und rechnen echte Beispiele für Großbritannien, die USA und Deutschland durch.',
      summary:
        'Der Grenzsteuersatz ist der Satz, mit dem der nächste verdiente Euro, Dollar oder Pfund besteuert wird; der Durchschnittssteuersatz ist die gesamte Steuer geteilt durch das Einkommen. Weil in Stufentarifen jeder Satz nur auf den Teil des Einkommens innerhalb seiner Stufe angewendet wird, führt eine Gehaltserhöhung nie zu weniger Nettolohn. Der Artikel rechnet drei Beispiele vollständig vor: Ein Gehalt von 60.000 £ in England ergibt 2024/25 11.432 £ Einkommensteuer und 3.210,60 £ National Insurance, also 45.357,40 £ netto. Ein alleinstehender Amerikaner mit 75.000 $ zahlt 2024 nach dem Standardabzug 8.341 $ Bundessteuer – durchschnittlich 11,1 %, obwohl der Grenzsteuersatz 22 % beträgt. In Deutschland kostet ein zu versteuerndes Einkommen von 50.000 € im Jahr 2025 10.691 € Einkommensteuer; ein Solidaritätszuschlag fällt nicht an.',
    },
  },
  content: `
<p>"I don't want a pay rise — it will push me into a higher tax bracket." It is one of the most common tax myths, and it is wrong in the UK, the US and Germany alike. Understanding why comes down to two numbers: your <strong>marginal</strong> rate and your <strong>effective</strong> rate.</p>

<h2>Marginal versus effective rate</h2>
<ul>
  <li>Your <strong>marginal rate</strong> is the rate on the next pound, dollar or euro you earn. It is what matters for decisions such as working overtime or paying into a pension.</li>
  <li>Your <strong>effective (average) rate</strong> is your total tax divided by your total income. It is what matters for comparing your overall burden.</li>
</ul>
<p>In a banded system each rate applies only to the income inside its band. Crossing into a higher band therefore only taxes the income <em>above</em> the threshold at the higher rate; everything below is taxed exactly as before.</p>

<h2>Worked example 1: a £60,000 salary in England (2024/25)</h2>
<ol>
  <li><strong>Personal Allowance:</strong> the first £12,570 is tax-free.</li>
  <li><strong>Basic rate:</strong> the next £37,700 (up to £50,270) at 20% = £7,540.</li>
  <li><strong>Higher rate:</strong> the remaining £9,730 at 40% = £3,892.</li>
  <li><strong>Income Tax:</strong> £7,540 + £3,892 = <strong>£11,432</strong>.</li>
  <li><strong>National Insurance:</strong> 8% of £37,700 (£3,016) + 2% of £9,730 (£194.60) = <strong>£3,210.60</strong>.</li>
</ol>
<p>Take-home pay is £60,000 − £11,432 − £3,210.60 = <strong>£45,357.40</strong>. The marginal rate is 40% Income Tax plus 2% NI, yet the effective Income Tax rate is only 19.1%. A £1,000 rise would add £580 to take-home pay.</p>

<h2>Worked example 2: $75,000 as a single filer in the US (2024)</h2>
<ol>
  <li><strong>Standard deduction:</strong> $75,000 − $14,600 = $60,400 taxable income.</li>
  <li><strong>10% bracket:</strong> the first $11,600 = $1,160.</li>
  <li><strong>12% bracket:</strong> $11,600 to $47,150, i.e. $35,550 × 12% = $4,266.</li>
  <li><strong>22% bracket:</strong> the remaining $13,250 × 22% = $2,915.</li>
  <li><strong>Federal income tax:</strong> $1,160 + $4,266 + $2,915 = <strong>$8,341</strong>.</li>
</ol>
<p>The marginal rate is 22%, but the effective rate on gross income is 11.1%. Social Security (6.2%) and Medicare (1.45%) add $5,737.50, and most states charge their own income tax on top.</p>

<h2>Worked example 3: 50,000 € of taxable income in Germany (2025)</h2>
<p>Germany has no bands: within the progression zones the marginal rate rises smoothly, and the tax comes from a formula in § 32a EStG. Taxable income of 50,000 € lies in the second progression zone (17,444 € to 68,480 €), where</p>
<pre><code>z   = (50,000 − 17,443) / 10,000 = 3.2557
tax = (176.64 × z + 2,397) × z + 1,015.13
    = 10,691 € (rounded down to whole euros)</code></pre>
<p>The average rate is 21.4% and the marginal rate about 35%. The tax of 10,691 € is below the 19,950 € exemption limit, so no solidarity surcharge is due; a church member would add 8% or 9% of the tax.</p>

<h2>The exceptions: where marginal rates spike</h2>
<p>Although a higher bracket never lowers your net pay, some rules create unusually high marginal rates over a range of income:</p>
<ul>
  <li><strong>UK £100,000 to £125,140:</strong> the Personal Allowance is withdrawn at £1 for every £2, producing a 60% marginal Income Tax rate (62% with NI).</li>
  <li><strong>UK High Income Child Benefit Charge:</strong> from 2024/25 Child Benefit is clawed back between £60,000 and £80,000.</li>
  <li><strong>US phase-outs:</strong> credits and deductions that shrink as income rises, and the 3.8% Net Investment Income Tax above $200,000 (single).</li>
  <li><strong>German Soli phase-in zone:</strong> just above the exemption limit the surcharge grows at 11.9% of the excess income tax.</li>
</ul>

<h2>Try it yourself</h2>
<p>Each example above is exactly what our calculators produce: try the <a href="/uk/income-tax">UK Income Tax calculator</a>, the <a href="/us/federal-income-tax">US federal income tax calculator</a> or the <a href="/germany/income-tax">German income tax calculator</a>, and open the Breakdown tab to see the tax in every band.</p>
`,
};
