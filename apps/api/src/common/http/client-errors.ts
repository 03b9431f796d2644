import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failure } from './failure';

interface ClientError extends Error {
  readonly code?: string;
}

/**
 * Node's HTTP parser rejects some requests before Fastify sees them: oversized headers, request-smuggling framing
 * (Content-Length with Transfer-Encoding, two Content-Lengths), malformed request lines, slow clients. Fastify would
 * answer them in its own shape; this answers in the contract's, keeping the status codes.
 */
export function answerClientError(error: ClientError, socket: Socket, headers: Readonly<Record<string, string>> = {}): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorOf(error.code);
  if (socket.writable) {
    const body = JSON.stringify(failure(message));
    const extra = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${extra}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

function clientErrorOf(code: string | undefined): [number, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'Request headers are too large'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return [408, 'The request took too long to arrive'];
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CONTENT_LENGTH':
      return [400, 'Malformed request: conflicting or invalid Content-Length and Transfer-Encoding'];
    default:
      return [400, 'Malformed HTTP request'];
  }
}
