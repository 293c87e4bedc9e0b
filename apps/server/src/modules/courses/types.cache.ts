import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articleTypes } from '../../db/schema/index.ts';

// Every course card names its categories; the category table is small and changes only when staff edit
// it, so it is read once and kept. Staff edits in this process drop it at once (invalidateArticleTypes);
// another instance sees them within TTL_MS.
const TTL_MS = 10_000;

type TypeRow = { id: number; name: string; parentId: number | null };
type Entry = { at: number; map: Promise<Map<number, TypeRow>> };
// per database handle (tests run several apps, each on its own database, in one process)
let cache = new WeakMap<Executor, Entry>();

export function articleTypeMap(db: Executor): Promise<Map<number, TypeRow>> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.map;
  const map = db
    .select({ id: articleTypes.id, name: articleTypes.name, parentId: articleTypes.parentId })
    .from(articleTypes)
    .orderBy(asc(articleTypes.id))
    .then((rows) => new Map(rows.map((r) => [r.id, r])));
  const entry = { at: Date.now(), map };
  cache.set(db, entry);
  // a failed read is not kept
  map.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return map;
}

export function invalidateArticleTypes(): void {
  cache = new WeakMap();
}
