import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MATCH_MSG as M, normalizeSkill } from '@xcb/shared/actions/matching';
import type { Executor } from '../../db/client.ts';
import { skillAliases, skillLinks, skills } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { requireAdmin } from '../staff/access.ts';
import { audit } from '../staff/audit.ts';
import { invalidateDictionary } from '../skills/extract.ts';
import type { Page } from './common.ts';

// The skills dictionary of the back office (skill_list, skill_save, skill_delete): names, categories,
// aliases (one skill per spelling) and the umbrella terms' covers. Any staff member reads it; only an
// administrator changes it (it decides every match on the site), and each change is in the audit log.

export async function listSkills(db: Executor, q: Page & { keyword?: string | undefined; category?: string | undefined }) {
  const conds: SQL[] = [];
  if (q.category) conds.push(eq(skills.category, q.category));
  if (q.keyword) {
    const k = normalizeSkill(q.keyword);
    conds.push(
      or(
        ilike(skills.name, `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`),
        inArray(
          skills.id,
          db
            .select({ id: skillAliases.skillId })
            .from(skillAliases)
            .where(ilike(skillAliases.alias, `%${k.replace(/[%_\\]/g, '\\$&')}%`)),
        ),
      ) as SQL,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total], categories] = await Promise.all([
    db
      .select()
      .from(skills)
      .where(where)
      .orderBy(skills.category, skills.name)
      .limit(q.pageSize)
      .offset(q.pageNum * q.pageSize),
    db.select({ n: count() }).from(skills).where(where),
    db.selectDistinct({ c: skills.category }).from(skills).orderBy(skills.category),
  ]);
  const ids = rows.map((r) => r.id);
  const [aliasRows, usage] = ids.length
    ? await Promise.all([
        db.select().from(skillAliases).where(inArray(skillAliases.skillId, ids)),
        db
          .select({ skillId: skillLinks.skillId, n: count() })
          .from(skillLinks)
          .where(inArray(skillLinks.skillId, ids))
          .groupBy(skillLinks.skillId),
      ])
    : [[], []];
  const names = new Map((await db.select({ id: skills.id, name: skills.name }).from(skills)).map((s) => [s.id, s.name]));
  return {
    data: {
      recordList: rows.map((r) => ({
        id: r.id,
        name: r.name,
        category: r.category,
        aliases: aliasRows.filter((a) => a.skillId === r.id && a.spelling !== r.name).map((a) => a.spelling),
        covers: r.covers.flatMap((c) => (names.has(c) ? [names.get(c) as string] : [])),
        usage: usage.find((u) => u.skillId === r.id)?.n ?? 0,
      })),
      recordCount: total?.n ?? 0,
      categories: categories.map((c) => c.c),
    },
  };
}

export async function saveSkill(
  db: Executor,
  actor: Actor,
  input: { id?: number | undefined; name: string; category: string; aliases: string[]; covers: string[] },
) {
  requireAdmin(actor);
  const out = await db.transaction(async (tx) => {
    const spellings = new Map<string, string>();
    for (const s of [input.name, ...input.aliases]) {
      const a = normalizeSkill(s);
      if (a && !spellings.has(a)) spellings.set(a, s);
    }
    if (!spellings.size) throw badRequest(M.skillNameRequired);
    const taken = await tx
      .select({ alias: skillAliases.alias, skillId: skillAliases.skillId })
      .from(skillAliases)
      .where(inArray(skillAliases.alias, [...spellings.keys()]));
    if (taken.some((t) => t.skillId !== input.id)) throw badRequest(M.aliasTaken);
    const [sameName] = await tx.select({ id: skills.id }).from(skills).where(eq(skills.name, input.name));
    if (sameName && sameName.id !== input.id) throw badRequest(M.aliasTaken);
    const coverRows = input.covers.length
      ? await tx.select({ id: skills.id, name: skills.name }).from(skills).where(inArray(skills.name, input.covers))
      : [];
    if (coverRows.length !== new Set(input.covers).size) throw badRequest(M.coversUnknown);
    const covers = coverRows.map((c) => c.id).filter((c) => c !== input.id);
    let id = input.id;
    if (id) {
      const [row] = await tx
        .update(skills)
        .set({ name: input.name, category: input.category, covers, updatedAt: new Date() })
        .where(eq(skills.id, id))
        .returning({ id: skills.id });
      if (!row) throw notFound(M.skillMissing);
      await tx.delete(skillAliases).where(eq(skillAliases.skillId, id));
    } else {
      const [row] = await tx.insert(skills).values({ name: input.name, category: input.category, covers }).returning({ id: skills.id });
      id = row?.id ?? 0;
    }
    const skillId = id;
    await tx.insert(skillAliases).values([...spellings].map(([alias, spelling]) => ({ alias, spelling: spelling.slice(0, 40), skillId })));
    await audit(tx, actor, {
      action: input.id ? 'skill.update' : 'skill.add',
      kind: 'skill',
      target: skillId,
      after: { name: input.name, category: input.category, aliases: [...spellings.values()], covers: input.covers },
    });
    return { msg: '已保存', id: skillId };
  });
  invalidateDictionary();
  return out;
}

export async function deleteSkill(db: Executor, actor: Actor, id: number) {
  requireAdmin(actor);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(skills)
      .where(eq(skills.id, id))
      .returning({ id: skills.id, name: skills.name, category: skills.category });
    if (!row) throw notFound(M.skillMissing);
    // other skills' umbrellas no longer name it
    await tx
      .update(skills)
      .set({ covers: sql`array_remove(${skills.covers}, ${id})` })
      .where(sql`${id} = any(${skills.covers})`);
    await audit(tx, actor, { action: 'skill.delete', kind: 'skill', target: id, before: { name: row.name, category: row.category } });
  });
  invalidateDictionary();
  return { msg: '已删除' };
}
