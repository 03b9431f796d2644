import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The client's address: the socket's, or what the proxies TRUST_PROXY names report (rate limits key on it). */
export const ClientAddress = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<FastifyRequest>().ip,
);
