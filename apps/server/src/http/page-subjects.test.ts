import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGE_SUBJECTS, type PageSubject } from '@xcb/shared/page-subjects';
import type { Db } from '../db/client.ts';
import {
  articles,
  companies,
  courseOrders,
  demandApplications,
  demands,
  needs,
  notices,
  personnelContracts,
  personnelDelivers,
  personnelNeeds,
  rsFirms,
  shareItems,
  shareOrders,
  users,
  walletTrades,
  zpInterviews,
  zpPositions,
  zpResumes,
} from '../db/schema/index.ts';
import { pageSubjectAreas, pageSubjectChecks } from '../app.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

// The checks of the things pages name (packages/shared/src/page-subjects.ts): each finds a row that exists
// (for a public subject, one a visitor may see) and misses a row that does not, and a public subject misses
// its hidden rows (not reviewed, taken down, inside a private zone, staff).

const areas = pageSubjectAreas;
const checks = pageSubjectChecks;

const MISSING = 99999999;
const ZONE = 'HZGX01';

/** Per subject: a row that exists (a visitor may see it) and, for a public subject, rows he may not. */
type Case = { found: number; hidden?: Record<string, number> };

let t: TestApp;
let db: Db;
let cases: Record<PageSubject, Case>;

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('no row');
  return row;
};
const userId = async (name: string) => one(await db.select({ id: users.id }).from(users).where(eq(users.name, name))).id;
const companyOf = async (owner: number) => one(await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, owner))).id;

beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.db;
  // the seed's accounts: person01 (certified individual), company01 (audited public company), hragency01,
  // zoneuser01 (an audited company of zone HZGX01), admin001 (staff), newuser02 (never certified)
  const person = await userId('person01');
  const company = await userId('company01');
  const agency = await userId('hragency01');
  const zoneUser = await userId('zoneuser01');
  const staff = await userId('admin001');
  const newcomer = await userId('newuser02');
  const publicCompany = await companyOf(company);
  const zoneCompany = await companyOf(zoneUser);

  // recruitment
  const pendingCompany = one(
    await db
      .insert(companies)
      .values({ userId: newcomer, companyName: '待审核公司', companyAuditState: 0 })
      .returning({ id: companies.id }),
  ).id;
  const position = async (companyId: number, owner: number, positionstatus: number, exclusiveCode: string | null = null) =>
    one(
      await db
        .insert(zpPositions)
        .values({
          userId: owner,
          companyId,
          positionname: '前端工程师',
          salaryrange: '5',
          workexperience: '3',
          education: '5',
          industry: '1',
          city: '杭州市',
          description: '负责网站前端',
          positionstatus,
          exclusiveCode,
        })
        .returning({ id: zpPositions.id }),
    ).id;
  const published = await position(publicCompany, company, 1);
  const unreviewed = await position(publicCompany, company, 0);
  const offline = await position(publicCompany, company, 3);
  const zonePosition = await position(zoneCompany, zoneUser, 1, ZONE);
  const resume = one(
    await db.insert(zpResumes).values({ userId: person, name: '张伟', phone: '13900001111' }).returning({ id: zpResumes.id }),
  ).id;
  const interview = one(
    await db
      .insert(zpInterviews)
      .values({
        positionId: published,
        resumeId: resume,
        seekerId: person,
        recruiterId: company,
        companyId: publicCompany,
        interviewTime: new Date(),
      })
      .returning({ id: zpInterviews.id }),
  ).id;

  // sharing
  const item = async (status: number, exclusiveCode: string | null = null) =>
    one(
      await db
        .insert(shareItems)
        .values({
          kind: 'project',
          userId: person,
          title: '小程序开发',
          category: '软件开发',
          price: 100_00,
          unit: '个',
          period: 30,
          summary: '做一个小程序',
          content: '<p>做一个小程序</p>',
          status,
          exclusiveCode,
        })
        .returning({ id: shareItems.id }),
    ).id;
  const listed = await item(1);
  const shareOrder = one(
    await db
      .insert(shareOrders)
      .values({
        orderCode: 'GX-PAGE-1',
        itemId: listed,
        kind: 'project',
        buyerId: company,
        sellerId: person,
        title: '小程序开发',
        unitPrice: 100_00,
        unit: '个',
        quantity: 1,
        amount: 100_00,
        contactName: '李雷',
        contactPhone: '13900002222',
      })
      .returning({ id: shareOrders.id }),
  ).id;

  // personnel
  const need = async (status: number, exclusiveCode: string | null = null) =>
    one(
      await db
        .insert(personnelNeeds)
        .values({
          userId: company,
          kind: 'sb',
          title: '社保代缴',
          cityName: '杭州市',
          headcount: 5,
          months: 12,
          budget: 1000_00,
          contactName: '李雷',
          contactPhone: '13900002222',
          description: '五人社保代缴一年',
          status,
          exclusiveCode,
        })
        .returning({ id: personnelNeeds.id }),
    ).id;
  const openNeed = await need(1);
  const firm = async (owner: number, auditState: number) =>
    one(await db.insert(rsFirms).values({ userId: owner, firmname: '众才人力', auditState }).returning({ id: rsFirms.id })).id;
  const agencyFirm = await firm(agency, 1);
  await firm(newcomer, 0);
  await firm(zoneUser, 1);
  const deliver = one(
    await db
      .insert(personnelDelivers)
      .values({ needId: openNeed, providerId: agency, firmId: agencyFirm, quote: 900_00, message: '我们可以承接' })
      .returning({ id: personnelDelivers.id }),
  ).id;
  const contract = one(
    await db
      .insert(personnelContracts)
      .values({
        contractNo: 'RS-PAGE-1',
        needId: openNeed,
        deliverId: deliver,
        demanderId: company,
        providerId: agency,
        kind: 'sb',
        amount: 900_00,
        terms: '按月代缴',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      })
      .returning({ id: personnelContracts.id }),
  ).id;

  // short-term hire
  const demand = async (status: number, exclusiveCode: string | null = null) =>
    one(
      await db
        .insert(demands)
        .values({
          userId: company,
          needtitle: '展会临时工',
          needtype: '活动执行',
          projecttime: 3,
          daymoney: 200_00,
          countmoney: 600_00,
          name: '李雷',
          phone: '13900002222',
          deposit: 60_00,
          status,
          exclusiveCode,
        })
        .returning({ id: demands.id }),
    ).id;
  const recruiting = await demand(3);
  const application = one(
    await db.insert(demandApplications).values({ demandId: recruiting, userId: person }).returning({ id: demandApplications.id }),
  ).id;

  // the training community and courses
  const question = one(
    await db.insert(needs).values({ userId: person, needName: '如何学前端', content: '<p>从哪里开始</p>' }).returning({ id: needs.id }),
  ).id;
  const article = async (kind: 'article' | 'course', status: number) =>
    one(
      await db
        .insert(articles)
        .values({ kind, status, title: '前端入门', content: '<p>正文</p>', summary: '入门', authorId: company, typeIds: [] })
        .returning({ id: articles.id }),
    ).id;
  const publishedArticle = await article('article', 1);
  const draftArticle = await article('article', 0);
  const approvedCourse = await article('course', 1);
  const reviewingCourse = await article('course', 0);
  const courseOrder = one(
    await db
      .insert(courseOrders)
      .values({
        orderCode: 'KC-PAGE-1',
        listId: 'LIST-PAGE-1',
        buyerId: person,
        sellerId: company,
        articleId: approvedCourse,
        orderName: '前端入门',
        price: 10_00,
      })
      .returning({ id: courseOrders.id }),
  ).id;

  // the wallet and notices
  const trade = one(
    await db
      .insert(walletTrades)
      .values({ userId: person, tradeCode: 'CZ-PAGE-1', kind: 'topup', amount: 10_00, paymode: 4, ispaysuccess: 1, requestHash: 'page-1' })
      .returning({ id: walletTrades.id }),
  ).id;
  const notice = one(
    await db
      .insert(notices)
      .values({ userId: person, messageType: '01', messageTypeClass: '00', title: '通知', content: '内容' })
      .returning({ id: notices.id }),
  ).id;

  cases = {
    position: { found: published, hidden: { unreviewed, offline, 'in a zone': zonePosition } },
    company: { found: publicCompany, hidden: { unreviewed: pendingCompany, 'in a zone': zoneCompany } },
    shareItem: { found: listed, hidden: { unreviewed: await item(0), 'taken down': await item(3), 'in a zone': await item(1, ZONE) } },
    personnelNeed: {
      found: openNeed,
      hidden: { unreviewed: await need(0), closed: await need(4), 'awaiting its deposit': await need(6), 'in a zone': await need(1, ZONE) },
    },
    personnelFirm: { found: agency, hidden: { unreviewed: newcomer, 'in a zone': zoneUser, 'no firm': person } },
    employmentDemand: {
      found: recruiting,
      hidden: { unreviewed: await demand(0), ended: await demand(5), 'in a zone': await demand(3, ZONE) },
    },
    employmentPublisher: { found: person, hidden: { 'never certified': newcomer, 'in a zone': zoneUser } },
    communityQuestion: { found: question },
    person: { found: person, hidden: { staff } },
    article: { found: publishedArticle, hidden: { draft: draftArticle, 'a course': approvedCourse } },
    course: { found: approvedCourse, hidden: { unreviewed: reviewingCourse, 'an article': publishedArticle } },
    myPosition: { found: unreviewed },
    resume: { found: resume },
    interview: { found: interview },
    myShareItem: { found: await item(0) },
    shareOrder: { found: shareOrder },
    myPersonnelNeed: { found: await need(0) },
    personnelContract: { found: contract },
    myEmploymentDemand: { found: await demand(0) },
    employmentApplication: { found: application },
    myCourse: { found: reviewingCourse, hidden: { 'an article': publishedArticle } },
    courseOrder: { found: courseOrder },
    walletTrade: { found: trade },
    notice: { found: notice },
  };
  // a company page is found by a certified company too, not only by a certified individual
  expect(await checks.employmentPublisher(db, company)).toBe(true);
});

afterAll(async () => {
  await t.close();
});

describe('page subjects', () => {
  it('has one check per subject, in one area only', () => {
    const subjects = Object.keys(cases).sort();
    expect(Object.keys(checks).sort()).toEqual(subjects);
    expect(areas.reduce((n, area) => n + Object.keys(area).length, 0)).toBe(subjects.length);
  });

  it('names routes as the router matches them, each with a parameter and a subject that has a check', () => {
    for (const [path, entry] of Object.entries(PAGE_SUBJECTS)) {
      expect(path, path).toMatch(/^\/\S*[^/]$/);
      expect(entry.param, path).toMatch(/^[A-Za-z]+$/);
      expect(Object.hasOwn(checks, entry.subject), path).toBe(true);
    }
    // the pages the server also draws with their data are checked before they are drawn
    for (const drawn of ['/show', '/employment/demand', '/employment/outer_demand']) expect(Object.hasOwn(PAGE_SUBJECTS, drawn)).toBe(true);
  });

  it.each(Object.keys(checks) as PageSubject[])('%s: an existing row is found, a missing or hidden one is not', async (subject) => {
    const check = checks[subject];
    const { found, hidden = {} } = cases[subject];
    expect(await check(db, found)).toBe(true);
    expect(await check(db, MISSING)).toBe(false);
    for (const [why, id] of Object.entries(hidden)) expect(await check(db, id), why).toBe(false);
  });
});
