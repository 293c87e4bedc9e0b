import { z } from 'zod';
import { action } from '../action.ts';

// The user's own certification records (spec section 7: company_selectByUserId and friends). The header,
// the authentication guide and the personal-centre menu read them; the certification flows that create
// and review them come with their own issue.

const owner = z.object({ userid: z.unknown().optional() });

/** spec: audit states 0 pending, 1 approved, 2 rejected */
const company = z.object({ id: z.number(), companyName: z.string(), companyAuditState: z.number(), createDate: z.string() });
const personalInformation = z.object({
  id: z.number(),
  name: z.string(),
  jpAuditState: z.number(),
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
