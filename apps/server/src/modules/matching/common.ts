// What the matching lists share: paging over a scored candidate set and its order.

/** Candidates read per request from the skill index, newest first, before scoring (never every row). */
export const CANDIDATE_CAP = 500;

export type Page = { pageNum: number; pageSize: number };
export const slice = <T>(rows: T[], q: Page) => rows.slice(q.pageNum * q.pageSize, (q.pageNum + 1) * q.pageSize);
export const byScore = <T extends { score: number }>(a: T, b: T) => b.score - a.score;
export const emptyList = () => ({ data: { recordList: [], recordCount: 0 } });
