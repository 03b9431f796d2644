import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { RequestValidationError } from '../errors/domain-errors';

/** Deeper JSON than any request of the contract. */
export const MAX_BODY_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth`, read as bytes in one pass (strings skipped). The
 * bytes that matter are ASCII, which UTF-8 never uses inside a multi-byte character.
 */
export function nestsDeeperThan(json: Buffer, maxDepth: number): boolean {
  // Each level takes at least one byte: shorter text cannot be too deep.
  if (json.length <= maxDepth) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const code = json[index];
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies are parsed by Fastify's own parser (prototype-poisoning checks included) once their depth is known to
 * be sane: deep nesting is refused as text, before JSON.parse or any recursive walk (a schema, a serialiser) could
 * exhaust the stack on it. This runs for every route, whatever the spelling of its path.
 */
export function parseJsonBodiesWithDepthLimit(app: NestFastifyApplication): void {
  const parse = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  // Through Nest, so that Nest keeps it rather than adding its own parser for JSON when the app starts.
  app.useBodyParser<RawServerDefault>('application/json', {}, (request, body, done) => {
    if (nestsDeeperThan(body, MAX_BODY_DEPTH)) {
      done(new RequestValidationError([{ field: 'body', message: `is nested too deeply (at most ${MAX_BODY_DEPTH} levels)` }]), undefined);
      return;
    }
    // Fastify's parser takes the text; secure-json-parse reads a Buffer as its UTF-8 text.
    parse(request, body as unknown as string, done);
  });
}
