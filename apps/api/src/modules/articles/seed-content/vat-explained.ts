import type { SeedArticle } from './seed-article';

export const vatExplained: SeedArticle = {
  slug: 'vat-explained',
  title: 'VAT Explained: Rates, Registration and How to Calculate It (UK and Germany)',
  excerpt:
    'UK VAT is charged at 20%, 5% or 0%, and businesses must register once taxable turnover passes £90,000 (from 1 April 2024). We explain how VAT works, how to add or remove it, and how Germany’s 19% and 7% rates compare.',
  category: 'vat',
  categories: ['business-tax'],
  tags: ['VAT', 'UK', 'Germany', 'Umsatzsteuer', 'registration threshold'],
  status: 'published',
  featured: false,
  publishedAt: '2024-05-20T08:00:00.000Z',
  seo: {
    title: 'VAT Explained: UK 20%, 5%, 0% Rates and the £90,000 Threshold',
    description:
      'How VAT works, UK rates of 20%, 5% and 0%, the £90,000 registration threshold from 1 April 2024, how to add or remove VAT, and German Umsatzsteuer at 19% and 7%.',
    keywords: ['VAT explained', 'UK VAT rates', 'VAT registration threshold', 'remove VAT', 'Umsatzsteuer'],
  },
  translations: {
    de: {
      title: 'Mehrwertsteuer erklärt: Sätze, Registrierung und Berechnung (Großbritannien und Deutschland)',
      excerpt:
        'Die britische VAT beträgt 20 %, 5 % oder 0 %; ab einem steuerpflichtigen Umsatz von 90.000 £ (seit 1. April 2024) müssen sich Unternehmen registrieren. Wir erklären das Prinzip, das Hinzu- und Herausrechnen und den Vergleich mit den deutschen Sätzen von 19 % und 7 %.',
      summary:
        'Die Mehrwertsteuer (im Vereinigten Königreich VAT, in Deutschland Umsatzsteuer) wird auf jeder Stufe der Lieferkette erhoben, aber jedes Unternehmen zieht die gezahlte Vorsteuer ab – wirtschaftlich trägt sie der Endverbraucher. Im Vereinigten Königreich gelten ein Normalsatz von 20 %, ein ermäßigter Satz von 5 % (etwa für Haushaltsenergie) und ein Nullsatz von 0 % für die meisten Lebensmittel, Kinderkleidung und Bücher; davon zu unterscheiden sind steuerfreie Umsätze ohne Vorsteuerabzug. Seit dem 1. April 2024 liegt die Registrierungsschwelle bei 90.000 £ Jahresumsatz. Um 20 % herauszurechnen, teilt man den Bruttobetrag durch 6. In Deutschland betragen die Sätze 19 % und 7 %; die Kleinunternehmerregelung gilt ab 2025 bis 25.000 € Vorjahresumsatz und 100.000 € im laufenden Jahr. In den USA gibt es keine Mehrwertsteuer, sondern Umsatzsteuern der Bundesstaaten und Kommunen.',
    },
  },
  content: `
<p>Value Added Tax is a tax on consumption. It is charged at every step of the supply chain, but each VAT-registered business deducts the VAT it paid on its own purchases (<strong>input tax</strong>) from the VAT it charges its customers (<strong>output tax</strong>) and pays HMRC only the difference. The result is that each business pays tax on the value it adds, and the full burden falls on the final consumer.</p>

<h2>UK VAT rates</h2>
<table>
  <thead><tr><th scope="col">Rate</th><th scope="col">Applies to (examples)</th></tr></thead>
  <tbody>
    <tr><td>Standard rate: 20%</td><td>Most goods and services</td></tr>
    <tr><td>Reduced rate: 5%</td><td>Domestic fuel and power, children's car seats, some energy-saving and mobility aids</td></tr>
    <tr><td>Zero rate: 0%</td><td>Most food, children's clothes and shoes, books and newspapers, passenger transport</td></tr>
  </tbody>
</table>
<p>Zero-rated is not the same as <strong>exempt</strong>. A zero-rated sale is a taxable supply at 0%, so the seller can still reclaim input VAT. Exempt supplies — such as most insurance, financial services, education, health care and residential rents — carry no VAT, and the supplier cannot reclaim the VAT on costs that relate to them.</p>

<h2>When you must register</h2>
<p>From <strong>1 April 2024</strong> a UK business must register for VAT when its taxable turnover over the last 12 months exceeds <strong>£90,000</strong> (previously £85,000), or when it expects to exceed £90,000 in the next 30 days alone. The deregistration threshold rose to £88,000. Taxable turnover includes zero-rated sales but not exempt ones. Businesses below the threshold may register voluntarily, which can make sense when most customers are VAT-registered businesses that reclaim the VAT anyway.</p>
<p>Registered businesses charge VAT on their invoices, keep digital records and file returns — usually quarterly — through software compatible with Making Tax Digital. Simplified schemes help smaller firms:</p>
<ul>
  <li><strong>Flat Rate Scheme:</strong> pay a fixed percentage of gross turnover, set by business sector.</li>
  <li><strong>Cash Accounting:</strong> account for VAT when cash is received and paid, not when invoices are issued (turnover up to £1.35 million).</li>
  <li><strong>Annual Accounting:</strong> one return a year with interim payments.</li>
</ul>

<h2>How to add and remove VAT</h2>
<p>To <strong>add</strong> VAT at 20%, multiply the net price by 1.2: £250 net becomes £300 gross. To <strong>remove</strong> VAT, divide the gross price by 1.2 — or, to find just the VAT in a gross price, divide it by 6 (the "VAT fraction" 20/120 = 1/6): £300 gross contains £50 of VAT. At the 5% rate the fraction is 5/105 = 1/21.</p>
<p>A common mistake is to take 20% off the gross price. Taking 20% off £300 gives £240, not the correct £250 net.</p>

<h2>VAT in Germany: Umsatzsteuer</h2>
<p>Germany's VAT (<em>Umsatzsteuer</em>, often called <em>Mehrwertsteuer</em>) works the same way, at two rates:</p>
<ul>
  <li><strong>19%</strong> standard rate</li>
  <li><strong>7%</strong> reduced rate, for example on most food, books, newspapers, local public transport and hotel stays</li>
</ul>
<p>Restaurant meals returned to 19% from 1 January 2024 after the temporary pandemic cut ended. Small businesses can use the <em>Kleinunternehmerregelung</em> and charge no VAT: from 2025 when turnover was at most 25,000 € in the previous year and does not exceed 100,000 € in the current year (until 2024: 22,000 € and an expected 50,000 €). They then cannot reclaim input VAT either.</p>

<h2>Selling across borders</h2>
<p>Business-to-business services within Europe generally fall under the <strong>reverse charge</strong>: the customer accounts for VAT in its own country. Sales of goods and digital services to consumers in other EU countries are taxed where the customer is, and can be reported through the One-Stop Shop. The United States has no VAT at all: instead, most states and many cities charge a retail <strong>sales tax</strong>, collected only once, from the final buyer.</p>

<p>A dedicated UK VAT calculator is on our roadmap; in the meantime the <a href="/uk">UK calculators page</a> lists everything that is already available.</p>
<p><em>General information only. VAT rules have many special cases; check the VAT guidance on GOV.UK or ask an accountant about your business.</em></p>
`,
};
