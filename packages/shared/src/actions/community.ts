import { z } from 'zod';
import { action } from '../action.ts';
import { COMMUNITY_MSG } from '../messages.ts';
import { countCapped, id, optionalId, optionalText, page } from './fields.ts';

// The training community (spec business-areas "Follow and master-apprentice screens", section 7 follow,
// shitu and need calls, the training group's pages): follows and fans, master and apprentice, questions
// and answers with collections, the teacher list, a person's home page, and the articles of the training
// group. Names, typos and all, are the spec's where it gives them (shareTrain_cancleFollow…).

/** spec: isnotagree 0 applying or not viewed, 1 agreed, 2 refused */
export const ISNOTAGREE = { applying: 0, agreed: 1, refused: 2 } as const;
export const ISNOTAGREE_LABEL: Record<number, string> = { 0: '申请中', 1: '已同意', 2: '已拒绝' };
/** spec: personal centre follow tabs 6 per page; Q&A page 5 */
export const FOLLOW_PAGE_SIZE = 6;
export const QA_PAGE_SIZE = 5;
/** spec collection_list collectionType 1: questions */
export const COLLECTION_TYPE_NEED = 1;

const anyUser = z.unknown().optional();
const pageOf = (size: number) => ({ pageNum: page().pageNum, pageSize: z.coerce.number().int().min(1).max(50).default(size) });

/** spec Follow/master-apprentice record user: id, icon, nickName, city, job; with the counts of its row. */
export const personCard = z.object({
  id: z.number(),
  icon: z.string().nullable(),
  nickName: z.string(),
  city: z.string().nullable(),
  job: z.string().nullable(),
  sign: z.string().nullable(),
  articleCount: z.number(),
  fensiCount: z.number(),
});
export type PersonCard = z.infer<typeof personCard>;

const personPage = z.object({
  recordList: z.array(personCard.extend({ followTime: z.string() })),
  recordCount: z.number(),
  pageSize: z.number(),
});

export const followList = action({
  name: 'follow_list',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '关注列表：id 的用户关注的人（缺省为本人），每行带文章数与粉丝数；每页6条',
  input: z.object({ id: optionalId(), ...pageOf(FOLLOW_PAGE_SIZE) }),
  reply: personPage,
});

export const fansList = action({
  name: 'follow_fensiList',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '粉丝列表：关注 id 的用户的人（缺省为本人），每行带文章数与粉丝数；每页6条',
  input: z.object({ id: optionalId(), ...pageOf(FOLLOW_PAGE_SIZE) }),
  reply: personPage,
});

export const fansCount = action({
  name: 'follow_fensi',
  method: 'POST',
  auth: 'optional',
  area: 'community',
  summary: '用户的粉丝数 fensiCount',
  input: z.object({ id: id() }),
  reply: z.object({ fensiCount: z.number() }),
});

const targetInput = z.object({ id: id('请选择用户'), userid: anyUser });

export const follow = action({
  name: 'shareTrain_follow',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '关注用户 id（不能关注自己）',
  input: targetInput,
  reply: z.object({ msg: z.string(), fensiCount: z.number() }),
});
export const cancelFollow = action({
  name: 'shareTrain_cancleFollow',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '取消关注用户 id',
  input: targetInput,
  reply: z.object({ msg: z.string(), fensiCount: z.number() }),
});
export const teacher = action({
  name: 'shareTrain_teacher',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '向用户 id 申请拜师（isnotagree 0，通知对方）；不能拜自己；申请中或已拜师的不能重复申请，被拒绝后可再次申请',
  input: targetInput,
  reply: z.object({ msg: z.string(), isnotagree: z.number() }),
});
export const cancelTeacher = action({
  name: 'shareTrain_cancleTeacher',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '取消对用户 id 的拜师申请或师徒关系（通知对方）',
  input: targetInput,
  reply: z.object({ msg: z.string() }),
});

export const shituRow = z.object({
  id: z.number(),
  teacherId: z.number(),
  isnotagree: z.number(),
  createTime: z.string(),
  decideTime: z.string().nullable(),
  /** the other side of the record: the master in teacherList, the apprentice in studentList */
  user: personCard,
});
export type ShituRow = z.infer<typeof shituRow>;

const shituPage = z.object({ recordList: z.array(shituRow), recordCount: z.number(), pageSize: z.number(), pendingCount: z.number() });
const isnotagreeFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(2).optional());

export const teacherList = action({
  name: 'shitu_teacherList',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '我的师父：本人发出的拜师记录（含申请中与被拒绝的），每页6条',
  input: z.object({ userId: anyUser, isnotagree: isnotagreeFilter, ...pageOf(FOLLOW_PAGE_SIZE) }),
  reply: shituPage,
});

export const studentList = action({
  name: 'shitu_studentList',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '我的徒弟：别人向本人发出的拜师记录，isnotagree 可筛选；pendingCount 为待处理数；每页6条',
  input: z.object({ userId: anyUser, isnotagree: isnotagreeFilter, ...pageOf(FOLLOW_PAGE_SIZE) }),
  reply: shituPage,
});

const decideInput = z.object({
  id: id(),
  isnotagree: z.coerce
    .number({ error: COMMUNITY_MSG.decideInvalid })
    .int({ error: COMMUNITY_MSG.decideInvalid })
    .refine((v) => v === ISNOTAGREE.agreed || v === ISNOTAGREE.refused, { error: COMMUNITY_MSG.decideInvalid }),
});
export const tudi = action({
  name: 'shitu_tudi',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '师父处理拜师申请 id：isnotagree 1 同意、2 拒绝（通知徒弟）',
  input: decideInput,
  reply: z.object({ msg: z.string(), isnotagree: z.number() }),
});
export const isNotAgree = action({
  name: 'shitu_isNotAgree',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '同 shitu_tudi：师父同意（1）或拒绝（2）拜师申请 id',
  input: decideInput,
  reply: z.object({ msg: z.string(), isnotagree: z.number() }),
});

export const teacherDirectory = action({
  name: 'teacher_list',
  method: 'POST',
  auth: 'optional',
  area: 'community',
  summary: '讲师列表：有审核通过课程的用户，按粉丝数排序，关键词搜昵称；每行带课程数、粉丝数和本人是否已关注',
  input: z.object({ ...pageOf(12), keyword: optionalText().pipe(z.string().max(20).optional()) }),
  reply: z.object({ recordList: z.array(personCard.extend({ followed: z.boolean() })), recordCount: z.number(), pageSize: z.number() }),
});

export const home = action({
  name: 'shareTrain_home',
  method: 'POST',
  auth: 'optional',
  area: 'community',
  summary: '个人主页（people_home?id）：资料、文章数、粉丝数、关注数、徒弟数，以及本人与其关系（是否关注、拜师状态）',
  input: z.object({ id: id() }),
  reply: z.object({
    user: personCard.extend({ followCount: z.number(), studentCount: z.number(), questionCount: z.number() }),
    self: z.boolean(),
    followed: z.boolean(),
    /** the caller's apprenticeship to this user: null none, else isnotagree */
    shitu: z.number().nullable(),
  }),
});

// ---- Q&A ----

export const needCard = z.object({
  id: z.number(),
  needName: z.string(),
  userId: z.number(),
  user: z.object({ id: z.number(), nickName: z.string(), icon: z.string().nullable() }),
  answerCount: z.number(),
  readCount: z.number(),
  needCreatetime: z.string(),
  wtlxList: z.array(z.object({ id: z.number(), name: z.string() })),
  articleId: z.number().nullable(),
  teacherId: z.number().nullable(),
  /** a plain-text excerpt of the question */
  excerpt: z.string(),
});
export type NeedCard = z.infer<typeof needCard>;
const needPage = z.object({ recordList: z.array(needCard), recordCount: z.number(), pageSize: z.number(), ...countCapped() });

export const needList = action({
  name: 'need_list',
  method: 'POST',
  auth: 'optional',
  area: 'community',
  summary: '问题列表：userId 为本人时是我的求问，否则全部；title 关键词、articleId（某课程的问答）、teacherId（向某讲师的提问）；每页5条',
  input: z.object({
    userId: anyUser,
    title: optionalText().pipe(z.string().max(50).optional()),
    articleId: optionalId(),
    teacherId: optionalId(),
    ...pageOf(QA_PAGE_SIZE),
  }),
  reply: needPage,
});

export const collectionList = action({
  name: 'collection_list',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '我收藏的问题（collectionType 1），最近收藏在前；每页5条',
  input: z.object({ id: anyUser, collectionType: z.coerce.number().int().default(COLLECTION_TYPE_NEED), ...pageOf(QA_PAGE_SIZE) }),
  reply: z.object({
    recordList: z.array(z.object({ collectionTime: z.string(), need: needCard })),
    recordCount: z.number(),
    pageSize: z.number(),
  }),
});

export const myAnswerNeed = action({
  name: 'need_myAnswerNeed',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '我回答过的问题，最近回答在前；每页5条',
  input: z.object({ userId: anyUser, collectionType: z.unknown().optional(), ...pageOf(QA_PAGE_SIZE) }),
  reply: z.object({
    recordList: z.array(needCard.extend({ myAnswer: z.string(), answerTime: z.string() })),
    recordCount: z.number(),
    pageSize: z.number(),
  }),
});

export const needAdd = action({
  name: 'need_add',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '提问（put_questions）：标题、描述（富文本，服务端净化）、问题类型（最多3个）、可选课程 articleId 或讲师 teacherId',
  input: z.object({
    needName: z
      .string({ error: COMMUNITY_MSG.titleRequired })
      .trim()
      .min(1, { error: COMMUNITY_MSG.titleRequired })
      .max(50, { error: COMMUNITY_MSG.titleMax }),
    content: z
      .string({ error: COMMUNITY_MSG.contentRequired })
      .trim()
      .min(1, { error: COMMUNITY_MSG.contentRequired })
      .max(12000, { error: COMMUNITY_MSG.contentMax }),
    typeIds: z.preprocess(
      (v): unknown[] =>
        v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? (v as unknown[]) : typeof v === 'string' ? v.split(',') : [v],
      z
        .array(z.coerce.number().int().positive({ error: COMMUNITY_MSG.typeUnknown }), { error: COMMUNITY_MSG.typeUnknown })
        .max(3, { error: COMMUNITY_MSG.typesMax }),
    ),
    articleId: optionalId(),
    teacherId: optionalId(),
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string(), id: z.number() }),
});

export const answerItem = z.object({
  id: z.number(),
  content: z.string(),
  createTime: z.string(),
  user: z.object({ id: z.number(), nickName: z.string(), icon: z.string().nullable() }),
});
export type AnswerItem = z.infer<typeof answerItem>;

export const needDetail = action({
  name: 'need_detail',
  method: 'POST',
  auth: 'optional',
  area: 'community',
  summary: '问题详情（answer?id&authorid）：问题、描述，本人是否收藏；浏览数加一',
  input: z.object({ id: id() }),
  reply: z.object({ need: needCard.extend({ content: z.string() }), collected: z.boolean(), mine: z.boolean() }),
});

export const answerList = action({
  name: 'answer_list',
  method: 'POST',
  auth: 'optional',
  area: 'community',
  summary: '问题的回答，最早在前；每页5条',
  input: z.object({ needId: id(), ...pageOf(QA_PAGE_SIZE) }),
  reply: z.object({ recordList: z.array(answerItem), recordCount: z.number(), pageSize: z.number() }),
});

export const answerAdd = action({
  name: 'answer_add',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '回答问题 needId（富文本，服务端净化；不能回答自己的提问；通知提问者）',
  input: z.object({
    needId: id(),
    content: z
      .string({ error: COMMUNITY_MSG.answerRequired })
      .trim()
      .min(1, { error: COMMUNITY_MSG.answerRequired })
      .max(12000, { error: COMMUNITY_MSG.answerMax }),
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string(), id: z.number() }),
});

export const collectionAdd = action({
  name: 'collection_add',
  method: 'POST',
  auth: 'user',
  area: 'community',
  summary: '收藏（collect 1）或取消收藏（collect 0）问题 needId',
  input: z.object({
    needId: id(),
    collect: z.coerce.number().int().min(0).max(1).default(1),
    collectionType: z.unknown().optional(),
    userid: anyUser,
  }),
  reply: z.object({ msg: z.string(), collected: z.boolean() }),
});

// ---- articles of the training group ----

export const articleCard = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  icon: z.string().nullable(),
  kind: z.string(),
  authorid: z.number(),
  author: z.string(),
  readcount: z.number(),
  createdate: z.string(),
});

export const articleList = action({
  name: 'article_list',
  method: 'POST',
  auth: 'optional',
  area: 'community',
  summary: '文章列表：authorid 给出时为该作者公开的文章与审核通过的课程（my 1 为本人全部），否则为平台文章；articleType 类型筛选',
  input: z.object({ ...page(), authorid: optionalId(), my: z.unknown().optional(), articleType: optionalId() }),
  reply: z.object({ recordList: z.array(articleCard), recordCount: z.number() }),
});

export const articleShow = action({
  name: 'article_show',
  method: 'POST',
  auth: 'optional',
  area: 'community',
  summary: '文章详情（article_show?id）：已发布的平台文章；阅读数加一',
  input: z.object({ id: id('文章 id 错误') }),
  reply: z.object({ article: articleCard.extend({ content: z.string(), types: z.array(z.string()) }) }),
});

export const articleCount = action({
  name: 'article_articleCount',
  method: 'POST',
  auth: 'optional',
  area: 'community',
  summary: '用户的文章数 articleCount（已发布的文章与审核通过的课程）',
  input: z.object({ id: id() }),
  reply: z.object({ articleCount: z.number() }),
});
