/**
 * Polls `url` until it answers 2xx: the benches start a server (or `npm start`) and wait for it to listen,
 * seed and serve. Throws after `limitMs`.
 */
export async function untilOk(url: string, limitMs: number, everyMs = 100): Promise<void> {
  const end = Date.now() + limitMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${Math.round(limitMs / 1000)} s`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
