import type { SeedArticle } from './seed-article';

export const smallBusinessTaxes: SeedArticle = {
  slug: 'small-business-taxes',
  title: 'Small Business Taxes: A Practical Guide for Sole Traders and Small Companies',
  excerpt:
    'Sole trader or limited company? We compare how small businesses are taxed in the UK, the US and Germany — Income Tax and Class 4 NI, Corporation Tax at 19% to 25%, US self-employment tax, and German trade tax.',
  category: 'business-tax',
  categories: ['corporate-tax', 'vat'],
  tags: ['small business', 'self-employed', 'corporation tax', 'self-employment tax', 'Gewerbesteuer'],
  status: 'published',
  featured: false,
  publishedAt: '2024-07-01T08:00:00.000Z',
  seo: {
    title: 'Small Business Taxes Explained: Sole Traders and Companies',
    description:
      'How small businesses are taxed: UK Class 4 NI and Corporation Tax (19%–25%), US 15.3% self-employment tax and 21% corporate rate, German trade tax and corporate tax.',
    keywords: ['small business tax', 'sole trader tax', 'corporation tax rates', 'self-employment tax', 'Gewerbesteuer'],
  },
  translations: {
    de: {
      title: 'Steuern für kleine Unternehmen: Ein praktischer Leitfaden für Einzelunternehmer und kleine Gesellschaften',
      excerpt:
        'Einzelunternehmen oder Kapitalgesellschaft? Wir vergleichen die Besteuerung kleiner Unternehmen in Großbritannien, den USA und Deutschland – von Einkommensteuer und National Insurance über Körperschaftsteuer bis zur Gewerbesteuer.',
      summary:
        'Einzelunternehmer versteuern ihren Gewinn mit der persönlichen Einkommensteuer; Kapitalgesellschaften zahlen eigene Unternehmenssteuern, und ihre Gesellschafter versteuern Ausschüttungen zusätzlich. Im Vereinigten Königreich zahlen Selbstständige 2024/25 neben der Einkommensteuer 6 % Class-4-Beiträge auf Gewinne zwischen 12.570 £ und 50.270 £ und 2 % darüber; die Corporation Tax beträgt 19 % bis 50.000 £ Gewinn und 25 % ab 250.000 £, dazwischen gilt eine Grenzentlastung. In den USA fällt auf 92,35 % des Gewinns eine Self-Employment Tax von 15,3 % an, Kapitalgesellschaften (C-Corporations) zahlen 21 % Bundessteuer, und Steuervorauszahlungen sind vierteljährlich fällig. In Deutschland kommt zur Einkommen- oder Körperschaftsteuer (15 % zuzüglich Solidaritätszuschlag) die Gewerbesteuer mit einer Messzahl von 3,5 % und dem Hebesatz der Gemeinde; Einzelunternehmen und Personengesellschaften haben einen Freibetrag von 24.500 € und können die Gewerbesteuer weitgehend auf die Einkommensteuer anrechnen.',
    },
  },
  content: `
<p>The first tax decision for a new business is its legal form. A <strong>sole trader</strong> (or sole proprietor, or <em>Einzelunternehmer</em>) and the business are the same person for tax: the profit is simply part of the owner's income. A <strong>company</strong> is taxed separately on its profits, and its owners pay tax again on what they take out as salary or dividends. Which is cheaper depends on the level of profit, how much you withdraw and the country.</p>

<h2>United Kingdom</h2>
<h3>Sole traders</h3>
<ul>
  <li>Profits are taxed at the normal Income Tax rates — 20%, 40% and 45% above the £12,570 Personal Allowance.</li>
  <li>For 2024/25, <strong>Class 4 National Insurance</strong> is 6% on profits between £12,570 and £50,270 and 2% above. Compulsory Class 2 contributions ended in April 2024.</li>
  <li>Register for Self Assessment by 5 October after the end of the tax year in which you started. Income up to £1,000 is covered by the trading allowance.</li>
  <li>Tax is paid by 31 January after the tax year, plus <strong>payments on account</strong> (on 31 January and 31 July) towards the next year once your bill exceeds £1,000.</li>
</ul>
<h3>Limited companies</h3>
<ul>
  <li><strong>Corporation Tax</strong>: 19% on profits up to £50,000, 25% on profits above £250,000, and marginal relief in between — an effective marginal rate of 26.5% on profits from £50,000 to £250,000.</li>
  <li>Tax is due 9 months and 1 day after the end of the accounting period; the CT600 return within 12 months.</li>
  <li>Dividends to shareholders are taxed at 8.75%, 33.75% or 39.35% above the £500 Dividend Allowance (2024/25). Many owner-directors take a small salary plus dividends.</li>
  <li>Employers pay 13.8% National Insurance on salaries above £9,100 a year in 2024/25, reduced by the £5,000 Employment Allowance for eligible businesses. From April 2025 the rate is 15% above £5,000, with a £10,500 allowance.</li>
</ul>
<p>Once taxable turnover exceeds <strong>£90,000</strong>, either form must register for VAT — see our <a href="/blog/vat-explained">VAT guide</a>.</p>

<h2>United States</h2>
<ul>
  <li>Sole proprietors and single-member LLCs report profit on <strong>Schedule C</strong> and pay income tax at the usual 10%–37% rates.</li>
  <li><strong>Self-employment tax</strong> replaces the employer and employee payroll taxes: 15.3% (12.4% Social Security up to the $168,600 wage base in 2024, plus 2.9% Medicare) on 92.35% of net earnings. Half of it is deductible.</li>
  <li>The <strong>qualified business income (QBI) deduction</strong> can exempt up to 20% of pass-through profit from income tax, subject to limits at higher incomes.</li>
  <li><strong>Estimated tax</strong> is paid quarterly — around 15 April, 15 June, 15 September and 15 January — to avoid underpayment penalties.</li>
  <li>C corporations pay a flat <strong>21%</strong> federal corporate tax, plus state corporate tax in most states; dividends are taxed again at 0%, 15% or 20% for shareholders.</li>
</ul>

<h2>Germany</h2>
<ul>
  <li>A sole trader's profit is taxed under the income tax tariff (14% to 45%, plus solidarity surcharge and church tax where due).</li>
  <li>Commercial businesses — but not freelancers (<em>Freiberufler</em>) such as doctors, lawyers or engineers — pay <strong>trade tax</strong> (<em>Gewerbesteuer</em>): 3.5% of trade income multiplied by the municipality's multiplier (<em>Hebesatz</em>, at least 200% and often around 400%). Sole traders and partnerships get a 24,500 € allowance and can credit trade tax against income tax up to 4 times the base amount.</li>
  <li>A GmbH or UG pays <strong>corporate tax</strong> of 15% plus the 5.5% solidarity surcharge (15.825%) and trade tax, typically about 30% in total.</li>
  <li>Small businesses can opt out of charging VAT under the <em>Kleinunternehmerregelung</em> (from 2025: previous-year turnover up to 25,000 €).</li>
</ul>

<h2>Habits that save money everywhere</h2>
<ol>
  <li>Keep business and personal finances in separate accounts.</li>
  <li>Record every allowable expense: equipment, software, travel, professional fees and a share of home costs where rules allow.</li>
  <li>Set aside a fixed share of income — often 25% to 30% — for tax, so that payments on account and estimated taxes are never a surprise.</li>
  <li>Review your legal form as profits grow; the break-even point between sole trader and company shifts with every budget.</li>
</ol>

<p>See what your salary or drawings mean for personal tax with our <a href="/uk/income-tax">UK Income Tax calculator</a> and <a href="/us/federal-income-tax">US federal income tax calculator</a>.</p>
<p><em>General information only, not business or tax advice. Speak to an accountant or Steuerberater before choosing a legal form.</em></p>
`,
};
