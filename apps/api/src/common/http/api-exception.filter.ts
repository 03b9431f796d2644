import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundMessageFor, replyWith, toErrorResponse } from './error-response';
import { sendSpaFallback, type SpaFallback } from './spa-fallback';

/** Nest's side of error handling: every exception from a route becomes the contract's error shape (or, for an unknown page, the web app). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly spaFallback: SpaFallback | undefined) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const response = toErrorResponse(exception, notFoundMessageFor(request));
    if (response.status === 404 && this.spaFallback && sendSpaFallback(this.spaFallback, request, reply)) return;
    void replyWith(reply, response);
  }
}
