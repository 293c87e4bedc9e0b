import { DEMO_PAY_PASSWORD, random, type DemoClient, type DemoSeed } from '../context.ts';
import type { MadeCourse } from './authoring.ts';

// Learners buying courses (one order batch and one wallet payment each, as the cart's checkout does),
// studying them (the player reports each section's progress) and rating them afterwards.

/** What each learner bought, by course key; person01's two courses are set up apart (one half done, one finished). */
export const purchases: [string, string[]][] = [
  ['learner01', ['java', 'springcloud', 'mysql', 'typescript', 'vue', 'excel']],
  ['learner02', ['pandas', 'ml', 'interview', 'excel', 'crawler', 'llm']],
  ['learner03', ['vue', 'miniapp', 'figma', 'ui', 'typescript', 'interview']],
  ['learner04', ['hrcert', 'laborlaw', 'contract', 'salary', 'interview', 'excel']],
  ['learner05', ['electric', 'excel', 'laborlaw', 'contract']],
  ['learner06', ['ui', 'figma', 'shortvideo', 'newmedia', 'interview']],
  ['learner07', ['java', 'ml', 'llm', 'mysql', 'pandas', 'springcloud']],
  ['learner08', ['newmedia', 'shortvideo', 'interview', 'figma', 'excel']],
  ['learner09', ['java', 'miniapp', 'vue', 'typescript', 'mysql', 'springcloud']],
  ['learner10', ['excel', 'crawler', 'pandas', 'electric', 'hrcert']],
  ['learner11', ['llm', 'newmedia', 'salary', 'laborlaw', 'ui', 'hrcert']],
  ['learner12', ['pandas', 'excel', 'crawler', 'ml', 'salary', 'electric']],
];

const REVIEWS: [number, string][] = [
  [5, '讲得很细，跟着做一遍就懂了，强烈推荐！'],
  [5, '案例非常实用，第二章的内容第二天就用到了工作里。'],
  [5, '老师回答问题很及时，讲义也整理得很用心。'],
  [4, '节奏稍快，有几节需要反复看，但干货很多。'],
  [5, '内容扎实，比到处看零散的文章系统多了。'],
  [4, '适合入门，希望再多一些进阶的内容。'],
  [5, '讲义排版清楚，配合视频学习效率很高。'],
  [5, '性价比很高，期待老师出进阶课程。'],
  [3, '内容偏基础，有经验的同学可以挑着看。'],
  [4, '整体不错，练习题如果有参考答案就更好了。'],
];

interface Order {
  id: number;
  orderDetailsList: { article: { id: number } }[];
}

async function hasPayPassword(client: DemoClient): Promise<boolean> {
  const res = await client.call<{ custAccountBase: { custAccountPWD?: unknown } }>('custAccount_getAccountBase');
  return !!res.custAccountBase.custAccountPWD;
}

/** Orders the courses in one checkout (the cart's 提交订单); answers each course's order id. */
export async function order(client: DemoClient, courses: MadeCourse[]): Promise<Map<number, number>> {
  const added = await client.call<{ orders: Order[] }>('order_add', { ids: courses.map((c) => c.id).join(',') });
  return new Map(added.orders.map((o) => [o.orderDetailsList[0]?.article.id ?? 0, o.id]));
}

/** Coins for the checkout: a top-up in a round sum with some left over, as people top up. */
async function topUp(s: DemoSeed, client: DemoClient, courses: MadeCourse[]): Promise<void> {
  const total = courses.reduce((sum, c) => sum + Number(c.course.price || 0), 0);
  if (total > 0) await s.fund(client, Math.ceil(total / 10 / 50) * 50 + 50);
}

/** The payment password once, then one payment of the batch with it. */
async function pay(client: DemoClient, orders: Map<number, number>): Promise<void> {
  if (!(await hasPayPassword(client))) await client.payPassword();
  await client.call('order_orderPay', { payPwdType: 0, ids: [...orders.values()].join(','), accountpwd: DEMO_PAY_PASSWORD });
}

/** The player's progress reports: the first `done` sections finished, the next one part-way. */
export async function study(client: DemoClient, c: MadeCourse, done: number, partial = 0): Promise<void> {
  for (const sectionId of c.sections.slice(0, done)) await client.call('course_progress', { articleId: c.id, sectionId, percent: 100 });
  const next = c.sections[done];
  if (partial > 0 && next) await client.call('course_progress', { articleId: c.id, sectionId: next, percent: partial });
}

export async function rate(client: DemoClient, orderId: number, stars: number, content: string): Promise<void> {
  await client.call('evaluation_pingJia', { orderId, allScore: stars, content });
}

export interface Purchase {
  client: DemoClient;
  courses: MadeCourse[];
  orders: Map<number, number>;
}

/**
 * Every learner's checkout: orders and top-ups one learner after another (ids in a fixed order; the
 * voucher uploads share the server's upload slots), the payments side by side: their payment-password
 * checks (scrypt) are the slow part.
 */
export async function buyAll(s: DemoSeed, made: Map<string, MadeCourse>, list: [string, string[]][]): Promise<Purchase[]> {
  const out: Purchase[] = [];
  for (const [name, keys] of list) {
    const client = await s.as(name);
    const courses = keys.map((k) => made.get(k)).filter((c): c is MadeCourse => !!c);
    out.push({ client, courses, orders: await order(client, courses) });
    await topUp(s, client, courses);
  }
  await Promise.all(out.map((p) => pay(p.client, p.orders)));
  return out;
}

/** A learner's studying: each course some way along, most of them rated. */
export async function learnerHistory(p: Purchase, seed: number): Promise<void> {
  const rnd = random(seed);
  for (const c of p.courses) {
    const n = c.sections.length;
    // most finish or get far; a few barely start (what a real class looks like)
    const roll = rnd.next();
    const done = roll < 0.45 ? n : roll < 0.9 ? rnd.int(1, n - 1) : 0;
    await study(p.client, c, done, done < n ? rnd.int(10, 80) : 0);
    const orderId = p.orders.get(c.id);
    if (orderId && done > 0 && rnd.next() < 0.9) {
      const [stars, text] = rnd.pick(REVIEWS);
      await rate(p.client, orderId, stars, text);
    }
  }
}
