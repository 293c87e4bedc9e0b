import { z } from 'zod';
import { action } from '../action.ts';
import { RECRUIT_MSG as M } from '../messages.ts';
import { PHONE_PATTERN } from '../rules.ts';
import { countCapped, id, legacyRandom, optionalId, optionalText, page } from './fields.ts';

// Recruitment and job seeking (spec business-areas §2-7). zpPosition_list, company_list and
// zpJpLooked_add are the spec's calls; the rest follow the same naming. Positions, resumes and company
// pages are zoned: every listing and detail is scoped to the caller's zone on the server.

const anyUser = z.unknown().optional();
/** A dictionary value (xl, gzjy, xzfw, cshy, gsgm, gsxz): short digits. */
const dictValue = (message: string) =>
  z.coerce
    .string({ error: message })
    .trim()
    .regex(/^\d{1,4}$/, { error: message });
const optionalDict = () =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: '筛选条件无效' })
      .regex(/^\d{1,4}$/, { error: '筛选条件无效' })
      .optional(),
  );
const bounded = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(max, { error: M.resumeTooLong }));
/** fl arrives as a JSON array, a comma list or an array of strings. */
const tagList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return (v as unknown[]).map((x) => (typeof x === 'number' ? String(x) : x));
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        return Array.isArray(parsed) ? (parsed as unknown[]).map((x) => (typeof x === 'number' ? String(x) : x)) : s;
      } catch {
        return s;
      }
    }
    return s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  },
  z.array(z.string().regex(/^\d{1,4}$/, { error: M.flInvalid }), { error: M.flInvalid }).max(18, { error: M.flInvalid }),
);

const listReply = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ recordList: z.array(item), recordCount: z.number(), ...countCapped() }) });

// ---- positions ----

export const positionCard = z.object({
  id: z.number(),
  positionname: z.string(),
  salaryrange: z.string(),
  workexperience: z.string(),
  education: z.string(),
  industry: z.string(),
  city: z.string(),
  fl: z.array(z.string()),
  peoplenum: z.number(),
  positionstatus: z.number(),
  companyId: z.number(),
  companyname: z.string(),
  companyTx: z.string().nullable(),
  companySize: z.string().nullable(),
  createTime: z.string(),
});
export type PositionCard = z.infer<typeof positionCard>;

export const positionFilters = {
  keyword: optionalText(),
  city: optionalText(),
  salaryrange: optionalDict(),
  workexperience: optionalDict(),
  education: optionalDict(),
  industry: optionalDict(),
  /** benefit tags: every tag given must be offered */
  fl: tagList.optional(),
};

export const positionList = action({
  name: 'zpPosition_list',
  method: 'POST',
  auth: 'optional',
  area: 'recruitment',
  summary: '职位列表（仅已审核发布的职位）：关键字、城市、薪资、经验、学历、行业、福利标签 fl 筛选；按调用者所在域过滤',
  input: z.object({ ...page(), ...legacyRandom, positionstatus: z.unknown().optional(), companyId: optionalId(), ...positionFilters }),
  reply: listReply(positionCard),
});

export const positionDetail = action({
  name: 'zpPosition_detail',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '职位详情（job_introduce?id）：发布者与工作人员可看未发布的职位；记入浏览记录',
  input: z.object({ id: id('职位 id 错误') }),
  reply: z.object({
    data: positionCard.extend({
      description: z.string(),
      rejectReason: z.string().nullable(),
      mine: z.boolean(),
      collected: z.boolean(),
      applied: z.boolean(),
      following: z.boolean(),
      recruiter: z.object({ name: z.string(), title: z.string().nullable() }).nullable(),
      /** the recruiter who published it, for 联系TA (the chat); his phone and e-mail stay private */
      recruiterId: z.number(),
    }),
  }),
});

export const positionInput = z.object({
  id: optionalId(),
  positionname: z.string({ error: M.positionName }).trim().min(1, { error: M.positionName }).max(50, { error: M.positionName }),
  salaryrange: dictValue(M.salaryRequired),
  workexperience: dictValue(M.experienceRequired),
  education: dictValue(M.educationRequired),
  industry: dictValue(M.industryRequired),
  city: z.string({ error: M.cityRequired }).trim().min(1, { error: M.cityRequired }).max(30, { error: M.cityRequired }),
  fl: tagList,
  peoplenum: z.coerce
    .number({ error: M.peoplenum })
    .int({ error: M.peoplenum })
    .min(1, { error: M.peoplenum })
    .max(999, { error: M.peoplenum }),
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(10, { error: M.descriptionRequired })
    .max(3000, { error: M.descriptionRequired }),
  userid: anyUser,
});

export const positionAdd = action({
  name: 'zpPosition_add',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '发布或修改职位（add_job）：先过 (3,5,2) 检查（企业已认证、招聘者个人资料已填写），提交后待平台审核',
  input: positionInput,
  reply: z.object({ msg: z.string(), id: z.number() }),
});

export const publishCheck = action({
  name: 'zpPosition_permission',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '职位发布权限检查（spec 的 (3,5,2)）：ok 为 false 时 msg 是提示，redirect 是去完善资料的页面',
  input: z.object({ userid: anyUser }),
  reply: z.object({ ok: z.boolean(), msg: z.string(), redirect: z.string().nullable() }),
});

export const myPositions = action({
  name: 'zpPosition_myList',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '本企业发布的职位（management_job），含各状态与投递数',
  input: z.object({
    ...page(),
    positionstatus: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(3).optional()),
    keyword: optionalText(),
  }),
  reply: listReply(positionCard.extend({ applyCount: z.number(), newCount: z.number(), rejectReason: z.string().nullable() })),
});

export const positionOffline = action({
  name: 'zpPosition_offline',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '下线本企业的职位（重新上线需再次提交审核）',
  input: z.object({ id: id('职位 id 错误') }),
  reply: z.object({ msg: z.string() }),
});

export const positionReport = action({
  name: 'zpPosition_report',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '举报虚假职位，进入平台审核队列',
  input: z.object({
    id: id('职位 id 错误'),
    reason: z.string({ error: M.reportReason }).trim().min(5, { error: M.reportReason }).max(300, { error: M.reportReason }),
  }),
  reply: z.object({ msg: z.string() }),
});

// ---- companies ----

export const companyCard = z.object({
  id: z.number(),
  companyName: z.string(),
  companyTx: z.string().nullable(),
  companyMainIndustry: z.string().nullable(),
  companySize: z.string().nullable(),
  companyNature: z.string().nullable(),
  positionCount: z.number(),
});
export type CompanyCard = z.infer<typeof companyCard>;

export const companyList = action({
  name: 'zpCompany_list',
  method: 'POST',
  auth: 'optional',
  area: 'recruitment',
  summary: '已认证企业列表（enterprise_list、首页热门企业），按调用者所在域过滤',
  input: z.object({ ...page(), ...legacyRandom, keyword: optionalText() }),
  reply: listReply(companyCard),
});

export const companyDetail = action({
  name: 'company_detail',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '企业主页（business_info?id）：企业信息与是否已关注、已屏蔽',
  input: z.object({ id: id('企业 id 错误') }),
  reply: z.object({
    data: companyCard.extend({
      address: z.string().nullable(),
      intro: z.string().nullable(),
      following: z.boolean(),
      shielded: z.boolean(),
    }),
  }),
});

export const myCompany = action({
  name: 'zpCompany_mine',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '本人企业的认证状态与招聘主页资料（enterprise_data）',
  input: z.object({ userid: anyUser }),
  reply: z.object({
    data: z
      .object({
        id: z.number(),
        companyName: z.string(),
        companyAuditState: z.number(),
        companyTx: z.string().nullable(),
        companyMainIndustry: z.string().nullable(),
        companySize: z.string().nullable(),
        companyNature: z.string().nullable(),
        address: z.string().nullable(),
        intro: z.string().nullable(),
      })
      .nullable(),
  }),
});

export const companySave = action({
  name: 'zpCompany_save',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '保存本企业的招聘主页资料（logo、行业、规模、性质、地址、简介）',
  input: z.object({
    companyTx: optionalText(),
    companyMainIndustry: optionalDict(),
    companySize: optionalDict(),
    companyNature: optionalDict(),
    address: bounded(120),
    intro: bounded(3000),
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string() }),
});

// ---- the recruiter's personal data (zpGrzl, people_data) ----

export const recruiterData = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const grzlMine = action({
  name: 'zpGrzl_mine',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '本人的招聘者个人资料（people_data），没有时为 null',
  input: z.object({ userid: anyUser }),
  reply: z.object({ data: recruiterData.nullable() }),
});

export const grzlSave = action({
  name: 'zpGrzl_save',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '保存招聘者个人资料（姓名、职务、手机、邮箱）',
  input: z.object({
    name: z.string({ error: M.recruiterName }).trim().min(1, { error: M.recruiterName }).max(30, { error: M.recruiterName }),
    title: z.string({ error: M.recruiterTitle }).trim().min(1, { error: M.recruiterTitle }).max(30, { error: M.recruiterTitle }),
    phone: z.string({ error: M.phoneInvalid }).trim().regex(PHONE_PATTERN, { error: M.phoneInvalid }),
    email: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.email({ error: M.emailInvalid }).max(60, { error: M.emailInvalid }).optional(),
    ),
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string() }),
});

// ---- resumes ----

const period = z.string().trim().max(7, { error: M.resumeTooLong });
export const educationItem = z.object({ school: bounded(50), major: bounded(50), degree: bounded(8), start: period, end: period });
export const workItem = z.object({ company: bounded(50), title: bounded(50), start: period, end: period, content: bounded(1000) });
export const projectItem = z.object({ name: bounded(50), role: bounded(50), start: period, end: period, content: bounded(1000) });

export const resumeInput = z.object({
  name: z.string({ error: M.resumeName }).trim().min(1, { error: M.resumeName }).max(30, { error: M.resumeName }),
  gender: z.coerce.number().int().min(0).max(2).default(0),
  birthYear: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1940).max(2015).optional()),
  phone: z.string({ error: M.phoneInvalid }).trim().regex(PHONE_PATTERN, { error: M.phoneInvalid }),
  email: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.email({ error: M.emailInvalid }).max(60, { error: M.emailInvalid }).optional(),
  ),
  city: bounded(30),
  education: optionalDict(),
  workexperience: optionalDict(),
  expectedPosition: bounded(50),
  expectedSalary: optionalDict(),
  expectedCity: bounded(30),
  expectedIndustry: optionalDict(),
  summary: bounded(2000),
  skills: bounded(2000),
  educations: z.array(educationItem).max(10, { error: M.resumeTooLong }).default([]),
  works: z.array(workItem).max(20, { error: M.resumeTooLong }).default([]),
  projects: z.array(projectItem).max(20, { error: M.resumeTooLong }).default([]),
  searchable: z.coerce.number().int().min(0).max(1).default(1),
  userid: anyUser,
});
export type ResumeInput = z.input<typeof resumeInput>;

const resumeBody = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.number(),
  birthYear: z.number().nullable(),
  city: z.string().nullable(),
  education: z.string().nullable(),
  workexperience: z.string().nullable(),
  expectedPosition: z.string().nullable(),
  expectedSalary: z.string().nullable(),
  expectedCity: z.string().nullable(),
  expectedIndustry: z.string().nullable(),
  summary: z.string().nullable(),
  skills: z.string().nullable(),
  educations: z.array(educationItem),
  works: z.array(workItem),
  projects: z.array(projectItem),
  hasAttachment: z.boolean(),
  updateTime: z.string(),
});
export const contact = z.object({ phone: z.string(), email: z.string().nullable() });

export const resumeMine = action({
  name: 'zpResume_mine',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '我的简历（personal_resume）与完整度；没有时 data 为 null',
  input: z.object({ userid: anyUser }),
  reply: z.object({
    data: resumeBody
      .extend({ phone: z.string(), email: z.string().nullable(), attachmentName: z.string().nullable(), searchable: z.number() })
      .nullable(),
    completeness: z.number(),
    missing: z.array(z.string()),
  }),
});

export const resumeSave = action({
  name: 'zpResume_save',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '保存简历（editor_resume：基本信息、教育、工作、项目、技能、期望职位）',
  input: resumeInput,
  reply: z.object({ msg: z.string(), id: z.number(), completeness: z.number() }),
});

export const resumeUpload = action({
  name: 'zpResume_uploadFile',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '上传附件简历（multipart 字段 upload；pdf、doc、docx，按文件内容校验，10MB 以内）',
  input: z.object({ userid: anyUser }),
  reply: z.object({ msg: z.string(), attachmentName: z.string() }),
});

export const resumeRemoveFile = action({
  name: 'zpResume_removeFile',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '删除附件简历',
  input: z.object({ userid: anyUser }),
  reply: z.object({ msg: z.string() }),
});

export const resumeCard = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.number(),
  city: z.string().nullable(),
  education: z.string().nullable(),
  workexperience: z.string().nullable(),
  expectedPosition: z.string().nullable(),
  expectedSalary: z.string().nullable(),
  updateTime: z.string(),
});

export const resumeSearch = action({
  name: 'zpResume_search',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '企业搜索简历（不含联系方式；屏蔽了本企业的求职者不出现）',
  input: z.object({ ...page(), keyword: optionalText(), city: optionalText(), education: optionalDict(), workexperience: optionalDict() }),
  reply: listReply(resumeCard),
});

export const resumeDetail = action({
  name: 'zpResume_detail',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '企业查看简历（Resume_details）：联系方式仅在求职者投递本企业或接受面试邀请后给出；查看记入浏览记录',
  input: z.object({ id: id('简历 id 错误'), applicationId: optionalId() }),
  reply: z.object({
    data: resumeBody.extend({
      contact: contact.nullable(),
      /** the seeker, for 发消息: only with the same consent as the contact details, else null */
      chatUserId: z.number().nullable(),
      applications: z.array(z.object({ id: z.number(), positionId: z.number(), positionname: z.string(), status: z.number() })),
    }),
  }),
});

// ---- applications ----

export const applyAdd = action({
  name: 'zpApply_add',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '投递简历到职位',
  input: z.object({ positionId: id('职位 id 错误'), userid: anyUser }),
  reply: z.object({ msg: z.string(), id: z.number() }),
});

export const myApplication = z.object({
  id: z.number(),
  status: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  note: z.string().nullable(),
  position: positionCard,
});

export const applyMine = action({
  name: 'zpApply_myList',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '我的投递（send_resume）及状态',
  input: z.object({
    ...page(),
    status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(5).optional()),
  }),
  reply: listReply(myApplication),
});

export const applicant = z.object({
  id: z.number(),
  status: z.number(),
  createTime: z.string(),
  note: z.string().nullable(),
  positionId: z.number(),
  positionname: z.string(),
  resume: resumeCard,
  interview: z.object({ id: z.number(), state: z.number(), interviewTime: z.string(), video: z.number() }).nullable(),
});
export type Applicant = z.infer<typeof applicant>;

export const applyCompany = action({
  name: 'zpApply_companyList',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '本企业收到的投递（manage_job），可按职位与状态筛选',
  input: z.object({
    ...page(),
    positionId: optionalId(),
    status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(5).optional()),
  }),
  reply: listReply(applicant),
});

export const applyMove = action({
  name: 'zpApply_move',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '推进投递：1 已查看、3 已面试、4 发 offer、5 不合适（邀请面试用 zpInterview_add）；每一步通知求职者',
  input: z.object({
    id: id('投递 id 错误'),
    status: z.coerce
      .number({ error: M.transitionInvalid })
      .int()
      .refine((s) => [1, 3, 4, 5].includes(s), { error: M.transitionInvalid }),
    note: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(300, { error: M.resumeTooLong }).optional()),
  }),
  reply: z.object({ msg: z.string(), status: z.number() }),
});

// ---- interviews ----

export const interviewItem = z.object({
  id: z.number(),
  applicationId: z.number().nullable(),
  state: z.number(),
  interviewTime: z.string(),
  proposedTime: z.string().nullable(),
  video: z.number(),
  place: z.string().nullable(),
  note: z.string().nullable(),
  reply: z.string().nullable(),
  positionId: z.number(),
  positionname: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  seekerName: z.string(),
  resumeId: z.number(),
  createTime: z.string(),
});
export type InterviewItem = z.infer<typeof interviewItem>;

export const interviewAdd = action({
  name: 'zpInterview_add',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '邀请面试（投递中的求职者，或从简历搜索邀请）：通知类型 00 类别 08；video 1 为视频面试',
  input: z.object({
    applicationId: optionalId(),
    resumeId: optionalId(),
    positionId: optionalId(),
    interviewTime: z.coerce.date({ error: M.interviewTime }),
    video: z.coerce.number().int().min(0).max(1).default(0),
    place: optionalText(),
    note: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(300, { error: M.resumeTooLong }).optional()),
  }),
  reply: z.object({ msg: z.string(), id: z.number() }),
});

export const interviewMine = action({
  name: 'zpInterview_myList',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '我收到的面试邀请（interview_list）',
  input: z.object({
    ...page(),
    state: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(4).optional()),
  }),
  reply: listReply(interviewItem),
});

export const interviewCompany = action({
  name: 'zpInterview_companyList',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '本企业发出的面试邀请',
  input: z.object({ ...page() }),
  reply: listReply(interviewItem),
});

export const interviewReply = action({
  name: 'zpInterview_reply',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '求职者回复面试邀请：accept 接受、refuse 拒绝、reschedule 申请改期（带希望的时间）',
  input: z.object({
    id: id('面试 id 错误'),
    answer: z.enum(['accept', 'refuse', 'reschedule'], { error: '回复无效' }),
    reply: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(300, { error: M.resumeTooLong }).optional()),
    proposedTime: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.date({ error: M.rescheduleTime }).optional()),
  }),
  reply: z.object({ msg: z.string(), state: z.number() }),
});

export const interviewDetail = action({
  name: 'zpInterview_detail',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary:
    '一次面试邀请（job_video），仅双方可看；role 为 seeker 或 recruiter，peerUserId、peerName 是另一方；callable 为 true（已接受的视频面试）时页面经聊天 socket 的视频通话（cmdtype sp，startVideo）呼叫 peerUserId',
  input: z.object({ id: id('面试 id 错误') }),
  reply: z.object({
    data: interviewItem.extend({
      role: z.enum(['seeker', 'recruiter']),
      peerUserId: z.number(),
      peerName: z.string(),
      callable: z.boolean(),
    }),
  }),
});

// ---- favourites, follows, shielding, history ----

export const collectToggle = action({
  name: 'zpCollect_toggle',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '收藏或取消收藏职位',
  input: z.object({ positionId: id('职位 id 错误') }),
  reply: z.object({ msg: z.string(), collected: z.boolean() }),
});

export const collectList = action({
  name: 'zpCollect_list',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '我收藏的职位（my_collect）',
  input: z.object({ ...page() }),
  reply: listReply(positionCard.extend({ collectTime: z.string() })),
});

export const concernToggle = action({
  name: 'zpConcern_toggle',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '关注或取消关注企业',
  input: z.object({ companyId: id('企业 id 错误') }),
  reply: z.object({ msg: z.string(), following: z.boolean() }),
});

export const concernList = action({
  name: 'zpConcern_list',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '我关注的企业（my_concern）',
  input: z.object({ ...page() }),
  reply: listReply(companyCard.extend({ followTime: z.string() })),
});

export const shieldToggle = action({
  name: 'zpShield_toggle',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '屏蔽或解除屏蔽企业：被屏蔽的企业在任何地方（含简历搜索）都看不到我的简历',
  input: z.object({ companyId: id('企业 id 错误'), shield: z.coerce.number().int().min(0).max(1) }),
  reply: z.object({ msg: z.string(), shielded: z.boolean() }),
});

export const shieldList = action({
  name: 'zpShield_list',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '我屏蔽的企业（shielding_enterprises）',
  input: z.object({ ...page() }),
  reply: listReply(companyCard.extend({ shieldTime: z.string() })),
});

export const lookedAdd = action({
  name: 'zpJpLooked_add',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '记录浏览（spec：type 1 职位，positionoruserid 为职位 id）；详情页已自动记录',
  input: z.object({
    userid: anyUser,
    positionoruserid: id('参数错误'),
    type: z.coerce
      .number()
      .int()
      .refine((v) => v === 1, { error: '参数错误' }),
  }),
  reply: z.object({ msg: z.string() }),
});

export const positionHistory = action({
  name: 'zpJpLooked_positionList',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '我浏览过的职位（company_historay）',
  input: z.object({ ...page() }),
  reply: listReply(positionCard.extend({ lookedTime: z.string() })),
});

export const resumeHistory = action({
  name: 'zpJpLooked_resumeList',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '本企业浏览过的简历（jl_historay）',
  input: z.object({ ...page() }),
  reply: listReply(resumeCard.extend({ lookedTime: z.string() })),
});

export const resumeViewers = action({
  name: 'zpJpLooked_viewers',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '谁看过我的简历（企业与时间）',
  input: z.object({ ...page() }),
  reply: listReply(z.object({ companyId: z.number(), companyName: z.string(), lookedTime: z.string() })),
});

// ---- job alerts ----

export const alertItem = z.object({
  id: z.number(),
  keyword: z.string().nullable(),
  city: z.string().nullable(),
  salaryrange: z.string().nullable(),
  workexperience: z.string().nullable(),
  education: z.string().nullable(),
  industry: z.string().nullable(),
  createTime: z.string(),
});
export type AlertItem = z.infer<typeof alertItem>;

export const alertAdd = action({
  name: 'zpAlert_add',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '保存职位订阅（关键字与筛选条件）；新审核通过的匹配职位以通知送达',
  input: z.object({
    keyword: optionalText(),
    city: optionalText(),
    salaryrange: optionalDict(),
    workexperience: optionalDict(),
    education: optionalDict(),
    industry: optionalDict(),
  }),
  reply: z.object({ msg: z.string(), id: z.number() }),
});

export const alertList = action({
  name: 'zpAlert_list',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '我的职位订阅',
  input: z.object({}),
  reply: z.object({ data: z.array(alertItem) }),
});

export const alertDelete = action({
  name: 'zpAlert_delete',
  method: 'POST',
  auth: 'user',
  area: 'recruitment',
  summary: '删除一条职位订阅',
  input: z.object({ id: id('订阅 id 错误') }),
  reply: z.object({ msg: z.string() }),
});
