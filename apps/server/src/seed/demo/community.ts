import { and, eq, inArray } from 'drizzle-orm';
import { articleTypes, articles } from '../../db/schema/index.ts';
import type { DemoSeed } from './context.ts';
import { demoCourseList } from './data/courses.ts';
import { apprenticeships, articles as demoArticles, follows, questions } from './data/community.ts';
import { articleCover } from './pictures/community.ts';

// The training community on a fresh start (issue 22): the course marketplace's teachers and learners
// (courses.ts) follow each other, study under masters, ask and answer questions about the courses, and
// staff have published the platform's articles. Runs after courses: it needs their people and courses.

interface ShituPage {
  recordList: { id: number; isnotagree: number; user: { id: number } }[];
}

export async function seedCommunity(s: DemoSeed): Promise<void> {
  const db = s.deps.db;
  const [types, courses] = await Promise.all([
    db.select({ id: articleTypes.id, value: articleTypes.value }).from(articleTypes),
    db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(
        and(
          eq(articles.kind, 'course'),
          inArray(
            articles.title,
            demoCourseList.map((c) => c.title),
          ),
        ),
      ),
  ]);
  const typeId = (value: string) => {
    const t = types.find((x) => x.value === value);
    if (!t) throw new Error(`no article type ${value}`);
    return t.id;
  };
  const courseId = (key: string) => {
    const title = demoCourseList.find((c) => c.key === key)?.title;
    return courses.find((c) => c.title === title)?.id;
  };
  const id = async (name: string) => (await s.as(name)).id;

  // the platform's articles, written by staff in the back office
  const staff = await s.staff();
  for (const a of demoArticles) {
    const icon = await staff.picture(articleCover(a.key), 'cover');
    await staff.call('article_add', {
      title: a.title,
      summary: a.summary,
      content: a.paragraphs.map((p) => `<p>${p}</p>`).join(''),
      icon: `/uploads/${icon}`,
      typeIds: a.types.map(typeId).join(','),
    });
  }

  for (const [follower, targets] of follows) {
    const client = await s.as(follower);
    for (const t of targets) await client.call('shareTrain_follow', { id: await id(t) });
  }

  // apprentices ask, masters decide on their 我的徒弟 page
  for (const [apprentice, master] of apprenticeships) await (await s.as(apprentice)).call('shareTrain_teacher', { id: await id(master) });
  for (const master of [...new Set(apprenticeships.map(([, m]) => m))]) {
    const client = await s.as(master);
    const page = await client.call<ShituPage>('shitu_studentList', { isnotagree: 0, pageSize: 50 });
    for (const [apprentice, m, decision] of apprenticeships) {
      if (m !== master || decision === 'pending') continue;
      const appId = await id(apprentice);
      const row = page.recordList.find((r) => r.user.id === appId);
      if (row) await client.call('shitu_tudi', { id: row.id, isnotagree: decision === 'agreed' ? 1 : 2 });
    }
  }

  for (const q of questions) {
    const asker = await s.as(q.asker);
    const body: Record<string, unknown> = {
      needName: q.title,
      content: `<p>${q.content}</p>`,
      typeIds: String(typeId(q.type)),
    };
    const course = q.course ? courseId(q.course) : undefined;
    if (course) body.articleId = course;
    if (q.teacher) body.teacherId = await id(q.teacher);
    const need = (await asker.call<{ id: number }>('need_add', body)).id;
    for (const [who, content] of q.answers) await (await s.as(who)).call('answer_add', { needId: need, content: `<p>${content}</p>` });
    for (const who of q.collectedBy ?? []) await (await s.as(who)).call('collection_add', { needId: need, collect: 1 });
  }
}
