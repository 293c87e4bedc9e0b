import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { skillLinks } from '../../db/schema/index.ts';
import { dictionary, extractSkills } from './extract.ts';

/** What a skill link belongs to (skill_links.kind). */
export const SKILL_KIND = { position: 1, demand: 2, resume: 3, profile: 4, firm: 5, course: 6, need: 7 } as const;
export type SkillKind = (typeof SKILL_KIND)[keyof typeof SKILL_KIND];

/**
 * The service an HR (personnel) demand's kind asks for, in the vocabulary's words (seed skills 社保代缴,
 * 公积金代缴, 薪资代发 and the alias 招聘外包), so a firm whose services name it (工资代发, 住房公积金 …)
 * matches whatever the demand's text says.
 */
const NEED_KIND_SERVICE: Record<string, string> = { sb: '社保代缴', gjj: '公积金代缴', gz: '薪资代发', zp: '招聘外包' };
export const needServiceText = (kind: string): string | undefined => NEED_KIND_SERVICE[kind];

/** The texts an HR demand is linked by: its kind's service, title, position (zp) and description. */
export const needSkillTexts = (n: { kind: string; title: string; position: string | null; description: string }) => [
  needServiceText(n.kind),
  n.title,
  n.position,
  n.description,
];

/** The texts an HR firm is linked by: its name and what it says it does (intro). */
export const firmSkillTexts = (f: { firmname: string; intro: string | null }) => [f.firmname, f.intro];

/**
 * Replaces an entity's skills with those its texts name. Areas call it in the transaction that creates
 * or edits the entity, so the links never disagree with the text.
 */
export async function linkSkills(tx: Executor, kind: SkillKind, entityId: number, ...texts: Array<string | null | undefined>) {
  const dict = await dictionary(tx);
  const found = extractSkills(dict, texts.filter(Boolean).join('\n'));
  await tx.delete(skillLinks).where(and(eq(skillLinks.kind, kind), eq(skillLinks.entityId, entityId)));
  if (found.size) await tx.insert(skillLinks).values([...found].map(([skillId, weight]) => ({ kind, entityId, skillId, weight })));
  return found;
}

type PersonListener = (db: Executor, userId: number) => void;
const personListeners = new Set<PersonListener>();

/**
 * Matching keeps each person's scored recommendations for a while (matching/cache.ts); it hears here of a
 * change on the person's side of a match. Areas call personChanged once the change has committed: a
 * resume or profile saved (their skills), a company shielded or no longer shielded. Areas sit below
 * matching and never import it, hence a listener.
 */
export function onPersonChanged(listener: PersonListener): void {
  personListeners.add(listener);
}
export function personChanged(db: Executor, userId: number): void {
  for (const l of personListeners) l(db, userId);
}

/** The skills (id -> weight) of some entities of one kind. */
export async function skillsOf(db: Executor, kind: SkillKind, entityIds: number[]): Promise<Map<number, Map<number, number>>> {
  const out = new Map<number, Map<number, number>>();
  if (!entityIds.length) return out;
  const rows = await db
    .select({ entityId: skillLinks.entityId, skillId: skillLinks.skillId, weight: skillLinks.weight })
    .from(skillLinks)
    // one array parameter, not one per id: a page of 500 candidates binds and plans as one value
    .where(and(eq(skillLinks.kind, kind), sql`${skillLinks.entityId} = any(${sql.param(entityIds)}::int[])`));
  for (const r of rows) {
    let m = out.get(r.entityId);
    if (!m) out.set(r.entityId, (m = new Map<number, number>()));
    m.set(r.skillId, r.weight);
  }
  return out;
}

/** Entities of a kind that carry any of the skills, as a subquery of ids (served by skill_links_by_skill_idx). */
export const withAnySkill = (kind: SkillKind, skillIds: number[]) =>
  sql`(select ${skillLinks.entityId} from ${skillLinks} where ${skillLinks.kind} = ${kind} and ${inArray(skillLinks.skillId, skillIds)})`;
