/**
 * Structural tests over the property transaction tax parameters (SDLT, LBTT, LTT): described, cited, dated in
 * ascending order of their effective dates (these taxes change mid-tax-year, so values are keyed by the day they take
 * effect, not 6 April), brackets rising from 0, rates valid percents; and every parameter file in these folders listed.
 */
import type { Bracket } from '../../src/core/brackets';
import type { Parameter } from '../../src/core/parameter';
import { propertyRegions, propertyTaxSupportedFrom } from '../../src/uk/property-transaction-tax';
import { sdltFirstTimeBuyerBands, sdltFirstTimeBuyerPriceCap } from '../../params/uk/hmrc/stamp-duty-land-tax/first-time-buyer-relief';
import {
  sdltHigherRatesMinimumPrice,
  sdltHigherRatesSurcharge,
} from '../../params/uk/hmrc/stamp-duty-land-tax/higher-rates-additional-dwellings';
import { sdltNonResidentMinimumPrice, sdltNonResidentSurcharge } from '../../params/uk/hmrc/stamp-duty-land-tax/non-resident-surcharge';
import { sdltReferences } from '../../params/uk/hmrc/stamp-duty-land-tax/references';
import { sdltResidentialBands } from '../../params/uk/hmrc/stamp-duty-land-tax/residential-rates';
import {
  lbttAdditionalDwellingSupplementMinimumPrice,
  lbttAdditionalDwellingSupplementRate,
} from '../../params/uk/revenue-scotland/lbtt/additional-dwelling-supplement';
import { lbttReferences } from '../../params/uk/revenue-scotland/lbtt/references';
import { lbttFirstTimeBuyerNilRateBand, lbttResidentialBands } from '../../params/uk/revenue-scotland/lbtt/residential-rates';
import { lttReferences } from '../../params/uk/welsh-revenue-authority/land-transaction-tax/references';
import {
  lttHigherRatesMinimumPrice,
  lttHigherResidentialBands,
  lttResidentialBands,
} from '../../params/uk/welsh-revenue-authority/land-transaction-tax/residential-rates';

const propertyParameters: ReadonlyArray<readonly [string, Parameter<unknown>]> = [
  ['sdltResidentialBands', sdltResidentialBands],
  ['sdltFirstTimeBuyerBands', sdltFirstTimeBuyerBands],
  ['sdltFirstTimeBuyerPriceCap', sdltFirstTimeBuyerPriceCap],
  ['sdltHigherRatesSurcharge', sdltHigherRatesSurcharge],
  ['sdltHigherRatesMinimumPrice', sdltHigherRatesMinimumPrice],
  ['sdltNonResidentSurcharge', sdltNonResidentSurcharge],
  ['sdltNonResidentMinimumPrice', sdltNonResidentMinimumPrice],
  ['lbttResidentialBands', lbttResidentialBands],
  ['lbttFirstTimeBuyerNilRateBand', lbttFirstTimeBuyerNilRateBand],
  ['lbttAdditionalDwellingSupplementRate', lbttAdditionalDwellingSupplementRate],
  ['lbttAdditionalDwellingSupplementMinimumPrice', lbttAdditionalDwellingSupplementMinimumPrice],
  ['lttResidentialBands', lttResidentialBands],
  ['lttHigherResidentialBands', lttHigherResidentialBands],
  ['lttHigherRatesMinimumPrice', lttHigherRatesMinimumPrice],
];

interface DirectoryEntry {
  readonly name: string;
  isDirectory(): boolean;
}
const fs = jest.requireActual<{ readdirSync(directory: string, options: { withFileTypes: true }): DirectoryEntry[] }>('node:fs');
const path = jest.requireActual<{ join(...parts: string[]): string; dirname(file: string): string }>('node:path');

function filesUnder(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function isParameter(value: unknown): value is Parameter<unknown> {
  return typeof value === 'object' && value !== null && 'description' in value && 'unit' in value && 'values' in value;
}

describe('property transaction tax parameters', () => {
  test('the list holds every parameter exported from the SDLT, LBTT and LTT folders', () => {
    const testPath = expect.getState().testPath;
    if (!testPath) throw new Error('jest did not report the test path');
    const root = path.join(path.dirname(testPath), '..', '..', 'params', 'uk');
    const folders = ['hmrc/stamp-duty-land-tax', 'revenue-scotland/lbtt', 'welsh-revenue-authority'].map((folder) =>
      path.join(root, folder),
    );
    const listed = new Set(propertyParameters.map(([, parameter]) => parameter));
    let found = 0;
    for (const file of folders.flatMap(filesUnder)) {
      for (const [name, value] of Object.entries(jest.requireActual<Record<string, unknown>>(file))) {
        if (!isParameter(value)) continue;
        found += 1;
        expect({ name, listed: listed.has(value) }).toEqual({ name, listed: true });
      }
    }
    expect(found).toBe(propertyParameters.length);
  });

  describe.each(propertyParameters)('%s', (_name, parameter) => {
    test('has a one-sentence description and a known unit', () => {
      expect(parameter.description.trim()).toMatch(/^\S.{10,}\.$/);
      expect(['GBP', 'rate', 'GBP-brackets']).toContain(parameter.unit);
    });

    test('values are keyed by real effective dates in strictly ascending order', () => {
      expect(parameter.values.length).toBeGreaterThan(0);
      parameter.values.forEach((entry, index) => {
        expect(entry.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${entry.from}T00:00:00Z`).toISOString().slice(0, 10)).toBe(entry.from);
        if (index > 0) expect(entry.from > parameter.values[index - 1]!.from).toBe(true);
      });
    });

    test('every value cites at least one reference with a title and an https href', () => {
      for (const entry of parameter.values) {
        expect(entry.references.length).toBeGreaterThan(0);
        for (const reference of entry.references) {
          expect(reference.title.trim()).not.toBe('');
          expect(reference.href).toMatch(/^https:\/\/\S+$/);
        }
      }
    });

    test('numbers are sane: brackets start at 0 and rise, rates are percents with at most three decimals', () => {
      for (const entry of parameter.values) {
        if (parameter.unit === 'GBP-brackets') {
          const brackets = entry.value as readonly Bracket[];
          expect(brackets[0]!.threshold).toBe(0);
          brackets.forEach((bracket, index) => {
            expect(bracket.name.trim()).not.toBe('');
            expect(bracket.rate).toBeGreaterThanOrEqual(0);
            expect(bracket.rate).toBeLessThanOrEqual(100);
            expect(Math.round(bracket.rate * 1000) / 1000).toBe(bracket.rate);
            if (index > 0) {
              expect(bracket.threshold).toBeGreaterThan(brackets[index - 1]!.threshold);
              expect(bracket.rate).toBeGreaterThanOrEqual(brackets[index - 1]!.rate);
            }
          });
        } else {
          const value = entry.value as number;
          expect(Number.isFinite(value) && value > 0).toBe(true);
          if (parameter.unit === 'rate') expect(value).toBeLessThanOrEqual(100);
        }
      }
    });
  });

  test('each region has every one of its parameters in force from its earliest supported date', () => {
    expect(propertyRegions.map((region) => [region, propertyTaxSupportedFrom(region)])).toEqual([
      ['england', '2022-09-23'],
      ['northern-ireland', '2022-09-23'],
      ['scotland', '2021-04-01'],
      ['wales', '2022-10-10'],
    ]);
  });

  test('completions in 2026 use the latest table of every parameter (no change was made for 2026; docs/tax-parameters.md)', () => {
    for (const [name, parameter] of propertyParameters) {
      const latest = parameter.values.at(-1)!;
      expect({ name, latestFrom: latest.from < '2026-01-01' }).toEqual({ name, latestFrom: true });
    }
  });

  test('SDLT first-time buyer bands end at the price cap of the same date', () => {
    for (const entry of sdltFirstTimeBuyerBands.values) {
      const cap = sdltFirstTimeBuyerPriceCap.values.find((value) => value.from === entry.from);
      expect(cap).toBeDefined();
      expect(entry.value.at(-1)!.threshold).toBeLessThan(cap!.value);
    }
  });

  test('every shared property reference has a title and an https href', () => {
    for (const [key, reference] of Object.entries({ ...sdltReferences, ...lbttReferences, ...lttReferences })) {
      expect({ key, ok: reference.title.trim().length > 0 && /^https:\/\/\S+$/.test(reference.href) }).toEqual({ key, ok: true });
    }
  });
});
