import { describe, expect, it } from 'vitest';
import { nextReconnect, RECONNECT } from './reconnect.ts';

const lost = (openForMs: number | null = null) => ({ code: 1006, openForMs });
const restart = (openForMs: number | null = 120_000) => ({ code: 1012, openForMs });

/** The failures in a row from the first, each followed by its pause, with random() fixed. */
function ceilings(n: number): number[] {
  const out: number[] = [];
  let attempt = 0;
  for (let i = 0; i < n; i++) {
    const next = nextReconnect(attempt, lost(), () => 0.999999);
    out.push(Math.round(next.delay / 1000));
    attempt = next.attempt;
  }
  return out;
}

describe('nextReconnect', () => {
  it('doubles from 1 s to a 30 s cap', () => {
    expect(ceilings(8)).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    expect(nextReconnect(1_000, lost(), () => 0.999999).delay).toBeLessThanOrEqual(RECONNECT.capMs);
  });

  it('draws the pause at random in [0, the ceiling] (full jitter)', () => {
    expect(nextReconnect(3, lost(), () => 0).delay).toBe(0);
    expect(nextReconnect(3, lost(), () => 0.5).delay).toBe(4_000);
    const delays = Array.from({ length: 1_000 }, () => nextReconnect(4, lost()).delay);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(16_000);
    // spread, not one value: the clients of one server do not come back together
    expect(new Set(delays.map((d) => Math.floor(d / 1_000))).size).toBeGreaterThan(10);
  });

  it('starts again after a connection that stayed open a while, not after a short one', () => {
    expect(nextReconnect(6, lost(RECONNECT.stableMs), () => 0.999999)).toEqual({ delay: 999, attempt: 1 });
    expect(nextReconnect(6, lost(5_000), () => 0.999999)).toEqual({ delay: 29_999, attempt: 7 });
  });

  it('after a server restart (1012, 1001) spreads the first pause over a few seconds, then backs off', () => {
    const first = Array.from({ length: 1_000 }, () => nextReconnect(0, restart()));
    expect(first.every((r) => r.delay >= 0 && r.delay < RECONNECT.restartSpreadMs && r.attempt === 1)).toBe(true);
    expect(new Set(first.map((r) => Math.floor(r.delay / 500))).size).toBe(10);
    expect(nextReconnect(5, { code: 1001, openForMs: 300_000 }, () => 0.5).delay).toBe(2_500);
    // the server is still down on the next try: the backoff goes on from there
    expect(nextReconnect(1, lost(), () => 0.999999)).toEqual({ delay: 1_999, attempt: 2 });
    // a restart close of a connection that had just opened after failures keeps backing off
    expect(nextReconnect(4, restart(2_000), () => 0.999999)).toEqual({ delay: 15_999, attempt: 5 });
  });
});
