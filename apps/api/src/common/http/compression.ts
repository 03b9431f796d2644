import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Responses smaller than this gain less from compression than the headers and CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses over 1 KB (API JSON, the SPA fallback's HTML) for clients that accept it. Static assets are
 * already compressed at build time and served as such. Brotli at quality 4 compresses JSON nearly as well as 11 at a
 * fraction of the CPU, which matters on a per-request path.
 *
 * Request bodies are never inflated: the API's bodies are a few KB of JSON, an inflated body could be many times its
 * limit (a decompression bomb), and the plugin's decompression would add a hook to every request.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
