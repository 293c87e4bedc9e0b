// One page of a list and its total, the way every paged action answers (recordList + recordCount).
// Every list goes through here so that how a page is cut and how the total is counted can change in one
// place without touching the areas.
//
// The total is counted up to a cap: an exact count(*) reads every matching row, so its cost grows with
// the table (50k demands: the page is an index scan of 0.16 ms, the count a 26 ms scan) while the page
// stays the same. Counting at most COUNT_CAP + 1 rows keeps each request's cost bounded by the cap; below
// the cap the total is exact (the lists show it), above it the list says "1000+" (recordCountCapped).
import { count, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { rankedRows, type KeywordSearch } from './search.ts';

/** The most rows a list's total counts exactly; past it the total is shown as "1000+". */
export const COUNT_CAP = 1_000;

/** A zero-based page number and its size, as the actions validate them (pageNum, pageSize). */
export interface PageRequest {
  page: number;
  size: number;
}

/** The page fields every paged action's input has (packages/shared pageInput). */
export interface PagedInput {
  pageNum: number;
  pageSize: number;
}

export interface Page<R> {
  rows: R[];
  /** exact up to the cap, the cap itself past it */
  total: number;
  /** more rows match than the cap: the total is a lower bound */
  capped: boolean;
}

/** A list's total as counted up to the cap. */
export interface Total {
  n: number;
  capped: boolean;
}

/** A list query not yet cut into pages: its order is fixed, limit and offset are the helper's. */
export interface PageableQuery<R> {
  limit(n: number): { offset(n: number): PromiseLike<R[]> };
}

/** A prepared list statement, run with the page's limit and offset as its placeholders. */
export type PreparedPage<R> = (cut: { limit: number; offset: number }) => PromiseLike<R[]>;

/** The rows a total counts, as `db.select(ONE).from(t).where(w)` (joins and distinct allowed). */
export interface CountableRows {
  limit(n: number): { as(alias: string): unknown };
}

/** The one column a counted row needs: no table column, so the scan can stay on the index. */
export const ONE = { one: sql<number>`1`.as('one') };

/**
 * `select count(*) from (<rows> limit cap + 1)`: the count stops after cap + 1 rows. A builder, so that
 * hot lists can prepare it (db/prepared.ts); read its answer with cappedTotal.
 */
export function cappedCountQuery(db: Executor, rows: CountableRows, cap = COUNT_CAP) {
  // the subquery's alias is fixed: drizzle takes the builder's type from the argument
  const limited = rows.limit(cap + 1).as('capped_rows') as Parameters<ReturnType<Executor['select']>['from']>[0];
  return db.select({ n: count() }).from(limited);
}

/** The answer of a capped count query (cappedCountQuery, or one prepared from it) as a total. */
export async function cappedTotal(counted: PromiseLike<{ n: number }[]>, cap = COUNT_CAP): Promise<Total> {
  const [row] = await counted;
  const n = row?.n ?? 0;
  return n > cap ? { n: cap, capped: true } : { n, capped: false };
}

/** How many rows a list has, counted up to the cap. */
export function countUpTo(db: Executor, rows: CountableRows, cap = COUNT_CAP): Promise<Total> {
  return cappedTotal(cappedCountQuery(db, rows, cap), cap);
}

/**
 * The capped count of a keyword search, or of a list without one (`search` false: countUpTo as is).
 * Planned on its own, `limit cap + 1` over a search condition is a sequential scan that stops at the cap:
 * cheap where the matches lie early in the table, a read of most of it where they do not (1,000,000
 * demands: 1 ms or 100-900 ms, by where the matches and the last synchronized scan lie). Without
 * sequential scans the planner takes the trigram indexes, whose cost follows the matches (2-15 ms).
 */
export function countMatchesUpTo(db: Executor, search: boolean, rows: (x: Executor) => CountableRows, cap = COUNT_CAP): Promise<Total> {
  if (!search) return countUpTo(db, rows(db), cap);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return countUpTo(tx, rows(tx), cap);
  });
}

/** The rows of one page and the (capped) count of all rows the list has, read in parallel. */
export async function page<R>(
  query: PageableQuery<R> | PreparedPage<R>,
  total: PromiseLike<Total> | (() => PromiseLike<Total>),
  p: PageRequest,
  cap = COUNT_CAP,
): Promise<Page<R>> {
  const cut = { limit: p.size, offset: p.page * p.size };
  const rows = typeof query === 'function' ? query(cut) : query.limit(cut.limit).offset(cut.offset);
  if (typeof total !== 'function') {
    const [list, counted] = await Promise.all([rows, total]);
    return { rows: list, total: counted.n, capped: counted.capped };
  }
  // A count given as a function runs only when the page cannot tell the total: a page shorter than its
  // size ends the list (unless it is empty past the first page: then where the list ended is unknown).
  // For a person's own lists (his orders, his trades), mostly one short page, that is one statement less.
  const list = await rows;
  if (list.length < cut.limit && (list.length > 0 || cut.offset === 0)) {
    const n = cut.offset + list.length;
    return { rows: list, total: Math.min(n, cap), capped: n > cap };
  }
  const counted = await total();
  return { rows: list, total: counted.n, capped: counted.capped };
}

/** The reply's flag that the total is a lower bound, present only when it is (recordCountCapped). */
export const cappedFlag = (capped: boolean): { recordCountCapped?: true } => (capped ? { recordCountCapped: true } : {});

// ---- a list written once ----

/**
 * A list's query with its order: `db.select(…).from(…).join(…).where(…).orderBy(…)`. Built anew by a
 * function each time it is needed, because drizzle's builders change in place.
 */
export interface ListQuery<R> {
  limit(n: number): { offset(n: number): PromiseLike<R[]>; as(alias: string): unknown };
}

/** drizzle's `orderBy()` with no terms empties the order (pg-core select.ts); typed apart, as a builder whose
 * order is set no longer offers it. */
interface Reorderable {
  orderBy(): unknown;
}

/**
 * The capped count of a list's own query: its from, joins, where, grouping and distinct, without its
 * order (a count needs none, and an order over an unindexed column would sort every match before the cap
 * could stop the scan). The subquery's columns are not read: PostgreSQL drops the outputs nobody uses.
 */
export function countOf(db: Executor, rows: ListQuery<unknown>, cap = COUNT_CAP) {
  (rows as unknown as Reorderable).orderBy();
  return cappedCountQuery(db, rows, cap);
}

export interface ListOptions {
  /** The list's keyword search (db/search.ts): title matches first, each group in the list's order. */
  search?: KeywordSearch | null;
  /**
   * Count only when the page cannot tell the total (a page shorter than its size ends the list): a
   * person's own lists, mostly one short page.
   */
  countWhenNeeded?: boolean;
}

/**
 * One page of a list and its capped total, both from the one query `rows` builds, so the filters are
 * written once. `rows(match)` adds a keyword search's condition to its where when the list has one.
 */
export function listPage<R>(
  db: Executor,
  q: PagedInput,
  rows: (match: SQL | undefined) => ListQuery<R>,
  options: ListOptions = {},
): Promise<Page<R>> {
  const search = options.search ?? null;
  const total = () =>
    search ? countMatchesUpTo(db, true, () => countSource(rows(search.any))) : cappedTotal(countOf(db, rows(undefined)));
  return page(rankedRows(db, search, rows), options.countWhenNeeded ? total : total(), { page: q.pageNum, size: q.pageSize });
}

/**
 * One page of a prepared list (db/prepared.ts) and its capped total. A prepared statement cannot be
 * rebuilt per request, so the list gives both: the page is its rows query with its order and limit and
 * offset placeholders, the total `countOf(db, rows).prepare(…)` read with cappedTotal.
 */
export function preparedListPage<R>(
  q: PagedInput,
  rows: PreparedPage<R>,
  total: () => PromiseLike<Total>,
  options: Pick<ListOptions, 'countWhenNeeded'> = {},
): Promise<Page<R>> {
  return page(rows, options.countWhenNeeded ? total : total(), { page: q.pageNum, size: q.pageSize });
}

/** A list's rows without their order, as countUpTo takes them (the search's count runs in its own transaction). */
function countSource(rows: ListQuery<unknown>): CountableRows {
  (rows as unknown as Reorderable).orderBy();
  return rows;
}

/** The reply of a paged action: the page's items, the total and, past the cap, the flag that it is a lower bound. */
export const listReply = <T>(p: Page<unknown>, recordList: T[]) => ({ recordList, recordCount: p.total, ...cappedFlag(p.capped) });

/** listPage answered as a paged action's `data`: the page's rows, each drawn by `present`, and its total. */
export async function listData<R, T>(
  db: Executor,
  q: PagedInput,
  rows: (match: SQL | undefined) => ListQuery<R>,
  present: (row: R) => T,
  options: ListOptions = {},
) {
  const p = await listPage(db, q, rows, options);
  return { data: listReply(p, p.rows.map(present)) };
}
