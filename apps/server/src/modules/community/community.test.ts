import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { COMMUNITY_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { articleTypes, articles, needs, notices, shitu } from '../../db/schema/index.ts';
import { userId } from '../ledger/test-support.ts';

// The training community: refusals first (401, 400, following yourself, apprenticing twice, deciding
// someone else's request, answering your own question), then follows, master and apprentice with the
// notices both ways, and a question asked, answered and collected.

let t: TestApp;
let learner: string; // newuser01
let teacher: string; // person01 (author of approved courses)
let other: string; // company01
let teacherId: number;
let learnerId: number;

type Body = { success: boolean; error?: string; msg?: string } & Record<string, unknown>;
const ok = async (action: string, body: Record<string, unknown>, token?: string) => {
  const res = await t.post(action, body, { token });
  const b = res.json<Body>();
  if (res.statusCode !== 200 || !b.success) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
  return b;
};
const noticeCount = async (uid: number) =>
  (
    await t.deps.db
      .select({ n: count() })
      .from(notices)
      .where(and(eq(notices.userId, uid), eq(notices.messageType, '01')))
  )[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.login('newuser01');
  teacher = await t.login('person01');
  other = await t.login('company01');
  teacherId = await userId(t, 'person01');
  learnerId = await userId(t, 'newuser01');
});
afterAll(async () => t.close());

describe('refusals', () => {
  it('401 for anonymous callers of the user actions', async () => {
    for (const name of [
      'follow_list',
      'follow_fensiList',
      'shareTrain_follow',
      'shareTrain_cancleFollow',
      'shareTrain_teacher',
      'shareTrain_cancleTeacher',
      'shitu_teacherList',
      'shitu_studentList',
      'shitu_tudi',
      'shitu_isNotAgree',
      'collection_list',
      'need_myAnswerNeed',
      'need_add',
      'answer_add',
      'collection_add',
    ]) {
      expect((await t.post(name, {})).statusCode, name).toBe(401);
    }
    expect((await t.post('need_list', { userId: teacherId })).statusCode).toBe(401);
  });

  it('403 for a userid that is not the caller', async () => {
    expect((await t.post('shareTrain_follow', { userid: teacherId, id: teacherId }, { token: learner })).statusCode).toBe(403);
    expect((await t.post('need_list', { userId: teacherId }, { token: learner })).statusCode).toBe(403);
  });

  it('refuses following yourself and apprenticing to yourself', async () => {
    expect((await t.post('shareTrain_follow', { userid: teacherId, id: teacherId }, { token: teacher })).json<Body>()).toMatchObject({
      success: false,
      error: COMMUNITY_MSG.followSelf,
    });
    expect((await t.post('shareTrain_teacher', { id: teacherId }, { token: teacher })).json<Body>()).toMatchObject({
      success: false,
      error: COMMUNITY_MSG.teacherSelf,
    });
    expect((await t.post('shareTrain_follow', { id: 999999 }, { token: teacher })).statusCode).toBe(404);
  });

  it('400 with the Chinese message for bad questions and answers; nothing stored', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['need_add', { needName: '', content: '<p>x</p>' }, COMMUNITY_MSG.titleRequired],
      ['need_add', { needName: 'x'.repeat(51), content: '<p>x</p>' }, COMMUNITY_MSG.titleMax],
      ['need_add', { needName: '问题', content: '' }, COMMUNITY_MSG.contentRequired],
      ['need_add', { needName: '问题', content: '<script>alert(1)</script>' }, COMMUNITY_MSG.contentRequired],
      ['need_add', { needName: '问题', content: '<p>x</p>', typeIds: '1,2,3,4' }, COMMUNITY_MSG.typesMax],
      ['need_add', { needName: '问题', content: '<p>x</p>', typeIds: '99999' }, COMMUNITY_MSG.typeUnknown],
      ['answer_add', { needId: 1, content: '' }, COMMUNITY_MSG.answerRequired],
      ['shitu_isNotAgree', { id: 1, isnotagree: 0 }, COMMUNITY_MSG.decideInvalid],
    ];
    for (const [action, body, msg] of cases) {
      const res = await t.post(action, body, { token: learner });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json<Body>().error).toBe(msg);
    }
    expect((await t.deps.db.select({ n: count() }).from(needs))[0]?.n).toBe(0);
  });
});

describe('follows and fans', () => {
  it('follows, counts, lists 6 per page with article and fan counts, unfollows', async () => {
    expect(await ok('shareTrain_follow', { userid: learnerId, id: teacherId }, learner)).toMatchObject({
      msg: COMMUNITY_MSG.followed,
      fensiCount: 1,
    });
    expect(await ok('shareTrain_follow', { id: teacherId }, learner)).toMatchObject({ msg: COMMUNITY_MSG.alreadyFollowed, fensiCount: 1 });
    await ok('shareTrain_follow', { id: teacherId }, other);
    expect(await ok('follow_fensi', { id: teacherId })).toMatchObject({ fensiCount: 2 });
    expect(await ok('article_articleCount', { id: teacherId })).toMatchObject({ articleCount: 2 });
    const mine = await ok('follow_list', { pageNum: 0 }, learner);
    expect(mine).toMatchObject({
      recordCount: 1,
      pageSize: 6,
      recordList: [expect.objectContaining({ id: teacherId, nickName: '张伟', articleCount: 2, fensiCount: 2 })],
    });
    const fans = await ok('follow_fensiList', {}, teacher);
    expect(fans.recordCount).toBe(2);
    expect((fans.recordList as { id: number }[]).map((r) => r.id)).toContain(learnerId);
    // someone else's follows are readable (people_focus), never changeable
    expect((await ok('follow_list', { id: learnerId }, other)).recordCount).toBe(1);
    expect(await ok('shareTrain_cancleFollow', { id: teacherId }, other)).toMatchObject({ fensiCount: 1 });
    expect((await t.post('shareTrain_cancleFollow', { id: teacherId }, { token: other })).json<Body>().error).toBe(
      COMMUNITY_MSG.notFollowed,
    );
  });

  it('teacher list and a home page show the relation', async () => {
    const list = await ok('teacher_list', {}, learner);
    expect(list.recordList).toEqual(expect.arrayContaining([expect.objectContaining({ id: teacherId, followed: true, fensiCount: 1 })]));
    expect((await ok('teacher_list', { keyword: '张伟' })).recordCount).toBe(1);
    expect(await ok('shareTrain_home', { id: teacherId }, learner)).toMatchObject({
      self: false,
      followed: true,
      shitu: null,
      user: { articleCount: 2, fensiCount: 1 },
    });
    expect(await ok('shareTrain_home', { id: teacherId }, teacher)).toMatchObject({ self: true, followed: false });
  });
});

describe('master and apprentice', () => {
  let requestId: number;

  it('a request notifies the master; asking twice is refused', async () => {
    const before = await noticeCount(teacherId);
    expect(await ok('shareTrain_teacher', { userid: learnerId, id: teacherId }, learner)).toMatchObject({ isnotagree: 0 });
    expect(await noticeCount(teacherId)).toBe(before + 1);
    expect((await t.post('shareTrain_teacher', { id: teacherId }, { token: learner })).json<Body>()).toMatchObject({
      success: false,
      error: COMMUNITY_MSG.teacherPending,
    });
    const students = await ok('shitu_studentList', { isnotagree: 0 }, teacher);
    expect(students).toMatchObject({
      pendingCount: 1,
      recordList: [expect.objectContaining({ isnotagree: 0, user: expect.objectContaining({ id: learnerId }) })],
    });
    requestId = (students.recordList as { id: number }[])[0]?.id ?? 0;
    expect((await ok('shitu_teacherList', {}, learner)).recordList).toEqual([
      expect.objectContaining({ id: requestId, isnotagree: 0, user: expect.objectContaining({ id: teacherId }) }),
    ]);
  });

  it("refuses deciding someone else's request (403) or deciding twice", async () => {
    expect((await t.post('shitu_isNotAgree', { id: requestId, isnotagree: 1 }, { token: other })).statusCode).toBe(403);
    expect((await t.post('shitu_isNotAgree', { id: requestId, isnotagree: 1 }, { token: learner })).statusCode).toBe(403);
    expect((await t.post('shitu_tudi', { id: 999999, isnotagree: 1 }, { token: teacher })).statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(shitu).where(eq(shitu.id, requestId));
    expect(row?.isnotagree).toBe(0);
  });

  it('the master refuses, the learner asks again, the master agrees; the learner is told each time', async () => {
    const before = await noticeCount(learnerId);
    expect(await ok('shitu_isNotAgree', { id: requestId, isnotagree: 2 }, teacher)).toMatchObject({
      msg: COMMUNITY_MSG.refused,
      isnotagree: 2,
    });
    expect(await noticeCount(learnerId)).toBe(before + 1);
    expect((await t.post('shitu_isNotAgree', { id: requestId, isnotagree: 1 }, { token: teacher })).json<Body>().error).toBe(
      COMMUNITY_MSG.decided,
    );
    expect((await ok('shareTrain_home', { id: teacherId }, learner)).shitu).toBe(2);
    await ok('shareTrain_teacher', { id: teacherId }, learner);
    expect(await ok('shitu_tudi', { id: requestId, isnotagree: 1 }, teacher)).toMatchObject({ msg: COMMUNITY_MSG.agreed });
    expect(await noticeCount(learnerId)).toBe(before + 2);
    expect((await t.post('shareTrain_teacher', { id: teacherId }, { token: learner })).json<Body>().error).toBe(
      COMMUNITY_MSG.teacherAlready,
    );
    expect(await ok('shitu_studentList', {}, teacher)).toMatchObject({ pendingCount: 0, recordCount: 1 });
    expect((await ok('shareTrain_home', { id: teacherId }, learner)).user).toMatchObject({ studentCount: 1 });
  });

  it('the apprentice cancels; cancelling again is refused', async () => {
    expect((await ok('shareTrain_cancleTeacher', { id: teacherId }, learner)).msg).toBe(COMMUNITY_MSG.teacherCancelled);
    expect((await t.post('shareTrain_cancleTeacher', { id: teacherId }, { token: learner })).json<Body>().error).toBe(
      COMMUNITY_MSG.teacherNone,
    );
    expect((await ok('shitu_teacherList', {}, learner)).recordCount).toBe(0);
  });
});

describe('questions and answers', () => {
  let needId: number;

  it('asks (sanitised), lists, answers (notifying the asker), collects', async () => {
    const [type] = await t.deps.db.select({ id: articleTypes.id }).from(articleTypes).limit(1);
    const teacherBefore = await noticeCount(teacherId);
    const askerBefore = await noticeCount(learnerId);
    needId = (
      await ok(
        'need_add',
        {
          needName: 'TypeScript 泛型怎么约束？',
          content: '<p onclick="x()">请教<script>alert(1)</script></p>',
          typeIds: String(type?.id),
          teacherId,
        },
        learner,
      )
    ).id as number;
    const [stored] = await t.deps.db.select().from(needs).where(eq(needs.id, needId));
    expect(stored?.content).toBe('<p>请教</p>');
    // the teacher asked by name is told (a Q&A notice leading to the question); the asker is not
    expect(await noticeCount(teacherId)).toBe(teacherBefore + 1);
    expect(await noticeCount(learnerId)).toBe(askerBefore);
    const [told] = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, teacherId), eq(notices.redirectId, String(needId))));
    expect(told).toMatchObject({ messageTypeClass: '11', content: COMMUNITY_MSG.askedNotice('新用户小林', 'TypeScript 泛型怎么约束？') });
    expect((await ok('need_list', { userId: learnerId }, learner)).recordList).toEqual([
      expect.objectContaining({ id: needId, answerCount: 0, wtlxList: [expect.objectContaining({ id: type?.id })] }),
    ]);
    expect((await ok('need_list', { userId: teacherId }, teacher)).recordCount).toBe(0);
    expect((await ok('need_list', { title: '泛型' })).recordCount).toBe(1);
    expect((await ok('need_list', { teacherId })).recordCount).toBe(1);

    expect((await t.post('answer_add', { needId, content: '<p>自问自答</p>' }, { token: learner })).json<Body>().error).toBe(
      COMMUNITY_MSG.answerOwn,
    );
    const before = await noticeCount(learnerId);
    await ok('answer_add', { needId, content: '<p>用 <b>extends</b> 约束<img src="javascript:alert(1)"></p>' }, teacher);
    expect(await noticeCount(learnerId)).toBe(before + 1);
    const answers = await ok('answer_list', { needId });
    expect(answers).toMatchObject({ recordCount: 1, pageSize: 5 });
    expect((answers.recordList as { content: string }[])[0]?.content).toBe('<p>用 <b>extends</b> 约束<img /></p>');
    const detail = await ok('need_detail', { id: needId }, teacher);
    expect(detail).toMatchObject({ mine: false, collected: false, need: { answerCount: 1, readCount: 1 } });
    expect((await ok('need_myAnswerNeed', { userId: teacherId }, teacher)).recordList).toEqual([
      expect.objectContaining({ id: needId, myAnswer: '用 extends 约束' }),
    ]);
    expect((await ok('need_myAnswerNeed', {}, learner)).recordCount).toBe(0);

    expect((await ok('collection_add', { needId, collect: 1 }, teacher)).collected).toBe(true);
    expect((await ok('collection_list', { collectionType: 1 }, teacher)).recordList).toEqual([
      expect.objectContaining({ need: expect.objectContaining({ id: needId }) }),
    ]);
    expect((await ok('need_detail', { id: needId }, teacher)).collected).toBe(true);
    expect((await ok('collection_list', {}, learner)).recordCount).toBe(0);
    await ok('collection_add', { needId, collect: 0 }, teacher);
    expect((await ok('collection_list', {}, teacher)).recordCount).toBe(0);
    expect((await t.post('collection_add', { needId: 999999 }, { token: teacher })).statusCode).toBe(404);

    // a question nobody is asked by name tells no one
    const quiet = await noticeCount(teacherId);
    await ok('need_add', { needName: '泛型的协变是什么', content: '<p>请教</p>' }, learner);
    expect(await noticeCount(teacherId)).toBe(quiet);
  });
});

describe('articles', () => {
  it("lists platform articles and a person's published work; shows a published article", async () => {
    const staffId = await userId(t, 'admin001');
    const [a] = await t.deps.db
      .insert(articles)
      .values({
        title: '平台公告：讲师招募',
        summary: '欢迎加入',
        content: '<p>正文</p>',
        authorId: staffId,
        typeIds: [],
        kind: 'article',
        status: 1,
      })
      .returning({ id: articles.id });
    const [draft] = await t.deps.db
      .insert(articles)
      .values({ title: '草稿', summary: '未发布', content: '<p>x</p>', authorId: staffId, typeIds: [], kind: 'article', status: 0 })
      .returning({ id: articles.id });
    expect((await ok('article_list', {})).recordList).toEqual([expect.objectContaining({ id: a?.id, kind: 'article' })]);
    expect((await ok('article_list', { authorid: teacherId })).recordCount).toBe(2);
    expect(await ok('article_show', { id: a?.id })).toMatchObject({
      article: { title: '平台公告：讲师招募', content: '<p>正文</p>', readcount: 1 },
    });
    expect((await t.post('article_show', { id: draft?.id })).statusCode).toBe(404);
  });
});
