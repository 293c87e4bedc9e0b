import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLogs, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/router.ts';
import { listPage } from '../../db/paging.ts';

export interface AuditEntry {
  /** The action name, e.g. admin_userSetStatus or review.feedback.approve */
  action: string;
  /** What kind of thing changed: user, staff, zone, invite, config, dictionary, articleType, banner, article, review:<kind> */
  kind: string;
  target?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one audit row. Call it inside the transaction of the change it records, so the change and
 * its record stand or fall together.
 */
export async function audit(tx: Executor, actor: Actor, e: AuditEntry): Promise<void> {
  const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
  await tx.insert(auditLogs).values({
    actorId: actor.userId,
    actorName: me?.name ?? String(actor.userId),
    action: e.action,
    kind: e.kind,
    target: e.target === undefined || e.target === null ? null : String(e.target),
    before: e.before ?? null,
    after: e.after ?? null,
  });
}

export async function listAudit(
  db: Executor,
  q: {
    actorId?: number | undefined;
    kind?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    pageNum: number;
    pageSize: number;
  },
) {
  const conditions: SQL[] = [];
  if (q.actorId) conditions.push(eq(auditLogs.actorId, q.actorId));
  if (q.kind) conditions.push(eq(auditLogs.kind, q.kind));
  if (q.from) conditions.push(gte(auditLogs.createdAt, new Date(q.from)));
  if (q.to) conditions.push(lte(auditLogs.createdAt, new Date(q.to)));
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await listPage(db, q, () =>
    db.select().from(auditLogs).where(where).orderBy(desc(auditLogs.createdAt), desc(auditLogs.id)),
  );
  return {
    recordList: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    recordCount: total,
  };
}
