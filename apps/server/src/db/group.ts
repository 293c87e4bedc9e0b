/**
 * Group commit (and group lookup): work items that arrive together are handed to one run, so a burst of
 * requests costs one statement instead of one each. Runs go one at a time, in arrival order: what
 * arrives while a run is in flight waits for the next run, so nobody waits for a timer and the batch
 * grows exactly as fast as the database falls behind. A run answers every item of its batch, in order,
 * or fails every one of them with its error: an item is never answered before its batch is done.
 */
export class GroupRunner<I, O> {
  private readonly run: (items: I[]) => Promise<O[]>;
  private readonly max: number;
  private readonly turns: Turns | null;
  private queue: { item: I; resolve: (out: O) => void; reject: (err: unknown) => void }[] = [];
  private draining = false;

  /**
   * `turns`: runners that share it run one at a time (the embedded database executes one statement at a
   * time anyway): a batch is cut only when its statement can start, so it holds everything that arrived
   * while the others ran, instead of waiting in the database's queue while more requests pile up.
   */
  constructor(run: (items: I[]) => Promise<O[]>, opts: { max?: number; turns?: Turns | null } = {}) {
    this.run = run;
    this.max = opts.max ?? 500;
    this.turns = opts.turns ?? null;
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.draining) return;
      this.draining = true;
      // One turn of the event loop: requests read from the sockets in the same turn share the first run.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    let first = true;
    while (this.queue.length > 0) {
      // After a run, one turn of the event loop before the next batch is cut: the requests whose answers
      // just left come back within it (a sender's next message), and the batch takes them too.
      if (!first) await new Promise((r) => setImmediate(r));
      first = false;
      const release = this.turns ? await this.turns.take() : null;
      const batch = this.queue.splice(0, this.max);
      try {
        const out = await this.run(batch.map((b) => b.item));
        if (out.length !== batch.length) throw new Error(`group run answered ${out.length} of ${batch.length} items`);
        batch.forEach((b, i) => b.resolve(out[i] as O));
      } catch (err) {
        for (const b of batch) b.reject(err);
      } finally {
        release?.();
      }
    }
    this.draining = false;
  }
}

/** A lock taken in arrival order: the runners of one embedded database take turns with it. */
export class Turns {
  private tail: Promise<void> = Promise.resolve();

  take(): Promise<() => void> {
    let release: () => void = () => undefined;
    const mine = new Promise<void>((r) => (release = r));
    const before = this.tail;
    this.tail = before.then(() => mine);
    return before.then(() => release);
  }
}

const turnsByDb = new WeakMap<object, Turns>();

/** The turns of one database handle, shared by all its runners (only wanted for the embedded database). */
export function turnsOf(db: object): Turns {
  let t = turnsByDb.get(db);
  if (!t) turnsByDb.set(db, (t = new Turns()));
  return t;
}

/** Reads by key grouped the same way: `load` gets the distinct keys of a batch and returns what it found. */
export function groupLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  opts: { max?: number; turns?: Turns | null } = {},
): (key: K) => Promise<V | undefined> {
  const runner = new GroupRunner<K, V | undefined>(async (keys) => {
    const found = await load([...new Set(keys)]);
    return keys.map((k) => found.get(k));
  }, opts);
  return (key) => runner.submit(key);
}
