import type { FieldIssue } from '@taxatlas/contracts/fields';

/** Thrown by services and pipes; the exception filter maps each to the contract's error shape. */
export abstract class DomainError extends Error {
  abstract readonly status: number;
}

export class RequestValidationError extends DomainError {
  readonly status = 400;
  constructor(
    readonly details: readonly FieldIssue[],
    message?: string,
  ) {
    super(message ?? details.map((detail) => `${detail.field} ${detail.message}`).join('; '));
    this.name = 'RequestValidationError';
  }
}

export class NotFoundError extends DomainError {
  readonly status = 404;
}
