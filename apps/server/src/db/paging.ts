// One page of a list and its total, the way every paged action answers (recordList + recordCount).
// Every list goes through here so that how a page is cut and how the total is counted can change in one
// place (a count that stops early on huge tables, or keyset paging after the last row seen) without
// touching the areas.

/** A zero-based page number and its size, as the actions validate them (pageNum, pageSize). */
export interface PageRequest {
  page: number;
  size: number;
}

export interface Page<R> {
  rows: R[];
  total: number;
}

/** A list query not yet cut into pages: its order is fixed, limit and offset are the helper's. */
export interface PageableQuery<R> {
  limit(n: number): { offset(n: number): PromiseLike<R[]> };
}

/** A prepared list statement, run with the page's limit and offset as its placeholders. */
export type PreparedPage<R> = (cut: { limit: number; offset: number }) => PromiseLike<R[]>;

/** The rows of one page and the count of all rows the list has, read in parallel. */
export async function page<R>(
  query: PageableQuery<R> | PreparedPage<R>,
  countQuery: PromiseLike<{ n: number }[]>,
  p: PageRequest,
): Promise<Page<R>> {
  const cut = { limit: p.size, offset: p.page * p.size };
  const rows = typeof query === 'function' ? query(cut) : query.limit(cut.limit).offset(cut.offset);
  const [list, [counted]] = await Promise.all([rows, countQuery]);
  return { rows: list, total: counted?.n ?? 0 };
}
