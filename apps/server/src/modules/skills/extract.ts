import { createRequire } from 'node:module';
import { normalizeSkill } from '@xcb/shared/actions/matching';
import type { Executor } from '../../db/client.ts';
import { skillAliases, skills } from '../../db/schema/index.ts';

// Text -> skill ids (issue 27). jieba (jieba-wasm, the jieba-rs segmenter compiled to WASM: no native
// build) cuts Chinese text into words; runs of up to MAX_GRAM neighbouring words are joined and looked
// up in the alias table after normalising, so "Spring Boot", "spring-boot" and "SpringBoot" meet the same
// alias, and a word is only ever matched whole ("JavaScript" is one word and never yields Java).

const MAX_GRAM = 4;

interface Jieba {
  cut(text: string, hmm?: boolean | null): string[];
}
let jieba: Jieba | null = null;
/** Loaded on first use: the WASM module and its dictionary take about a second to start. */
function segmenter(): Jieba {
  jieba ??= createRequire(import.meta.url)('jieba-wasm') as Jieba;
  return jieba;
}

export interface SkillMeta {
  id: number;
  name: string;
  category: string;
  covers: number[];
}

export interface Dictionary {
  aliases: Map<string, number>;
  skills: Map<number, SkillMeta>;
}

// One dictionary per database handle (tests open many); staff edits drop it (invalidateDictionary).
const cache = new WeakMap<object, Promise<Dictionary>>();
let generation = 0;
const generations = new WeakMap<object, number>();

export function dictionary(db: Executor): Promise<Dictionary> {
  const key = db as object;
  const cached = cache.get(key);
  if (cached && generations.get(key) === generation) return cached;
  const loading = (async () => {
    const [rows, aliasRows] = await Promise.all([
      db.select({ id: skills.id, name: skills.name, category: skills.category, covers: skills.covers }).from(skills),
      db.select({ alias: skillAliases.alias, skillId: skillAliases.skillId }).from(skillAliases),
    ]);
    return {
      skills: new Map(rows.map((r) => [r.id, r])),
      aliases: new Map(aliasRows.map((a) => [a.alias, a.skillId])),
    };
  })();
  cache.set(key, loading);
  generations.set(key, generation);
  loading.catch(() => cache.delete(key));
  return loading;
}

/** Changes with every staff edit of the dictionary: what was computed from an older one is stale. */
export const dictionaryGeneration = (): number => generation;

/** After staff changed the dictionary: every handle reloads it on its next use. */
export function invalidateDictionary(): void {
  generation += 1;
}

/** Words that make the clause's skills nice to have rather than required. */
const OPTIONAL = /了解|优先|加分|最好|者佳|可选|熟悉者|有.{0,6}经验者/;
const CLAUSE = /[，,；;。！!？?\n\r]+/;
/** A word that separates nothing: what normalising removes (spaces, hyphens, dots). */
const isJoiner = (w: string) => normalizeSkill(w) === '' && /^[\s\-_.·・]+$/.test(w);
const isBreak = (w: string) => normalizeSkill(w) === '' && !isJoiner(w);

/**
 * The skills a text names, each with its weight: 2 required, 1 nice to have (its clause says 了解, 优先,
 * 加分 ...). A skill named in both kinds of clause counts as required.
 */
export function extractSkills(dict: Dictionary, text: string | null | undefined): Map<number, number> {
  const found = new Map<number, number>();
  if (!text) return found;
  const cut = segmenter();
  // full-width letters would reach jieba as one odd run; NFKC makes them the ASCII it knows
  for (const clause of text.normalize('NFKC').split(CLAUSE)) {
    if (!clause.trim()) continue;
    const weight = OPTIONAL.test(clause) ? 1 : 2;
    // runs of words between separators; joiners are dropped inside a run so "Vue . js" reads "vuejs"
    const runs: string[][] = [[]];
    for (const w of cut.cut(clause, true)) {
      if (isJoiner(w)) continue;
      if (isBreak(w)) runs.push([]);
      else (runs[runs.length - 1] as string[]).push(normalizeSkill(w));
    }
    for (const run of runs) {
      let i = 0;
      while (i < run.length) {
        let matched = 0;
        for (let n = Math.min(MAX_GRAM, run.length - i); n >= 1; n--) {
          const id = dict.aliases.get(run.slice(i, i + n).join(''));
          if (id !== undefined) {
            found.set(id, Math.max(found.get(id) ?? 0, weight));
            matched = n;
            break;
          }
        }
        i += matched || 1;
      }
    }
  }
  return found;
}

/** Skill names for display, in the order given. */
export function skillNames(dict: Dictionary, ids: Iterable<number>): string[] {
  return [...ids].flatMap((id) => {
    const s = dict.skills.get(id);
    return s ? [s.name] : [];
  });
}
