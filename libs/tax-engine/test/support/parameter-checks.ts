/**
 * Structural checks every country's parameters must pass (docs/contributing.md, "Tax engine"): each is listed in its
 * country's test, described, in a known unit, dated in ascending order on the country's start-date convention,
 * and cites an https reference for every value. Country tests add their own checks (years, brackets, statuses).
 */
import type { Parameter } from '../../src/core/parameter';

// The engine's tsconfig has no Node types (it runs in the browser); reach fs/path through jest with just the
// members needed.
interface DirectoryEntry {
  readonly name: string;
  isDirectory(): boolean;
}
const fs = jest.requireActual<{ readdirSync(directory: string, options: { withFileTypes: true }): DirectoryEntry[] }>('node:fs');
const path = jest.requireActual<{
  join(...parts: string[]): string;
  relative(from: string, to: string): string;
  dirname(file: string): string;
}>('node:path');

export type NamedParameters = ReadonlyArray<readonly [string, Parameter<unknown>]>;

const units = ['GBP', 'USD', 'EUR', 'rate', 'days', 'square-metres', 'GBP-brackets', 'USD-brackets', 'EUR-brackets'];

export function isParameter(value: unknown): value is Parameter<unknown> {
  return typeof value === 'object' && value !== null && 'description' in value && 'unit' in value && 'values' in value;
}

function parameterFiles(directory: string, skipFolders: readonly string[]): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return skipFolders.includes(entry.name) ? [] : parameterFiles(full, skipFolders);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Fails when a parameter exported under params/<folder> (directly, or as a member of an exported object) is
 * missing from `listed`, so a new parameter file cannot escape the structural checks.
 */
export function expectEveryExportedParameterListed(
  paramsFolders: readonly string[],
  listed: NamedParameters,
  skipFolders: readonly string[] = [],
): void {
  const testPath = expect.getState().testPath;
  if (!testPath) throw new Error('jest did not report the test path');
  const testRoot = testPath.slice(0, testPath.lastIndexOf('/test/') + '/test/'.length);
  const listedParameters = new Set(listed.map(([, parameter]) => parameter));
  let found = 0;
  for (const folder of paramsFolders) {
    const root = path.join(testRoot, '..', 'params', folder);
    for (const file of parameterFiles(root, skipFolders)) {
      for (const [name, value] of Object.entries(jest.requireActual<Record<string, unknown>>(file))) {
        const candidates = isParameter(value)
          ? [value]
          : typeof value === 'object' && value !== null
            ? Object.values(value).filter(isParameter)
            : [];
        for (const parameter of candidates) {
          found += 1;
          const where = path.relative(root, file);
          expect({ file: where, name, listed: listedParameters.has(parameter) }).toEqual({ file: where, name, listed: true });
        }
      }
    }
  }
  expect(found).toBe(listed.length);
}

/** Defines the structural tests for each parameter in the current describe block. */
export function describeWellFormedParameters(
  parameters: NamedParameters,
  startDate: { readonly pattern: RegExp; readonly label: string },
): void {
  describe.each(parameters)('%s', (_name, parameter) => {
    test('has a one-sentence description and a known unit', () => {
      expect(parameter.description.trim().length).toBeGreaterThan(10);
      expect(parameter.description.trim()).toMatch(/\.$/);
      expect(units).toContain(parameter.unit);
    });

    test(`has values in strictly ascending order, each starting on ${startDate.label}`, () => {
      expect(parameter.values.length).toBeGreaterThan(0);
      parameter.values.forEach((entry, index) => {
        expect(entry.from).toMatch(startDate.pattern);
        if (index > 0) expect(entry.from > parameter.values[index - 1]!.from).toBe(true);
      });
    });

    test('cites at least one reference with a title and an https href for every value', () => {
      for (const entry of parameter.values) {
        expect(entry.references.length).toBeGreaterThan(0);
        for (const reference of entry.references) {
          expect(reference.title.trim()).not.toBe('');
          expect(reference.href).toMatch(/^https:\/\/[^\s]+$/);
        }
      }
    });
  });
}
