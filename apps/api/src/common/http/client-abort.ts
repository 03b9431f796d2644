import type { FastifyReply, FastifyRequest } from 'fastify';

/** What Node reports when the other end of a response went away: the stream closed early, the socket was reset or broken. */
const connectionLostCodes = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** Whether `error` says that a connection went away (which one: see clientHungUp). */
export function isConnectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && connectionLostCodes.has(code);
}

/**
 * Whether the client hung up before its response was complete, so that nothing can be sent any more. An error can
 * still arrive for such a request: a page sent as a file (serve-web-app.ts) whose visitor leaves mid-way lets Fastify
 * go on to the not-found route, whose 404 then meets a response already half sent as HTML.
 */
export function clientHungUp(reply: FastifyReply): boolean {
  return reply.raw.destroyed && !reply.raw.writableFinished;
}

/** Noted at info, as Fastify notes a stream closed early: no stack, no status, since no answer was given. */
export function noteClientHangUp(request: FastifyRequest, error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  request.log.info({ ...(typeof code === 'string' ? { code } : {}) }, 'client closed the connection before the response was complete');
}
