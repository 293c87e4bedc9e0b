import { z } from 'zod';
import { action } from '../action.ts';
import { PRESIDENT_MSG } from '../messages.ts';
import { PHONE_PATTERN, PRESIDENT_LIMITS } from '../rules.ts';
import { text } from './fields.ts';

// Private zones (spec business-areas §2 "Private domain"): /privatedomain/president_prove. The spec names
// the page only; our reading: the head (负责人/会长) of the organisation that runs a zone proves
// who he is with 1 to 3 images, staff review it (queue kind zonePresident), and the zone then has at most
// one certified responsible person, whose name and title every member of the zone sees.
// States are the certification audit states (AUDIT_STATE): 0 pending, 1 approved, 2 rejected.

const L = PRESIDENT_LIMITS;

const between = (message: string, min: number, max: number) =>
  text(message).pipe(z.string().min(min, { error: message }).max(max, { error: message }));

/** Uploaded image paths: a JSON array, or one comma-separated string from a form body. */
const proofPaths = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
      : v,
  z
    .array(
      z
        .string({ error: PRESIDENT_MSG.proofsInvalid })
        .trim()
        .min(1, { error: PRESIDENT_MSG.proofsInvalid })
        .max(255, { error: PRESIDENT_MSG.proofsInvalid }),
      { error: PRESIDENT_MSG.proofsInvalid },
    )
    .min(L.proofsMin, { error: PRESIDENT_MSG.proofsInvalid })
    .max(L.proofsMax, { error: PRESIDENT_MSG.proofsInvalid })
    .refine((paths) => new Set(paths).size === paths.length, { error: PRESIDENT_MSG.proofsInvalid }),
);

const zone = z.object({ exclusiveCode: z.string(), exclusiveName: z.string() });

/** The caller's own application (his phone included: it is his). */
const proof = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  phone: z.string(),
  orgName: z.string(),
  proofPaths: z.array(z.string()),
  /** AUDIT_STATE: 0 pending, 1 approved, 2 rejected */
  state: z.number(),
  auditReason: z.string().nullable(),
  createDate: z.string(),
  decideDate: z.string().nullable(),
});
export type PresidentProof = z.infer<typeof proof>;

export const presidentMine = action({
  name: 'presidentProve_mine',
  method: 'POST',
  auth: 'user',
  area: 'domain',
  summary:
    '专属域负责人认证（/privatedomain/president_prove）：本人所属专属域（公域用户为 null）、本人在该域最近一次的申请（state 0 审核中、1 已认证、2 驳回）、该域已认证的负责人姓名与职务',
  input: z.object({ userid: z.unknown().optional() }),
  reply: z.object({
    zone: zone.nullable(),
    proof: proof.nullable(),
    president: z.object({ name: z.string(), title: z.string() }).nullable(),
  }),
});

export const presidentSave = action({
  name: 'presidentProve_save',
  method: 'POST',
  auth: 'user',
  area: 'domain',
  summary:
    '提交专属域负责人认证：负责人姓名、职务、手机号码、组织名称、1到3张证明材料（本人上传的图片）。仅专属域用户；审核中不可重复提交；驳回后可修改重新提交；该域已有认证负责人时拒绝',
  input: z.object({
    userid: z.unknown().optional(),
    name: between(PRESIDENT_MSG.nameInvalid, L.nameMin, L.nameMax),
    title: between(PRESIDENT_MSG.titleInvalid, L.titleMin, L.titleMax),
    phone: text(PRESIDENT_MSG.phoneInvalid).pipe(z.string().regex(PHONE_PATTERN, { error: PRESIDENT_MSG.phoneInvalid })),
    orgName: between(PRESIDENT_MSG.orgNameInvalid, L.orgNameMin, L.orgNameMax),
    proofPaths,
  }),
  reply: z.object({ msg: z.string() }),
});
