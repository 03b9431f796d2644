/** A published source for a value: an act, a statutory instrument, official guidance. */
export interface Reference {
  readonly title: string;
  readonly href: string;
}

export type IsoDate = `${number}-${number}-${number}`;

export type ParameterUnit = 'GBP' | 'USD' | 'EUR' | 'rate' | 'GBP-brackets' | 'USD-brackets' | 'EUR-brackets';

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
