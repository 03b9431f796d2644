import { Body, Controller, Delete, Get, HttpCode, Inject, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AdjustableClock, CLOCK, type Clock } from '../../common/time/clock';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { ArticleScheduler } from './article-scheduler';

const testClockRequestSchema = z.strictObject({
  now: z.iso.datetime({ offset: true, error: () => 'must be a date and time (ISO 8601 with Z or an offset)' }),
});

export interface TestClockState {
  readonly now: string;
  /** Scheduled articles published by this change of the clock. */
  readonly published: number;
}

/**
 * The end-to-end tests' hand on the server clock (TEST_CLOCK=enabled only; the config refuses it in production): sets
 * what CLOCK answers and runs the article scheduler at once, so that a test sees a scheduled article go live without
 * waiting. Only what reads CLOCK moves (schedules, token expiry, "today" in the counters); timers and rate-limit
 * windows keep real time.
 */
@ApiTags('test')
@Controller('test/clock')
export class TestClockController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly scheduler: ArticleScheduler,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The server clock (TEST_CLOCK=enabled only)' })
  @ApiOkResponse({ description: '{ now }' })
  get(): { now: string } {
    return { now: this.clock.now().toISOString() };
  }

  @Put()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets the server clock to `now` (time then runs on from there) and publishes what is due' })
  @ApiBody({ schema: { type: 'object', properties: { now: { type: 'string', format: 'date-time' } }, required: ['now'] } })
  @ApiOkResponse({ description: '{ now, published }' })
  async set(@Body(new ZodValidationPipe(testClockRequestSchema)) body: z.output<typeof testClockRequestSchema>): Promise<TestClockState> {
    this.adjustable().set(new Date(body.now));
    return { now: this.clock.now().toISOString(), published: await this.scheduler.publishDue() };
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: 'Puts the server clock back to real time' })
  @ApiOkResponse({ description: '{ now, published }' })
  async reset(): Promise<TestClockState> {
    this.adjustable().reset();
    return { now: this.clock.now().toISOString(), published: await this.scheduler.publishDue() };
  }

  private adjustable(): AdjustableClock {
    // AppModule provides an AdjustableClock whenever it loads this controller's module (TEST_CLOCK=enabled).
    if (!(this.clock instanceof AdjustableClock)) throw new Error('TEST_CLOCK is not enabled: the clock cannot be moved');
    return this.clock;
  }
}
