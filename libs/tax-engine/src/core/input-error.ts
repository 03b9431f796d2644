/**
 * Input the request schema accepts but the engine finds unsupported once it reads its parameters or the other fields
 * (a date before the first rate table, a disposal outside the tax year). `field` is the request's dotted path
 * ("disposals.1.disposalDate"), so the API answers 400 naming it (docs/contributing.md, "API"); the message starts
 * with the field.
 */
export class CalculatorInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field} ${message}`);
    this.name = 'CalculatorInputError';
  }
}
