import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { keep, type Kept, type ListedReads } from '../db/kept/keep.ts';
import { writeWatchOf } from '../db/kept/write-watch.ts';

// The public lists and searches a visitor who is not signed in reads (the demand board, the position
// board, the course catalogue), answered from a kept copy of their reply while the data under them has
// not changed. Their SQL (a page, a capped count, the cards' joins) costs tens of times the rest of a
// request, and the first pages of the boards are what most visitors ask for, again and again.
//
// An action is kept when its definition names the tables it reads (defineAction's `keep`, http/router.ts).
// A reply is kept under the action, the zone the page browses and the parsed input, and only for a caller
// without a session: what a signed-in person sees may depend on who he is. It is served while the
// database's WriteWatch has seen no change since it was made (any write to a listed table, db/kept/, on
// this instance or, through app.ts's NOTIFY, another one), so a demand published, approved or taken down
// is in the next list read. MAX_AGE_MS bounds what the watch cannot see (a change made outside the app).

const MAX_AGE_MS = 30_000;
/** bytes of JSON kept per app */
const MAX_BYTES = 32 * 1024 * 1024;

/** A reply's JSON under its key (action, zone, parsed input). */
export type KeptReplies = Kept<string, string>;

const stores = new WeakMap<object, KeptReplies>();

/** The kept replies of the app on a database handle, read from `reads`: every kept action's tables. */
export function keepReplies(db: object, reads: ListedReads): KeptReplies {
  const s: KeptReplies = keep(db, { reads, maxBytes: MAX_BYTES, ttl: MAX_AGE_MS, bytes: (json) => json.length + 64 });
  stores.set(db, s);
  return s;
}

/** The kept replies of a database handle's app, once its actions are registered (tests open many databases in one process). */
export const keptRepliesOf = (db: object): KeptReplies | undefined => stores.get(db);

const CHANNEL = 'xcb_kept';

/**
 * Several instances on one PostgreSQL server: each tells the others when it changed listed data, so none
 * serves a reply kept from before. A burst of changes is one notification in flight and at most one
 * queued. The embedded database has one instance and needs none.
 */
export async function shareChanges(database: Database): Promise<void> {
  if (database.kind !== 'postgres') return;
  const watch = writeWatchOf(database.db);
  const me = randomUUID();
  await database.listen(CHANNEL, (from) => {
    if (from !== me) watch.changed();
  });
  let sending = false;
  let again = false;
  const send = (): void => {
    sending = true;
    again = false;
    database
      .notify(CHANNEL, me)
      // a notification that cannot be sent is lost with the connection; the others' age limit remains
      .catch(() => undefined)
      .finally(() => {
        sending = false;
        if (again) send();
      });
  };
  watch.onLocalChange(() => {
    if (sending) again = true;
    else send();
  });
}
