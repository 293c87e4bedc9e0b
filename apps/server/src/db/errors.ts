/** Postgres unique_violation, whichever driver or wrapper raised it (drizzle wraps the driver's error). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const x = e as { code?: string; constraint?: string; cause?: unknown };
    if (x.code === '23505') return constraint ? x.constraint === constraint : true;
    e = x.cause;
  }
  return false;
}
