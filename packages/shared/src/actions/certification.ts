import { z } from 'zod';
import { action } from '../action.ts';
import { CERT_MSG } from '../messages.ts';
import { legacyRandom, optionalText, page, text } from './fields.ts';

// The user's own certification records (spec section 7: company_selectByUserId and friends). The header,
// the authentication guide and the personal-centre menu read them; the certification flows that create
// and review them come with their own issue.

const owner = z.object({ userid: z.unknown().optional() });

/** spec: audit states 0 pending, 1 approved, 2 rejected */
const company = z.object({
  id: z.number(),
  companyName: z.string(),
  companyAuditState: z.number(),
  licensePath: z.string().nullable().optional(),
  companyMainIndustry: z.string().nullable().optional(),
  companySize: z.string().nullable().optional(),
  companyTx: z.string().nullable().optional(),
  companyAddress: z.string().nullable().optional(),
  companyIntro: z.string().nullable().optional(),
  auditReason: z.string().nullable().optional(),
  createDate: z.string(),
});
const personalInformation = z.object({
  id: z.number(),
  name: z.string(),
  jpAuditState: z.number(),
  idNumber: z.string().nullable().optional(),
  idFrontPath: z.string().nullable().optional(),
  idBackPath: z.string().nullable().optional(),
  auditReason: z.string().nullable().optional(),
  insurancePath: z.string().nullable(),
  insuranceStatus: z.number(),
  createDate: z.string(),
});
const rsFirm = z.object({ id: z.number(), firmname: z.string(), memberStatus: z.number(), auditState: z.number(), createDate: z.string() });
const zpGrzl = z.object({ id: z.number(), name: z.string(), auditState: z.number(), createDate: z.string() });

export type CompanyRecord = z.infer<typeof company>;
export type PersonalInformationRecord = z.infer<typeof personalInformation>;
export type RsFirmRecord = z.infer<typeof rsFirm>;

export const companyByUser = action({
  name: 'company_selectByUserId',
  method: 'POST',
  auth: 'user',
  area: 'certification',
  summary: '本人的企业认证记录（companyAuditState 0 待审核、1 通过、2 驳回）',
  input: owner,
  reply: z.object({ companys: z.array(company) }),
});

export const personalInformationByUser = action({
  name: 'personalInformation_selectByUserId',
  method: 'POST',
  auth: 'user',
  area: 'certification',
  summary: '本人的个人认证资料（jpAuditState 0 待审核、1 通过、2 驳回），没有时为 null',
  input: owner,
  reply: z.object({ personalInformation: personalInformation.nullable() }),
});

export const rsFirmByUser = action({
  name: 'rsFrim_selectByUserId',
  method: 'POST',
  auth: 'user',
  area: 'certification',
  summary: '本人的人力资源机构记录（memberStatus 1 为会员）',
  input: owner,
  reply: z.object({ rsFrims: z.array(rsFirm) }),
});

export const zpGrzlByUser = action({
  name: 'zpGrzl_selectByUserId',
  method: 'POST',
  auth: 'user',
  area: 'certification',
  summary: '本人的求职个人资料记录',
  input: owner,
  reply: z.object({ zpGrzls: z.array(zpGrzl) }),
});

export const companyAuth = action({
  name: 'company_auth',
  method: 'POST',
  auth: 'user',
  area: 'certification',
  summary: '本人认证概况：用户类型 auth、企业/个人认证审核状态、人力资源机构会员状态，及是否显示流程规则菜单',
  input: owner,
  reply: z.object({
    auth: z.number(),
    /** null when there is no record of that kind */
    companyAuditState: z.number().nullable(),
    jpAuditState: z.number().nullable(),
    memberStatus: z.number().nullable(),
    /** spec: the process-rules entry shows for an audited company, an approved person or a member firm */
    showFlowpath: z.boolean(),
  }),
});

export const paymentPending = action({
  name: 'paymentInfoPC_payment',
  method: 'POST',
  auth: 'user',
  area: 'certification',
  summary: '待本人审核的付款记录数（个人中心菜单第36项的角标）；entity.auditUser 须为本人',
  input: z.object({ entity: z.object({ auditUser: z.union([z.string(), z.number()]).nullable().optional() }).optional() }),
  reply: z.object({ total: z.number() }),
});

// ---- certification flows: company_store and personal_certification, reviewed by staff ----

const imagePath = (message: string) => text(message).pipe(z.string().max(255, { error: message }));
/** 18-digit mainland ID number (last may be X) */
export const ID_NUMBER_PATTERN = /^\d{17}[\dXx]$/;

export const companySave = action({
  name: 'company_save',
  method: 'POST',
  auth: 'user',
  area: 'certification',
  summary: '提交企业认证（company_store）：名称、营业执照、行业、规模、LOGO；驳回后可重新提交，审核中或已通过时拒绝',
  input: z.object({
    userid: z.unknown().optional(),
    companyName: text(CERT_MSG.companyNameRequired).pipe(z.string().max(100, { error: CERT_MSG.companyNameRequired })),
    licensePath: imagePath(CERT_MSG.licenseRequired),
    companyMainIndustry: text(CERT_MSG.industryRequired).pipe(z.string().max(50, { error: CERT_MSG.industryRequired })),
    companySize: text(CERT_MSG.sizeRequired).pipe(z.string().max(50, { error: CERT_MSG.sizeRequired })),
    companyTx: imagePath(CERT_MSG.logoRequired),
    companyAddress: optionalText().pipe(z.string().max(200).optional()),
    companyIntro: optionalText().pipe(z.string().max(2000).optional()),
  }),
  reply: z.object({ msg: z.string() }),
});

export const personalSave = action({
  name: 'personalInformation_save',
  method: 'POST',
  auth: 'user',
  area: 'certification',
  summary: '提交个人资料认证（personal_certification）：真实姓名、身份证号、身份证正反面；驳回后可重新提交',
  input: z.object({
    userid: z.unknown().optional(),
    name: text(CERT_MSG.realNameRequired).pipe(z.string().max(50, { error: CERT_MSG.realNameRequired })),
    idNumber: text(CERT_MSG.idNumberInvalid).pipe(z.string().regex(ID_NUMBER_PATTERN, { error: CERT_MSG.idNumberInvalid })),
    idFrontPath: imagePath(CERT_MSG.idImagesRequired),
    idBackPath: imagePath(CERT_MSG.idImagesRequired),
  }),
  reply: z.object({ msg: z.string() }),
});

/** spec §5 publish checks: (1,4,2) demand, (3,5,2) job, (4,6,2) agency demand */
export const PUBLISH_KIND = { demand: 1, job: 3, agency: 4 } as const;

export const publishCheck = action({
  name: 'user_publishCheck',
  method: 'POST',
  auth: 'user',
  area: 'certification',
  summary:
    '发布权限检查：type 1 短期需求（1,4,2）、3 职位（3,5,2）、4 人事代理需求（4,6,2）；ok 为 false 时 msg 作为警告显示，redirect 为去完善资料的页面',
  input: z.object({
    type: z.coerce
      .number()
      .int()
      .refine((v) => v === 1 || v === 3 || v === 4, { error: '发布类型错误' }),
  }),
  reply: z.object({ ok: z.boolean(), msg: z.string(), redirect: z.string().nullable() }),
});

export const hotCompany = z.object({
  id: z.number(),
  companyName: z.string(),
  companyTx: z.string().nullable(),
  companyMainIndustry: z.string().nullable(),
  companySize: z.string().nullable(),
  companyAuditState: z.number(),
});
export type HotCompany = z.infer<typeof hotCompany>;

export const companyList = action({
  name: 'company_list',
  method: 'POST',
  auth: 'optional',
  area: 'certification',
  summary: '热门企业（首页）：认证通过的企业，按所在域（公域/私域）筛选，分页',
  input: z.object({ ...page(), ...legacyRandom }),
  reply: z.object({ recordList: z.array(hotCompany), recordCount: z.number() }),
});
