/** The server's idea of now, injected so that tests can stand on any date (a tax-year rollover, a scheduled post). */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
