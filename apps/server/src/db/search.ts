import { and, count, ilike, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** `text` as a case-insensitive substring pattern: the user's % _ and \ match themselves, not anything. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows where any of the columns contains the keyword (the staff queues' search boxes, unranked). */
export function anyContains(keyword: string, ...columns: AnyColumn[]): SQL | undefined {
  const pattern = containing(keyword);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/**
 * Where a keyword may match: a column of the listed table (served by its trigram index, migrations 0019
 * and 0027), or a condition built from the pattern, for a match in another table written so that it stays
 * a condition on the listed table's own indexed column, e.g.
 * `company_id = any(array(select id from companies where company_name ilike $p))`: the array is worked
 * out once and the listed table's index serves it, where a plain OR across a join would scan the join.
 */
export type SearchField = AnyColumn | ((pattern: string) => SQL);

/**
 * A list's keyword search, ranked: rows whose title contains the keyword come first, then rows that
 * contain it only elsewhere; inside each group the list keeps its own order (newest first, or the sort the
 * user picked). Each group is read as its own `where … order by … limit`, so the planner can serve it
 * either from the trigram index (few matches: a bitmap of just those rows, then a top-N sort) or from the
 * list's order index stopping after one page (many matches): the cost follows the page, not the table.
 * A similarity score was left out on purpose: ordering by it needs every match scored before the first
 * row is known, which is exactly the cost that grows with the table.
 */
export interface KeywordSearch {
  /** rows matching anywhere: the list's filter and total */
  any: SQL;
  /** matches in a title: the first group */
  inTitle: SQL;
  /** matches elsewhere and not in a title: the second group (none for a short keyword) */
  elsewhere: SQL | null;
}

/**
 * Keywords shorter than a trigram have no trigram to look up, so pg_trgm would read its whole index. They
 * match titles through the gram index of each title (search_grams, migration 0027: every 1- and
 * 2-character piece of the lower-cased title), and the matches built for another table's name (a
 * position's company), but not long bodies: a one-character match in a description is mostly noise, and
 * no index could answer it.
 */
export const SHORT_KEYWORD = 3;

const fieldMatch = (field: SearchField, pattern: string): SQL => (typeof field === 'function' ? field(pattern) : ilike(field, pattern));

/** The ranked search for a keyword over a list's title and other text columns; null without a keyword. */
export function keywordSearch(keyword: string | undefined, fields: { titles: AnyColumn[]; bodies?: SearchField[] }): KeywordSearch | null {
  const k = keyword?.trim();
  if (!k) return null;
  const pattern = containing(k);
  if ([...k].length < SHORT_KEYWORD) {
    // The gram condition is what the index answers; the ILIKE beside it is the same test, cheap, and
    // checked first where the planner scans instead (a common character: the list's order index stops
    // after a page), so the costly gram function runs only for real matches (migration 0029).
    const grams = or(...fields.titles.map((c) => and(ilike(c, pattern), sql`search_grams(${c}) @> array[lower(${k})]::text[]`))) as SQL;
    // a match built for another table (a company's name) is a short name and stays indexed: it still counts
    const others = (fields.bodies ?? []).filter((f) => typeof f === 'function').map((f) => f(pattern));
    if (!others.length) return { any: grams, inTitle: grams, elsewhere: null };
    const elsewhere = and(or(...others), not(sql`coalesce(${grams}, false)`)) as SQL;
    return { any: or(grams, ...others) as SQL, inTitle: grams, elsewhere };
  }
  const inTitle = or(...fields.titles.map((c) => ilike(c, pattern))) as SQL;
  const bodies = fields.bodies ?? [];
  if (!bodies.length) return { any: inTitle, inTitle, elsewhere: null };
  const inBody = or(...bodies.map((f) => fieldMatch(f, pattern))) as SQL;
  // a null title is "not a title match" (NOT (null ILIKE p) would drop the row from both groups)
  const elsewhere = and(inBody, not(sql`coalesce(${inTitle}, false)`)) as SQL;
  return { any: or(inTitle, inBody) as SQL, inTitle, elsewhere };
}

/** A list query with its filter and order but no cut yet, for one match condition (a search group, or none). */
export interface RankableQuery<R> {
  limit(n: number): { offset(n: number): PromiseLike<R[]>; as(alias: string): unknown };
}

/**
 * One page of a list that may be searched: without a keyword the list itself; with one, the title matches
 * then the other matches, each group in the list's order (KeywordSearch). Pass it to `page()` as the page's
 * rows; the total counts `search.any` beside it. The second group is read only when the page reaches past
 * the first, and where the page starts after all title matches, how many there are is counted only up to
 * the page's offset.
 */
export function rankedRows<R>(
  db: Executor,
  search: KeywordSearch | null,
  list: (match: SQL | undefined) => RankableQuery<R>,
): (cut: { limit: number; offset: number }) => Promise<R[]> {
  return async ({ limit, offset }) => {
    if (!search) return list(undefined).limit(limit).offset(offset);
    const titled = await list(search.inTitle).limit(limit).offset(offset);
    if (titled.length === limit || !search.elsewhere) return titled;
    let before = offset + titled.length;
    if (titled.length === 0 && offset > 0) {
      const upTo = list(search.inTitle).limit(offset).as('titled') as Parameters<ReturnType<Executor['select']>['from']>[0];
      const [row] = await db.select({ n: count() }).from(upTo);
      before = row?.n ?? 0;
    }
    const rest = await list(search.elsewhere)
      .limit(limit - titled.length)
      .offset(Math.max(0, offset - before));
    return [...titled, ...rest];
  };
}
