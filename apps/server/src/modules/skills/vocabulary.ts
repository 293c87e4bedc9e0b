import { eq } from 'drizzle-orm';
import { normalizeSkill } from '@xcb/shared/actions/matching';
import type { Executor } from '../../db/client.ts';
import { skillAliases, skills } from '../../db/schema/index.ts';
import { skills as seedData } from './vocabulary-data.ts';

/**
 * The first skills vocabulary (reference data, seeded with or without demo users). Every name and alias
 * is stored normalised; an alias that normalises to the name, or to an alias seen before, is dropped.
 * Returns false when the dictionary already has skills (staff edit it from then on).
 */
export async function seedSkills(tx: Executor): Promise<boolean> {
  const existing = await tx.select({ id: skills.id }).from(skills).limit(1);
  if (existing.length) return false;
  const rows = await tx
    .insert(skills)
    .values(seedData.map((s) => ({ name: s.name, category: s.category })))
    .returning({ id: skills.id, name: skills.name });
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  const seen = new Set<string>();
  const aliases: Array<{ alias: string; skillId: number; spelling: string }> = [];
  for (const s of seedData) {
    const skillId = ids.get(s.name) as number;
    for (const spelling of [s.name, ...(s.aliases ?? [])]) {
      const alias = normalizeSkill(spelling);
      if (!alias || seen.has(alias)) continue;
      seen.add(alias);
      aliases.push({ alias, skillId, spelling });
    }
  }
  await tx.insert(skillAliases).values(aliases);
  for (const s of seedData) {
    const covers = (s.covers ?? []).flatMap((n) => (ids.has(n) ? [ids.get(n) as number] : []));
    if (covers.length)
      await tx
        .update(skills)
        .set({ covers })
        .where(eq(skills.id, ids.get(s.name) as number));
  }
  return true;
}
