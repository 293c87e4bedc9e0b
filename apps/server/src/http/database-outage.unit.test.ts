import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { DatabaseOutage, errorForLog } from './database-outage.ts';

interface Line {
  level: 'error' | 'warn';
  obj: Record<string, unknown>;
  msg: string;
}

function recorder() {
  const lines: Line[] = [];
  return {
    lines,
    log: {
      error: (obj: object, msg: string) => lines.push({ level: 'error', obj: obj as Record<string, unknown>, msg }),
      warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
    },
  };
}

const refusedError = () => {
  const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  // drizzle's wrapper: the statement and its parameters in its message
  return Object.assign(new Error(`Failed query: insert into "chat" values ($1)\nparams: ${'x'.repeat(10_000)}`), {
    query: 'insert into "chat" values ($1)',
    params: ['x'.repeat(10_000)],
    cause,
  });
};

describe('DatabaseOutage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs the first refusal at once, then at most one line per interval with the count since the last, then the recovery once', async () => {
    const { lines, log } = recorder();
    let answers = false;
    const probe = vi.fn(() => Promise.resolve(answers));
    const outage = new DatabaseOutage(log, { probe, intervalMs: 10_000, probeMs: 1_000 });

    outage.refused(refusedError());
    expect(outage.down).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'database unavailable: requests are answered 503', obj: { refused: 1 } });
    expect(lines[0]?.obj.cause).toEqual({ type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' });

    // 99 more in the next 9.9 s: no line (the probes find the database still down)
    for (let i = 0; i < 99; i++) {
      await vi.advanceTimersByTimeAsync(100);
      outage.refused(refusedError());
    }
    expect(lines).toHaveLength(1);
    expect(probe.mock.calls.length).toBeGreaterThanOrEqual(9);

    // the interval has passed: one line with the 100 refused since the first
    await vi.advanceTimersByTimeAsync(100);
    outage.refused(refusedError());
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      level: 'error',
      msg: 'database still unavailable',
      obj: { refused: 100, refusedTotal: 101, downSeconds: 10 },
    });

    // three more, then the database answers: the next probe writes one line, with what was not yet counted
    for (let i = 0; i < 3; i++) outage.refused(refusedError());
    answers = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(outage.down).toBe(false);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ level: 'warn', msg: 'database answers again', obj: { refused: 3, refusedTotal: 104 } });

    // no SQL text in any line
    expect(JSON.stringify(lines)).not.toMatch(/insert into|xxxx/);

    // no more probes once it answers; a new outage starts with a line of its own
    const probes = probe.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe.mock.calls.length).toBe(probes);
    outage.refused(refusedError());
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatchObject({ msg: 'database unavailable: requests are answered 503', obj: { refused: 1 } });
    outage.stop();
  });

  it('counts a probe that does not answer in time as down, and stops probing when stopped', async () => {
    const { lines, log } = recorder();
    const probe = vi.fn(() => new Promise<boolean>(() => undefined));
    const outage = new DatabaseOutage(log, { probe, probeMs: 1_000, probeTimeoutMs: 2_000 });
    outage.refused(new Error('Connection terminated unexpectedly'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(outage.down).toBe(true);
    outage.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe.mock.calls.length).toBeLessThanOrEqual(3);
    expect(lines).toHaveLength(1);
  });
});

describe('errorForLog', () => {
  it("keeps an unexpected query error's class, driver message, code and a cut statement, not its parameters", async () => {
    const chunks: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (s: string) => void chunks.push(s) } } });
    await app.ready();
    const cause = Object.assign(new Error('value too long for type character varying(20)'), {
      code: '22001',
      severity: 'ERROR',
      routine: 'varchar',
    });
    // drizzle's wrapper, as drizzle-orm/errors.js makes it
    class DrizzleQueryError extends Error {
      readonly query: string;
      readonly params: unknown[];
      constructor(query: string, params: unknown[], cause: unknown) {
        super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
        this.query = query;
        this.params = params;
      }
    }
    const statement = `insert into "chat_history" ("a", "b") values ${Array.from({ length: 2_000 }, (_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ')}`;
    const params = Array.from({ length: 4_000 }, (_, i) => `secret-value-${i}`);
    const err = new DrizzleQueryError(statement, params, cause);

    app.log.error({ err: errorForLog(err) }, 'unhandled error');
    const plainLine = (() => {
      const before = chunks.length;
      app.log.error({ err }, 'unhandled error');
      return chunks.splice(before).join('');
    })();
    await app.close();

    const line = chunks.join('');
    const parsed = JSON.parse(line) as { msg: string; err: Record<string, unknown> };
    expect(parsed.msg).toBe('unhandled error');
    expect(parsed.err.type).toBe('DrizzleQueryError');
    expect(parsed.err.message).toMatch(/^Failed query: insert into "chat_history"/);
    expect(parsed.err.message).toContain('value too long for type character varying(20)');
    expect(parsed.err.params).toBe(4_000);
    expect(line).not.toContain('secret-value');
    expect(String(parsed.err.stack)).toContain('at ');
    // the statement cut to 500 characters (plus a note of its length); the whole line a few kilobytes
    expect(line.length).toBeLessThan(8_000);
    // what the handler logged before: the statement and every parameter, twice (message and stack)
    expect(plainLine.length).toBeGreaterThan(100_000);
  });

  it('keeps a plain error as it is, its long message cut', () => {
    const out = errorForLog(Object.assign(new TypeError('x'.repeat(5_000)), { code: 'E_SOMETHING' })) as Record<string, unknown>;
    expect(out).toBeInstanceOf(TypeError);
    expect(out.code).toBe('E_SOMETHING');
    expect(String(out.message).length).toBeLessThan(1_100);
    expect(errorForLog('a string')).toBe('a string');
  });
});
