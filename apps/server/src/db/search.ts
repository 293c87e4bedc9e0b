import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** `text` as a case-insensitive substring pattern: the user's % _ and \ match themselves, not anything. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows where any of the columns contains the keyword (the list pages' one search box). */
export function anyContains(keyword: string, ...columns: AnyColumn[]): SQL | undefined {
  const pattern = containing(keyword);
  return or(...columns.map((c) => ilike(c, pattern)));
}
