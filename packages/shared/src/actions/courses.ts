import { z } from 'zod';
import { action } from '../action.ts';
import { COURSE_MSG, WALLET_MSG } from '../messages.ts';
import { AMOUNT_PATTERN, PAY_PWD_PATTERN } from '../rules.ts';
import { countCapped, id, optionalId, optionalText, page } from './fields.ts';

// The buyer side of the course marketplace (spec accounts-wallet-courses.md sections 2-5, 7): browse,
// cart, orders, payment (payment password or enterprise key), my learning, sales, review, progress,
// refund, and the enterprise cooperation keys. Prices travel as coin strings with two decimals.

/** spec order state: 0 awaiting payment, 1 paid (not reviewed), 5 reviewed; also 3 refunded, 4 cancelled */
export const ORDER_STATE = { unpaid: 0, paid: 1, refunded: 3, cancelled: 4, reviewed: 5 } as const;
export const ORDER_STATE_LABEL: Record<number, string> = { 0: '待支付', 1: '已支付', 3: '已退款', 4: '已取消', 5: '已评价' };
/** spec: an order unpaid after 30 days is cancelled */
export const ORDER_TTL_DAYS = 30;
/** spec payment choice: payPwdType 0 coins by payment password, 1 enterprise key */
export const PAY_TYPE = { password: 0, key: 1 } as const;

const anyUser = z.unknown().optional();
/** "1,2,3", [1,2,3] or a single number: the legacy `ids` / `Ids` fields. */
const idList = (message: string) =>
  z.preprocess(
    (v): unknown[] => {
      if (v === undefined || v === null || v === '') return [];
      const parts: unknown[] = Array.isArray(v)
        ? (v as unknown[])
        : typeof v === 'string' || typeof v === 'number'
          ? String(v).split(',')
          : [v];
      return parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
    },
    z
      .array(z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }), { error: message })
      .min(1, { error: message })
      .max(50, { error: message }),
  );

export const courseCard = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  icon: z.string().nullable(),
  authorid: z.number(),
  author: z.string(),
  authorIcon: z.string().nullable(),
  /** coins, 2 decimals */
  readMoney: z.string(),
  postDivision: z.string().nullable(),
  status: z.number(),
  readcount: z.number(),
  buyCount: z.number(),
  evaluationCount: z.number(),
  evaluationLevelCount: z.number(),
  /** average stars, one decimal; 0 without reviews */
  rating: z.number(),
  wzlxList: z.array(z.object({ id: z.number(), name: z.string(), parentId: z.number().nullable() })),
  createdate: z.string(),
});
export type CourseCard = z.infer<typeof courseCard>;

export const sectionItem = z.object({ id: z.number(), coursename: z.string(), hasVideo: z.boolean() });
export const chapterItem = z.object({
  id: z.number(),
  chaptersname: z.string(),
  chapterscontent: z.string(),
  courseList: z.array(sectionItem),
});
export type ChapterItem = z.infer<typeof chapterItem>;

export const review = z.object({
  id: z.number(),
  allScore: z.number(),
  content: z.string(),
  user: z.string(),
  userIcon: z.string().nullable(),
  createdate: z.string(),
});
export type Review = z.infer<typeof review>;

export const getArticleList = action({
  name: 'article_getarticleList',
  method: 'POST',
  auth: 'optional',
  area: 'courses',
  summary: '课程列表（仅审核通过）：类型筛选 articleType（父类或子类 id）、关键词 keyword、分页',
  input: z.object({
    ...page(),
    articleType: optionalId(),
    keyword: optionalText().pipe(z.string().max(30, { error: '关键词不能超过30个字' }).optional()),
  }),
  reply: z.object({ recordList: z.array(courseCard), recordCount: z.number(), pageSize: z.number(), ...countCapped() }),
});

export const selectArticleById = action({
  name: 'article_selectArticleById',
  method: 'POST',
  auth: 'optional',
  area: 'courses',
  summary: '课程详情：封面、标题、简介、价格、作者、章节、购买数、评分、评价；未审核课程只有作者可见',
  input: z.object({ id: id('课程 id 错误'), userid: anyUser }),
  reply: z.object({
    article: courseCard.extend({ content: z.string(), reviewReason: z.string().nullable() }),
    courseChaptersList: z.array(chapterItem),
    evaluations: z.array(review),
    /** the caller's relation to the course */
    mine: z.boolean(),
    inCart: z.boolean(),
    /** the caller's paid order of this course, when there is one */
    boughtOrderId: z.number().nullable(),
  }),
});

export const cartAdd = action({
  name: 'cartItem_add',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '加入购物车（仅审核通过、非本人、未购买的课程）',
  input: z.object({ articleId: id('课程 id 错误'), userid: anyUser }),
  reply: z.object({ msg: z.string(), id: z.number() }),
});

export const cartItem = z.object({ id: z.number(), createdate: z.string(), article: courseCard });
export type CartItem = z.infer<typeof cartItem>;

export const cartList = action({
  name: 'cartItem_list',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '我的购物车',
  input: z.object({ uid: anyUser, userid: anyUser }),
  reply: z.object({ data: z.array(cartItem) }),
});

export const cartDelete = action({
  name: 'cartItem_delete',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '删除购物车中的一项（id）或勾选的多项（Ids）',
  input: z.object({ id: optionalId(), Ids: z.unknown().optional(), userid: anyUser }).transform((v, ctx) => {
    const parsed = idList(COURSE_MSG.selectToDelete).safeParse(v.Ids ?? (v.id ? [v.id] : []));
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: COURSE_MSG.selectToDelete });
      return z.NEVER;
    }
    return { ids: parsed.data };
  }),
  reply: z.object({ deleted: z.number() }),
});

export const cartClear = action({
  name: 'cartItem_clearCart',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '清空购物车',
  input: z.object({ userid: anyUser }),
  reply: z.object({ deleted: z.number() }),
});

export const order = z.object({
  id: z.number(),
  /** spec orderId: the order number */
  orderId: z.string(),
  listId: z.string(),
  orderName: z.string(),
  orderPrice: z.string(),
  orderState: z.number(),
  orderCreatetime: z.string(),
  /** when an unpaid order is cancelled */
  expiresAt: z.string().nullable(),
  orderSeleerid: z.number(),
  saleUser: z.object({ id: z.number(), name: z.string() }),
  buyUser: z.object({ id: z.number(), name: z.string() }),
  payMode: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** a paid course with no learning done may be refunded (the buyer's view) */
  refundable: z.boolean(),
  orderDetailsList: z.array(
    z.object({
      orderPrice: z.string(),
      article: z.object({
        id: z.number(),
        icon: z.string().nullable(),
        title: z.string(),
        author: z.string(),
        authorid: z.number(),
        summary: z.string(),
        evaluationCount: z.number(),
        evaluationLevelCount: z.number(),
      }),
    }),
  ),
});
export type Order = z.infer<typeof order>;

export const orderAdd = action({
  name: 'order_add',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '提交订单：ids 为课程 id（逗号分隔）；每门课一张订单，同批订单共用 listId；已提交的课程从购物车移除',
  input: z.object({ ids: idList(COURSE_MSG.selectToSubmit), userid: anyUser }),
  reply: z.object({ listId: z.string(), orders: z.array(order) }),
});

export const orderDetail = action({
  name: 'order_orderDetail',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '订单详情：按订单 id（orderId）或同批订单（listId）；只有买家与卖家可看',
  input: z
    .object({ orderId: optionalId(), listId: optionalText(), userid: anyUser })
    .refine((v) => v.orderId !== undefined || v.listId !== undefined, { error: COURSE_MSG.orderNotFound }),
  reply: z.object({ data: z.array(order), totalPrice: z.string() }),
});

export const orderPay = action({
  name: 'order_orderPay',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '支付订单（一个事务）：payPwdType 0 晶币+支付密码，1 企业合作密钥；买家晶币付给卖家，订单置已支付，积分到账，购买数加一',
  input: z
    .object({
      /** absent in the legacy call (a wallet payment) */
      payPwdType: z.preprocess(
        (v) => (v === undefined || v === null || v === '' ? PAY_TYPE.password : Number(v)),
        z.union([z.literal(PAY_TYPE.password), z.literal(PAY_TYPE.key)], { error: '请选择支付方式' }),
      ),
      ids: idList(COURSE_MSG.selectToSubmit),
      accountpwd: z.preprocess(
        (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v).padStart(6, '0') : v),
        z.string().optional(),
      ),
      key: optionalText(),
      userid: anyUser,
    })
    .superRefine((v, ctx) => {
      if (v.payPwdType === PAY_TYPE.password) {
        if (v.accountpwd === undefined) ctx.addIssue({ code: 'custom', message: COURSE_MSG.payPwdFirst, path: ['accountpwd'] });
        else if (!PAY_PWD_PATTERN.test(v.accountpwd))
          ctx.addIssue({ code: 'custom', message: WALLET_MSG.payPwdDigits, path: ['accountpwd'] });
      } else if (v.key === undefined) ctx.addIssue({ code: 'custom', message: COURSE_MSG.keyRequired, path: ['key'] });
      else if (v.key.length > 100) ctx.addIssue({ code: 'custom', message: COURSE_MSG.keyInvalid, path: ['key'] });
    }),
  encrypted: ['accountpwd'],
  reply: z.object({ msg: z.string(), data: z.array(order) }),
});

const orderListInput = z.object({
  ...page(),
  pageSize: z.coerce
    .number({ error: '每页条数错误' })
    .int({ error: '每页条数错误' })
    .min(1, { error: '每页条数错误' })
    .max(50, { error: '每页条数错误' })
    .default(5),
  /** spec tabs: all (absent), awaiting payment (0), paid (1, with orderType1 5) */
  orderType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: '订单类型错误' })
      .int({ error: '订单类型错误' })
      .min(0, { error: '订单类型错误' })
      .max(5, { error: '订单类型错误' })
      .optional(),
  ),
  orderType1: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: '订单类型错误' })
      .int({ error: '订单类型错误' })
      .min(0, { error: '订单类型错误' })
      .max(5, { error: '订单类型错误' })
      .optional(),
  ),
  userid: anyUser,
  id: anyUser,
});
const orderListReply = z.object({ recordList: z.array(order), recordCount: z.number(), pageSize: z.number(), ...countCapped() });

export const buyList = action({
  name: 'order_buyList',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '我的学习（买入订单），每页 5',
  input: orderListInput,
  reply: orderListReply,
});
export const saleList = action({
  name: 'order_saleList',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '卖出订单，每页 5',
  input: orderListInput,
  reply: orderListReply,
});

export const pingJia = action({
  name: 'evaluation_pingJia',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '评价已支付的订单：星级 1-5，评价不少于10个字（URL 编码亦可）；订单置 5，课程评价数与总星级更新',
  input: z.object({
    orderId: id(COURSE_MSG.orderNotFound),
    allScore: z.preprocess(
      (v) => (v === '' || v === null || v === undefined || v === 0 || v === '0' ? undefined : v),
      z.coerce
        .number({ error: COURSE_MSG.starsRequired })
        .int({ error: COURSE_MSG.starsRequired })
        .min(1, { error: COURSE_MSG.starsRequired })
        .max(5, { error: COURSE_MSG.starsRequired }),
    ),
    content: z.preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        try {
          return decodeURIComponent(v).trim();
        } catch {
          return v.trim();
        }
      },
      z.string({ error: COURSE_MSG.commentMin }).min(10, { error: COURSE_MSG.commentMin }).max(500, { error: COURSE_MSG.commentMax }),
    ),
    orderState: z.unknown().optional(),
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string() }),
});

export const refund = action({
  name: 'order_refund',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '退款（用户协议）：已支付且未开始学习的课程可退款一次，退回付款的钱包',
  input: z.object({ orderId: id(COURSE_MSG.orderNotFound), userid: anyUser }),
  reply: z.object({ msg: z.string(), data: order }),
});

/**
 * Who opens a course's content: a buyer (paid or reviewed order; progress is kept), its author, or staff
 * previewing it (admin, reviewer). Author and staff views keep no progress.
 */
export const LEARN_VIEWER = ['buyer', 'author', 'staff'] as const;
export type LearnViewer = (typeof LEARN_VIEWER)[number];

export const learn = action({
  name: 'course_learn',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '学习已购课程：章节目录与各小节学习进度（作者本人与平台审核人员亦可查看）',
  input: z.object({ id: id('课程 id 错误'), userid: anyUser }),
  reply: z.object({
    article: courseCard,
    courseChaptersList: z.array(chapterItem),
    progress: z.array(z.object({ sectionId: z.number(), percent: z.number(), updatedAt: z.string() })),
    orderId: z.number().nullable(),
    viewer: z.enum(LEARN_VIEWER),
  }),
});

export const sectionAttachment = z.object({
  id: z.number(),
  name: z.string(),
  /** lower-case extension without the dot, from the file name ('' when it has none) */
  ext: z.string(),
  /** short-lived signed link, shown in the page (previews fetch it) */
  url: z.string(),
  /** the same file as a download under its own name */
  downloadUrl: z.string(),
});
export type SectionAttachment = z.infer<typeof sectionAttachment>;

export const section = action({
  name: 'course_section',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary:
    '打开一个小节：名称、正文（服务端已净化的富文本）、视频与附件的限时签名链接（2 小时）；仅已购买（已支付或已评价）的学员、作者与平台审核人员',
  input: z.object({ articleId: id('课程 id 错误'), sectionId: id('小节 id 错误'), userid: anyUser }),
  reply: z.object({
    id: z.number(),
    chapterId: z.number(),
    name: z.string(),
    /** sanitised HTML */
    content: z.string(),
    video: z.object({ url: z.string(), fileName: z.string() }).nullable(),
    attachments: z.array(sectionAttachment),
    /** when the signed links stop working (ISO time); the page asks again after that */
    expiresAt: z.string(),
  }),
});

export const progress = action({
  name: 'course_progress',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '记录小节学习进度（0-100，只增不减）',
  input: z.object({
    articleId: id('课程 id 错误'),
    sectionId: id('小节 id 错误'),
    percent: z.coerce
      .number({ error: '进度须在0到100之间' })
      .int({ error: '进度须在0到100之间' })
      .min(0, { error: '进度须在0到100之间' })
      .max(100, { error: '进度须在0到100之间' }),
    userid: anyUser,
  }),
  reply: z.object({ percent: z.number() }),
});

export const enterpriseKey = z.object({
  id: z.number(),
  name: z.string(),
  keyHint: z.string(),
  budget: z.string(),
  spent: z.string(),
  remaining: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** active | expired | revoked | spent */
  status: z.enum(['active', 'expired', 'revoked', 'spent']),
  createdAt: z.string(),
  useCount: z.number(),
});
export type EnterpriseKey = z.infer<typeof enterpriseKey>;

export const keyAdd = action({
  name: 'enterpriseKey_add',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '企业（auth 2）创建合作密钥：额度从钱包冻结，密钥只显示这一次',
  input: z.object({
    name: z
      .string({ error: COURSE_MSG.keyNameRequired })
      .trim()
      .min(1, { error: COURSE_MSG.keyNameRequired })
      .max(30, { error: COURSE_MSG.keyNameRequired }),
    budget: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: COURSE_MSG.keyBudgetRange })
        .trim()
        .regex(AMOUNT_PATTERN, { error: COURSE_MSG.keyBudgetRange })
        .refine((s) => Number(s) > 0, { error: COURSE_MSG.keyBudgetRange }),
    ),
    days: z.coerce
      .number({ error: COURSE_MSG.keyDays })
      .int({ error: COURSE_MSG.keyDays })
      .min(1, { error: COURSE_MSG.keyDays })
      .max(365, { error: COURSE_MSG.keyDays }),
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string(), key: z.string(), data: enterpriseKey }),
});

export const keyList = action({
  name: 'enterpriseKey_list',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '企业的合作密钥与使用次数',
  input: z.object({ userid: anyUser }),
  reply: z.object({ data: z.array(enterpriseKey) }),
});

export const keyRevoke = action({
  name: 'enterpriseKey_revoke',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '撤销合作密钥：未用额度解冻回企业钱包',
  input: z.object({ id: id('密钥 id 错误'), userid: anyUser }),
  reply: z.object({ msg: z.string(), data: enterpriseKey }),
});

export const keyUses = action({
  name: 'enterpriseKey_uses',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '合作密钥的每次使用：谁、哪门课、多少晶币、何时',
  input: z.object({ id: id('密钥 id 错误'), userid: anyUser }),
  reply: z.object({
    data: z.array(z.object({ id: z.number(), user: z.string(), course: z.string(), amount: z.string(), createdAt: z.string() })),
  }),
});

export const wxPayOrder = action({
  name: 'order_wxPayOrder',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '微信扫码直接支付一批订单（沙箱网关）：返回 code_url（二维码内容）与交易号；到账后由 order_wxQuery 完成订单支付',
  input: z.object({
    listId: z
      .string({ error: COURSE_MSG.orderNotFound })
      .trim()
      .min(1, { error: COURSE_MSG.orderNotFound })
      .max(32, { error: COURSE_MSG.orderNotFound }),
    userid: anyUser,
  }),
  reply: z.object({ code_url: z.string(), tradecode: z.string(), rmbAmount: z.string() }),
});

export const wxQuery = action({
  name: 'order_wxQuery',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary: '查询微信扫码支付：款项到账后（tradestatus 2）立即用到账的晶币支付该批订单，重复查询不会重复扣款',
  input: z.object({
    tradecode: z.string({ error: '交易编号不能为空' }).trim().min(6, { error: '交易编号格式错误' }).max(64, { error: '交易编号格式错误' }),
    userid: anyUser,
  }),
  reply: z.object({ tradestatus: z.number(), paid: z.boolean(), msg: z.string() }),
});

export const fileLink = action({
  name: 'courseFile_link',
  method: 'POST',
  auth: 'user',
  area: 'courses',
  summary:
    '课程附件或视频的限时签名链接（2 小时），供作者（含尚未保存到小节的上传）与平台审核人员查看；/uploads 不再提供课程文件，学员经 course_section 获取链接',
  input: z.object({
    path: z.string({ error: '文件路径错误' }).trim().min(1, { error: '文件路径错误' }).max(255, { error: '文件路径错误' }),
    name: z.string().trim().max(200).optional(),
    userid: anyUser,
  }),
  reply: z.object({ url: z.string(), downloadUrl: z.string(), expiresAt: z.string() }),
});
