import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The device a new session is started from, as the list of sessions shows it. */
export interface SessionClient {
  readonly userAgent: string;
  readonly ip: string;
}

/** The request's User-Agent header and client address (what TRUST_PROXY believes), for a session about to start. */
export const CurrentClient = createParamDecorator((_data: unknown, context: ExecutionContext): SessionClient => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const userAgent = request.headers['user-agent'];
  return { userAgent: typeof userAgent === 'string' ? userAgent : '', ip: request.ip };
});
