import type { PipeTransform } from '@nestjs/common';
import { toFieldIssues } from '@taxatlas/contracts/fields';
import type { z } from 'zod';
import { RequestValidationError } from '../errors/domain-errors';

/** Validates a request part with a shared contract schema; failures become a 400 naming each field. */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    if (value === undefined || value === null) {
      throw new RequestValidationError([{ field: 'body', message: 'is required: send a JSON object' }]);
    }
    const result = this.schema.safeParse(value);
    if (!result.success) throw new RequestValidationError(toFieldIssues(result.error));
    return result.data;
  }
}
