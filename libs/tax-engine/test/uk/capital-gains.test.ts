/**
 * UK Capital Gains Tax for individuals, as data: { name, period, input, output, source }. Expected figures are worked
 * by hand from the law (arithmetic in each comment), following HMRC's published examples; none is copied from the
 * engine. Rules used:
 * - Rates by disposal date (TCGA 1992 s.1H): 2023-24 other 10%/20%, residential 18%/28%; from 6 April 2024
 *   residential 18%/24% (F(No.2)A 2024 s.6); from 30 October 2024 18%/24% for all (FA 2025 s.7).
 * - Lower rate on the part within the basic rate band left after taxable income (£37,700 − taxable income; UK bands
 *   for Scottish taxpayers too, s.1I); BADR and Investors' Relief gains use that band first (s.169N(4)-(4B)).
 * - BADR / IR rate 10%, 14% from 6 April 2025, 18% from 6 April 2026; lifetime limits £1m (IR £10m before 30 October
 *   2024); the excess is charged at the main rates (CG64130 example 2).
 * - Annual exempt amount £6,000 (2023-24), £3,000 (from 2024-25). Losses of the year are deducted in full (CG18201);
 *   losses brought forward only down to the annual exempt amount (CG18202); losses and the AEA go where they save
 *   most (s.4B; CG21531).
 */
import { CalculatorInputError } from '../../src/core/input-error';
import type { Reference } from '../../src/core/parameter';
import { calculateUkCapitalGains, ukCapitalGainsHeadlines, type UkCapitalGainsInput } from '../../src/uk/capital-gains';
import { ukTaxYears, type UkTaxYear } from '../../src/uk/tax-year';

const S = {
  govukRates: {
    title: 'GOV.UK: Capital Gains Tax — what you pay it on, rates and allowances (2025-26 example)',
    href: 'https://www.gov.uk/capital-gains-tax/rates',
  },
  cg18201: {
    title:
      'HMRC Capital Gains Manual CG18201: annual exempt amount example — losses of the year are deducted in full, even below the exemption',
    href: 'https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg18201',
  },
  cg18202: {
    title:
      'HMRC Capital Gains Manual CG18202: annual exempt amount example — losses brought forward are deducted only down to the exemption',
    href: 'https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg18202',
  },
  cg21531: {
    title:
      "HMRC Capital Gains Manual CG21531: relief for losses — Mrs B's gains and losses; from 2010-11 losses and the AEA go where most beneficial",
    href: 'https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg21531',
  },
  cg64130: {
    title:
      'HMRC Capital Gains Manual CG64130: Business Asset Disposal Relief — calculation examples (example 2: gain above the lifetime limit)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg64130',
  },
  s169n: {
    title: 'TCGA 1992 s.169N(4)-(4B): relief gains use the unused basic rate band first',
    href: 'https://www.legislation.gov.uk/ukpga/1992/12/section/169N',
  },
  s4b: {
    title: 'TCGA 1992 s.4B: losses and the AEA deducted in the most beneficial way',
    href: 'https://www.legislation.gov.uk/ukpga/1992/12/section/4B',
  },
  fa2025s7: { title: 'Finance Act 2025 s.7: 18%/24% from 30 October 2024', href: 'https://www.legislation.gov.uk/ukpga/2025/8/section/7' },
  propertyReturn: {
    title: 'GOV.UK: report and pay CGT on UK property within 60 days of completion',
    href: 'https://www.gov.uk/capital-gains-tax-on-property',
  },
} satisfies Record<string, Reference>;

type Disposal = UkCapitalGainsInput['disposals'][number];

function input(
  taxYear: UkTaxYear,
  taxableIncome: number,
  disposals: Disposal[],
  extra: Partial<UkCapitalGainsInput> = {},
): UkCapitalGainsInput {
  return {
    taxYear,
    taxableIncome,
    scottishTaxpayer: false,
    disposals,
    lossesBroughtForward: 0,
    badrLifetimeUsed: 0,
    investorsReliefLifetimeUsed: 0,
    ...extra,
  };
}

interface Case {
  readonly name: string;
  readonly input: UkCapitalGainsInput;
  readonly output: Partial<
    Record<
      'capitalGainsTax' | 'taxableGain' | 'annualExemptAmountUsed' | 'lossesCarriedForward' | 'lossesBroughtForwardUsed' | 'netGains',
      number
    >
  >;
  readonly source: Reference;
}

const cases: Case[] = [
  {
    // 2025-26, taxable income £20,000, gains £52,600 (not carried interest). AEA £3,000 → £49,600 taxable.
    // Basic rate band left: £37,700 − £20,000 = £17,700 at 18% = £3,186.00; £49,600 − £17,700 = £31,900 at 24% = £7,656.00.
    // Total £10,842.00. (The GOV.UK page's own figure, £10,087.80, charges 18% on £30,270 = £50,270 − £20,000, i.e. it
    // counts the Personal Allowance twice; s.1I gives £17,700 — see the report.)
    name: 'GOV.UK 2025-26 example: £52,600 gain, taxable income £20,000',
    input: input('2025-26', 20_000, [{ gain: 52_600, assetType: 'other', disposalDate: '2025-06-01' }]),
    output: { capitalGainsTax: 10_842, taxableGain: 49_600, annualExemptAmountUsed: 3_000 },
    source: S.govukRates,
  },
  {
    // CG18201 (1998-99: gains £8,000, losses £3,500 → £4,500 covered by the £6,800 exemption), in 2023-24 (AEA £6,000):
    // £8,000 − £3,500 = £4,500 ≤ £6,000: no tax; £4,500 of the AEA used, the rest wasted; no loss carried forward.
    name: 'CG18201: losses of the year deducted in full, even below the AEA',
    input: input('2023-24', 60_000, [
      { gain: 8_000, assetType: 'other', disposalDate: '2023-07-01' },
      { gain: -3_500, assetType: 'other', disposalDate: '2023-08-01' },
    ]),
    output: { capitalGainsTax: 0, taxableGain: 0, annualExemptAmountUsed: 4_500, lossesCarriedForward: 0, netGains: 4_500 },
    source: S.cg18201,
  },
  {
    // CG18202 (1998-99: gains £8,000, losses b/f £3,500, exemption £6,800 → £1,200 used, £2,300 carried), in 2023-24
    // (AEA £6,000): £8,000 − £6,000 = £2,000 of losses used, £3,500 − £2,000 = £1,500 carried forward, no tax.
    name: 'CG18202: losses brought forward used only down to the AEA',
    input: input('2023-24', 60_000, [{ gain: 8_000, assetType: 'other', disposalDate: '2023-07-01' }], { lossesBroughtForward: 3_500 }),
    output: { capitalGainsTax: 0, lossesBroughtForwardUsed: 2_000, lossesCarriedForward: 1_500, annualExemptAmountUsed: 6_000 },
    source: S.cg18202,
  },
  {
    // CG21531, Mrs B: gains £9,500 + £15,750 = £25,250; losses £4,500 + £17,900 = £22,400; net £2,850. In 2024-25 the
    // AEA (£3,000) covers it: no tax, £2,850 of the AEA used.
    name: "CG21531: Mrs B's net gains covered by the annual exempt amount",
    input: input('2024-25', 60_000, [
      { gain: 9_500, assetType: 'other', disposalDate: '2024-05-01' },
      { gain: -4_500, assetType: 'other', disposalDate: '2024-05-02' },
      { gain: 15_750, assetType: 'other', disposalDate: '2024-06-01' },
      { gain: -17_900, assetType: 'residential-property', disposalDate: '2024-07-01' },
    ]),
    output: { capitalGainsTax: 0, netGains: 2_850, annualExemptAmountUsed: 2_850, taxableGain: 0 },
    source: S.cg21531,
  },
  {
    // CG64130 example 2 (£5.25m gain, £5m limit: £5m at 10%, £250,000 − AEA at the main rate), with 2025-26 figures:
    // £1,250,000 BADR gain, limit £1m: £1,000,000 at 14% = £140,000; £250,000 − £3,000 AEA = £247,000 at 24% (higher
    // rate taxpayer: the BADR gain has used the band) = £59,280. Total £199,280.
    name: 'CG64130 example 2: BADR gain above the lifetime limit (2025-26 figures)',
    input: input('2025-26', 60_000, [{ gain: 1_250_000, assetType: 'business-asset-disposal-relief', disposalDate: '2025-09-30' }]),
    output: { capitalGainsTax: 199_280, taxableGain: 1_247_000 },
    source: S.cg64130,
  },
  {
    // 2025-26, taxable income £20,000: band left £17,700. BADR £10,000 at 14% = £1,400 uses £10,000 of it first;
    // £7,700 left. Other gain £20,000 − AEA £3,000 (set against the 24% gain, s.4B) = £17,000: £7,700 at 18% = £1,386;
    // £9,300 at 24% = £2,232. Total £5,018 (AEA against BADR instead would cost £5,138).
    name: 'BADR gains use the basic rate band first; the AEA goes to the main-rate gain',
    input: input('2025-26', 20_000, [
      { gain: 10_000, assetType: 'business-asset-disposal-relief', disposalDate: '2025-05-01' },
      { gain: 20_000, assetType: 'other', disposalDate: '2025-05-01' },
    ]),
    output: { capitalGainsTax: 5_018, taxableGain: 27_000 },
    source: S.s169n,
  },
  {
    // 2024-25, higher rate taxpayer: shares sold 1 September 2024 (20%) and 1 December 2024 (24%), £10,000 each.
    // AEA £3,000 against the 24% gain: £10,000 × 20% = £2,000; £7,000 × 24% = £1,680. Total £3,680.
    name: '2024-25 across 30 October 2024: the AEA goes to the gain at 24%',
    input: input('2024-25', 50_000, [
      { gain: 10_000, assetType: 'other', disposalDate: '2024-09-01' },
      { gain: 10_000, assetType: 'other', disposalDate: '2024-12-01' },
    ]),
    output: { capitalGainsTax: 3_680 },
    source: S.fa2025s7,
  },
  {
    // 2023-24, higher rate taxpayer: residential £20,000 (28%), other £10,000 (20%). AEA £6,000 against the residential
    // gain: £14,000 × 28% = £3,920; £10,000 × 20% = £2,000. Total £5,920.
    name: '2023-24: the AEA goes to the residential property gain at 28%',
    input: input('2023-24', 50_000, [
      { gain: 20_000, assetType: 'residential-property', disposalDate: '2023-10-01' },
      { gain: 10_000, assetType: 'other', disposalDate: '2023-11-01' },
    ]),
    output: { capitalGainsTax: 5_920 },
    source: S.s4b,
  },
  {
    // 2023-24, taxable income £30,000: band left £7,700. Residential £20,000, other £10,000, loss £5,000. Deductions
    // £5,000 + AEA £6,000 = £11,000 against the residential gain: £9,000 left. Band £7,700 at 18% = £1,386 and £1,300
    // at 28% = £364; other £10,000 at 20% = £2,000. Total £3,750.
    name: 'losses of the year and the AEA set against the residential gain first',
    input: input('2023-24', 30_000, [
      { gain: 20_000, assetType: 'residential-property', disposalDate: '2023-10-01' },
      { gain: 10_000, assetType: 'other', disposalDate: '2023-11-01' },
      { gain: -5_000, assetType: 'other', disposalDate: '2023-12-01' },
    ]),
    output: { capitalGainsTax: 3_750, taxableGain: 19_000 },
    source: S.s4b,
  },
  {
    // BADR lifetime £1m, £900,000 used: of a £200,000 gain (2026-27) £100,000 at 18% = £18,000; £100,000 − £3,000 AEA =
    // £97,000 at 24% = £23,280. Total £41,280.
    name: 'BADR: only the lifetime limit left is charged at the relief rate (2026-27, 18%)',
    input: input('2026-27', 60_000, [{ gain: 200_000, assetType: 'business-asset-disposal-relief', disposalDate: '2026-05-01' }], {
      badrLifetimeUsed: 900_000,
    }),
    output: { capitalGainsTax: 41_280 },
    source: S.cg64130,
  },
  {
    // Investors' Relief, 2024-25: before 30 October 2024 the limit is £10m: £1,500,000 at 10% = £150,000 (AEA £3,000
    // against it: £1,497,000 × 10% = £149,700). From 30 October 2024 the limit is £1m: £1,000,000 at 10% = £100,000;
    // £500,000 − £3,000 = £497,000 at 24% = £119,280. Total £219,280.
    name: "Investors' Relief limit falls to £1m for disposals from 30 October 2024",
    input: input('2024-25', 60_000, [{ gain: 1_500_000, assetType: 'investors-relief', disposalDate: '2024-11-15' }]),
    output: { capitalGainsTax: 219_280 },
    source: S.fa2025s7,
  },
  {
    name: "Investors' Relief before 30 October 2024: the £10m limit covers £1.5m",
    input: input('2024-25', 60_000, [{ gain: 1_500_000, assetType: 'investors-relief', disposalDate: '2024-09-15' }]),
    output: { capitalGainsTax: 149_700 },
    source: S.fa2025s7,
  },
];

describe('UK Capital Gains Tax: worked examples', () => {
  test.each(cases)('$name', ({ input: request, output }) => {
    const result = calculateUkCapitalGains(request);
    for (const [field, expected] of Object.entries(output))
      expect({ field, value: result[field as keyof typeof output] }).toEqual({ field, value: expected });
    const bandsTotal = result.breakdowns[0]!.data.reduce((sum, band) => sum + Math.round(band.amount * 100), 0);
    expect(bandsTotal).toBe(Math.round(result.capitalGainsTax * 100));
    const perDisposal = result.disposals.reduce((sum, disposal) => sum + Math.round(disposal.tax * 100), 0);
    expect(perDisposal).toBe(Math.round(result.capitalGainsTax * 100));
  });
});

describe('UK Capital Gains Tax: band edges in every supported year', () => {
  const yearStart = (year: UkTaxYear) => `${year.slice(0, 4)}-06-01`;
  const lowerRate = (year: UkTaxYear) => (year === '2023-24' || year === '2024-25' ? 10 : 18);
  const higherRate = (year: UkTaxYear) => (year === '2023-24' || year === '2024-25' ? 20 : 24);
  const aea = (year: UkTaxYear) => (year === '2023-24' ? 6_000 : 3_000);

  test.each([...ukTaxYears])('%s: taxable income at the basic rate limit (£37,700) leaves no band; £1 below leaves £1', (year) => {
    const gain = aea(year) + 10_000;
    const atLimit = calculateUkCapitalGains(input(year, 37_700, [{ gain, assetType: 'other', disposalDate: yearStart(year) }]));
    // £10,000 above the AEA, all at the higher rate.
    expect(atLimit.capitalGainsTax).toBe((10_000 * higherRate(year)) / 100);
    const below = calculateUkCapitalGains(input(year, 37_699, [{ gain, assetType: 'other', disposalDate: yearStart(year) }]));
    // £1 at the lower rate, £9,999 at the higher.
    expect(below.capitalGainsTax).toBe((1 * lowerRate(year) + 9_999 * higherRate(year)) / 100);
  });

  test.each([...ukTaxYears])('%s: a gain equal to the AEA is tax-free; £1 more is taxed', (year) => {
    const equal = calculateUkCapitalGains(input(year, 60_000, [{ gain: aea(year), assetType: 'other', disposalDate: yearStart(year) }]));
    expect(equal.capitalGainsTax).toBe(0);
    const over = calculateUkCapitalGains(input(year, 60_000, [{ gain: aea(year) + 1, assetType: 'other', disposalDate: yearStart(year) }]));
    expect(over.capitalGainsTax).toBe(higherRate(year) / 100);
  });
});

describe('UK Capital Gains Tax: dates and reporting', () => {
  test('a disposal outside the tax year is rejected naming disposals.N.disposalDate', () => {
    const request = input('2025-26', 0, [
      { gain: 1_000, assetType: 'other', disposalDate: '2025-04-06' },
      { gain: 1_000, assetType: 'other', disposalDate: '2026-04-06' },
    ]);
    expect(() => calculateUkCapitalGains(request)).toThrow(CalculatorInputError);
    try {
      calculateUkCapitalGains(request);
    } catch (error) {
      expect((error as CalculatorInputError).field).toBe('disposals.1.disposalDate');
    }
    // 5 April 2026 is the last day of 2025-26.
    expect(() =>
      calculateUkCapitalGains(input('2025-26', 0, [{ gain: 1_000, assetType: 'other', disposalDate: '2026-04-05' }])),
    ).not.toThrow();
  });

  test('UK residential property: report and pay on account within 60 days of completion (GOV.UK)', () => {
    // Completion 1 June 2025 + 60 days = 31 July 2025 (29 days to 30 June, 31 more to 31 July).
    const result = calculateUkCapitalGains(
      input('2025-26', 60_000, [
        { gain: 50_000, assetType: 'residential-property', disposalDate: '2025-05-20', completionDate: '2025-06-01' },
      ]),
    );
    expect(result.disposals[0]!.propertyReturnDueDate).toBe('2025-07-31');
    expect(result.selfAssessmentPaymentDate).toBe('2027-01-31');
    expect(result.noteLabels.map((note) => note.key)).toContain('uk.cgt.note.propertyReturn');
  });

  test('no property return date when the residential gain bears no tax', () => {
    const result = calculateUkCapitalGains(
      input('2025-26', 60_000, [{ gain: 2_000, assetType: 'residential-property', disposalDate: '2025-05-20' }]),
    );
    expect(result.disposals[0]!.propertyReturnDueDate).toBeNull();
  });

  test('a Scottish taxpayer pays the same (UK bands), with a note', () => {
    const disposals: Disposal[] = [{ gain: 30_000, assetType: 'other', disposalDate: '2025-05-01' }];
    const scottish = calculateUkCapitalGains(input('2025-26', 30_000, disposals, { scottishTaxpayer: true }));
    const rest = calculateUkCapitalGains(input('2025-26', 30_000, disposals));
    expect(scottish.capitalGainsTax).toBe(rest.capitalGainsTax);
    expect(scottish.noteLabels.map((note) => note.key)).toContain('uk.cgt.note.scottishTaxpayer');
  });

  test('losses of the year above the gains are carried forward with the unused losses brought forward', () => {
    const result = calculateUkCapitalGains(
      input(
        '2024-25',
        0,
        [
          { gain: 1_000, assetType: 'other', disposalDate: '2024-05-01' },
          { gain: -4_000, assetType: 'other', disposalDate: '2024-05-02' },
        ],
        { lossesBroughtForward: 2_000 },
      ),
    );
    // £4,000 − £1,000 = £3,000 of the year's loss left + £2,000 brought forward (none needed) = £5,000.
    expect(result.lossesCarriedForward).toBe(5_000);
    expect(result.capitalGainsTax).toBe(0);
  });
});

describe('headline figures for a page', () => {
  it('quote the published figures of each year, and the day the 2024-25 rates changed', () => {
    // GOV.UK CGT rates and allowances: AEA £6,000 (2023-24), £3,000 from 2024-25; 18%/24% from 30 October 2024
    // (Finance Act 2025 s.7); BADR 14% in 2025-26, 18% from 2026-27; 60 days to report UK property.
    const first = ukCapitalGainsHeadlines('2023-24');
    expect([first.annualExemptAmount, first.mainRates.other.higherRate, first.mainRatesChangedOn]).toEqual([6_000, 20, undefined]);
    const changed = ukCapitalGainsHeadlines('2024-25');
    expect([changed.annualExemptAmount, changed.mainRates.other, changed.mainRatesChangedOn]).toEqual([
      3_000,
      { lowerRate: 18, higherRate: 24 },
      '2024-10-30',
    ]);
    expect(ukCapitalGainsHeadlines('2025-26')).toMatchObject({
      reliefRates: { businessAssetDisposalRelief: 14 },
      reliefLifetimeLimits: { businessAssetDisposalRelief: 1_000_000, investorsRelief: 1_000_000 },
      propertyReturnDays: 60,
      basicRateBand: 37_700,
    });
  });
});
