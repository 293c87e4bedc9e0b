// What the error handler (app.ts) does with errors that are not refusals: a database that cannot be
// reached answers 503 and is logged once per interval (issue 45: 46 s of a PostgreSQL outage wrote
// 19,385 'unhandled error' lines, 52.8 MB, each with its full SQL); any other unexpected error is logged
// without the statement's parameters and with its text cut short.

/** The seconds a client is told to wait (Retry-After) while the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

export interface OutageLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface OutageOptions {
  /** Asks the database whether it answers (select 1); false or a throw: still down. */
  probe: () => Promise<boolean>;
  /** At most one line per interval while the outage lasts (the first at once). */
  intervalMs?: number;
  /** How often the database is asked again while it is down, so the recovery is logged without a request. */
  probeMs?: number;
  /** A probe that takes longer than this counts as an unanswered one (a pool with no free connection). */
  probeTimeoutMs?: number;
  now?: () => number;
}

/**
 * The log of database outages: `refused` for every request answered 503 because the database could not be
 * reached. The first refusal writes a line at once; later ones at most one line per interval, each with the
 * count of refusals since the line before; a probe then asks the database every `probeMs` and, when it
 * answers, writes one line with the outage's length and total. No line carries SQL text.
 */
export class DatabaseOutage {
  private readonly log: OutageLogger;
  private readonly probe: () => Promise<boolean>;
  private readonly intervalMs: number;
  private readonly probeMs: number;
  private readonly probeTimeoutMs: number;
  private readonly now: () => number;
  /** When the outage began; null while the database answers. */
  private since: number | null = null;
  private lastLine = 0;
  private sinceLine = 0;
  private total = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(log: OutageLogger, options: OutageOptions) {
    this.log = log;
    this.probe = options.probe;
    this.intervalMs = options.intervalMs ?? 10_000;
    this.probeMs = options.probeMs ?? 1_000;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  /** Whether an outage is under way (a refusal seen, the database not yet answering again). */
  get down(): boolean {
    return this.since !== null;
  }

  /** A request refused (503) because the database cannot be reached; `err` is what the driver threw. */
  refused(err: unknown): void {
    const now = this.now();
    this.total++;
    if (this.since === null) {
      this.since = now;
      this.lastLine = now;
      this.sinceLine = 0;
      this.log.error({ refused: 1, cause: driverCause(err) }, 'database unavailable: requests are answered 503');
      this.schedule();
      return;
    }
    this.sinceLine++;
    if (now - this.lastLine < this.intervalMs) return;
    this.log.error(
      { refused: this.sinceLine, refusedTotal: this.total, downSeconds: Math.round((now - this.since) / 1000), cause: driverCause(err) },
      'database still unavailable',
    );
    this.lastLine = now;
    this.sinceLine = 0;
  }

  /** The database answered: the outage, if one was under way, ends with one line. */
  answered(): void {
    if (this.since === null) return;
    const now = this.now();
    this.log.warn(
      { refused: this.sinceLine, refusedTotal: this.total, downSeconds: Math.round((now - this.since) / 1000) },
      'database answers again',
    );
    this.since = null;
    this.sinceLine = 0;
    this.total = 0;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** No more probes (the app closes). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => void this.check(), this.probeMs);
    // a probe never keeps the process alive (a closing app, a test's end)
    this.timer.unref();
  }

  private async check(): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    const answers = await Promise.race([
      this.probe().catch(() => false),
      new Promise<boolean>((resolve) => (timeout = setTimeout(() => resolve(false), this.probeTimeoutMs))),
    ]);
    clearTimeout(timeout);
    this.timer = undefined;
    if (this.stopped) return;
    if (answers) this.answered();
    else if (this.since !== null) this.schedule();
  }
}

interface CodedError {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  stack?: unknown;
}

/** Its own name if it set one (pg's DatabaseError), else its class's (drizzle's wrapper keeps 'Error'). */
const typeName = (e: object): string => {
  const name = (e as { name?: unknown }).name;
  return typeof name === 'string' && name !== 'Error' ? name : (e.constructor?.name ?? 'Error');
};

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** drizzle's wrapper: its message is the statement and every parameter ("Failed query: …\nparams: …"). */
const isQueryWrapper = (e: CodedError): boolean => typeof e.query === 'string' && Array.isArray(e.params);

/** The driver's own error under drizzle's wrapper: its class, message and code, for an outage line. */
function driverCause(err: unknown): { type: string; message: string; code?: string } {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object' && isQueryWrapper(e) && (e as CodedError).cause; depth++)
    e = (e as CodedError).cause;
  if (!e || typeof e !== 'object') return { type: typeof e, message: clip(String(e), 300) };
  const x = e as CodedError;
  const message = clip(typeof x.message === 'string' ? x.message : '', 300);
  return typeof x.code === 'string' ? { type: typeName(e), message, code: x.code } : { type: typeName(e), message };
}

/** Longest message, statement text and stack kept in an unexpected error's log line. */
const MESSAGE_MAX = 1_000;
const QUERY_MAX = 500;
const STACK_FRAMES = 15;

/**
 * An unexpected error as its log line shows it: its class (pino's err serializer names it by the
 * prototype kept here), message, code and stack frames, and for drizzle's wrapper the statement cut to
 * 500 characters and the number of parameters instead of their values (a chat batch's insert had
 * thousands); the driver's error beneath it as the cause.
 */
export function errorForLog(err: unknown, depth = 0): unknown {
  if (!err || typeof err !== 'object') return err;
  const e = err as CodedError & Record<string, unknown>;
  const out = Object.create(Object.getPrototypeOf(err) as object | null) as Record<string, unknown>;
  // defined, not assigned: a prototype's getter of the same name must not throw here
  const put = (key: string, value: unknown) =>
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  const wrapper = isQueryWrapper(e);
  const message = wrapper
    ? `Failed query: ${clip(e.query as string, QUERY_MAX)}`
    : typeof e.message === 'string'
      ? clip(e.message, MESSAGE_MAX)
      : '';
  put('message', message);
  if (typeof e.stack === 'string') {
    const frames = e.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, STACK_FRAMES);
    put('stack', [`${typeName(e)}: ${message}`, ...frames].join('\n'));
  }
  // the fields a driver error carries (code, detail, constraint, table, …), each cut short
  for (const key of Object.keys(e)) {
    if (key === 'message' || key === 'stack' || key === 'cause' || key === 'query' || key === 'params') continue;
    const value = e[key];
    if (typeof value === 'string') put(key, clip(value, MESSAGE_MAX));
    else if (typeof value === 'number' || typeof value === 'boolean') put(key, value);
  }
  if (wrapper) put('params', (e.params as unknown[]).length);
  if (e.cause !== undefined && depth < 3) put('cause', errorForLog(e.cause, depth + 1));
  return out;
}
