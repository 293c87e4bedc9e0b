import { z } from 'zod';
import { action } from '../action.ts';
import { optionalText, text } from './fields.ts';

export const getConfig = action({
  name: 'config_getConfig',
  method: 'POST',
  auth: 'public',
  area: 'platform',
  summary: "加密开关：configStatus '01' 表示密码字段需以 SM4-CBC 加密传输（密钥随之下发）",
  input: z.object({}),
  reply: z.object({
    code: z.number(),
    data: z.object({ configKey: z.string(), configStatus: z.string(), sm4Key: z.string().optional() }),
    /** true in the demo mode (sandboxes on): the web app says so on every page. */
    demo: z.boolean().optional(),
  }),
});

const zone = z.object({ exclusiveCode: z.string(), exclusiveName: z.string() });
export type Zone = z.infer<typeof zone>;

export const exclusiveList = action({
  name: 'exclusive_list',
  method: 'GET',
  auth: 'public',
  area: 'domain',
  summary: '专属域列表，可按专属域名称或代码筛选',
  input: z.object({ exclusiveCode: optionalText(), exclusiveName: optionalText(), userId: z.unknown().optional() }),
  reply: z.object({ code: z.number(), data: z.object({ recordList: z.array(zone) }) }),
});

export const exclusiveEnter = action({
  name: 'exclusive_enter',
  method: 'POST',
  auth: 'optional',
  area: 'domain',
  summary:
    '进入专属域前的判断（页头专属域下拉与 /privatedomain）：与每个带 X-Exclusive-Code 的请求同一判断——公域企业、其他私域的用户被拒（403），工作人员、访客与公域个人可进入',
  input: z.object({ exclusiveCode: text('请选择专属域') }),
  reply: z.object({ data: zone }),
});

const detail = z.object({ id: z.number(), name: z.string(), value: z.string(), varchar1: z.string().nullable() });
export type DictionaryDetail = z.infer<typeof detail>;

export const dictionaryDetails = action({
  name: 'dictionaryDetail_getDetailByDictionaryNumber',
  method: 'POST',
  auth: 'public',
  area: 'platform',
  summary: '字典明细（xl 学历、gzjy 工作经验、integralRule 积分规则等）',
  input: z.object({ number: text('字典编号不能为空') }),
  reply: z.object({ data: z.array(detail) }),
});

export const areaList = action({
  name: 'area_list',
  method: 'POST',
  auth: 'public',
  area: 'platform',
  summary: '行政区划：不传 id 为省级列表，传上级 id 得下级（市、区县）',
  input: z.object({
    id: z.preprocess(
      (v) => (v === '' || v === null || v === '0' || v === 0 ? undefined : v),
      z.coerce.number().int().positive({ error: '地区 id 错误' }).optional(),
    ),
  }),
  reply: z.object({ data: z.array(z.object({ id: z.number(), areaName: z.string(), parentId: z.number().nullable() })) }),
});

export const articleTypeGroups = action({
  name: 'dictionary_lxjhList',
  method: 'POST',
  auth: 'public',
  area: 'platform',
  summary: '课程（文章）类型分组及其明细 dictionaryDetailList',
  input: z.object({}),
  reply: z.object({
    data: z.array(z.object({ id: z.number(), name: z.string(), value: z.string(), dictionaryDetailList: z.array(detail) })),
  }),
});
