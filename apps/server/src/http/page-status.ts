import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_SUBJECTS, type PageSubject } from '@xcb/shared/page-subjects';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { PageDocuments } from './pages/documents.ts';
import { sendDocument } from './pages/send.ts';

// The status of a page's document: 404 for an address the web app has no page for, or a detail page whose
// thing is not there for a visitor (packages/shared/src/page-subjects.ts); 500 when it cannot be made. The
// body is always the app (the site's 404 page drawn in it, or the plain shell), so a browser, signed in or
// not, still gets the page its router draws: the status is for crawlers, link previews and monitors.

/** Whether the thing a page's address names exists for a visitor (packages/shared/src/page-subjects.ts). */
export type SubjectCheck = (db: Db, id: number) => Promise<boolean>;
export type SubjectChecks = { readonly [K in PageSubject]: SubjectCheck };

/** No column of the table: the read can stay on the index. */
const FOUND = { found: sql<number>`1` };

/**
 * A subject that is a row of `table` (joined to another where its condition needs one) for which `where`
 * holds: one indexed read of at most one row.
 */
export function rowCheck(table: PgTable, where: (id: number) => SQL | undefined, join?: { table: PgTable; on: SQL }): SubjectCheck {
  return async (db, id) => {
    let query = db.select(FOUND).from(table).$dynamic();
    if (join) query = query.innerJoin(join.table, join.on);
    return (await query.where(where(id)).limit(1)).length > 0;
  };
}

/** A subject that is any row of `table` with the id: a person's own thing behind a login, in any state. */
export const rowById = (table: PgTable & { id: PgColumn }): SubjectCheck => rowCheck(table, (id) => eq(table.id, id));

/** The largest id a table's integer column holds. */
const MAX_ID = 2 ** 31 - 1;

/** A thing's id as an address writes it (a positive integer of at most 2^31-1), or null. */
export function addressId(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** The path as the web's router matches it: no trailing slash but on `/`. */
export function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** PAGE_SUBJECTS by lower-case path: the browser's router matches paths regardless of case. */
const SUBJECTS_BY_PATH = new Map(Object.entries(PAGE_SUBJECTS).map(([path, named]) => [path.toLowerCase(), named]));

/** True when the page at `path` names a thing in `search` that a visitor would not find there. */
export async function subjectMissing(path: string, search: string, checks: SubjectChecks, db: Db): Promise<boolean> {
  const named = SUBJECTS_BY_PATH.get(path.toLowerCase());
  if (!named) return false;
  const query = new URLSearchParams(search);
  if (!query.has(named.param)) return !named.optional;
  const id = addressId(query.get(named.param));
  return id === null || !(await checks[named.subject](db, id));
}

/**
 * Whether a request asks for a page rather than a file or an API answer: a GET or HEAD of a path without a
 * file extension, from a client that takes HTML or any type (curl, monitors and link previews send the wildcard) or says
 * nothing, unless it puts JSON first.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (/\.[A-Za-z0-9]+$/.test(pathname)) return false;
  const accept = request.headers.accept;
  if (!accept) return true;
  const json = accept.indexOf('application/json');
  const page = Math.max(accept.indexOf('text/html'), accept.indexOf('application/xhtml'));
  const any = accept.indexOf('*/*');
  if (json >= 0 && (page < 0 || json < page)) return false;
  return page >= 0 || any >= 0;
}

/** Errors of the page documents, each route's logged once per kind of failure (a broken build fails every visit). */
export function pageErrorLog(log: FastifyBaseLogger): (err: unknown, url: string) => void {
  const seen = new Set<string>();
  return (err, url) => {
    const route = routePath(url.split('?', 1)[0] ?? url);
    const key = `${route}\u0000${err instanceof Error ? err.message : String(err)}`;
    if (seen.has(key)) return;
    // bounded: hostile addresses must not grow it without end
    if (seen.size >= 1000) seen.clear();
    seen.add(key);
    log.error({ err, route }, 'a page could not be drawn on the server: its plain document is sent and the browser draws it');
  };
}

/** Answers a page request with its document and status. */
export function pageAnswers(pages: PageDocuments, checks: SubjectChecks, db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const path = routePath(pathname);
    try {
      const known = await pages.exists(path);
      if (known === false || (await subjectMissing(path, search, checks, db))) {
        const doc = await pages.notFound();
        return doc ? await sendDocument(request, reply, doc) : await reply.status(404).sendFile('index.html');
      }
      const doc = await pages.page(request.url);
      return doc ? await sendDocument(request, reply, doc) : await reply.sendFile('index.html');
    } catch (err) {
      request.log.error({ err, route: path }, 'a page could not be answered: the plain app shell is sent');
      return reply.status(500).sendFile('index.html');
    }
  };
}
