import type { SeedArticle } from './seed-article';

export const investmentTaxBasics: SeedArticle = {
  slug: 'investment-tax-basics',
  title: 'Investment Tax Basics: Capital Gains, Dividends and Interest',
  excerpt:
    'How investment income is taxed in the UK, the US and Germany: capital gains rates and allowances, dividend and savings allowances, tax-free wrappers, and Germany’s flat 25% Abgeltungsteuer.',
  category: 'investment-tax',
  categories: ['educational'],
  tags: ['capital gains', 'dividends', 'ISA', 'Abgeltungsteuer', 'investing'],
  status: 'published',
  featured: false,
  publishedAt: '2024-12-02T08:00:00.000Z',
  seo: {
    title: 'Investment Tax Basics: Capital Gains, Dividends and Interest',
    description:
      'Capital gains, dividend and interest tax in the UK, US and Germany: CGT rates and the £3,000 allowance, US 0/15/20% rates, NIIT, and the German 25% flat tax.',
    keywords: ['capital gains tax', 'dividend tax', 'investment tax', 'Abgeltungsteuer', 'long-term capital gains'],
  },
  translations: {
    de: {
      title: 'Grundlagen der Besteuerung von Kapitalanlagen: Kursgewinne, Dividenden und Zinsen',
      excerpt:
        'So werden Kapitalerträge in Großbritannien, den USA und Deutschland besteuert: Steuersätze und Freibeträge für Kursgewinne, Dividenden- und Sparerfreibeträge, steuerfreie Anlageformen und die deutsche Abgeltungsteuer von 25 %.',
      summary:
        'Erträge aus Kapitalanlagen werden in allen drei Ländern anders besteuert als Arbeitslohn. Im Vereinigten Königreich sind Kursgewinne bis zum Freibetrag von 3.000 £ (2024/25) steuerfrei; darüber gelten seit dem 30. Oktober 2024 Sätze von 18 % und 24 %. Dividenden sind bis 500 £ frei, Zinsen je nach Steuerstufe bis 1.000 £, und in ISAs bleiben bis zu 20.000 £ jährliche Einzahlungen dauerhaft steuerfrei. In den USA werden langfristige Gewinne aus Anlagen, die länger als ein Jahr gehalten wurden, mit 0 %, 15 % oder 20 % besteuert, kurzfristige wie normales Einkommen; ab 200.000 $ (Alleinstehende) kommen 3,8 % Net Investment Income Tax hinzu. In Deutschland gilt die Abgeltungsteuer von 25 % zuzüglich 5,5 % Solidaritätszuschlag und gegebenenfalls Kirchensteuer, nach Abzug des Sparer-Pauschbetrags von 1.000 € (2.000 € für Ehepaare). Aktienfonds sind zu 30 % teilfreigestellt, und die Günstigerprüfung hilft Anlegern mit niedrigem Einkommen.',
    },
  },
  content: `
<p>Investments can earn three kinds of return — <strong>interest</strong>, <strong>dividends</strong> and <strong>capital gains</strong> — and each country taxes them differently from wages, and often differently from each other. Knowing the rules helps you decide where to hold each investment and when to sell.</p>

<h2>United Kingdom</h2>
<h3>Capital Gains Tax</h3>
<p>You pay Capital Gains Tax (CGT) on the profit when you sell or give away shares, funds, second homes and most other assets. Everyone has an annual exempt amount of <strong>£3,000</strong> for 2024/25 (down from £6,000 in 2023/24 and £12,300 before that). For disposals from <strong>30 October 2024</strong> the rates are <strong>18%</strong> for gains within the basic-rate band and <strong>24%</strong> above it, the same as for residential property; before that date, gains on other assets were taxed at 10% and 20%. Your main home is normally exempt under Private Residence Relief.</p>
<h3>Dividends and interest</h3>
<ul>
  <li><strong>Dividend Allowance:</strong> £500; above it, 8.75% (basic rate), 33.75% (higher rate) or 39.35% (additional rate).</li>
  <li><strong>Personal Savings Allowance:</strong> £1,000 of interest for basic-rate taxpayers, £500 for higher-rate taxpayers, none for additional-rate taxpayers.</li>
</ul>
<h3>Tax-free wrappers</h3>
<p>Interest, dividends and gains inside an <strong>ISA</strong> (up to £20,000 of new money a year) or a <strong>pension</strong> are not taxed at all, so it usually makes sense to fill these first and to hold your highest-yielding investments inside them.</p>

<h2>United States</h2>
<p>The holding period is what matters most. Gains on assets held for <strong>one year or less</strong> are short-term and taxed as ordinary income, at 10% to 37%. <strong>Long-term</strong> gains and qualified dividends get lower rates based on taxable income. For 2024:</p>
<table>
  <thead><tr><th scope="col">Rate</th><th scope="col">Single</th><th scope="col">Married filing jointly</th></tr></thead>
  <tbody>
    <tr><td>0%</td><td>up to $47,025</td><td>up to $94,050</td></tr>
    <tr><td>15%</td><td>$47,026 to $518,900</td><td>$94,051 to $583,750</td></tr>
    <tr><td>20%</td><td>over $518,900</td><td>over $583,750</td></tr>
  </tbody>
</table>
<ul>
  <li>The <strong>Net Investment Income Tax</strong> adds 3.8% on investment income once modified AGI exceeds $200,000 (single) or $250,000 (joint). These thresholds are not indexed for inflation.</li>
  <li>Capital losses offset gains in full, and up to <strong>$3,000</strong> of net losses a year can be deducted from other income, with the rest carried forward. The wash-sale rule disallows a loss if you buy the same security within 30 days before or after the sale.</li>
  <li>Interest is taxed as ordinary income, except interest on municipal bonds (free of federal tax) and US Treasuries (free of state tax).</li>
  <li>Accounts such as 401(k)s, IRAs and Roth IRAs defer or eliminate tax on investment growth.</li>
</ul>

<h2>Germany</h2>
<p>Most investment income — interest, dividends and gains on shares and funds — is subject to the flat <strong>Abgeltungsteuer</strong> of <strong>25%</strong>, plus the 5.5% solidarity surcharge on it (26.375% in total) and church tax for members. German banks deduct it at source, so most investors need not declare it.</p>
<ul>
  <li>The <strong>Sparer-Pauschbetrag</strong> exempts the first <strong>1,000 €</strong> of investment income a year (2,000 € for married couples). Give your bank a <em>Freistellungsauftrag</em> to use it.</li>
  <li>Equity funds and ETFs get a <strong>partial exemption</strong> (<em>Teilfreistellung</em>) of 30% of their income. A yearly minimum taxable amount, the <em>Vorabpauschale</em>, applies to accumulating funds.</li>
  <li>Losses on shares can only be offset against gains on shares; other capital losses offset other capital income.</li>
  <li>If your personal income tax rate is below 25%, the <strong>Günstigerprüfung</strong> in your tax return taxes investment income at your lower personal rate instead.</li>
  <li>Gains on property held for more than 10 years, and on gold and cryptocurrencies held for more than a year, are generally tax-free for private investors.</li>
</ul>

<h2>Putting it together</h2>
<ol>
  <li>Use tax-free wrappers and allowances first.</li>
  <li>Hold investments long enough to benefit from lower long-term rates where they exist.</li>
  <li>Realise losses to offset gains, within the rules on repurchases.</li>
  <li>Keep records of purchase prices, dates and costs: you need them to calculate every gain.</li>
</ol>

<p>Estimate the US federal tax on a sale with our <a href="/us/capital-gains">US capital gains tax calculator</a>, which applies the 0%, 15% and 20% rates and the Net Investment Income Tax.</p>
<p><em>General information, not investment or tax advice. Tax treatment depends on your circumstances and may change.</em></p>
`,
};
