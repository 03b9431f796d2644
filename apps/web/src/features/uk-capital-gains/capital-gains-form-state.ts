import { MAX_CGT_DISPOSALS } from '@taxatlas/contracts/uk-capital-gains-limits';
import type { UkCapitalGainsParsedRequest } from '@taxatlas/contracts/uk-capital-gains';
import { cgtAssetTypes } from '@taxatlas/tax-engine/uk/capital-gains';
import { currentUkTaxYear, ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { type FormFieldError, lazySchema, loadedSchema, normaliseAmount, type ValidationOutcome } from '../../lib/calculator-form';
import type { QueryFormAdapter } from '../../components/calculator/use-query-form';

/**
 * The form of /uk/capital-gains: a few fields of the year and a list of disposals. The list does not fit the flat
 * CalculatorFormDefinition, so this module is the page's adapter for useQueryForm: each disposal's fields are indexed
 * keys in the query string (gain1, type1, date1, completion1, then gain2, ...), read from 1 up to the first index
 * the URL does not hold, and a schema message on disposals.<n>.<field> is that row's field.
 */

export interface DisposalRow {
  readonly gain: string;
  readonly assetType: string;
  readonly disposalDate: string;
  /** Only for UK residential property: starts the 60 days to report. */
  readonly completionDate: string;
}

export type DisposalField = keyof DisposalRow;

export interface CapitalGainsFormValues {
  readonly taxableIncome: string;
  readonly taxYear: string;
  /** 'true' or '' (left out of the URL). */
  readonly scottishTaxpayer: string;
  readonly lossesBroughtForward: string;
  readonly badrLifetimeUsed: string;
  readonly investorsReliefLifetimeUsed: string;
  readonly disposals: readonly DisposalRow[];
}

export type CapitalGainsScalarField = Exclude<keyof CapitalGainsFormValues, 'disposals'>;
/** A field an error can belong to: a scalar, the list as a whole, or one row's field ("disposals.0.gain"). */
export type CapitalGainsFormField = CapitalGainsScalarField | 'disposals' | `disposals.${number}.${DisposalField}`;

export const disposalFieldName = (index: number, field: DisposalField): CapitalGainsFormField => `disposals.${index}.${field}`;

export { MAX_CGT_DISPOSALS };
export const assetTypeOptions = cgtAssetTypes;

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentUkTaxYear(new Date());

export const blankDisposal: DisposalRow = { gain: '', assetType: 'other', disposalDate: '', completionDate: '' };

export const defaultCapitalGainsValues: CapitalGainsFormValues = {
  taxableIncome: '',
  taxYear: taxYearInForce.taxYear,
  scottishTaxpayer: '',
  lossesBroughtForward: '',
  badrLifetimeUsed: '',
  investorsReliefLifetimeUsed: '',
  disposals: [blankDisposal],
};

const scalarKeys: Record<CapitalGainsScalarField, string> = {
  taxableIncome: 'income',
  taxYear: 'year',
  scottishTaxpayer: 'scottish',
  lossesBroughtForward: 'losses',
  badrLifetimeUsed: 'badr',
  investorsReliefLifetimeUsed: 'ir',
};
/** Query key of a row's field: the prefix and the row's 1-based number, e.g. gain1. */
const disposalKeys: Record<DisposalField, string> = { gain: 'gain', assetType: 'type', disposalDate: 'date', completionDate: 'completion' };
const scalarAmounts: readonly CapitalGainsScalarField[] = [
  'taxableIncome',
  'lossesBroughtForward',
  'badrLifetimeUsed',
  'investorsReliefLifetimeUsed',
];

const oneOfOr = (value: string | null, allowed: readonly string[], fallback: string) =>
  value !== null && allowed.includes(value) ? value : fallback;

/** The form the URL describes; undefined when it holds no taxable income (nothing to calculate). */
export function capitalGainsValuesFromQuery(search: URLSearchParams): CapitalGainsFormValues | undefined {
  const income = search.get(scalarKeys.taxableIncome);
  if (income === null || income.trim() === '') return undefined;
  const disposals: DisposalRow[] = [];
  for (let number = 1; number <= MAX_CGT_DISPOSALS; number++) {
    const read = (field: DisposalField) => search.get(`${disposalKeys[field]}${number}`);
    if ((Object.keys(disposalKeys) as DisposalField[]).every((field) => read(field) === null)) break;
    disposals.push({
      gain: read('gain') ?? '',
      assetType: oneOfOr(read('assetType'), cgtAssetTypes, blankDisposal.assetType),
      disposalDate: read('disposalDate') ?? '',
      completionDate: read('completionDate') ?? '',
    });
  }
  const text = (field: CapitalGainsScalarField) => search.get(scalarKeys[field]) ?? '';
  return {
    taxableIncome: income,
    taxYear: oneOfOr(search.get(scalarKeys.taxYear), ukTaxYears, defaultCapitalGainsValues.taxYear),
    scottishTaxpayer: oneOfOr(search.get(scalarKeys.scottishTaxpayer), ['true'], ''),
    lossesBroughtForward: text('lossesBroughtForward'),
    badrLifetimeUsed: text('badrLifetimeUsed'),
    investorsReliefLifetimeUsed: text('investorsReliefLifetimeUsed'),
    disposals: disposals.length > 0 ? disposals : [blankDisposal],
  };
}

function normalised(values: CapitalGainsFormValues): CapitalGainsFormValues {
  const amounts = Object.fromEntries(scalarAmounts.map((field) => [field, normaliseAmount(values[field])]));
  return {
    ...values,
    ...amounts,
    disposals: values.disposals.map((row) => ({ ...row, gain: normaliseAmount(row.gain) })),
  };
}

/** Every input in the query string (amounts normalised, blanks left out; a row's asset type always, to keep the row). */
export function capitalGainsQueryFromValues(values: CapitalGainsFormValues): URLSearchParams {
  const clean = normalised(values);
  const query = new URLSearchParams();
  for (const field of Object.keys(scalarKeys) as CapitalGainsScalarField[])
    if (clean[field] !== '' || field === 'taxableIncome') query.set(scalarKeys[field], clean[field]);
  clean.disposals.forEach((row, index) => {
    for (const field of Object.keys(disposalKeys) as DisposalField[])
      if (row[field] !== '' || field === 'assetType') query.set(`${disposalKeys[field]}${index + 1}`, row[field]);
  });
  return query;
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The request body the schema parses: every row as it stands, so an error's index is the row's. */
export function capitalGainsRequestInput(values: CapitalGainsFormValues): Record<string, unknown> {
  const clean = normalised(values);
  return {
    taxYear: clean.taxYear,
    taxableIncome: blankToUndefined(clean.taxableIncome),
    scottishTaxpayer: clean.scottishTaxpayer === 'true',
    lossesBroughtForward: blankToUndefined(clean.lossesBroughtForward),
    badrLifetimeUsed: blankToUndefined(clean.badrLifetimeUsed),
    investorsReliefLifetimeUsed: blankToUndefined(clean.investorsReliefLifetimeUsed),
    disposals: clean.disposals.map((row) => ({
      gain: blankToUndefined(row.gain),
      assetType: row.assetType,
      disposalDate: blankToUndefined(row.disposalDate),
      // Only a residential property disposal has a completion date that matters; a stale one on another row is ignored.
      completionDate: row.assetType === 'residential-property' ? blankToUndefined(row.completionDate) : undefined,
    })),
  };
}

export const capitalGainsSchema = lazySchema(() =>
  import('@taxatlas/contracts/uk-capital-gains').then((module) => module.ukCapitalGainsRequestSchema),
);

const disposalFields = Object.keys(disposalKeys) as DisposalField[];
const scalarFields = Object.keys(scalarKeys) as CapitalGainsScalarField[];

/** The form field a schema issue's path names (["disposals", 2, "gain"] → "disposals.2.gain"). */
export function fieldOfPath(path: readonly PropertyKey[]): CapitalGainsFormField | undefined {
  const [first, index, field] = path;
  if (first === 'disposals') {
    if (typeof index === 'number' && disposalFields.includes(field as DisposalField))
      return disposalFieldName(index, field as DisposalField);
    return 'disposals';
  }
  return scalarFields.find((candidate) => candidate === first);
}

/** Validates with the contract's schema (loaded first); the first message per field. */
export function validateCapitalGains(
  values: CapitalGainsFormValues,
): ValidationOutcome<CapitalGainsFormField, UkCapitalGainsParsedRequest> {
  const parsed = loadedSchema(capitalGainsSchema).safeParse(capitalGainsRequestInput(values));
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: FormFieldError<CapitalGainsFormField>[] = [];
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path) ?? 'taxableIncome';
    if (!errors.some((error) => error.field === field)) errors.push({ field, message: issue.message });
  }
  return { ok: false, errors };
}

export const capitalGainsAdapter: QueryFormAdapter<CapitalGainsFormValues, CapitalGainsFormField, UkCapitalGainsParsedRequest> = {
  defaults: defaultCapitalGainsValues,
  fromQuery: capitalGainsValuesFromQuery,
  toQuery: capitalGainsQueryFromValues,
  validate: validateCapitalGains,
  validator: capitalGainsSchema,
};
