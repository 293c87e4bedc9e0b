import { z } from 'zod';
import { action } from '../action.ts';
import { SHARING_MSG, WALLET_MSG } from '../messages.ts';
import { AMOUNT_PATTERN, PAY_PWD_PATTERN, PHONE_PATTERN } from '../rules.ts';
import { countCapped, id, optionalText, page, text, uploadPaths } from './fields.ts';
import { deliveryFiles, deliveryRecord, rejectReason } from './deliveries.ts';
import { SHARE_CATEGORIES, SHARE_KIND_LABEL, SHARE_KINDS, SHARE_UNITS, type ShareKind } from '../sharing-enums.ts';

// The sharing section (spec business-areas "Sharing group"): projects (project_add/update, project_list,
// project_details) and services (server_*) published by certified users and reviewed by staff; lists with
// filters; favourites and history; the provider's data page (my_certification); orders on both sides
// (my_need_order: what I ordered, my_server_order: what I serve), paid into escrow with the payment
// password, delivered by the provider, confirmed by the buyer (the escrow pays the provider), or
// cancelled before delivery (the escrow returns the money). The spec names pages only: the action names
// below are ours, in the legacy style.

export {
  SHARE_CATEGORIES,
  SHARE_KIND_LABEL,
  SHARE_KINDS,
  SHARE_ORDER_STATE,
  SHARE_ORDER_STATE_LABEL,
  SHARE_PAGE_SIZE,
  SHARE_STATUS,
  SHARE_STATUS_LABEL,
  SHARE_UNITS,
  type ShareKind,
} from '../sharing-enums.ts';

const anyUser = z.unknown().optional();
const kind = z.enum(SHARE_KINDS, { error: SHARING_MSG.kindInvalid });
const optionalKind = z.preprocess((v) => (v === '' || v === null ? undefined : v), kind.optional());

const price = z
  .string({ error: SHARING_MSG.priceInvalid })
  .trim()
  .regex(AMOUNT_PATTERN, { error: SHARING_MSG.priceInvalid })
  .refine((s) => Number(s) > 0, { error: SHARING_MSG.priceInvalid });

/** Upload paths, comma-joined or an array, at most 5 (each a relative upload path). */
const imageList = uploadPaths(5, SHARING_MSG.imageInvalid, SHARING_MSG.imagesMax);

const itemFields = {
  title: z
    .string({ error: SHARING_MSG.titleRequired })
    .trim()
    .min(1, { error: SHARING_MSG.titleRequired })
    .max(30, { error: SHARING_MSG.titleMax }),
  category: z
    .string({ error: SHARING_MSG.categoryRequired })
    .trim()
    .min(1, { error: SHARING_MSG.categoryRequired })
    .max(20, { error: SHARING_MSG.categoryRequired }),
  price,
  unit: z.enum(SHARE_UNITS, { error: SHARING_MSG.unitRequired }),
  period: z.coerce
    .number({ error: SHARING_MSG.periodInvalid })
    .int({ error: SHARING_MSG.periodInvalid })
    .min(1, { error: SHARING_MSG.periodInvalid })
    .max(365, { error: SHARING_MSG.periodInvalid }),
  cityName: optionalText().pipe(z.string().max(20, { error: SHARING_MSG.cityMax }).optional()),
  summary: z
    .string({ error: SHARING_MSG.summaryRequired })
    .trim()
    .min(1, { error: SHARING_MSG.summaryRequired })
    .max(100, { error: SHARING_MSG.summaryMax }),
  content: z
    .string({ error: SHARING_MSG.contentRequired })
    .trim()
    .min(1, { error: SHARING_MSG.contentRequired })
    .max(20000, { error: SHARING_MSG.contentMax }),
  images: imageList,
  userid: anyUser,
};

const checkCategory = (k: ShareKind) => (v: { category: string }, ctx: z.RefinementCtx) => {
  if (!SHARE_CATEGORIES[k].includes(v.category))
    ctx.addIssue({ code: 'custom', message: SHARING_MSG.categoryRequired, path: ['category'] });
};

export const provider = z.object({ id: z.number(), nickName: z.string(), icon: z.string().nullable(), auth: z.number() });

export const shareItem = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  category: z.string(),
  /** coins, 2 decimals */
  price: z.string(),
  unit: z.string(),
  period: z.number(),
  cityName: z.string().nullable(),
  summary: z.string(),
  images: z.array(z.string()),
  status: z.number(),
  reviewReason: z.string().nullable(),
  readCount: z.number(),
  orderCount: z.number(),
  /** average stars of the buyers' ratings, one decimal; 0 without ratings */
  rating: z.number(),
  ratingCount: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  user: provider,
});
export type ShareItem = z.infer<typeof shareItem>;

const itemReply = z.object({ msg: z.string(), id: z.number() });

const addContract = (k: ShareKind, name: string) =>
  action({
    name,
    method: 'POST',
    auth: 'user',
    area: 'sharing',
    summary: `发布${SHARE_KIND_LABEL[k]}（需完成身份认证）：标题、类型、价格（晶币）、单位、交付周期、城市、简介、详细介绍（富文本，服务端净化）、最多5张图片；提交后待工作人员审核`,
    input: z.object(itemFields).superRefine(checkCategory(k)),
    reply: itemReply,
  });
const updateContract = (k: ShareKind, name: string) =>
  action({
    name,
    method: 'POST',
    auth: 'user',
    area: 'sharing',
    summary: `修改自己发布的${SHARE_KIND_LABEL[k]}（id）；修改后重新进入审核`,
    input: z.object({ ...itemFields, id: id() }).superRefine(checkCategory(k)),
    reply: itemReply,
  });

export const projectAdd = addContract('project', 'shareProject_add');
export const projectUpdate = updateContract('project', 'shareProject_update');
export const serverAdd = addContract('server', 'shareServer_add');
export const serverUpdate = updateContract('server', 'shareServer_update');

export const itemList = action({
  name: 'shareItem_list',
  method: 'POST',
  auth: 'optional',
  area: 'sharing',
  summary:
    '已上架的项目或服务列表（本人所在专属域内）：kind、类型 category、关键词 keyword、城市、价格区间（晶币）、排序 px（0最新 1价格升序 2价格降序 3成交最多）、分页',
  input: z.object({
    ...page(),
    kind,
    category: optionalText(),
    keyword: optionalText().pipe(z.string().max(30, { error: '关键词不能超过30个字' }).optional()),
    cityName: optionalText(),
    priceMin: optionalText().pipe(z.string().regex(AMOUNT_PATTERN, { error: SHARING_MSG.priceInvalid }).optional()),
    priceMax: optionalText().pipe(z.string().regex(AMOUNT_PATTERN, { error: SHARING_MSG.priceInvalid }).optional()),
    px: z.coerce.number().int().min(0).max(3).default(0),
  }),
  reply: z.object({ recordList: z.array(shareItem), recordCount: z.number(), pageSize: z.number(), ...countCapped() }),
});

export const itemDetail = action({
  name: 'shareItem_detail',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '项目或服务详情：上架的对本域用户可见（记入浏览记录），未上架的只有发布者和工作人员可见',
  input: z.object({ id: id(), userid: anyUser }),
  reply: z.object({
    item: shareItem.extend({ content: z.string() }),
    profile: z.object({ intro: z.string(), skills: z.string() }).nullable(),
    mine: z.boolean(),
    collected: z.boolean(),
  }),
});

export const myList = action({
  name: 'shareItem_myList',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '我发布的项目或服务（kind），全部状态',
  input: z.object({
    ...page(),
    kind,
    status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(3).optional()),
    userid: anyUser,
  }),
  reply: z.object({ recordList: z.array(shareItem), recordCount: z.number(), pageSize: z.number() }),
});

export const setOffline = action({
  name: 'shareItem_offline',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '下架（offline 1）或重新提交上架审核（offline 0）自己发布的项目或服务',
  input: z.object({ id: id(), offline: z.coerce.number().int().min(0).max(1), userid: anyUser }),
  reply: z.object({ msg: z.string(), status: z.number() }),
});

export const collect = action({
  name: 'shareItem_collect',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '收藏（collect 1）或取消收藏（collect 0）一个上架的项目或服务',
  input: z.object({ id: id(), collect: z.coerce.number().int().min(0).max(1).default(1), userid: anyUser }),
  reply: z.object({ msg: z.string(), collected: z.boolean() }),
});

const listWithTime = z.object({
  recordList: z.array(shareItem.extend({ time: z.string() })),
  recordCount: z.number(),
  pageSize: z.number(),
});

export const collectList = action({
  name: 'shareItem_collectList',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '我的收藏（kind 可选），最近收藏在前；已下架的仍列出并标明状态',
  input: z.object({ ...page(), kind: optionalKind, userid: anyUser }),
  reply: listWithTime,
});

export const historyList = action({
  name: 'shareItem_historyList',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '我的浏览记录（kind 可选），最近浏览在前',
  input: z.object({ ...page(), kind: optionalKind, userid: anyUser }),
  reply: listWithTime,
});

export const certGet = action({
  name: 'shareCert_get',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '我的资料（my_certification）：身份认证状态（userAuth）、能否发布、共享服务简介与擅长领域',
  input: z.object({ userid: anyUser }),
  reply: z.object({
    userAuth: z.number(),
    userAuthInfo: z.string(),
    canPublish: z.boolean(),
    profile: z.object({ intro: z.string(), skills: z.string() }),
    counts: z.object({ project: z.number(), server: z.number(), sold: z.number(), bought: z.number() }),
  }),
});

export const certSave = action({
  name: 'shareCert_save',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '保存共享服务简介与擅长领域（显示在本人发布的项目和服务详情页）',
  input: z.object({
    intro: z.preprocess((v) => v ?? '', z.string().trim().max(500, { error: SHARING_MSG.profileMax })),
    skills: z.preprocess((v) => v ?? '', z.string().trim().max(100, { error: SHARING_MSG.skillsMax })),
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string() }),
});

// ---- orders ----

export const shareOrder = z.object({
  id: z.number(),
  orderCode: z.string(),
  itemId: z.number(),
  kind: z.string(),
  title: z.string(),
  unitPrice: z.string(),
  unit: z.string(),
  quantity: z.number(),
  amount: z.string(),
  remark: z.string(),
  contactName: z.string(),
  /** the buyer's phone: shown to the two parties only */
  contactPhone: z.string(),
  state: z.number(),
  deliveryNote: z.string().nullable(),
  deliveryFiles: z.array(z.string()),
  cancelReason: z.string().nullable(),
  createTime: z.string(),
  paidTime: z.string().nullable(),
  deliveredTime: z.string().nullable(),
  completedTime: z.string().nullable(),
  cancelledTime: z.string().nullable(),
  /** the stars of the buyer's rating; null until he rates the completed order */
  rating: z.number().nullable(),
  buyer: provider,
  seller: provider,
  /** the caller's side */
  side: z.enum(['buy', 'sell', 'staff']),
});
export type ShareOrder = z.infer<typeof shareOrder>;

export const orderAdd = action({
  name: 'shareOrder_add',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '订购上架的项目或服务（不能订购自己的）：数量、需求说明、联系人、联系电话；生成待支付订单',
  input: z.object({
    itemId: id(),
    quantity: z.coerce
      .number({ error: SHARING_MSG.quantityInvalid })
      .int({ error: SHARING_MSG.quantityInvalid })
      .min(1, { error: SHARING_MSG.quantityInvalid })
      .max(99, { error: SHARING_MSG.quantityInvalid }),
    remark: z.preprocess((v) => v ?? '', z.string().trim().max(500, { error: SHARING_MSG.remarkMax })),
    contactName: z
      .string({ error: SHARING_MSG.contactNameRequired })
      .trim()
      .min(1, { error: SHARING_MSG.contactNameRequired })
      .max(20, { error: SHARING_MSG.contactNameRequired }),
    contactPhone: z
      .string({ error: SHARING_MSG.contactPhoneInvalid })
      .trim()
      .regex(PHONE_PATTERN, { error: SHARING_MSG.contactPhoneInvalid }),
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string(), order: shareOrder }),
});

export const orderPay = action({
  name: 'shareOrder_pay',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '需求方用晶币和支付密码支付订单：款项进入该订单的托管账户（一个事务），订单变为待交付',
  input: z.object({
    id: id(),
    accountpwd: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'number' ? String(v).padStart(6, '0') : v),
      z.string({ error: SHARING_MSG.payPwdFirst }).regex(PAY_PWD_PATTERN, { error: WALLET_MSG.payPwdDigits }),
    ),
    userid: anyUser,
  }),
  encrypted: ['accountpwd'],
  reply: z.object({ msg: z.string(), order: shareOrder }),
});

export const orderDeliver = action({
  name: 'shareOrder_deliver',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '服务方提交交付（交付说明、最多5个附件：upload_uploadDelivery 返回的路径），订单变为待验收；被退回后可再次交付',
  input: z.object({
    id: id(),
    deliveryNote: z
      .string({ error: SHARING_MSG.deliveryRequired })
      .trim()
      .min(1, { error: SHARING_MSG.deliveryRequired })
      .max(1000, { error: SHARING_MSG.deliveryMax }),
    deliveryFiles,
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string(), order: shareOrder }),
});

export const orderConfirm = action({
  name: 'shareOrder_confirm',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '需求方确认验收：托管款项付给服务方并结清托管（一个事务），订单完成',
  input: z.object({ id: id(), userid: anyUser }),
  reply: z.object({ msg: z.string(), order: shareOrder }),
});

export const orderReject = action({
  name: 'shareOrder_reject',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '需求方退回交付（须填原因，最多200字）：款项仍由平台托管，订单变为待重新交付，通知服务方',
  input: z.object({ id: id(), reason: rejectReason, userid: anyUser }),
  reply: z.object({ msg: z.string(), order: shareOrder }),
});

export const orderCancel = action({
  name: 'shareOrder_cancel',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '交付前取消订单（需求方或服务方）：未支付的直接取消；已支付的结清托管，款项退回需求方',
  input: z.object({
    id: id(),
    reason: z.preprocess((v) => v ?? '', z.string().trim().max(200, { error: SHARING_MSG.cancelReasonMax })),
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string(), order: shareOrder }),
});

export const orderList = action({
  name: 'shareOrder_list',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '订单列表：side buy（我的需求订单 my_need_order）或 sell（我的服务订单 my_server_order），kind、state 可选',
  input: z.object({
    ...page(),
    side: z.enum(['buy', 'sell'], { error: '参数 side 错误' }),
    kind: optionalKind,
    state: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(6).optional()),
    userid: anyUser,
  }),
  reply: z.object({ recordList: z.array(shareOrder), recordCount: z.number(), pageSize: z.number() }),
});

export const orderDetail = action({
  name: 'shareOrder_detail',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '订单详情（order_detail_project / order_detail_server）：仅订单双方和工作人员可见；含托管金额',
  input: z.object({ id: id(), userid: anyUser }),
  reply: z.object({
    order: shareOrder,
    escrow: z
      .object({ deposited: z.string(), released: z.string(), returned: z.string(), held: z.string(), status: z.string() })
      .nullable(),
    /** every delivery and the buyer's decision on it, oldest first */
    deliveries: z.array(deliveryRecord),
  }),
});

// ---- ratings ----

/**
 * The messages of sharing ratings. Kept here, not in messages.ts, which loads with the shell: only the
 * sharing pages need them.
 */
export const SHARE_RATING_MSG = {
  starsRequired: '请选择1到5星的评分',
  ratingRequired: '请填写评价内容',
  ratingMax: '评价不能超过500个字',
  notRateable: '只有已完成的订单可以评价',
  alreadyRated: '该订单已评价，不能重复评价',
  rated: '评价成功，感谢您的反馈',
  noRatings: '暂无评价',
} as const;

export const orderRate = action({
  name: 'shareOrder_rate',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '需求方评价已完成的订单（每单一次）：星级 stars 1-5，评价内容 content 1-500 字；计入项目或服务的平均评分',
  input: z.object({
    id: id(SHARING_MSG.orderNotFound),
    stars: z.coerce
      .number({ error: SHARE_RATING_MSG.starsRequired })
      .int({ error: SHARE_RATING_MSG.starsRequired })
      .min(1, { error: SHARE_RATING_MSG.starsRequired })
      .max(5, { error: SHARE_RATING_MSG.starsRequired }),
    content: text(SHARE_RATING_MSG.ratingRequired).pipe(z.string().max(500, { error: SHARE_RATING_MSG.ratingMax })),
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string(), order: shareOrder }),
});

export const shareRating = z.object({
  id: z.number(),
  stars: z.number(),
  content: z.string(),
  createTime: z.string(),
  user: provider,
});
export type ShareRating = z.infer<typeof shareRating>;

export const itemRatings = action({
  name: 'shareItem_ratings',
  method: 'POST',
  auth: 'user',
  area: 'sharing',
  summary: '项目或服务的评价列表（最新在前，分页）：与详情同样的可见范围（本域用户看上架的，发布者和工作人员看全部）',
  input: z.object({ ...page(), id: id(), userid: anyUser }),
  reply: z.object({ recordList: z.array(shareRating), recordCount: z.number(), pageSize: z.number() }),
});
