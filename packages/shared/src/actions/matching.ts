import { z } from 'zod';
import { action } from '../action.ts';
import { MSG } from '../messages.ts';
import { id, optionalText, page } from './fields.ts';

// Matching across the marketplace (issue 27): one skills vocabulary links positions, short-term demands,
// resumes, worker profiles, HR firms' services and courses; a score with reasons in words ranks the pairs.
// Every list is scoped to the caller's zone on the server, like the areas' own lists.

export const MATCH_MSG = {
  skillNameRequired: '请填写技能名称',
  skillNameTooLong: '技能名称不能超过 40 个字',
  skillCategoryRequired: '请填写技能分类',
  skillCategoryTooLong: '技能分类不能超过 20 个字',
  aliasTooLong: '同义词每个不能超过 40 个字',
  tooManyAliases: '同义词最多 30 个',
  aliasTaken: '同义词或名称已被其他技能使用',
  coversUnknown: '涵盖的技能不存在',
  skillMissing: '技能不存在',
  notYourPosition: '只能查看自己发布的职位的推荐人才',
  notYourDemand: '只能查看自己发布的需求的推荐',
  notYourNeed: '只能查看自己发布的人事代理需求的推荐服务商',
  needNoTalents: '只有招聘代理需求有推荐人才',
  notFirm: '请先完成人事代理服务商认证，再查看与需求的匹配度',
  targetMissing: '职位或需求不存在',
  courseMissing: '课程不存在',
  noSkills: '请先在简历或个人资料中填写技能，即可获得推荐',
} as const;

/** What a score is computed for: a recruitment position, a short-term demand or an HR (personnel) demand. */
export const MATCH_TARGETS = ['position', 'demand', 'need'] as const;
export type MatchTarget = (typeof MATCH_TARGETS)[number];

/** 匹配度 0-100 and its reasons in words (技能匹配 Java、Spring Boot；同城；薪资在期望内；缺少 Redis). */
export const matchScore = z.object({
  score: z.number(),
  reasons: z.array(z.string()),
  /** names of the target's skills the person has */
  matched: z.array(z.string()),
  /** names of the target's skills the person lacks */
  missing: z.array(z.string()),
});
export type MatchScore = z.infer<typeof matchScore>;

const sort = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['match', 'new']).default('match'));

const listReply = <T extends z.ZodType>(item: T) => z.object({ data: z.object({ recordList: z.array(item), recordCount: z.number() }) });
/** 为你推荐's reply: `noSkills` when the user's resume and profile name no skill yet (the page then asks for them). */
const recommendReply = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ recordList: z.array(item), recordCount: z.number(), noSkills: z.boolean().optional() }) });

// ---- 为你推荐 ----

export const matchedPosition = matchScore.extend({
  id: z.number(),
  positionname: z.string(),
  salaryrange: z.string(),
  city: z.string(),
  companyId: z.number(),
  companyname: z.string(),
  companyTx: z.string().nullable(),
  createTime: z.string(),
});
export type MatchedPosition = z.infer<typeof matchedPosition>;

export const recommendPositions = action({
  name: 'match_positions',
  method: 'POST',
  auth: 'user',
  area: 'matching',
  summary: '为你推荐职位：按简历与个人资料的技能找候选，附匹配度与理由；sort=match 按匹配度，new 按发布时间',
  input: z.object({ ...page(), sort }),
  reply: recommendReply(matchedPosition),
});

export const matchedDemand = matchScore.extend({
  id: z.number(),
  title: z.string(),
  city: z.string().nullable(),
  /** the budget in words as the demand list shows it (e.g. 8000元/月) */
  budget: z.string(),
  createTime: z.string(),
});
export type MatchedDemand = z.infer<typeof matchedDemand>;

export const recommendDemands = action({
  name: 'match_demands',
  method: 'POST',
  auth: 'user',
  area: 'matching',
  summary: '为你推荐短期用工需求（按个人资料与简历的技能），附匹配度与理由',
  input: z.object({ ...page(), sort }),
  reply: recommendReply(matchedDemand),
});

// ---- 推荐人才 (for the owner of a position or demand) ----

export const matchedTalent = matchScore.extend({
  userId: z.number(),
  /** the resume to open with zpResume_detail (null when the person matched by profile only) */
  resumeId: z.number().nullable(),
  name: z.string(),
  city: z.string().nullable(),
  education: z.string().nullable(),
  workexperience: z.string().nullable(),
  skills: z.array(z.string()),
  updateTime: z.string(),
});
export type MatchedTalent = z.infer<typeof matchedTalent>;

export const recommendTalents = action({
  name: 'match_talents',
  method: 'POST',
  auth: 'user',
  area: 'matching',
  summary:
    '推荐人才：为自己发布的职位（position）、短期用工需求（demand，简历与个人资料技能）或招聘代理需求（need）推荐人才（同简历搜索的专区范围与屏蔽规则，不含联系方式）',
  input: z.object({
    target: z.enum(MATCH_TARGETS, { error: MATCH_MSG.targetMissing }),
    id: id(MATCH_MSG.targetMissing),
    ...page(),
  }),
  reply: listReply(matchedTalent),
});

export const matchedFirm = matchScore.extend({
  id: z.number(),
  /** the firm's user: rsFrim_detail {firmUserId} opens its page */
  userId: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  /** the firm user's avatar, if any */
  logo: z.string().nullable(),
  /** a running membership (会员服务商: may apply to demands) */
  member: z.boolean(),
  /** completed contracts of the demand's kind */
  completedCount: z.number(),
});
export type MatchedFirm = z.infer<typeof matchedFirm>;

export const recommendFirms = action({
  name: 'match_firms',
  method: 'POST',
  auth: 'user',
  area: 'matching',
  summary: '为自己发布的人事代理需求推荐已认证服务商：按服务内容（技能）、同类服务经验、城市、以往报价与预算、会员、近期活跃评分，附理由',
  input: z.object({ id: id(MATCH_MSG.targetMissing), ...page() }),
  reply: listReply(matchedFirm),
});

// ---- 提升匹配度: courses for the skills the viewer lacks, and positions for a course ----

export const skillCourse = z.object({
  id: z.number(),
  title: z.string(),
  cover: z.string().nullable(),
  /** yuan as text, '0' for free */
  price: z.string(),
  /** names of the lacking skills this course teaches */
  teaches: z.array(z.string()),
});
export type SkillCourse = z.infer<typeof skillCourse>;

export const skillGap = action({
  name: 'match_gap',
  method: 'POST',
  auth: 'user',
  area: 'matching',
  summary:
    '提升匹配度：当前用户与职位（position）或短期用工需求（demand）的匹配度，服务商与人事代理需求（need）的匹配度；缺少的技能及教授这些技能的已发布课程',
  input: z.object({ target: z.enum(MATCH_TARGETS, { error: MATCH_MSG.targetMissing }), id: id(MATCH_MSG.targetMissing) }),
  reply: z.object({ data: matchScore.extend({ courses: z.array(skillCourse) }) }),
});

export const courseJob = z.object({
  id: z.number(),
  positionname: z.string(),
  salaryrange: z.string(),
  city: z.string(),
  companyname: z.string(),
  createTime: z.string(),
  /** names of the course's skills the position asks for */
  skills: z.array(z.string()),
});
export type CourseJob = z.infer<typeof courseJob>;

export const courseJobs = action({
  name: 'match_courseJobs',
  method: 'POST',
  auth: 'optional',
  area: 'matching',
  summary: '课程页：需要这门课所教技能的在招职位（按浏览者的专区范围）',
  input: z.object({ id: id(MATCH_MSG.courseMissing), ...page() }),
  reply: listReply(courseJob),
});

// ---- the skills dictionary (back office) ----

const skillName = z
  .string({ error: MATCH_MSG.skillNameRequired })
  .trim()
  .min(1, { error: MATCH_MSG.skillNameRequired })
  .max(40, { error: MATCH_MSG.skillNameTooLong })
  .refine((s) => !s.includes('\0'), { error: MSG.textHasNul });

/** A list of names: a JSON array, an array or a comma/、/newline separated text. */
const nameList = (max: number, tooMany: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? []
        : Array.isArray(v)
          ? v
          : typeof v === 'string'
            ? v
                .split(/[,，、\n]/)
                .map((s) => s.trim())
                .filter(Boolean)
            : v,
    z
      .array(
        z
          .string({ error: MATCH_MSG.aliasTooLong })
          .trim()
          .min(1, { error: MATCH_MSG.aliasTooLong })
          .max(40, { error: MATCH_MSG.aliasTooLong })
          .refine((s) => !s.includes('\0'), { error: MSG.textHasNul }),
      )
      .max(max, { error: tooMany }),
  );

export const skillItem = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  aliases: z.array(z.string()),
  /** names of the skills this umbrella term covers */
  covers: z.array(z.string()),
  /** how many positions, demands, resumes, profiles, firms and courses carry it */
  usage: z.number(),
});
export type SkillItem = z.infer<typeof skillItem>;

export const skillList = action({
  name: 'skill_list',
  method: 'POST',
  auth: 'staff',
  area: 'matching',
  summary: '技能词典：按名称、同义词或分类查找',
  input: z.object({ ...page(), keyword: optionalText(), category: optionalText() }),
  reply: z.object({ data: z.object({ recordList: z.array(skillItem), recordCount: z.number(), categories: z.array(z.string()) }) }),
});

export const skillSave = action({
  name: 'skill_save',
  method: 'POST',
  auth: 'staff',
  area: 'matching',
  summary: '新增或修改技能（名称、分类、同义词、涵盖的技能）；同义词不得与其他技能重复',
  input: z.object({
    id: z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), id(MATCH_MSG.skillMissing).optional()),
    name: skillName,
    category: z
      .string({ error: MATCH_MSG.skillCategoryRequired })
      .trim()
      .min(1, { error: MATCH_MSG.skillCategoryRequired })
      .max(20, { error: MATCH_MSG.skillCategoryTooLong })
      .refine((s) => !s.includes('\0'), { error: MSG.textHasNul }),
    aliases: nameList(30, MATCH_MSG.tooManyAliases),
    covers: nameList(30, MATCH_MSG.tooManyAliases),
  }),
  reply: z.object({ msg: z.string(), id: z.number() }),
});

export const skillDelete = action({
  name: 'skill_delete',
  method: 'POST',
  auth: 'staff',
  area: 'matching',
  summary: '删除技能（同时去掉各处对它的引用）',
  input: z.object({ id: id(MATCH_MSG.skillMissing) }),
  reply: z.object({ msg: z.string() }),
});

/**
 * How a spelling of a skill is compared: case, full- or half-width and the spaces, hyphens, dots and
 * underscores people put in or leave out (Spring Boot = SpringBoot = spring-boot, Vue.js = VueJS).
 * The server's alias table and its text extraction use the same function.
 */
export function normalizeSkill(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_.·・]+/g, '');
}
