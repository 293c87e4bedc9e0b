// When a closed socket is opened again (app/realtime/useChatSocket.ts). The spec's fixed 5 s brought every
// client of a restarted server back in the same second (issue 45); instead: exponential backoff with
// full jitter (a random pause in [0, min(cap, base * 2^attempt)]), counted afresh after a connection that
// stayed open a while, and after a server restart (close code 1012, or 1001 going away) a first pause
// spread over a few seconds, so the clients arrive one after another.

export const RECONNECT = {
  baseMs: 1_000,
  capMs: 30_000,
  /** A connection open this long was a good one: the next failure starts the backoff again. */
  stableMs: 60_000,
  /** After a restart, the first pause is random in [0, this]. */
  restartSpreadMs: 5_000,
} as const;

/** RFC 6455: 1001 going away (the server shuts down), 1012 service restart (apps/server/src/realtime/restart.ts). */
export const RESTART_CODES: ReadonlySet<number> = new Set([1001, 1012]);

export interface Reconnect {
  /** The pause before the next attempt, in ms. */
  delay: number;
  /** The failures in a row so far, to pass back in with the next close. */
  attempt: number;
}

/**
 * The pause before opening again, from the failures in a row (`attempt`), how the socket closed and how
 * long it had been open (null: it never opened). `random` returns [0, 1) (Math.random; a test fixes it).
 */
export function nextReconnect(
  attempt: number,
  close: { code: number; openForMs: number | null },
  random: () => number = Math.random,
): Reconnect {
  const fresh = close.openForMs !== null && close.openForMs >= RECONNECT.stableMs ? 0 : attempt;
  if (fresh === 0 && RESTART_CODES.has(close.code)) return { delay: Math.floor(random() * RECONNECT.restartSpreadMs), attempt: 1 };
  const ceiling = Math.min(RECONNECT.capMs, RECONNECT.baseMs * 2 ** Math.min(fresh, 30));
  return { delay: Math.floor(random() * ceiling), attempt: fresh + 1 };
}
