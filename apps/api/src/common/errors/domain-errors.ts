import type { FieldIssue } from '@taxatlas/contracts/fields';
import { describeIssues } from '../http/failure';

/** Thrown by services and pipes; the exception filter maps each to the contract's error shape. */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  /** Response headers that belong to this answer (WWW-Authenticate, Retry-After). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Fields the error body carries besides `success` and `error` (a 409's state of the stored record). */
  readonly body?: Readonly<Record<string, unknown>>;
}

export class RequestValidationError extends DomainError {
  readonly status = 400;
  constructor(
    readonly details: readonly FieldIssue[],
    message?: string,
  ) {
    super(message ?? describeIssues(details));
    this.name = 'RequestValidationError';
  }
}

export class NotFoundError extends DomainError {
  readonly status = 404;
}

/** 415: the API takes JSON bodies only (docs/api.md, "Conventions"). */
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

/** 401: no token, or one that is invalid, expired or revoked. RFC 6750 asks for the WWW-Authenticate challenge. */
export class UnauthorizedError extends DomainError {
  readonly status = 401;
  override readonly headers = { 'www-authenticate': 'Bearer realm="TaxAtlas"' };
}

/** 403: signed in, but the role may not do this. */
export class ForbiddenError extends DomainError {
  readonly status = 403;
}

/** 409: the request is valid but would leave the data in a state the rules forbid (the last admin, yourself). */
export class ConflictError extends DomainError {
  readonly status = 409;
}

/** 503: too much of one kind of heavy work is already waiting (uploads, article saves); the request may succeed later. */
export class ServiceBusyError extends DomainError {
  readonly status = 503;
  override readonly headers: Readonly<Record<string, string>>;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.name = 'ServiceBusyError';
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}
