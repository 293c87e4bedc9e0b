import { z } from 'zod';
import { action } from '../action.ts';
import { ADMIN_MSG, COURSE_MSG } from '../messages.ts';
import { id, optionalText, page, text } from './fields.ts';

// The author side of the course marketplace (spec accounts-wallet-courses §2 /release_curriculum,
// /add_chapter, §4 Course status, Section editor, Video upload). Courses themselves are created with
// article_add / article_update (actions/admin.ts). Only a course's author changes it or its content.

// ---- article_add / article_update: one action name, two flows (staff articles, users' courses) ----

const typeIds = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z
    .array(z.coerce.number().int().positive(), { error: ADMIN_MSG.articleTypeRequired })
    .min(1, { error: ADMIN_MSG.articleTypeRequired })
    .max(3, { error: ADMIN_MSG.articleTypeMax }),
);

/** spec: article_add sends text fields URL-encoded. */
const decoded = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};

const articleFields = {
  title: z.preprocess(decoded, text(COURSE_MSG.titleLength).max(30, { error: COURSE_MSG.titleLength })),
  content: z.preprocess(decoded, text(ADMIN_MSG.articleContentRequired).max(100_000, { error: ADMIN_MSG.articleContentTooLong })),
  summary: z.preprocess(decoded, text(ADMIN_MSG.articleSummaryRequired).max(100, { error: ADMIN_MSG.articleSummaryTooLong })),
  icon: optionalText(),
  typeIds,
  // A user's course (the service tells a course from a staff article by the caller's role): the price as
  // typed (empty or non-positive means free, at most two decimals) and the skill (dictionary cszy).
  readMoney: z.preprocess((v) => (typeof v === 'number' ? String(v) : v === null ? undefined : v), z.string().trim().optional()),
  postDivision: z.preprocess(decoded, optionalText().pipe(z.string().max(50, { error: COURSE_MSG.skillRequired }).optional())),
  userid: z.unknown().optional(),
  uid: z.unknown().optional(),
};

export const articleAdd = action({
  name: 'article_add',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary:
    '管理员发布文章（标题、内容、摘要、封面、1-3个类型）；用户发布课程（另加 readMoney 价格、postDivision 所属技能；内容不超过500字；需完成认证；提交后待审核 status 0）。data 为新 id，随后前往 /step4?id',
  input: z.object(articleFields),
  reply: z.object({ data: z.number() }),
});

export const articleUpdate = action({
  name: 'article_update',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '修改管理员文章或自己的课程（同 article_add 加 id）；课程修改后重新待审核，审核通过的课程不允许编辑',
  input: z.object({ id: id(), ...articleFields }),
  reply: z.object({ data: z.number() }),
});

const list = <T extends z.ZodType>(row: T) => z.object({ recordList: z.array(row), recordCount: z.number() });

export const myCourse = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  icon: z.string().nullable(),
  content: z.string(),
  /** Price in integer hundredths of a coin. */
  readMoney: z.number(),
  postDivision: z.string().nullable(),
  typeIds: z.array(z.number()),
  typeNames: z.array(z.string()),
  /** 0 under review, 1 approved, 2 rejected */
  status: z.number(),
  reviewReason: z.string().nullable(),
  buyCount: z.number(),
  createdate: z.string(),
});
export type MyCourse = z.infer<typeof myCourse>;

export const myCourses = action({
  name: 'article_myList',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '我发布的课程（/release_curriculum，每页6条）：状态 0 审核中、1 已通过、2 未通过（含原因）',
  input: z.object({ ...page() }),
  reply: z.object({ data: list(myCourse) }),
});

export const myCourseDetail = action({
  name: 'article_myDetail',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '作者读取自己的课程（编辑用）；他人的课程 403',
  input: z.object({ id: id() }),
  reply: z.object({ data: myCourse }),
});

export const deleteCourse = action({
  name: 'article_delete',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '删除自己的课程（连同章节、小节、视频、附件）；他人的课程 403；已有人购买的课程不能删除',
  input: z.object({ id: id() }),
  reply: z.object({ msg: z.string() }),
});

// ---- chapters ----

const chapterName = text(COURSE_MSG.chapterName).max(20, { error: COURSE_MSG.chapterName });
const chapterDescription = text(COURSE_MSG.chapterDescription).max(30, { error: COURSE_MSG.chapterDescription });

export const chapter = z.object({
  id: z.number(),
  articleId: z.number(),
  chaptersname: z.string(),
  chapterscontent: z.string(),
  sectionCount: z.number(),
});
export type Chapter = z.infer<typeof chapter>;

export const chapterAdd = action({
  name: 'courseChapters_add',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '新增章节：articleId、chaptersname（1-20）、chapterscontent（1-30）；仅作者，且课程未审核通过',
  input: z.object({ articleId: id(), chaptersname: chapterName, chapterscontent: chapterDescription }),
  reply: z.object({ data: z.number() }),
});

export const chapterUpdate = action({
  name: 'courseChapters_update',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '修改章节名称与描述；仅作者，且课程未审核通过',
  input: z.object({ id: id(), chaptersname: chapterName, chapterscontent: chapterDescription }),
  reply: z.object({ data: z.number() }),
});

export const chapterList = action({
  name: 'courseChapters_list',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '课程的章节（作者与工作人员）',
  input: z.object({ articleId: id() }),
  reply: z.object({ data: z.array(chapter) }),
});

export const chapterDelete = action({
  name: 'courseChapters_delete',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '删除章节及其小节；仅作者，且课程未审核通过',
  input: z.object({ id: id() }),
  reply: z.object({ msg: z.string() }),
});

// ---- sections ----

const sectionName = text(COURSE_MSG.sectionName).max(20, { error: COURSE_MSG.sectionName });
const commaList = z.preprocess((v) => (v === null ? undefined : v), z.string().optional());

export const section = z.object({
  id: z.number(),
  courseChaptesId: z.number(),
  coursename: z.string(),
  coursecontent: z.string(),
  /** spec: attachment paths and names, comma-joined */
  coursefilepath: z.string(),
  coursefilename: z.string(),
  videos: z.array(z.object({ id: z.number(), videosSrc: z.string(), fileName: z.string() })),
});
export type Section = z.infer<typeof section>;

const sectionFields = {
  coursename: sectionName,
  coursecontent: text(COURSE_MSG.sectionContent).max(100_000, { error: COURSE_MSG.sectionContent }),
  coursefilepath: commaList,
  coursefilename: commaList,
};

export const sectionAdd = action({
  name: 'course_add',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '新增小节：courseChaptesId（章节 id）、coursename（1-20）、coursecontent（富文本，服务端净化）、附件路径与名称（逗号分隔）',
  input: z.object({ courseChaptesId: id(COURSE_MSG.chooseChapter), ...sectionFields }),
  reply: z.object({ data: z.number() }),
});

export const sectionUpdate = action({
  name: 'course_update',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '修改小节（同 course_add 加 id）',
  input: z.object({ id: id(), ...sectionFields }),
  reply: z.object({ data: z.number() }),
});

export const sectionList = action({
  name: 'course_list',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '章节下的小节（作者与工作人员）',
  input: z.object({ courseChaptesId: id(COURSE_MSG.chooseChapter) }),
  reply: z.object({ data: z.array(section) }),
});

export const sectionDelete = action({
  name: 'course_delete',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '删除小节；仅作者，且课程未审核通过',
  input: z.object({ id: id() }),
  reply: z.object({ msg: z.string() }),
});

// ---- video (chunked, resumable) ----

export const VIDEO_CHUNK = 1024 * 1024;
export const VIDEO_MAX = 100 * 1024 * 1024;

const videoTarget = {
  articleId: id(),
  /** The section the video belongs to (the spec's field name). */
  courseChaptesId: id(COURSE_MSG.chooseChapter),
  fileName: text(COURSE_MSG.videoType).max(200, { error: COURSE_MSG.videoType }),
  fileSize: z.coerce
    .number({ error: COURSE_MSG.videoSize })
    .int()
    .positive({ error: COURSE_MSG.videoSize })
    .max(VIDEO_MAX, { error: COURSE_MSG.videoSize }),
  /** The client's fingerprint of the file (name, size, modification time, first bytes). */
  fingerprint: text(COURSE_MSG.videoChunk).regex(/^[0-9a-f]{16,64}$/, { error: COURSE_MSG.videoChunk }),
  userId: z.unknown().optional(),
};

export const videoUploadedSize = action({
  name: 'videos_getUploadedSize',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '分片上传前询问服务器已收到的字节数（同一用户、课程、小节、文件指纹）；从该位置继续上传',
  input: z.object(videoTarget),
  reply: z.object({ data: z.number() }),
});

export const videoUpload = action({
  name: 'videos_doUpload',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '上传一个 1 MiB 分片（multipart 字段 upload）；uploadSize 为该分片的起始位置；完成时返回 id 与 videosSrc',
  input: z.object({
    ...videoTarget,
    uploadSize: z.coerce.number({ error: COURSE_MSG.videoChunk }).int().min(0, { error: COURSE_MSG.videoChunk }),
  }),
  reply: z.object({ data: z.object({ uploadSize: z.number(), id: z.number().nullable(), videosSrc: z.string().nullable() }) }),
});

export const videoDelete = action({
  name: 'videos_delete',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '删除小节视频；仅作者，且课程未审核通过',
  input: z.object({ id: id() }),
  reply: z.object({ msg: z.string() }),
});

// ---- attachments ----

const uploadReply = z.object({ data: z.string(), fileName: z.string() });
const noInput = z.object({ purpose: optionalText() });

export const uploadWord = action({
  name: 'upload_uploadWord',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '上传 Word 附件（docx；doc 可上传但不能预览），按内容校验，压缩包展开大小与条目数受限',
  input: noInput,
  reply: uploadReply,
});

export const uploadPdf = action({
  name: 'upload_uploadPdf',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '上传 PDF 附件，按内容校验',
  input: noInput,
  reply: uploadReply,
});

export const uploadExcel = action({
  name: 'upload_uploadExcle',
  method: 'POST',
  auth: 'user',
  area: 'course',
  summary: '上传 Excel（xlsx/xls）或 PowerPoint（ppt/pptx）附件，按内容校验，压缩包展开大小与条目数受限',
  input: noInput,
  reply: uploadReply,
});
