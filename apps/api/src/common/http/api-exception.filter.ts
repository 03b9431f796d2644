import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundMessageFor, replyWith, toErrorResponse } from './error-response';

/** Nest's side of error handling: every exception from a route becomes the contract's error shape. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    void replyWith(reply, toErrorResponse(exception, notFoundMessageFor(request)));
  }
}
