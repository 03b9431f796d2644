/**
 * Page copy never contradicts the figures beside it: every calculator page is rendered for every tax year
 * the engine has for it, and every hub and site page once, in English and German; the visible text, the document
 * title and the meta description are then read for
 *  (a) years: a year or year span ("2024", "2025/26", "2025-26") the engine has no figures for fails;
 *  (b) money: an amount in £, $ or € fails unless it is a value of a parameter in force during the year on screen
 *      (every number in those parameters' values, recursively; a hub or site page takes all years of its countries);
 *  (c) year lists: copy that names the first year the engine has (other than as the year on screen) must name the
 *      latest too.
 * What the visitor typed and what the engine computed are not copy: the pages render with no result (the API never
 * answers) and the results column is left out, as are the year select's options (the engine's own list) and the
 * "figures not yet published" notice, whose job is to name the year in force that the engine lacks.
 *
 * How it fails when a year is added to the engine without its copy: the years come from the engine's lists
 * (ukTaxYears, usTaxYears, germanTaxYears, stateTaxYearsAvailable), so a new year adds renders for it. Copy that
 * still quotes an earlier year's figure ("$14,600 single") fails (b) on the new year's render, and copy that lists
 * the years by hand ("for 2024, 2025 and 2026") fails (c) on every render, as it no longer reaches the latest year.
 * The last describe block runs the checks on such copy to show that they catch it. */
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { Parameter } from '@taxatlas/tax-engine/core/parameter';
import { supportedStateTaxYears } from '@taxatlas/tax-engine/us/state-income-tax';
import { usStateCodes, usStates } from '@taxatlas/tax-engine/us/states';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { ukTaxYears, ukTaxYearStart } from '@taxatlas/tax-engine/uk/tax-year';
import { stateTaxYearsAvailable, usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import { loadCatalogue } from '../lib/i18n/catalogues';
import type { Language } from '../lib/i18n/language';
import { supportedYearSpans, ukYearLabel, type YearSpan } from '../lib/tax-year-copy';
import { renderWithProviders } from '../testing/render-with-providers';
import CountryHubPage from './country-hub/country-hub-page';
import DeCapitalGainsPage from './de-capital-gains/de-capital-gains-page';
import DeCorporateTaxPage from './de-corporate-tax/de-corporate-tax-page';
import DeInheritanceTaxPage from './de-inheritance-tax/de-inheritance-tax-page';
import DeVatPage from './de-vat/de-vat-page';
import GermanyIncomeTaxPage from './germany-income-tax/germany-income-tax-page';
import HomePage from './home/home-page';
import AboutPage from './static-pages/about-page';
import UkCapitalGainsPage from './uk-capital-gains/uk-capital-gains-page';
import UkIncomeTaxPage from './uk-income-tax/uk-income-tax-page';
import UkNationalInsurancePage from './uk-national-insurance/uk-national-insurance-page';
import UkStampDutyPage from './uk-stamp-duty/uk-stamp-duty-page';
import UkDirectorPayPage from './uk-director-pay/uk-director-pay-page';
import UkVatPage from './uk-vat/uk-vat-page';
import UkCorporationTaxPage from './uk-corporation-tax/uk-corporation-tax-page';
import { corporationTaxFinancialYears } from '@taxatlas/tax-engine/uk/corporation-tax';
import UsCapitalGainsPage from './us-capital-gains/us-capital-gains-page';
import UsFederalIncomeTaxPage from './us-federal-income-tax/us-federal-income-tax-page';
import UsStateTaxPage from './us-state-tax/us-state-tax-page';
import UsTakeHomePage from './us-take-home/us-take-home-page';
import UsEstateTaxPage from './us-estate-tax/us-estate-tax-page';
import UsPayrollTaxPage from './us-payroll-tax/us-payroll-tax-page';
import { usEstateTaxYears } from '@taxatlas/tax-engine/us/estate-tax';
import { usPayrollTaxYears } from '@taxatlas/tax-engine/us/payroll-tax';

type Country = 'uk' | 'us' | 'germany';

// The web project has no Node types (see contact-page.test.tsx): the few file-system calls are typed here.
declare const __dirname: string;
const { readdirSync, statSync } = jest.requireActual<{
  readdirSync(directory: string): string[];
  statSync(path: string): { isDirectory(): boolean };
}>('node:fs');
const { join } = jest.requireActual<{ join(...parts: string[]): string }>('node:path');

/** A period of one tax year: [start, end). */
interface YearPeriod {
  readonly start: string;
  readonly end: string;
}

const paramsRoot = join(__dirname, '../../../../libs/tax-engine/params');

function isParameter(value: unknown): value is Parameter<unknown> {
  return typeof value === 'object' && value !== null && Array.isArray((value as Parameter<unknown>).values) && 'unit' in value;
}

function parameterFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? parameterFiles(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** Every parameter of a country's engine (libs/tax-engine/params/<country>). */
const parametersOf = new Map<Country, Parameter<unknown>[]>(
  (['uk', 'us', 'germany'] as const).map((country) => [
    country,
    parameterFiles(join(paramsRoot, country)).flatMap((file) =>
      Object.values(jest.requireActual<Record<string, unknown>>(file)).filter(isParameter),
    ),
  ]),
);

function collectNumbers(value: unknown, into: Set<number>): void {
  if (typeof value === 'number') into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectNumbers(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collectNumbers(item, into);
}

/** The numbers of every parameter value in force at some time in the period (a mid-year change counts both). */
function amountsInForce(country: Country, period: YearPeriod): Set<number> {
  const amounts = new Set<number>();
  for (const parameter of parametersOf.get(country)!) {
    parameter.values.forEach((entry, index) => {
      const next = parameter.values[index + 1];
      if (entry.from < period.end && (next === undefined || next.from > period.start)) collectNumbers(entry.value, amounts);
    });
  }
  return amounts;
}

const plusYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
const ukPeriod = (year: string): YearPeriod => ({ start: ukTaxYearStart(year as never), end: plusYears(ukTaxYearStart(year as never), 1) });
const calendarPeriod = (year: number): YearPeriod => ({ start: `${year}-01-01`, end: `${year + 1}-01-01` });

/** The year tokens a country's copy may name: its tax years, and for the UK the calendar years they span. */
const yearsNamed: Record<Country, ReadonlySet<string>> = {
  uk: new Set(ukTaxYears.flatMap((year) => [ukYearLabel(year), year, year.slice(0, 4), `20${year.slice(5)}`])),
  us: new Set(usTaxYears.map(String)),
  germany: new Set(germanTaxYears.map(String)),
};

// A year, a span written 2025/26 or 2025-26, or a UK year written in full (2025/2026 or 2025-2026).
const yearPattern = /\b20\d\d(?:[/-](?:20)?\d\d)?\b/g;
// "£12,570", "$1.5 million", "€19,950" (en-GB, as the site writes money) and "12.096 €", "1 Mio. $" (German order).
const moneyPattern = /([£$€])\s?(\d{1,3}(?:,\d{3})*(?:\.\d+)?)(\s?(?:million|Mio\.))?|(\d{1,3}(?:\.\d{3})*(?:,\d+)?)(\s?Mio\.)?\s?([£$€])/g;

function amountOf(match: RegExpMatchArray): number {
  const [, , english, englishMillion, german, germanMillion] = match;
  const base = english !== undefined ? Number(english.replace(/,/g, '')) : Number(german!.replace(/\./g, '').replace(',', '.'));
  return englishMillion || germanMillion ? base * 1_000_000 : base;
}

/** What in `text` the engine cannot vouch for: years it lacks, amounts that are none of the period's parameters. */
function copyProblems(text: string, allowedYears: ReadonlySet<string>, allowedAmounts: ReadonlySet<number>): string[] {
  const problems: string[] = [];
  for (const [year] of text.matchAll(yearPattern)) if (!allowedYears.has(year)) problems.push(`year ${year}`);
  for (const match of text.matchAll(moneyPattern)) {
    if (!allowedAmounts.has(amountOf(match))) problems.push(`amount ${match[0].trim()}`);
  }
  return problems;
}

/**
 * Copy that lists years names the first the engine has, so it must reach the latest one too: "for 2023, 2024 or
 * 2025" beside a 2026 the engine has is a list nobody updated.
 */
function yearListProblems(text: string, span: YearSpan, yearOnScreen?: string): string[] {
  // The year on screen may be named alone ("in 2023 the 0% rate applies up to ..."): that is no list.
  const namesFirst = (yearOnScreen === undefined ? text : text.replaceAll(yearOnScreen, '')).includes(span.firstYear);
  return namesFirst && !text.includes(span.lastYear) ? [`names ${span.firstYear} but not ${span.lastYear}`] : [];
}

/** Only the state list answers (the state tax page offers a state's years from it); a calculation never does. */
function answerOnlyTheStateList(): void {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/us-state-tax/states')) return new Promise<Response>(() => undefined);
    const states = usStates.map((state) => ({ value: state.code, label: state.name, taxYears: supportedStateTaxYears(state.code) }));
    return new Response(JSON.stringify(states), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

/** The page's copy: visible text without the results column and the year notice, plus title and description. */
function pageCopy(): string {
  const page = document.body.cloneNode(true) as HTMLElement;
  // A year select's options are the engine's own list, not copy.
  page.querySelectorAll('.calculator-results, [data-testid="tax-year-notice"], option').forEach((node) => node.remove());
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return [document.title, description, page.textContent ?? ''].join('\n');
}

function formShows(): string[] {
  // A page may have no select at all (the Corporation Tax page's period is two dates).
  const selected = screen.queryAllByRole('option', { selected: true }).map((option) => option.textContent ?? '');
  const dates = [...document.querySelectorAll<HTMLInputElement>('input[type="date"]')].map((input) => input.value);
  return [...selected, ...dates];
}

interface CalculatorCase {
  readonly name: string;
  readonly Page: ComponentType;
  readonly country: Country;
  readonly path: string;
  /** `shows`: what the form displays for the year (default: the label, as a selected option). */
  readonly years: readonly { readonly query: string; readonly label: string; readonly period: YearPeriod; readonly shows?: string }[];
  readonly span: YearSpan;
}

const usYears = (years: readonly number[], query: (year: number) => string) =>
  years.map((year) => ({ query: query(year), label: String(year), period: calendarPeriod(year) }));

// An income in the URL is what makes a page take its year from the URL; the API never answers, so no result shows.
const calculators: readonly CalculatorCase[] = [
  {
    name: 'UK income tax',
    Page: UkIncomeTaxPage,
    country: 'uk',
    path: '/uk/income-tax',
    years: ukTaxYears.map((year) => ({ query: `?income=1&year=${year}`, label: ukYearLabel(year), period: ukPeriod(year) })),
    span: supportedYearSpans.uk,
  },
  {
    name: 'UK National Insurance',
    Page: UkNationalInsurancePage,
    country: 'uk',
    path: '/uk/national-insurance',
    years: ukTaxYears.map((year) => ({ query: `?earnings=1&year=${year}`, label: ukYearLabel(year), period: ukPeriod(year) })),
    span: supportedYearSpans.uk,
  },
  {
    name: 'UK capital gains',
    Page: UkCapitalGainsPage,
    country: 'uk',
    path: '/uk/capital-gains',
    // One disposal in the year, so the form is complete and shows no schema message (whose example date is no copy).
    years: ukTaxYears.map((year) => ({
      query: `?income=1&year=${year}&gain1=1&type1=other&date1=${ukTaxYearStart(year)}`,
      label: ukYearLabel(year),
      period: ukPeriod(year),
    })),
    span: supportedYearSpans.uk,
  },
  {
    name: 'UK director pay',
    Page: UkDirectorPayPage,
    country: 'uk',
    path: '/uk/director-pay',
    years: ukTaxYears.map((year) => ({ query: `?profit=1&year=${year}`, label: ukYearLabel(year), period: ukPeriod(year) })),
    span: supportedYearSpans.uk,
  },
  {
    name: 'UK stamp duty',
    Page: UkStampDutyPage,
    country: 'uk',
    path: '/uk/stamp-duty',
    // The completion date picks the rates: the first day of each tax year.
    years: ukTaxYears.map((year) => {
      const date = ukTaxYearStart(year);
      return { query: `?price=1&date=${date}`, label: ukYearLabel(year), period: ukPeriod(year), shows: date };
    }),
    span: supportedYearSpans.uk,
  },
  {
    name: 'UK VAT',
    Page: UkVatPage,
    country: 'uk',
    path: '/uk/vat',
    // The supply's date picks the rates and thresholds: the last day of each tax year, so that the registration
    // check's 12 months (named on the form) lie within the years the engine has.
    years: ukTaxYears.map((year) => {
      const date = plusYears(ukTaxYearStart(year), 1).replace(/-06$/, '-05');
      return { query: `?amount=1&date=${date}`, label: ukYearLabel(year), period: ukPeriod(year), shows: date };
    }),
    span: supportedYearSpans.uk,
  },
  {
    name: 'UK Corporation Tax',
    Page: UkCorporationTaxPage,
    country: 'uk',
    path: '/uk/corporation-tax',
    // The accounting period picks the financial years (1 April to 31 March) and so the rates on screen.
    years: corporationTaxFinancialYears().map((year) => ({
      query: `?profits=1&start=${year}-04-01&end=${year + 1}-03-31`,
      label: `FY${year}`,
      period: { start: `${year}-04-01`, end: `${year + 1}-04-01` },
      shows: `${year}-04-01`,
    })),
    span: supportedYearSpans.uk,
  },
  {
    name: 'US federal income tax',
    Page: UsFederalIncomeTaxPage,
    country: 'us',
    path: '/us/federal-income-tax',
    years: usYears(usTaxYears, (year) => `?income=1&year=${year}`),
    span: supportedYearSpans.us,
  },
  {
    name: 'US capital gains',
    Page: UsCapitalGainsPage,
    country: 'us',
    path: '/us/capital-gains',
    years: usYears(usTaxYears, (year) => `?income=1&year=${year}`),
    span: supportedYearSpans.us,
  },
  {
    name: 'US take-home pay',
    Page: UsTakeHomePage,
    country: 'us',
    path: '/us/take-home',
    years: usYears(usTaxYears, (year) => `?income=1&year=${year}`),
    span: supportedYearSpans.us,
  },
  {
    name: 'US payroll tax',
    Page: UsPayrollTaxPage,
    country: 'us',
    path: '/us/payroll-tax',
    years: usYears(usPayrollTaxYears, (year) => `?wages=1&year=${year}`),
    span: supportedYearSpans.us,
  },
  {
    name: 'US estate tax',
    Page: UsEstateTaxPage,
    country: 'us',
    path: '/us/estate-tax',
    years: usYears(usEstateTaxYears, (year) => `?estate=1&year=${year}`),
    span: supportedYearSpans.us,
  },
  {
    name: 'US state tax',
    Page: UsStateTaxPage,
    country: 'us',
    path: '/us/state-tax',
    // Each year on a state that has published it (not every state has every year).
    years: usYears(
      stateTaxYearsAvailable,
      (year) => `?state=${usStateCodes.find((code) => supportedStateTaxYears(code).includes(year))}&income=1&year=${year}`,
    ),
    span: supportedYearSpans.usStates,
  },
  {
    name: 'German income tax',
    Page: GermanyIncomeTaxPage,
    country: 'germany',
    path: '/germany/income-tax',
    years: germanTaxYears.map((year) => ({ query: `?income=1&year=${year}`, label: String(year), period: calendarPeriod(year) })),
    span: supportedYearSpans.germany,
  },
  {
    name: 'German tax classes for couples (the couple mode of the income tax page)',
    Page: GermanyIncomeTaxPage,
    country: 'germany',
    path: '/germany/income-tax',
    years: germanTaxYears.map((year) => ({
      query: `?mode=couple&a=1&b=1&year=${year}`,
      label: String(year),
      period: calendarPeriod(year),
    })),
    span: supportedYearSpans.germany,
  },
  {
    name: 'German capital gains',
    Page: DeCapitalGainsPage,
    country: 'germany',
    path: '/germany/capital-gains',
    years: germanTaxYears.map((year) => ({ query: `?income=1&year=${year}`, label: String(year), period: calendarPeriod(year) })),
    span: supportedYearSpans.germany,
  },
  {
    name: 'German corporate tax',
    Page: DeCorporateTaxPage,
    country: 'germany',
    path: '/germany/corporate-tax',
    years: germanTaxYears.map((year) => ({ query: `?profit=1&year=${year}`, label: String(year), period: calendarPeriod(year) })),
    span: supportedYearSpans.germany,
  },
  {
    name: 'German inheritance tax',
    Page: DeInheritanceTaxPage,
    country: 'germany',
    path: '/germany/inheritance-tax',
    years: germanTaxYears.map((year) => ({ query: `?amount=1&year=${year}`, label: String(year), period: calendarPeriod(year) })),
    span: supportedYearSpans.germany,
  },
  {
    name: 'German VAT',
    Page: DeVatPage,
    country: 'germany',
    path: '/germany/vat',
    // The supply date picks the rates and the small-business limits: the first day of each year.
    years: germanTaxYears.map((year) => ({
      query: `?amount=1&date=${year}-01-01`,
      label: String(year),
      period: calendarPeriod(year),
      shows: `${year}-01-01`,
    })),
    span: supportedYearSpans.germany,
  },
];

const countryYears: Record<Country, readonly YearPeriod[]> = {
  uk: ukTaxYears.map(ukPeriod),
  us: usTaxYears.map(calendarPeriod),
  germany: germanTaxYears.map(calendarPeriod),
};

/** Amounts of every year a country has: what a page that names no single year may quote. */
function amountsOfAllYears(countries: readonly Country[]): Set<number> {
  return new Set(countries.flatMap((country) => countryYears[country].flatMap((period) => [...amountsInForce(country, period)])));
}

const languages: readonly Language[] = ['en', 'de'];

beforeAll(async () => {
  await loadCatalogue('de');
});

beforeEach(answerOnlyTheStateList);
afterEach(cleanup);

describe.each(calculators)('$name page copy', ({ Page, country, path, years, span }) => {
  describe.each(languages)('in %s', (language) => {
    it.each(years)('names only engine years and quotes only $label figures', async ({ query, label, period, shows }) => {
      renderWithProviders(<Page />, { route: `${path}${query}`, language });
      // The year in the URL is the year on screen: the form shows it (a selected option, or the completion date).
      await waitFor(() => expect(formShows()).toContain(shows ?? label));
      const copy = pageCopy();
      const problems = [
        ...copyProblems(copy, yearsNamed[country], amountsInForce(country, period)),
        ...yearListProblems(copy, span, label),
      ];
      expect(problems).toEqual([]);
    });
  });
});

const countrySpans: Record<Country, readonly YearSpan[]> = {
  uk: [supportedYearSpans.uk],
  us: [supportedYearSpans.us, supportedYearSpans.usStates],
  germany: [supportedYearSpans.germany],
};

const sitePages: ReadonlyArray<{ name: string; Page: ComponentType; path: string; countries: readonly Country[] }> = [
  { name: 'UK hub', Page: () => <CountryHubPage country="uk" />, path: '/uk', countries: ['uk'] },
  { name: 'US hub', Page: () => <CountryHubPage country="us" />, path: '/us', countries: ['us'] },
  { name: 'Germany hub', Page: () => <CountryHubPage country="germany" />, path: '/germany', countries: ['germany'] },
  { name: 'About page', Page: AboutPage, path: '/about', countries: ['uk', 'us', 'germany'] },
  { name: 'Home page', Page: HomePage, path: '/', countries: ['uk', 'us', 'germany'] },
];

describe.each(sitePages)('$name copy', ({ Page, path, countries }) => {
  it.each(languages)('in %s names only engine years and quotes only engine figures', async (language) => {
    renderWithProviders(<Page />, { route: path, language });
    await screen.findByRole('heading', { level: 1 });
    const copy = pageCopy();
    const years = new Set(countries.flatMap((country) => [...yearsNamed[country]]));
    const spans = countries.flatMap((country) => countrySpans[country]);
    expect([...copyProblems(copy, years, amountsOfAllYears(countries)), ...spans.flatMap((span) => yearListProblems(copy, span))]).toEqual(
      [],
    );
  });
});

describe('the copy checks', () => {
  const us2026 = amountsInForce('us', calendarPeriod(2026));

  it('catch a figure of another year and a year the engine lacks, as copy left behind by a new year would be', () => {
    expect(copyProblems('the standard deduction ($14,600 single in 2024)', yearsNamed.us, us2026)).toEqual(['amount $14,600']);
    expect(copyProblems('for 2023, 2024 or 2027', yearsNamed.us, us2026)).toEqual(['year 2027']);
    expect(copyProblems('for the 2022/23 tax year', yearsNamed.uk, new Set())).toEqual(['year 2022/23']);
    expect(yearListProblems('for 2023, 2024 or 2025', { firstYear: '2023', lastYear: '2026' })).toEqual(['names 2023 but not 2026']);
  });

  it('accept the year on screen’s figures in either language’s order', () => {
    expect(copyProblems('$16,100 single, $32,200 married filing jointly', yearsNamed.us, us2026)).toEqual([]);
    expect(copyProblems('Freigrenze (2026: 20.350 €)', yearsNamed.germany, amountsInForce('germany', calendarPeriod(2026)))).toEqual([]);
    expect(copyProblems('up to £1.5 million', yearsNamed.uk, new Set([1_500_000]))).toEqual([]);
  });
});
