import type { ApiBodyOptions } from '@nestjs/swagger';
import { z } from 'zod';

type SchemaObject = Extract<ApiBodyOptions, { schema: unknown }>['schema'];

/** The OpenAPI description of a request body, generated from the same zod schema that validates it. */
export function openApiSchema(schema: z.ZodType): SchemaObject {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as SchemaObject;
}
