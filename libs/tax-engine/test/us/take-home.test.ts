/**
 * US take-home cases, as data, and what happens when the chosen state has no figures for the year.
 *
 * The take-home calculator composes the federal, payroll and state calculators; by hand here: federal tax from the
 * rate tables on wages less the basic standard deduction, employee FICA (6.2% up to the wage base, 1.45%, 0.9% above
 * the filing-status threshold), and no state tax when no state is chosen.
 */
import type { Reference } from '../../src/core/parameter';
import { calculateUsStateIncomeTax, StateTaxYearNotAvailableError, supportedStateTaxYears } from '../../src/us/state-income-tax';
import { usStates } from '../../src/us/states';
import { calculateUsTakeHome, type UsTakeHomeInput, type UsTakeHomeResult } from '../../src/us/take-home';
import { usTaxYears } from '../../src/us/tax-year';

const S = {
  rp2025_32: {
    title: 'IRS Rev. Proc. 2025-32, §4.01 Tables 1-4 and §4.14 standard deduction (2026)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
  ssa2026: {
    title: 'SSA 2026 Cost-of-Living Adjustment (COLA) Fact Sheet: maximum taxable earnings $184,500',
    href: 'https://www.ssa.gov/news/en/cola/factsheets/2026.html',
  },
  topic751: { title: 'IRS Topic 751: 6.2% Social Security, 1.45% Medicare (employee)', href: 'https://www.irs.gov/taxtopics/tc751' },
  topic560: { title: 'IRS Topic 560: Additional Medicare Tax thresholds by filing status', href: 'https://www.irs.gov/taxtopics/tc560' },
} as const satisfies Record<string, Reference>;

type CaseOutput = Partial<
  Pick<
    UsTakeHomeResult,
    'federalTax' | 'federalTaxableIncome' | 'stateTax' | 'socialSecurity' | 'medicare' | 'additionalMedicare' | 'takeHome'
  >
>;
interface TakeHomeCase {
  readonly name: string;
  readonly input: UsTakeHomeInput;
  readonly output: CaseOutput;
  readonly source: readonly Reference[];
}

const cases: TakeHomeCase[] = [
  {
    // Federal: 60,000 − 16,100 = 43,900; 1,240 + 12% × 31,500 = 5,020. FICA: 6.2% × 60,000 = 3,720; 1.45% = 870.
    // Take-home 60,000 − 5,020 − 3,720 − 870 = 50,390.
    name: '2026 single, $60,000, no state',
    input: { grossIncome: 60_000, filingStatus: 'single', taxYear: 2026 },
    output: {
      federalTaxableIncome: 43_900,
      federalTax: 5_020,
      stateTax: 0,
      socialSecurity: 3_720,
      medicare: 870,
      additionalMedicare: 0,
      takeHome: 50_390,
    },
    source: [S.rp2025_32, S.topic751],
  },
  {
    // Federal: 260,000 − 32,200 = 227,800; 35,932 + 24% × 16,400 = 39,868. FICA: 6.2% × 184,500 = 11,439;
    // 1.45% × 260,000 = 3,770; 0.9% × 10,000 = 90. Take-home 260,000 − 39,868 − 11,439 − 3,770 − 90 = 204,833.
    name: '2026 married joint, $260,000 (above the wage base and the joint Additional Medicare threshold), no state',
    input: { grossIncome: 260_000, filingStatus: 'married-joint', taxYear: 2026 },
    output: {
      federalTaxableIncome: 227_800,
      federalTax: 39_868,
      socialSecurity: 11_439,
      medicare: 3_770,
      additionalMedicare: 90,
      takeHome: 204_833,
    },
    source: [S.rp2025_32, S.ssa2026, S.topic560],
  },
];

describe('US take-home cases', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = calculateUsTakeHome(c.input);
    const picked = Object.fromEntries(Object.keys(c.output).map((key) => [key, result[key as keyof CaseOutput]]));
    expect(picked).toEqual(c.output);
    for (const source of c.source) expect(source.href).toMatch(/^https:\/\//);
  });
});

describe('state payroll contributions in take-home pay', () => {
  const waUpdates2026 = {
    title:
      'WA ESD Paid Leave updates 2026: premium 1.13%, employees pay 71.43%; WA Cares 0.58% of all wages (wacaresfund.wa.gov/employers)',
    href: 'https://paidleave.wa.gov/updates/',
  } as const satisfies Reference;

  test('2026 single, $100,000, Washington: WA Cares and the PFML employee share come off take-home pay', () => {
    // Federal: 100,000 − 16,100 = 83,900; 1,240 + 4,560 + 22% × 33,500 = 13,170 (S.rp2025_32). FICA 6,200 + 1,450.
    // Washington: no income tax; WA Cares 0.58% × 100,000 = 580; PFML 1.13% × 100,000 × 71.43% = 807.159 → 807.16.
    // Take-home 100,000 − 13,170 − 7,650 − 1,387.16 = 77,792.84.
    const result = calculateUsTakeHome({ grossIncome: 100_000, filingStatus: 'single', taxYear: 2026, state: 'WA' });
    expect(result.statePayrollTaxes.map(({ id, amount }) => ({ id, amount }))).toEqual([
      { id: 'wa-cares', amount: 580 },
      { id: 'wa-pfml', amount: 807.16 },
    ]);
    expect({
      statePayrollTax: result.statePayrollTax,
      federalTax: result.federalTax,
      stateTax: result.stateTax,
      takeHome: result.takeHome,
    }).toEqual({
      statePayrollTax: 1_387.16,
      federalTax: 13_170,
      stateTax: 0,
      takeHome: 77_792.84,
    });
    expect(result.totalTax).toBe(13_170 + 7_650 + 1_387.16);
    expect(result.breakdowns.at(-1)).toMatchObject({ type: 'state-payroll-tax', totalAmount: 1_387.16 });
    expect(result.noteLabels.map((note) => note.key)).toContain('us.takeHome.note.statePayroll');
    expect(waUpdates2026.href).toMatch(/^https:\/\//);
  });

  test('2025 New York above the Paid Family Leave cap: DBL $31.20 and PFL $354.53 (NYSIF 2025 rate notice)', () => {
    const result = calculateUsTakeHome({ grossIncome: 150_000, filingStatus: 'single', taxYear: 2025, state: 'NY' });
    expect(result.statePayrollTaxes.map(({ id, amount }) => ({ id, amount }))).toEqual([
      { id: 'ny-dbl', amount: 31.2 },
      { id: 'ny-pfl', amount: 354.53 },
    ]);
    expect(result.takeHome).toBeCloseTo(
      150_000 - result.federalTax - result.stateTax - result.socialSecurity - result.medicare - result.additionalMedicare - 385.73,
      2,
    );
  });

  test('no state, or a state without employee contributions: no lines, nothing taken off, no extra group or note', () => {
    for (const state of [undefined, 'TX'] as const) {
      const result = calculateUsTakeHome({ grossIncome: 60_000, filingStatus: 'single', taxYear: 2026, ...(state ? { state } : {}) });
      expect({ lines: result.statePayrollTaxes, total: result.statePayrollTax }).toEqual({ lines: [], total: 0 });
      expect(result.breakdowns.map((group) => group.type)).not.toContain('state-payroll-tax');
      expect(result.noteLabels.map((note) => note.key)).not.toContain('us.takeHome.note.statePayroll');
    }
  });
});

describe('a state without figures for the requested year', () => {
  test('take-home throws StateTaxYearNotAvailableError naming the state, the year and the years it has', () => {
    // 2023 is a federal year that no state file covers.
    const attempt = () => calculateUsTakeHome({ grossIncome: 60_000, filingStatus: 'single', taxYear: 2023, state: 'CA' });
    expect(attempt).toThrow(StateTaxYearNotAvailableError);
    expect(attempt).toThrow(
      `Tax year 2023 is not available for California (CA); available years: ${supportedStateTaxYears('CA').join(', ')}`,
    );
  });

  // For every federal year and every state: either the state's own figures for that very year are used (never an
  // earlier year's carried forward), or the calculation stops with StateTaxYearNotAvailableError.
  test.each(usTaxYears)('%i: each state uses its own figures for the year or throws StateTaxYearNotAvailableError', (taxYear) => {
    for (const { code } of usStates) {
      const input = { grossIncome: 60_000, filingStatus: 'single', taxYear, state: code } as const;
      if (supportedStateTaxYears(code).includes(taxYear)) {
        const state = calculateUsStateIncomeTax({ state: code, taxYear, income: 60_000, filingStatus: 'single' });
        expect({ code, stateTax: calculateUsTakeHome(input).stateTax }).toEqual({ code, stateTax: state.tax });
      } else {
        expect({ code, thrown: thrownBy(() => calculateUsTakeHome(input)) }).toEqual({ code, thrown: StateTaxYearNotAvailableError });
      }
    }
  });

  test('without a state, every federal year computes', () => {
    for (const taxYear of usTaxYears) {
      expect(calculateUsTakeHome({ grossIncome: 60_000, filingStatus: 'single', taxYear }).taxYear).toBe(String(taxYear));
    }
  });
});

function thrownBy(attempt: () => unknown): unknown {
  try {
    attempt();
  } catch (error) {
    return (error as object).constructor;
  }
  return undefined;
}
