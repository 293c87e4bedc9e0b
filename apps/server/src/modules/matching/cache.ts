import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../http/router.ts';
import { dictionaryGeneration } from '../skills/extract.ts';
import { onPersonChanged } from '../skills/links.ts';
import { byScore } from './common.ts';

// 为你推荐 is asked again for every page, for each sort and on every visit of the home page, and each
// answer (the newest CANDIDATE_CAP listings sharing a skill, their links, a score for each) costs tens
// of times a page of any list. So each person's scored list is kept for a minute (the bench's
// `recommendations` scenario, docs/performance.md). It is dropped at once when the person's side
// changes (skills, shielding: personChanged) or staff edit the dictionary (its generation is in the key),
// and the zone is in the key; listings published, edited or taken offline meanwhile show within TTL_MS.

const TTL_MS = 60_000;
/** scored items kept over all people (about 0.5 KB each) */
const MAX_ITEMS = 50_000;

type Scored = { score: number };
type Entry = { newest: readonly Scored[]; best?: readonly Scored[] };
type Store = { lru: LRUCache<string, Entry>; stamps: Map<number, number> };

// one store per database handle, as the dictionary: the tests open many databases in one process
const stores = new WeakMap<object, Store>();
function storeOf(db: Executor): Store {
  let s = stores.get(db);
  if (!s) {
    s = {
      lru: new LRUCache<string, Entry>({ ttl: TTL_MS, maxSize: MAX_ITEMS, sizeCalculation: (e) => Math.max(1, e.newest.length) }),
      stamps: new Map(),
    };
    stores.set(db, s);
  }
  return s;
}

onPersonChanged((db, userId) => {
  const s = stores.get(db);
  if (!s) return;
  s.stamps.set(userId, (s.stamps.get(userId) ?? 0) + 1);
  const prefix = `${userId}:`;
  for (const key of [...s.lru.keys()]) if (key.startsWith(prefix)) s.lru.delete(key);
});

/**
 * A person's scored list (newest first as `compute` returns it), or by score for sort 'match': kept
 * between requests as above. null from `compute` (the person names no skill) is not kept.
 */
export async function keptForPerson<T extends Scored>(
  db: Executor,
  actor: Actor,
  list: 'positions' | 'demands',
  sort: 'match' | 'new',
  compute: () => Promise<T[] | null>,
): Promise<T[] | null> {
  const s = storeOf(db);
  const key = `${actor.userId}:${list}:${actor.exclusiveCode ?? ''}:${dictionaryGeneration()}`;
  let entry = s.lru.get(key);
  if (!entry) {
    const stamp = s.stamps.get(actor.userId) ?? 0;
    const newest = await compute();
    if (!newest) return null;
    entry = { newest };
    // the person changed while this ran: answer, but keep nothing computed from the old side
    if ((s.stamps.get(actor.userId) ?? 0) === stamp) s.lru.set(key, entry);
  }
  if (sort === 'new') return entry.newest as T[];
  entry.best ??= [...entry.newest].sort(byScore);
  return entry.best as T[];
}
