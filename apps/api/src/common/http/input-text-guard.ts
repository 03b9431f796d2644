import type { FastifyRequest } from 'fastify';
import type { FieldIssue } from '@taxatlas/contracts/fields';
import { RequestValidationError } from '../errors/domain-errors';

/**
 * Control characters (C0 and DEL). They have no place in a path, a query or a form field, and NUL in particular
 * cannot travel in SQL text: MikroORM 6 inlines escaped values into the statement it sends (it does not bind them),
 * and SQLite reads a statement only up to NUL, PostgreSQL refuses NUL in text. So they stop here, with a 400.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const controlCharacter = /[\u0000-\u001f\u007f]/;
/** In JSON bodies, tab, line feed and carriage return are ordinary text (a message, an article). */
// eslint-disable-next-line no-control-regex -- as above
const controlCharacterInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const controlMessage = 'must not contain control characters';

function checkFlat(values: unknown, where: 'path' | 'query'): FieldIssue | undefined {
  if (!values || typeof values !== 'object') return undefined;
  for (const [key, value] of Object.entries(values)) {
    if (controlCharacter.test(key)) return { field: where, message: `has a parameter name that ${controlMessage}` };
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && controlCharacter.test(text))) return { field: key, message: controlMessage };
  }
  return undefined;
}

/** Walks a parsed JSON body without recursion (its depth was bounded before it was parsed: json-body.ts). */
function checkBody(body: unknown): FieldIssue | undefined {
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (controlCharacterInText.test(value)) return { field: path || 'body', message: controlMessage };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (controlCharacter.test(key)) return { field: path || 'body', message: `has a field name that ${controlMessage}` };
      pending.push({ value: child, path: path ? `${path}.${key}` : key });
    }
  }
  return undefined;
}

/** preValidation of the API's routes: every string in path parameters, query and JSON body is free of control characters. */
export function rejectControlCharacters(request: FastifyRequest): void {
  const issue = checkFlat(request.params, 'path') ?? checkFlat(request.query, 'query') ?? checkBody(request.body);
  if (issue) throw new RequestValidationError([issue]);
}
