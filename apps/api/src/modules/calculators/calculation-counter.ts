import { MikroORM } from '@mikro-orm/core';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { mergeMap, type Observable } from 'rxjs';
import { CLOCK, type Clock } from '../../common/time/clock';

const CALCULATOR_ID = 'taxatlas:calculator-id';

/** UTC day "YYYY-MM-DD". */
const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The calculation counter: one upsert of the (UTC day, calculator) row per successful calculation. A failure is logged
 * and swallowed: a calculation never fails because it could not be counted.
 */
@Injectable()
export class CalculationCounter {
  private readonly logger = new Logger('CalculationCounter');

  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async count(calculator: string): Promise<void> {
    try {
      await this.orm.em
        .fork()
        .getConnection()
        .execute(
          'insert into "calculation_counts" ("day", "calculator", "count") values (?, ?, 1) ' +
            'on conflict ("day", "calculator") do update set "count" = "calculation_counts"."count" + 1',
          [utcDay(this.clock.now()), calculator],
          'run',
        );
    } catch (error) {
      this.logger.warn(`A ${calculator} calculation was not counted: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Counts each successful answer of the route under the calculator's id (after the result, before it is sent). */
@Injectable()
export class CalculationCountInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly counter: CalculationCounter,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const calculator = this.reflector.get<string | undefined>(CALCULATOR_ID, context.getHandler());
    if (!calculator) return next.handle();
    return next.handle().pipe(
      mergeMap(async (result: unknown) => {
        await this.counter.count(calculator);
        return result;
      }),
    );
  }
}

/** Marks a calculate route: its successful calculations are counted under `calculator` (the catalogue's id). */
export const CountsCalculation = (calculator: string) =>
  applyDecorators(SetMetadata(CALCULATOR_ID, calculator), UseInterceptors(CalculationCountInterceptor));
