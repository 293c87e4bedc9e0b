import { desc, eq } from 'drizzle-orm';
import { PERSONNEL_MSG } from '@xcb/shared';
import { PERSONNEL_NOTICE_CLASS } from '@xcb/shared/actions/personnel';
import type { Db } from '../../db/client.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { personnelComments, personnelContracts, personnelNeeds, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { assertVisible, zoneScope } from '../domain/scope.ts';
import { contractStep, personnelNotice } from './contracts.service.ts';
import { presentComment, publisherNames } from './personnel.presenter.ts';

// The demander's one comment on a contract (the step table says when), and a firm's comments as its
// public page lists them.

export async function addComment(deps: AppDeps, actor: Actor, input: { contractId: number; stars: number; content: string }) {
  await deps.db.transaction(async (tx) => {
    const { c } = await contractStep(tx, actor, input.contractId, 'comment', PERSONNEL_MSG.notCommentable);
    const [done] = await tx.select({ id: personnelComments.id }).from(personnelComments).where(eq(personnelComments.contractId, c.id));
    if (done) throw refuse(PERSONNEL_MSG.commentedTwice);
    await tx
      .insert(personnelComments)
      .values({ contractId: c.id, authorId: actor.userId, providerId: c.providerId, stars: input.stars, content: input.content });
    await personnelNotice(
      tx,
      deps,
      c.providerId,
      PERSONNEL_NOTICE_CLASS.deliver,
      '人事代理：收到新的服务评价',
      `合同${c.contractNo}的需求方给出了${input.stars}星评价`,
      c.id,
    );
  });
  return { msg: PERSONNEL_MSG.commented };
}

/** A firm's comments name the demands it served, which are zoned: they are shown where the firm is. */
export async function listComments(db: Db, actor: Actor | null, q: { firmUserId: number; pageNum: number; pageSize: number }) {
  const scope = zoneScope(actor);
  const [firm] = await db.select({ zone: users.exclusiveCode }).from(users).where(eq(users.id, q.firmUserId));
  assertVisible(scope, firm?.zone ?? null, '企业信息');
  const p = await listPage(db, q, () =>
    db
      .select({
        c: personnelComments,
        kind: personnelContracts.kind,
        needTitle: personnelNeeds.title,
        author: users.nickName,
        authorName: users.name,
      })
      .from(personnelComments)
      .innerJoin(personnelContracts, eq(personnelContracts.id, personnelComments.contractId))
      .innerJoin(personnelNeeds, eq(personnelNeeds.id, personnelContracts.needId))
      .innerJoin(users, eq(users.id, personnelComments.authorId))
      .where(eq(personnelComments.providerId, q.firmUserId))
      .orderBy(desc(personnelComments.createdAt)),
  );
  const names = await publisherNames(
    db,
    p.rows.map((r) => r.c.authorId),
  );
  return {
    data: listReply(
      p,
      p.rows.map((r) => presentComment(r, names.get(r.c.authorId) ?? r.author ?? r.authorName)),
    ),
  };
}
