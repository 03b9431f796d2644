import type { SeedArticle } from './seed-article';

export const taxPlanningTips: SeedArticle = {
  slug: 'tax-planning-tips',
  title: '10 Year-Round Tax Planning Tips for the UK, the US and Germany',
  excerpt:
    'Tax planning is not a once-a-year scramble. Ten legal, practical habits — from using your allowances to timing income and keeping records — that can reduce your tax bill in the UK, the US and Germany.',
  category: 'tax-tips',
  categories: ['income-tax', 'investment-tax'],
  tags: ['tax planning', 'ISA', '401(k)', 'pension', 'allowances'],
  status: 'published',
  featured: false,
  publishedAt: '2024-11-04T08:00:00.000Z',
  seo: {
    title: '10 Tax Planning Tips: Allowances, Pensions and Timing',
    description:
      'Ten legal tax planning tips for the UK, US and Germany: ISAs and pensions, 401(k) and IRA limits, the £100,000 trap, loss harvesting, record keeping and deadlines.',
    keywords: ['tax planning tips', 'reduce tax legally', 'ISA allowance', '401(k) limit', 'Sparer-Pauschbetrag'],
  },
  translations: {
    de: {
      title: '10 Tipps zur Steuerplanung – das ganze Jahr über, für Großbritannien, die USA und Deutschland',
      excerpt:
        'Steuerplanung ist keine hektische Aktion kurz vor dem Jahresende. Zehn legale, praktische Gewohnheiten – von der Nutzung der Freibeträge über das Timing von Einnahmen bis zur Belegablage –, die Ihre Steuerlast senken können.',
      summary:
        'Die wirksamste Steuerplanung besteht darin, die gesetzlichen Freibeträge und Vergünstigungen konsequent auszuschöpfen. Im Vereinigten Königreich sind das vor allem der ISA-Freibetrag von 20.000 £ pro Jahr und Rentenbeiträge mit Steuerentlastung zum Grenzsteuersatz; wer zwischen 100.000 £ und 125.140 £ verdient, zahlt wegen des wegfallenden Grundfreibetrags effektiv 60 %. In den USA senken Beiträge zu 401(k)-Plänen (2024: 23.000 $), IRAs (7.000 $) und Health Savings Accounts das zu versteuernde Einkommen; realisierte Verluste können Gewinne und bis zu 3.000 $ sonstiges Einkommen ausgleichen. In Deutschland lohnt es sich, den Sparer-Pauschbetrag von 1.000 € per Freistellungsauftrag zu nutzen, Werbungskosten über der Pauschale von 1.230 € zu belegen und auch ohne Pflicht eine Steuererklärung abzugeben. Außerdem wichtig: Belege sammeln, Steuerbescheide und Steuercodes prüfen und Fristen einhalten.',
    },
  },
  content: `
<p>Most tax savings do not come from clever schemes. They come from using the allowances and reliefs the law deliberately offers, at the right time, and from avoiding penalties. Here are ten habits worth building into your year. Everything below is legal tax planning, not avoidance.</p>

<h2>1. Use every tax-free allowance</h2>
<p>Allowances that you do not use by the end of the tax year are usually lost. In the UK that includes the <strong>£20,000 ISA allowance</strong>, the £3,000 Capital Gains Tax exempt amount and the £500 Dividend Allowance (2024/25). In Germany, give your bank a <em>Freistellungsauftrag</em> so that the <strong>1,000 € saver's allowance</strong> (2,000 € for couples) is applied to your interest and dividends automatically.</p>

<h2>2. Put more into your pension</h2>
<p>Pension contributions are one of the few ways to get tax relief at your <em>marginal</em> rate. In the UK a higher-rate taxpayer's £1,000 pension contribution costs as little as £600 after relief, within an annual allowance of £60,000. In the US, 2024 limits are <strong>$23,000 for a 401(k)</strong> ($30,500 from age 50) and <strong>$7,000 for an IRA</strong> ($8,000 from age 50). German savers can deduct contributions to a basic pension (<em>Rürup</em>) and use employer-funded schemes (<em>betriebliche Altersvorsorge</em>).</p>

<h2>3. Watch the UK £100,000 trap</h2>
<p>Between £100,000 and £125,140 of adjusted net income, the Personal Allowance is withdrawn at £1 for every £2, giving an effective 60% tax rate. A pension contribution or a Gift Aid donation that brings income back to £100,000 restores the allowance — making the effective relief 60%.</p>

<h2>4. Consider salary sacrifice</h2>
<p>Giving up salary in exchange for an employer pension contribution saves Income Tax and, unlike a personal contribution, National Insurance too. Many employers pass on some of their own NI saving. Our <a href="/uk/income-tax">UK Income Tax calculator</a> shows the effect on your take-home pay.</p>

<h2>5. Use accounts built for specific costs</h2>
<p>In the US, a <strong>Health Savings Account</strong> is triple tax-advantaged: contributions are deductible ($4,150 self-only, $8,300 family in 2024), growth is untaxed and withdrawals for medical costs are tax-free. 529 plans do the same for education savings at the state level.</p>

<h2>6. Harvest losses — and gains</h2>
<p>Selling investments that have fallen in value lets you offset the losses against gains. US investors can also deduct up to <strong>$3,000</strong> of net capital losses a year from ordinary income and carry the rest forward; beware the 30-day wash-sale rule. UK investors can realise gains up to the £3,000 exempt amount each year and rebuy inside an ISA ("Bed and ISA").</p>

<h2>7. Think about timing</h2>
<p>Where you have a choice — bonuses, invoicing as a freelancer, selling an asset — receiving income in a year when your rate is lower, or bringing deductible spending into a year when it is higher, can cut the total. Couples can spread income-producing assets between them to use both sets of allowances.</p>

<h2>8. Claim what you are entitled to</h2>
<ul>
  <li>UK: the Marriage Allowance (up to £252 a year), tax relief for work uniforms and professional subscriptions, and Gift Aid on donations.</li>
  <li>US: compare itemizing with the standard deduction ($14,600 single, $29,200 joint for 2024) and check credits such as the Child Tax Credit and education credits.</li>
  <li>Germany: file a return even when you are not obliged to. Commuting costs, work equipment and a home office often take your work expenses above the 1,230 € lump sum, and refunds of several hundred euros are common.</li>
</ul>

<h2>9. Keep good records</h2>
<p>Receipts, payslips, P60s and W-2s, donation records and investment statements make returns faster and deductions defensible. HMRC expects Self Assessment records to be kept for at least 22 months after the end of the tax year (five years after the filing deadline for the self-employed); the IRS generally has three years to audit a return.</p>

<h2>10. Never miss a deadline</h2>
<p>A UK Self Assessment return filed after 31 January costs an automatic £100 penalty, with more after three months. The US filing deadline is usually 15 April, and the failure-to-file penalty (5% of the unpaid tax per month, up to 25%) is far steeper than the failure-to-pay penalty. In Germany, returns you are obliged to file are due by 31 July of the following year, and late filing can bring a <em>Verspätungszuschlag</em>.</p>

<p>Want to see what a change would save? Model it with our <a href="/uk/income-tax">UK</a>, <a href="/us/federal-income-tax">US federal</a> and <a href="/germany/income-tax">German</a> income tax calculators.</p>
<p><em>These tips are general information and not personal advice. Rules and limits change every year; check the current figures or speak to a qualified adviser before acting.</em></p>
`,
};
