import { asset, type DemoClient, type DemoSeed } from './context.ts';
import { demoCourseList } from './data/courses.ts';
import { learners, personPhone, teachers, type DemoPerson } from './data/courses-people.ts';
import { fillProfile, hasAsset, lookups, reopenBaseCourses, writeCourse, type MadeCourse } from './courses/authoring.ts';
import { buyAll, learnerHistory, purchases, rate, study } from './courses/learning.ts';

// 共享培训 on a fresh start (issue 22): twenty courses across the type groups, each with chapters and
// sections, handouts and, for several, a playable video; learners who bought, studied and rated them.
// Teachers and learners are the community's people too (community.ts follows them and asks them).

/** The demo video when the pictures helper has made one (an .mp4: the upload takes mp4 only). */
const demoVideo = (): Buffer | null => (hasAsset('demo-video.mp4') ? asset('demo-video.mp4') : null);

async function person(s: DemoSeed, p: DemoPerson): Promise<DemoClient> {
  return s.account({ name: p.name, nickName: p.nickName, phone: personPhone(p.name), auth: 1, realName: p.realName });
}

export async function seedCourses(s: DemoSeed): Promise<void> {
  const look = await lookups(s);
  const people = [...teachers, ...learners];
  for (const p of people) await fillProfile(await person(s, p), p, look);

  const baseIds = await reopenBaseCourses(s, demoCourseList);
  const video = demoVideo();
  const made = new Map<string, MadeCourse>();
  // one course after another, so ids and the listing's order are the same on every start
  for (const c of demoCourseList) {
    const existingId = baseIds.get(c.key);
    if (c.base && !existingId) continue;
    made.set(c.key, await writeCourse(await s.as(c.author), c, look, { existingId, video }));
  }
  const staff = await s.staff();
  for (const m of made.values()) await staff.call('admin_reviewDecide', { kind: 'course', id: String(m.id), decision: 'approve' });

  // person01 (a learner too) checks out with the others: Java half done, Excel finished and rated
  const bought = await buyAll(s, made, [...purchases, ['person01', ['java', 'excel']]]);
  for (const [i, p] of bought.entries()) {
    if (p.client.name !== 'person01') {
      await learnerHistory(p, 2200 + i);
      continue;
    }
    const [java, excel] = p.courses;
    if (!java || !excel) continue;
    await study(p.client, java, Math.floor(java.sections.length / 2), 60);
    await study(p.client, excel, excel.sections.length);
    const excelOrder = p.orders.get(excel.id);
    if (excelOrder) await rate(p.client, excelOrder, 5, '函数那一章讲得特别清楚，月底做报表快多了，推荐给同事了。');
  }
}
