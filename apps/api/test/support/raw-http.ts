import { connect } from 'node:net';
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';

export interface RawRequest {
  readonly method: string;
  /** The request target exactly as sent: may hold bytes no HTTP client library would let through. */
  readonly target: Buffer | string;
  readonly headers?: readonly (readonly [string, string | Buffer])[];
  readonly body?: Buffer | string;
  /** Leave out the Host header (it is added by default). */
  readonly omitHost?: boolean;
  /** Leave out the Content-Length header that is otherwise added for a body. */
  readonly omitContentLength?: boolean;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The body, decoded from chunked transfer and from Content-Encoding. */
  readonly body: Buffer;
  readonly elapsedMs: number;
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd === -1) break;
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** Parses one HTTP/1.1 response read up to the server closing the connection. */
export function parseResponse(raw: Buffer, elapsedMs: number): RawResponse {
  const headerEnd = raw.indexOf('\r\n\r\n');
  if (headerEnd === -1) throw new Error(`Incomplete HTTP response: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...headerLines] = raw.subarray(0, headerEnd).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(headerEnd + 4);
  if (headers['transfer-encoding']?.includes('chunked')) body = dechunk(body);
  return { status, headers, body: decode(body, headers['content-encoding']), elapsedMs };
}

/**
 * Sends bytes over a fresh TCP connection and reads the answer until the server closes it (Connection: close), so
 * that malformed requests reach the server exactly as written.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  const head: (string | Buffer)[] = [request.method, ' ', request.target, ' HTTP/1.1\r\n'];
  if (!request.omitHost) head.push(`Host: 127.0.0.1:${port}\r\n`);
  for (const [name, value] of request.headers ?? []) head.push(name, ': ', value, '\r\n');
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  if (body && !request.omitContentLength) head.push(`Content-Length: ${body.length}\r\n`);
  head.push('Connection: close\r\n\r\n');
  const bytes = Buffer.concat([...head.map((part) => Buffer.from(part)), body ?? Buffer.alloc(0)]);

  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const chunks: Buffer[] = [];
    // Written without ending our side: Node drops a response still in progress when the client half-closes first.
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(bytes));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the request is still being written (an early 4xx); what it sent still counts.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      reject(error);
    });
    socket.on('close', () => {
      const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
      try {
        resolve(parseResponse(Buffer.concat(chunks), elapsedMs));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}
