import { HttpException, Logger } from '@nestjs/common';
import type { ApiFailure } from '@taxatlas/contracts/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { DomainError, RequestValidationError, TooManyRequestsError } from '../errors/domain-errors';
import { clientHungUp, isConnectionLost, noteClientHangUp } from './client-abort';
import { failure } from './failure';

/** Fastify rejects some requests before a route runs; these are about the body as a whole. */
const bodyErrorMessages: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'is empty: send a JSON object',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'must be JSON: send Content-Type: application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'length does not match Content-Length',
};

/** The router rejects some paths before any route runs (Fastify's frameworkErrors). */
const pathErrorMessages: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'has malformed percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'has a parameter that is too long (at most 100 characters)',
};

export interface ErrorResponse {
  readonly status: number;
  readonly body: ApiFailure;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A Fastify error (FST_ERR_*) or an http-errors one: a 4xx status code on the error itself. */
interface ErrorWithStatus {
  readonly statusCode: number;
  readonly code?: unknown;
  readonly message: string;
}

function hasClientStatus(error: unknown): error is ErrorWithStatus {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof Error && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

function fromStatusAndCode(status: number, code: unknown, message: string): ErrorResponse {
  const bodyError = typeof code === 'string' ? bodyErrorMessages[code] : undefined;
  if (bodyError) return { status, body: failure(`body ${bodyError}`, [{ field: 'body', message: bodyError }]) };
  const pathError = typeof code === 'string' ? pathErrorMessages[code] : undefined;
  if (pathError) return { status, body: failure(`path ${pathError}`, [{ field: 'path', message: pathError }]) };
  return { status, body: failure(message) };
}

const logger = new Logger('ApiError');

/** Seconds a client should wait before retrying while the database is away; a PostgreSQL restart takes a few. */
export const databaseRetryAfterSeconds = 2;

/**
 * The one mapping from anything thrown to the contract's error response `{ success: false, error, details? }`
 * (docs/api.md, "Errors"), used by Nest's exception filter and by Fastify's own error handler alike. Anything that is not a
 * known client error is a 500 whose details stay in the log, except that a database that cannot be reached is a 503
 * with Retry-After: the request may succeed as it is once the database is back.
 */
export function toErrorResponse(exception: unknown, notFoundMessage: () => string): ErrorResponse {
  if (exception instanceof RequestValidationError) return { status: 400, body: failure(exception.message, exception.details) };
  if (exception instanceof TooManyRequestsError) {
    return { status: 429, body: failure(exception.message), headers: { 'retry-after': String(exception.retryAfterSeconds) } };
  }
  if (exception instanceof DomainError) {
    return {
      status: exception.status,
      body: { ...exception.body, ...failure(exception.message) },
      ...(exception.headers ? { headers: exception.headers } : {}),
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status < 500) {
      const code = (exception.cause as { code?: unknown } | undefined)?.code;
      return fromStatusAndCode(status, code, status === 404 ? notFoundMessage() : messageOf(exception));
    }
  }
  if (hasClientStatus(exception)) {
    const status = exception.statusCode;
    return fromStatusAndCode(status, exception.code, status === 404 ? notFoundMessage() : exception.message);
  }
  if (isDatabaseUnavailable(exception)) {
    logger.warn(`database unavailable: ${(exception as Error).message}`);
    return {
      status: 503,
      body: failure('The service is briefly unavailable: try again in a few seconds'),
      headers: { 'retry-after': String(databaseRetryAfterSeconds) },
    };
  }
  logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return { status: 500, body: failure('Internal server error') };
}

/**
 * Answers a request with the contract's error shape for whatever was thrown: from Nest's routes (the exception filter)
 * and before them (Fastify's frameworkErrors). A client that has hung up gets no answer, and the log an error only for a
 * fault of the server.
 */
export function sendErrorResponse(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (clientHungUp(reply)) {
    // A fault of the server is still logged as one (by toErrorResponse); the rest only says the client left.
    if (isConnectionLost(error) || toErrorResponse(error, notFoundMessageFor(request)).status < 500) noteClientHangUp(request, error);
    return reply;
  }
  return replyWith(reply, toErrorResponse(error, notFoundMessageFor(request)));
}

const notFoundMessageFor = (request: FastifyRequest) => () => `Not found: ${request.method} ${request.url.split('?')[0]}`;

function replyWith(reply: FastifyReply, response: ErrorResponse): FastifyReply {
  return reply
    .status(response.status)
    .headers(response.headers ?? {})
    .send(response.body);
}
