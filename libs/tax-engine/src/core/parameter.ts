/** A published source for a value: an act, a statutory instrument, official guidance. */
export interface Reference {
  readonly title: string;
  readonly href: string;
}

export type IsoDate = `${number}-${number}-${number}`;

/** `days`: a period the law counts in days (a VAT notification period, the 60 days to report a UK property disposal). */
export type ParameterUnit = 'GBP' | 'USD' | 'EUR' | 'rate' | 'days' | 'square-metres' | 'GBP-brackets' | 'USD-brackets' | 'EUR-brackets';

/** One value of a parameter, in force from `from` until the next value's `from`. */
export interface DatedValue<T> {
  readonly from: IsoDate;
  readonly value: T;
  readonly references: readonly Reference[];
  /** Why the value is what it is, where a reader would otherwise ask (e.g. a mid-year change). */
  readonly note?: string;
}

/** A tax parameter: one concept, its unit, and its dated, cited values in ascending date order. */
export interface Parameter<T> {
  readonly description: string;
  readonly unit: ParameterUnit;
  readonly values: readonly DatedValue<T>[];
}

/**
 * A later value written as what changed since the value before it (see `datedValues`). `changes` holds the
 * top-level fields that change; every other field keeps the previous value (an optional field that no longer applies
 * is set to `undefined`). Each year still carries its own references, so no year is offered uncited. `C` is the shape
 * of the changes where a parameter merges some fields more finely (`stateRuleValues` in src/us/state-rule-values.ts).
 */
export interface DatedChange<T, C = Partial<T>> {
  readonly from: IsoDate;
  readonly changes: C;
  readonly references: readonly Reference[];
  /** Why the value is what it is; not inherited from the previous value. */
  readonly note?: string;
}

function isChange<T, C>(entry: DatedValue<T> | DatedChange<T, C>): entry is DatedChange<T, C> {
  return 'changes' in entry;
}

/**
 * The dated values of a parameter whose later years state only what changed, each `DatedChange` merged over the value
 * before it by `merge`; a full `DatedValue` may still start afresh. The result is an ordinary list of complete values,
 * so `valueAt` and every reader see exactly what a fully written list would give. Entries must be in ascending date
 * order.
 */
export function mergedDatedValues<T extends object, C>(
  merge: (previous: T, changes: C) => T,
  first: DatedValue<T>,
  later: ReadonlyArray<DatedValue<T> | DatedChange<T, C>>,
): DatedValue<T>[] {
  const values: DatedValue<T>[] = [first];
  let previous = first;
  for (const entry of later) {
    if (entry.from <= previous.from) throw new RangeError(`dated values must ascend: ${entry.from} follows ${previous.from}`);
    const next: DatedValue<T> = isChange(entry)
      ? {
          from: entry.from,
          value: merge(previous.value, entry.changes),
          references: entry.references,
          ...(entry.note === undefined ? {} : { note: entry.note }),
        }
      : entry;
    values.push(next);
    previous = next;
  }
  return values;
}

/**
 * `mergedDatedValues` with a shallow merge: a changed field, e.g. `brackets`, is replaced whole, never merged key by
 * key.
 */
export function datedValues<T extends object>(
  first: DatedValue<T>,
  ...later: ReadonlyArray<DatedValue<T> | DatedChange<T>>
): DatedValue<T>[] {
  return mergedDatedValues<T, Partial<T>>((previous, changes) => ({ ...previous, ...changes }), first, later);
}

export class ParameterNotInForceError extends Error {
  constructor(description: string, date: IsoDate) {
    super(`No value of "${description}" is in force on ${date}`);
    this.name = 'ParameterNotInForceError';
  }
}

/** The value in force on `date` (the latest value whose start date is on or before it). */
export function valueAt<T>(parameter: Parameter<T>, date: IsoDate): T {
  return datedValueAt(parameter, date).value;
}

export function datedValueAt<T>(parameter: Parameter<T>, date: IsoDate): DatedValue<T> {
  let found: DatedValue<T> | undefined;
  for (const entry of parameter.values) {
    if (entry.from <= date) found = entry;
    else break;
  }
  if (!found) throw new ParameterNotInForceError(parameter.description, date);
  return found;
}

const citations = new WeakMap<DatedValue<unknown>, string>();

/** The titles of a value's references, joined: the `reference` shown beside a breakdown band. Cached per value. */
export function citationOf(entry: DatedValue<unknown>): string {
  let citation = citations.get(entry);
  if (citation === undefined) {
    citation = entry.references.map((reference) => reference.title).join('; ');
    citations.set(entry, citation);
  }
  return citation;
}
