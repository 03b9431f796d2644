import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ApiFailure } from '@taxatlas/contracts/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, RequestValidationError } from '../errors/domain-errors';
import { sendSpaFallback, type SpaFallback } from './spa-fallback';

function failure(error: string, details?: ApiFailure['details']): ApiFailure {
  return details ? { success: false, error, details } : { success: false, error };
}

/** Fastify rejects some requests before a route runs; these are about the body as a whole. */
const bodyErrorMessages: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'is empty: send a JSON object',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'must be JSON: send Content-Type: application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'length does not match Content-Length',
};

function bodyErrorOf(exception: HttpException): string | undefined {
  const code = (exception.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? bodyErrorMessages[code] : undefined;
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/** The one place errors become HTTP responses: `{ success: false, error, details? }` (api-contract.md). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly spaFallback: SpaFallback | undefined) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();

    if (exception instanceof RequestValidationError) {
      void reply.status(400).send(failure(exception.message, exception.details));
      return;
    }
    if (exception instanceof DomainError) {
      void reply.status(exception.status).send(failure(exception.message));
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const bodyError = bodyErrorOf(exception);
      if (bodyError) {
        void reply.status(status).send(failure(`body ${bodyError}`, [{ field: 'body', message: bodyError }]));
        return;
      }
      if (status === 404 && this.spaFallback && sendSpaFallback(this.spaFallback, request, reply)) return;
      const message = status === 404 ? `Not found: ${request.method} ${request.url.split('?')[0]}` : messageOf(exception);
      void reply.status(status).send(failure(message));
      return;
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    void reply.status(500).send(failure('Internal server error'));
  }
}
