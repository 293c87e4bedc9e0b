import { and, desc, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../http/router.ts';
import { inScope, zoneScope } from '../domain/scope.ts';
import { skillsOf, withAnySkill, type SkillKind } from '../skills/links.ts';
import { CANDIDATE_CAP } from './common.ts';

/**
 * The one candidate query every matching list runs: rows of a table that carry any of the skills (from
 * the skill index, never a scan of every row), within the caller's zone (the one scope helper), meeting
 * the list's own conditions, the newest CANDIDATE_CAP of them; with the skill links of each.
 * `read` writes the select (its columns and joins); it gets the WHERE, the ORDER BY and the cap.
 */
export async function candidates<R>(
  db: Executor,
  o: {
    kind: SkillKind;
    skills: Iterable<number>;
    actor: Actor | null;
    /** the table's id column, which skill_links.entity_id points at */
    id: AnyPgColumn;
    /** the table's zone column (exclusive_code) */
    zone: AnyPgColumn;
    /** newest first by this column, then by id */
    newest: AnyPgColumn;
    where: SQL[];
    read: (where: SQL | undefined, orderBy: SQL[], cap: number) => Promise<R[]>;
    idOf: (row: R) => number;
    /** false: the caller reads the rows' skills itself (default true) */
    withLinks?: boolean;
  },
): Promise<{ rows: R[]; links: Map<number, Map<number, number>> }> {
  const skills = [...o.skills];
  if (!skills.length) return { rows: [], links: new Map() };
  const conds = [...o.where, inArray(o.id, withAnySkill(o.kind, skills))];
  const zone = inScope(zoneScope(o.actor), o.zone);
  if (zone) conds.push(zone);
  const rows = await o.read(and(...conds), [desc(o.newest), desc(o.id)], CANDIDATE_CAP);
  const links = o.withLinks === false ? new Map<number, Map<number, number>>() : await skillsOf(db, o.kind, rows.map(o.idOf));
  return { rows, links };
}
