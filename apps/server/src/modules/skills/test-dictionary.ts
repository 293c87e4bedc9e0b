import { normalizeSkill } from '@xcb/shared/actions/matching';
import { skills as seedData } from './vocabulary-data.ts';
import type { Dictionary } from './extract.ts';

/** The seed vocabulary as an in-memory dictionary (ids by seed order), for tests without a database. */
export function seedDictionary(): Dictionary & { id: (name: string) => number } {
  const d: Dictionary = { aliases: new Map(), skills: new Map() };
  const ids = new Map(seedData.map((s, i) => [s.name, i + 1]));
  for (const [i, s] of seedData.entries()) {
    const covers = (s.covers ?? []).flatMap((n) => (ids.has(n) ? [ids.get(n) as number] : []));
    d.skills.set(i + 1, { id: i + 1, name: s.name, category: s.category, covers });
    for (const spelling of [s.name, ...(s.aliases ?? [])]) {
      const a = normalizeSkill(spelling);
      if (a && !d.aliases.has(a)) d.aliases.set(a, i + 1);
    }
  }
  return {
    ...d,
    id: (name) => {
      const id = ids.get(name);
      if (!id) throw new Error(`no skill ${name}`);
      return id;
    },
  };
}
