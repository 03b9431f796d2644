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

/** 415: the API takes JSON bodies only (api-contract.md, "JSON in"). */
export class UnsupportedMediaTypeError extends DomainError {
  readonly status = 415;
}

/** 429: a rate limit was reached; `retryAfterSeconds` is also sent as the Retry-After header. */
export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests: try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`);
    this.name = 'TooManyRequestsError';
  }
}
