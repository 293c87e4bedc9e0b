/** Postgres unique_violation, whichever driver or wrapper raised it (drizzle wraps the driver's error). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const x = e as { code?: string; constraint?: string; cause?: unknown };
    if (x.code === '23505') return constraint ? x.constraint === constraint : true;
    e = x.cause;
  }
  return false;
}

/** Socket-level failures of reaching the database server (node-postgres passes Node's error codes on). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the server cannot serve this connection now, whatever the statement: class 08
 * (connection exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting
 * up, in recovery), 53300 too many connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Messages of the drivers that carry no code: node-postgres' client and pool (a cut connection, a pool
 * connect timeout, a client whose connection already failed), and the embedded database whose thread
 * ended or that was closed under the request.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // 'Connection terminated unexpectedly', '... due to connection timeout'
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
  /^database thread exited/,
];

/** drizzle's wrapper of a driver error: it carries the statement and its parameters. */
const isQueryWrapper = (e: object): boolean =>
  typeof (e as { query?: unknown }).query === 'string' && Array.isArray((e as { params?: unknown }).params);

/**
 * Whether this error says the database cannot be reached (rather than that the statement was wrong): the
 * request is answered 503 and the outage logged once per interval (http/database-outage.ts), not a 500
 * and a stack per request. Looks through drizzle's wrapper (`cause`) and Node's AggregateError (`errors`,
 * one per address tried). A socket code counts only as the driver raises it (thrown as is, as the pool's
 * connect does, or wrapped by drizzle): the same codes under fetch's 'fetch failed' are a provider's.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const look = (e: unknown, depth: number, fromDriver: boolean): boolean => {
    if (!e || typeof e !== 'object' || depth > 4 || seen.has(e)) return false;
    seen.add(e);
    const x = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof x.code === 'string') {
      if (UNAVAILABLE_STATES.has(x.code) || /^08[0-9A-Z]{3}$/.test(x.code)) return true;
      if (fromDriver && CONNECTION_CODES.has(x.code)) return true;
    }
    if (typeof x.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(x.message as string))) return true;
    if (Array.isArray(x.errors) && x.errors.some((inner) => look(inner, depth + 1, fromDriver))) return true;
    return look(x.cause, depth + 1, isQueryWrapper(e));
  };
  return look(err, 0, true);
}
