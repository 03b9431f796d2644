/**
 * Whether an error thrown by a query means the database cannot be reached right now (PostgreSQL restarting, its
 * connections cut, the pool unable to connect, SQLite's file locked past the busy timeout) rather than a fault in the
 * request or in our code. Such a request is answered 503 with Retry-After, so clients and the proxy retry instead of
 * reporting a server bug; the pool reconnects by itself once the database is back.
 *
 * MikroORM wraps driver errors in DriverException and copies the driver's `code` onto it, so both shapes are covered.
 */

/** Node socket errors: the database host refused, dropped or did not answer the connection. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception) and 57P01–57P03 (the server is shutting down, crashed or
 * starting up). https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
const postgresStates = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);

/** SQLite: another connection held the lock past busy_timeout. https://www.sqlite.org/rescode.html#busy */
const sqliteCodes = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);

/**
 * Errors without a code: node-postgres when the server closes a connection mid-query; knex (under MikroORM) when no
 * pooled connection could be made in time, and when a flush's transaction already ended because its connection failed
 * (its BEGIN or an earlier statement hit the dead connection, knex closed the transaction, and the next INSERT is
 * refused with this message: seen by test:containers while PostgreSQL stopped). Nothing of that transaction was stored.
 */
const codelessMessages = [
  /^Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /Timeout acquiring a connection/,
  /^timeout exceeded when trying to connect/,
  /^Transaction query already complete/,
];

interface ErrorLike {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly code?: unknown;
  readonly cause?: unknown;
}

/** Structural, not `instanceof Error`: native drivers' errors may come from another realm (a worker, a test VM). */
function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';
}

function isUnavailableLink({ name, message, code }: ErrorLike): boolean {
  if (typeof code === 'string' && (socketCodes.has(code) || postgresStates.has(code) || sqliteCodes.has(code))) return true;
  return name === 'KnexTimeoutError' || codelessMessages.some((pattern) => pattern.test(String(message)));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // A cause chain is followed a few links only: enough for MikroORM's and knex's wrapping, never a loop.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && isErrorLike(current); depth += 1) {
    if (isUnavailableLink(current)) return true;
    current = current.cause;
  }
  return false;
}
