import type { MatchScore } from '@xcb/shared/actions/matching';
import type { Dictionary } from '../skills/extract.ts';

// The match score (issue 27), pure: what a person brings against what a position or demand asks.
// Parts and their points (README "匹配度"): skills 60, city 15, pay 10, experience 5, education 5,
// freshness 5. A part the target does not state is left out and the rest scaled to 100, so a demand
// without a salary code is not marked down for it. Every reason names a fact of the pair.

export const POINTS = { skills: 60, city: 15, pay: 10, experience: 5, education: 5, fresh: 5 } as const;

export interface Person {
  /** skill id -> weight (any weight counts as having it) */
  skills: Map<number, number>;
  cities: string[];
  /** xzfw value ('1'..'8' ascending ranges, '9' 面议) */
  salary?: string | null;
  /** gzjy value ('1' 不限, then ascending) */
  experience?: string | null;
  /** xl value ('1' 不限, then ascending) */
  education?: string | null;
}

export interface Target {
  /** skill id -> weight: 2 required, 1 nice to have */
  skills: Map<number, number>;
  city?: string | null;
  salary?: string | null;
  experience?: string | null;
  education?: string | null;
  publishedAt: Date;
}

const NEGOTIABLE = '9';
const ANY = '1';
const DAY = 86_400_000;

/** The person's skills plus the umbrella skills they satisfy (Vue satisfies 前端 where 前端 covers Vue). */
function satisfied(dict: Dictionary, skills: Map<number, number>): Set<number> {
  const have = new Set(skills.keys());
  for (const s of dict.skills.values()) if (s.covers.some((c) => have.has(c))) have.add(s.id);
  return have;
}

/** The target's skills the holder has (directly or through an umbrella) and lacks, and their weights. */
function overlap(dict: Dictionary, holder: Map<number, number>, wanted: Map<number, number>) {
  const have = satisfied(dict, holder);
  const matched: number[] = [];
  const missing: number[] = [];
  let total = 0;
  let got = 0;
  for (const [id, weight] of wanted) {
    total += weight;
    if (have.has(id)) {
      got += weight;
      matched.push(id);
    } else missing.push(id);
  }
  return { matched, missing, got, total };
}

/** The score out of 100 and the reasons, the missing skills named last. */
function finish(dict: Dictionary, earned: number, possible: number, reasons: string[], matched: number[], missing: number[]): MatchScore {
  const name = (id: number) => dict.skills.get(id)?.name ?? '';
  if (missing.length) reasons.push(`缺少 ${missing.map(name).join('、')}`);
  return {
    score: possible ? Math.round((100 * earned) / possible) : 0,
    reasons,
    matched: matched.map(name),
    missing: missing.map(name),
  };
}

const sameCity = (a: string, b: string) => a.length > 0 && b.length > 0 && (a.includes(b) || b.includes(a));

export function scorePair(dict: Dictionary, person: Person, target: Target, now = new Date()): MatchScore {
  let earned = 0;
  let possible = 0;
  const reasons: string[] = [];
  const name = (id: number) => dict.skills.get(id)?.name ?? '';

  const { matched, missing, got, total } = overlap(dict, person.skills, target.skills);
  if (total > 0) {
    possible += POINTS.skills;
    earned += (POINTS.skills * got) / total;
    if (matched.length) reasons.push(`技能匹配 ${matched.map(name).join('、')}`);
  }

  const city = target.city?.trim();
  if (city) {
    possible += POINTS.city;
    if (person.cities.some((c) => sameCity(c.trim(), city))) {
      earned += POINTS.city;
      reasons.push('同城');
    }
  }

  if (target.salary && person.salary && target.salary !== NEGOTIABLE && person.salary !== NEGOTIABLE) {
    possible += POINTS.pay;
    const diff = Number(target.salary) - Number(person.salary);
    if (diff >= 0) {
      earned += POINTS.pay;
      reasons.push(diff === 0 ? '薪资在期望内' : '薪资高于期望');
    } else if (diff === -1) earned += POINTS.pay / 2;
  }

  if (target.experience) {
    possible += POINTS.experience;
    if (target.experience === ANY || Number(person.experience ?? 0) >= Number(target.experience)) {
      earned += POINTS.experience;
      if (target.experience !== ANY) reasons.push('经验符合');
    }
  }
  if (target.education) {
    possible += POINTS.education;
    if (target.education === ANY || Number(person.education ?? 0) >= Number(target.education)) {
      earned += POINTS.education;
      if (target.education !== ANY) reasons.push('学历符合');
    }
  }

  possible += POINTS.fresh;
  const age = (now.getTime() - target.publishedAt.getTime()) / DAY;
  if (age <= 7) {
    earned += POINTS.fresh;
    reasons.push('近期发布');
  } else if (age <= 30) earned += POINTS.fresh / 2;

  return finish(dict, earned, possible, reasons, matched, missing);
}

// ---- an HR firm for an HR (personnel) demand ----

/** Parts of a firm's score (README "匹配度"): services 50, same-kind work done 10, city 15, price 10, membership 10, activity 5. */
export const FIRM_POINTS = { services: 50, done: 10, city: 15, price: 10, member: 10, fresh: 5 } as const;

export interface FirmFacts {
  /** the services its intro names (skill ids) */
  skills: Map<number, number>;
  city: string | null;
  /** a running membership of an approved firm */
  member: boolean;
  /** completed contracts of the demand's kind */
  done: number;
  /** its average quote on earlier applications to demands of the kind (hundredths of a coin), null when none */
  avgQuote: number | null;
  /** its latest application or profile edit */
  lastActive: Date;
}

export interface NeedFacts {
  skills: Map<number, number>;
  city: string;
  /** hundredths of a coin */
  budget: number;
}

/** The same shape of reasons as scorePair: every reason a fact of the pair, the missing services last. */
export function scoreFirm(dict: Dictionary, firm: FirmFacts, need: NeedFacts, now = new Date()): MatchScore {
  const name = (id: number) => dict.skills.get(id)?.name ?? '';
  const reasons: string[] = [];
  const { matched, missing, got, total } = overlap(dict, firm.skills, need.skills);
  let earned = 0;
  let possible = 0;
  if (total > 0) {
    possible += FIRM_POINTS.services;
    earned += (FIRM_POINTS.services * got) / total;
    if (matched.length) reasons.push(`服务匹配 ${matched.map(name).join('、')}`);
  }
  possible += FIRM_POINTS.done;
  if (firm.done > 0) {
    earned += FIRM_POINTS.done;
    reasons.push(`已完成同类服务 ${firm.done} 单`);
  }
  possible += FIRM_POINTS.city;
  if (firm.city && sameCity(firm.city.trim(), need.city.trim())) {
    earned += FIRM_POINTS.city;
    reasons.push('同城');
  }
  if (firm.avgQuote !== null) {
    possible += FIRM_POINTS.price;
    if (firm.avgQuote <= need.budget) {
      earned += FIRM_POINTS.price;
      reasons.push('以往报价在预算内');
    } else if (firm.avgQuote <= need.budget * 1.2) earned += FIRM_POINTS.price / 2;
  }
  possible += FIRM_POINTS.member;
  if (firm.member) {
    earned += FIRM_POINTS.member;
    reasons.push('会员服务商');
  }
  possible += FIRM_POINTS.fresh;
  const age = (now.getTime() - firm.lastActive.getTime()) / DAY;
  if (age <= 30) {
    earned += FIRM_POINTS.fresh;
    reasons.push('近期活跃');
  }
  return finish(dict, earned, possible, reasons, matched, missing);
}
