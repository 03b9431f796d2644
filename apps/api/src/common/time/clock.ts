/** The server's idea of now, injected so that tests can stand on any date (a tax-year rollover, a scheduled post). */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/**
 * The server clock moved by an offset (TEST_CLOCK=enabled only: PUT /api/test/clock). Only what reads CLOCK moves;
 * timers, the database's own now() and rate-limit windows keep real time.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  /** From now on, now() answers `now` plus the real time that passes. */
  set(now: Date): void {
    this.offsetMs = now.getTime() - this.base.now().getTime();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
