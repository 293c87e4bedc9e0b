import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOOKED_TYPE, RECRUIT_MSG, ZONE_MSG } from '@xcb/shared';
import type { ActionContract } from '@xcb/shared/action';
import * as certificationActions from '@xcb/shared/actions/certification';
import * as employmentActions from '@xcb/shared/actions/employment';
import * as personnelActions from '@xcb/shared/actions/personnel';
import * as recruitmentActions from '@xcb/shared/actions/recruitment';
import * as sharingActions from '@xcb/shared/actions/sharing';
import { SHARE_KINDS, type ShareKind } from '@xcb/shared/actions/sharing';
import {
  companies,
  demandCollects,
  demands,
  footprints,
  personnelCollections,
  personnelHistory,
  personnelNeeds,
  rsFirms,
  shareCollections,
  shareHistory,
  shareItems,
  users,
  zpCollects,
  zpCompanyPages,
  zpLooked,
  zpPositions,
  zpResumes,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { KIND_NAME } from '../sharing/items.service.ts';
import { SCOPE_DECISIONS } from './scope-decisions.ts';

// spec business-areas §5/§6: the DATA half of private-zone isolation. isolation.test.ts proves
// every zoned action refuses a cross-boundary *request*; this file puts one listed row of every zoned
// content kind in each domain (public, HZGX01, SZQH02) and asks every listing, search, detail (with the
// other zones' ids "guessed") and the caller's own favourites/footprints as each kind of user, checking
// that only the rows of the caller's scope come back. Every row carries its zone's marker in its
// title/name, so "what crossed" is read straight off the reply, whatever field it hides in.

const ZONES = ['公域', 'HZGX01', 'SZQH02'] as const;
type Zone = (typeof ZONES)[number];
const zoneCode = (z: Zone): string | null => (z === '公域' ? null : z);
const MARK = (z: Zone) => `隔离${z}`;
const MARK_RE = /隔离(公域|HZGX01|SZQH02)/g;

/** The zones whose markers appear anywhere in a reply, in ZONES order. */
function markersIn(raw: string): Zone[] {
  // re-serialised so a \u-escaped reply reads the same as a plain one
  const text = JSON.stringify(JSON.parse(raw));
  const found = new Set([...text.matchAll(MARK_RE)].map((m) => m[1] as Zone));
  return ZONES.filter((z) => found.has(z));
}

// ---- the kinds of user (spec §6) ----

interface Viewer {
  name: string;
  /** account to log in as (none: a visitor) */
  user?: string;
  password?: string;
  /** X-Exclusive-Code of the page (the zone dropdown or the /privatedomain frame) */
  browsing?: string;
  /** the zones the spec lets him see */
  sees: readonly Zone[];
  /** has an approved company (resume search and resume pages are for recruiting companies only) */
  company?: boolean;
}

const ZONE_B_VIEWER = 'isozoneb01';

const VIEWERS: Viewer[] = [
  { name: 'visitor', sees: ['公域'] },
  { name: 'visitor browsing HZGX01', browsing: 'HZGX01', sees: ['HZGX01'] },
  { name: 'public individual (person01)', user: 'person01', sees: ['公域'] },
  { name: 'public individual browsing SZQH02', user: 'person01', browsing: 'SZQH02', sees: ['SZQH02'] },
  { name: 'public company (company01)', user: 'company01', company: true, sees: ['公域'] },
  { name: 'zone A company (zoneuser01, HZGX01)', user: 'zoneuser01', company: true, sees: ['HZGX01'] },
  { name: `zone B company (${ZONE_B_VIEWER}, SZQH02)`, user: ZONE_B_VIEWER, company: true, sees: ['SZQH02'] },
  { name: 'staff (admin001)', user: 'admin001', password: 'Admin@2026', sees: ZONES },
];

/** The zone a non-staff viewer's scope is (the spec's message for a refused detail depends on it). */
const scopeZone = (v: Viewer): Zone | 'staff' => (v.sees.length > 1 ? 'staff' : (v.sees[0] as Zone));

/** assertVisible's refusal, in the spec's words (§5: 公域企业不可查看私域…, 私域企业不可查看公域…); individuals and visitors are no 企业. */
function refusal(v: Viewer, row: Zone, what: string): string {
  const own = scopeZone(v);
  if (own === '公域') return v.company ? ZONE_MSG.publicCannotViewPrivate(what) : ZONE_MSG.publicUserCannotViewPrivate(what);
  if (row === '公域') return v.company ? ZONE_MSG.privateCannotViewPublic(what) : ZONE_MSG.privateUserCannotViewPublic(what);
  return ZONE_MSG.otherZone;
}

// who may call an action at all, from its contract
const CONTRACTS = new Map(
  [certificationActions, employmentActions, personnelActions, recruitmentActions, sharingActions]
    .flatMap((m) => Object.values(m as Record<string, unknown>))
    .filter((c): c is ActionContract => typeof c === 'object' && c !== null && 'name' in c && 'auth' in c && 'input' in c)
    .map((c) => [c.name, c]),
);
/** Recruiter-side reads: refused (HTTP 200, success false) to anyone without an approved company, staff included. */
const COMPANY_ONLY = new Set(['zpResume_search', 'zpResume_detail', 'zpJpLooked_resumeList']);

type Gate = 'open' | 'login' | 'company';
function gate(action: string, v: Viewer): Gate {
  const contract = CONTRACTS.get(action);
  if (!contract) throw new Error(`${action} has no contract`);
  if (contract.auth === 'user' && !v.user) return 'login';
  if (COMPANY_ONLY.has(action) && !v.company) return 'company';
  return 'open';
}
const gateText: Record<Exclude<Gate, 'open'>, string> = {
  login: 'refused: login required (401)',
  company: 'refused: recruiting companies only',
};

// ---- fixtures: one listed row per zone of every zoned content kind ----

interface ZoneRows {
  owner: number;
  company: number;
  position: number;
  demand: number;
  resume: number;
  need: number;
  items: Record<ShareKind, number>;
}
type Fixture = Record<Zone, ZoneRows>;

let t: TestApp;
let f: Fixture;
const tokens = new Map<string, string>();

let phoneSeq = 0;
async function user(name: string, zone: string | null, passwordHash: string): Promise<number> {
  phoneSeq += 1;
  const [u] = await t.deps.db
    .insert(users)
    .values({ name, phone: `1390016${String(phoneSeq).padStart(4, '0')}`, passwordHash, nickName: name, exclusiveCode: zone, auth: 2 })
    .returning({ id: users.id });
  if (!u) throw new Error(`user ${name} not created`);
  return u.id;
}

// Each helper writes the row as its publish flow would (exclusiveCode = publishZone(owner)) in the state
// its listing shows.
async function company(owner: number, zone: string | null, name: string): Promise<number> {
  const [c] = await t.deps.db
    .insert(companies)
    .values({ userId: owner, companyName: name, companyAuditState: 1, exclusiveCode: zone })
    .returning({ id: companies.id });
  if (!c) throw new Error('company not created');
  await t.deps.db.insert(zpCompanyPages).values({ companyId: c.id, intro: name, exclusiveCode: zone });
  return c.id;
}

async function position(owner: number, companyId: number, zone: string | null, mark: string): Promise<number> {
  const [p] = await t.deps.db
    .insert(zpPositions)
    .values({
      userId: owner,
      companyId,
      positionname: `${mark}职位`,
      salaryrange: '1',
      workexperience: '1',
      education: '1',
      industry: '1',
      city: '杭州',
      description: `${mark}职位描述`,
      positionstatus: 1,
      exclusiveCode: zone,
    })
    .returning({ id: zpPositions.id });
  return p?.id ?? 0;
}

/** status 3: recruiting, one of the two in-progress states lhyhneed_list shows */
async function demand(owner: number, zone: string | null, mark: string): Promise<number> {
  const [d] = await t.deps.db
    .insert(demands)
    .values({
      userId: owner,
      needtitle: `${mark}短期需求`,
      needtype: '软件开发',
      projecttime: 30,
      daymoney: 100_00,
      countmoney: 3000_00,
      name: '联系人',
      phone: '13900000000',
      deposit: 300_00,
      status: 3,
      exclusiveCode: zone,
    })
    .returning({ id: demands.id });
  return d?.id ?? 0;
}

async function resume(owner: number, zone: string | null, mark: string): Promise<number> {
  const [r] = await t.deps.db
    .insert(zpResumes)
    .values({ userId: owner, name: `${mark}简历`, phone: '13900000001', expectedPosition: '工程师', searchable: 1, exclusiveCode: zone })
    .returning({ id: zpResumes.id });
  return r?.id ?? 0;
}

/** status 1: published */
async function personnelNeed(owner: number, zone: string | null, mark: string): Promise<number> {
  const [n] = await t.deps.db
    .insert(personnelNeeds)
    .values({
      userId: owner,
      kind: 'gz',
      title: `${mark}人事代理需求`,
      cityName: '杭州',
      headcount: 2,
      months: 3,
      budget: 1000_00,
      contactName: '联系人',
      contactPhone: '13900000002',
      description: `${mark}代发工资需求描述`,
      status: 1,
      exclusiveCode: zone,
    })
    .returning({ id: personnelNeeds.id });
  return n?.id ?? 0;
}

/** An approved HR firm; a firm has no zone column: its page is its owner's zone. */
async function hrFirm(owner: number, mark: string): Promise<void> {
  await t.deps.db.insert(rsFirms).values({ userId: owner, firmname: `${mark}人力资源`, auditState: 1 });
}

/** status 1: listed */
async function shareItem(owner: number, zone: string | null, kind: ShareKind, mark: string): Promise<number> {
  const [i] = await t.deps.db
    .insert(shareItems)
    .values({
      kind,
      userId: owner,
      title: `${mark}${KIND_NAME[kind]}`,
      category: '其他',
      price: 100_00,
      unit: '次',
      period: 7,
      summary: `${mark}简介`,
      content: '<p>内容</p>',
      status: 1,
      exclusiveCode: zone,
    })
    .returning({ id: shareItems.id });
  return i?.id ?? 0;
}

async function zoneRows(zone: Zone, passwordHash: string): Promise<ZoneRows> {
  const code = zoneCode(zone);
  const mark = MARK(zone);
  // one publisher per zone owns all of it (a company that is also an HR firm and a job seeker)
  const owner = await user(`isoowner${code ?? 'pub'}`.toLowerCase(), code, passwordHash);
  const companyId = await company(owner, code, `${mark}企业`);
  await hrFirm(owner, mark);
  return {
    owner,
    company: companyId,
    position: await position(owner, companyId, code, mark),
    demand: await demand(owner, code, mark),
    resume: await resume(owner, code, mark),
    need: await personnelNeed(owner, code, mark),
    items: { project: await shareItem(owner, code, 'project', mark), server: await shareItem(owner, code, 'server', mark) },
  };
}

/**
 * Each logged-in viewer's favourites and footprints point at every zone's row. The API never lets a
 * user collect across a boundary, but a row can still end up there (content moved, a user changed
 * zone), so the lists must filter by the content's zone rather than trust how the row got there.
 */
async function favouritesOf(userId: number, companyId: number | null) {
  const db = t.deps.db;
  for (const zone of ZONES) {
    const r = f[zone];
    await db.insert(demandCollects).values({ userId, demandId: r.demand });
    await db.insert(footprints).values({ userId, type: 1, targetId: r.demand });
    await db.insert(zpCollects).values({ userId, positionId: r.position });
    await db.insert(zpLooked).values({ userId, type: LOOKED_TYPE.position, targetId: r.position });
    await db.insert(zpLooked).values({ userId, type: LOOKED_TYPE.resume, targetId: r.resume, companyId });
    await db.insert(personnelCollections).values({ userId, needId: r.need });
    await db.insert(personnelHistory).values({ userId, needId: r.need });
    for (const kind of SHARE_KINDS) {
      await db.insert(shareCollections).values({ userId, itemId: r.items[kind] });
      await db.insert(shareHistory).values({ userId, itemId: r.items[kind] });
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const [template] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.name, 'zoneuser01'));
  if (!template) throw new Error('seed user zoneuser01 missing');
  // The demo seed certifies zoneuser01's company without a zone on the company row itself (a company's
  // zone is its owner's, recruitment.common.ts companyZone): marked too, so the company listings show
  // where such a row goes.
  await db
    .update(companies)
    .set({ companyName: `${MARK('HZGX01')}种子企业` })
    .where(eq(companies.userId, template.id));
  // the zone B viewer: a company of SZQH02 (so it may search resumes), password Demo@2026 like zoneuser01
  const zoneB = await user(ZONE_B_VIEWER, 'SZQH02', template.passwordHash);
  await company(zoneB, 'SZQH02', '深圳前海观察企业');
  f = {
    公域: await zoneRows('公域', template.passwordHash),
    HZGX01: await zoneRows('HZGX01', template.passwordHash),
    SZQH02: await zoneRows('SZQH02', template.passwordHash),
  };

  // one login per account: a second login would end the first session (one PC login at a time)
  for (const v of VIEWERS) if (v.user && !tokens.has(v.user)) tokens.set(v.user, await t.login(v.user, v.password));
  const accounts = await db.select({ id: users.id, name: users.name }).from(users);
  for (const name of tokens.keys()) {
    const id = accounts.find((a) => a.name === name)?.id ?? 0;
    const [own] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, id));
    await favouritesOf(id, own?.id ?? null);
  }
});
afterAll(async () => t.close());

async function ask(action: string, input: Record<string, unknown>, v: Viewer) {
  const headers: Record<string, string> = {};
  if (v.user) headers.authorization = `Bearer ${tokens.get(v.user) ?? ''}`;
  if (v.browsing) headers['x-exclusive-code'] = v.browsing;
  const res = await t.app.inject({ method: 'POST', url: `/${action}.action`, payload: input, headers });
  const body = res.json<{ success?: boolean; error?: string }>();
  return { status: res.statusCode, success: body.success, error: body.error, markers: markersIn(res.body) };
}

/** A refused call answers with its gate's status and names no row of any zone. */
function expectGated(got: Awaited<ReturnType<typeof ask>>, g: Exclude<Gate, 'open'>): void {
  if (g === 'login') expect(got).toMatchObject({ status: 401, success: false });
  else expect(got).toMatchObject({ status: 200, success: false, error: RECRUIT_MSG.companyOnly });
  expect(got.markers).toEqual([]);
}

// ---- listings and searches ----

const PAGE = { pageNum: 0, pageSize: 100 };
const KEYWORD = '隔离';

interface ListCase {
  action: string;
  variant: string;
  input: (fx: Fixture) => Record<string, unknown>;
  /** the input itself names one zone's row (an id filter): at most that one may come back */
  only?: Zone;
}

const byZone = (action: string, variant: string, input: (fx: Fixture, z: Zone) => Record<string, unknown>): ListCase[] =>
  ZONES.map((z) => ({ action, variant: `${variant} of ${z}`, input: (fx) => input(fx, z), only: z }));

const LISTS: ListCase[] = [
  { action: 'company_list', variant: 'home page', input: () => PAGE },
  { action: 'zpCompany_list', variant: 'all', input: () => PAGE },
  { action: 'zpCompany_list', variant: 'keyword search', input: () => ({ ...PAGE, keyword: KEYWORD }) },
  { action: 'lhyhneed_list', variant: 'all', input: () => PAGE },
  { action: 'lhyhneed_list', variant: 'keyword search', input: () => ({ ...PAGE, keyword: KEYWORD }) },
  ...byZone('lhyhneed_list', 'publisherId', (fx, z) => ({ ...PAGE, publisherId: fx[z].owner })),
  { action: 'zpPosition_list', variant: 'all', input: () => PAGE },
  { action: 'zpPosition_list', variant: 'keyword search', input: () => ({ ...PAGE, keyword: KEYWORD }) },
  ...byZone('zpPosition_list', 'companyId', (fx, z) => ({ ...PAGE, companyId: fx[z].company })),
  { action: 'zpResume_search', variant: 'all', input: () => PAGE },
  { action: 'zpResume_search', variant: 'keyword search', input: () => ({ ...PAGE, keyword: KEYWORD }) },
  { action: 'rsNeed_list', variant: 'all', input: () => PAGE },
  { action: 'rsNeed_list', variant: 'keyword search', input: () => ({ ...PAGE, keyword: KEYWORD }) },
  ...SHARE_KINDS.flatMap((kind) => [
    { action: 'shareItem_list', variant: `kind ${kind}`, input: () => ({ ...PAGE, kind }) },
    { action: 'shareItem_list', variant: `kind ${kind}, keyword search`, input: () => ({ ...PAGE, kind, keyword: KEYWORD }) },
  ]),
];

/** The caller's own lists (favourites, footprints): rows of every zone were planted in beforeAll. */
const OWN_LISTS: ListCase[] = [
  'lhyhneedCollect_list',
  'zpJpLooked_list',
  'zpCollect_list',
  'zpJpLooked_positionList',
  'zpJpLooked_resumeList',
  'rsCollection_list',
  'rsHistory_list',
  'shareItem_collectList',
  'shareItem_historyList',
].map((action) => ({ action, variant: 'own rows pointing into every zone', input: () => PAGE }));

const visibleIn = (v: Viewer, c: ListCase): Zone[] => v.sees.filter((z) => c.only === undefined || z === c.only);

describe.each([...LISTS, ...OWN_LISTS].map((c) => [`${c.action} (${c.variant})`, c] as const))('%s', (_name, c) => {
  const cases = VIEWERS.map((v) => {
    const g = gate(c.action, v);
    return [`${v.name} → ${g === 'open' ? `sees ${visibleIn(v, c).join('+') || 'nothing'}` : gateText[g]}`, { v, g }] as const;
  });
  it.each(cases)('%s', async (_title, { v, g }) => {
    const got = await ask(c.action, c.input(f), v);
    if (g !== 'open') {
      expectGated(got, g);
      return;
    }
    expect(got).toMatchObject({ status: 200, success: true });
    expect(got.markers).toEqual(visibleIn(v, c));
  });
});

// ---- details, with every zone's id ----

interface DetailCase {
  action: string;
  /** the describe block's name: the action, and the variant if several */
  label: string;
  /** what the spec's refusal calls the content */
  what: string;
  input: (fx: Fixture, z: Zone) => Record<string, unknown>;
  /** the fixture gives this action nothing to show (e.g. a firm without comments): an open answer is empty */
  empty?: boolean;
}

const detail = (action: string, what: string, input: DetailCase['input'], variant?: string, empty = false): DetailCase => ({
  action,
  label: variant ? `${action} (${variant})` : action,
  what,
  input,
  empty,
});

const DETAILS: DetailCase[] = [
  detail('lhyhneed_updateUI', '短期需求', (fx, z) => ({ id: fx[z].demand })),
  detail('lhyhneed_publisher', '企业信息', (fx, z) => ({ id: fx[z].owner })),
  detail('company_detail', '企业信息', (fx, z) => ({ id: fx[z].company })),
  detail('zpPosition_detail', '职位', (fx, z) => ({ id: fx[z].position })),
  detail('zpResume_detail', '简历', (fx, z) => ({ id: fx[z].resume })),
  detail('rsNeed_detail', '人事代理需求', (fx, z) => ({ id: fx[z].need })),
  detail('rsFrim_detail', '企业信息', (fx, z) => ({ firmUserId: fx[z].owner })),
  // a firm's comments name the zoned demands it served
  detail('rsComment_list', '企业信息', (fx, z) => ({ firmUserId: fx[z].owner }), undefined, true),
  ...SHARE_KINDS.map((kind) => detail('shareItem_detail', KIND_NAME[kind], (fx, z) => ({ id: fx[z].items[kind] }), `kind ${kind}`)),
];

describe.each(DETAILS.map((d) => [`${d.label} with each zone’s id`, d] as const))('%s', (_name, d) => {
  const cases = VIEWERS.flatMap((v) =>
    ZONES.map((z) => {
      const g = gate(d.action, v);
      const outcome = g !== 'open' ? gateText[g] : v.sees.includes(z) ? 'opens it' : `403 ${refusal(v, z, d.what)}`;
      return [`${v.name} asks for the ${z} row → ${outcome}`, { v, z, g }] as const;
    }),
  );
  it.each(cases)('%s', async (_title, { v, z, g }) => {
    const got = await ask(d.action, d.input(f, z), v);
    if (g !== 'open') {
      expectGated(got, g);
      return;
    }
    if (v.sees.includes(z)) {
      expect(got).toMatchObject({ status: 200, success: true });
      expect(got.markers).toEqual(d.empty ? [] : [z]);
    } else {
      expect(got).toMatchObject({ status: 403, success: false, error: refusal(v, z, d.what) });
      expect(got.markers).toEqual([]);
    }
  });
});

describe('the matrix covers the registry', () => {
  it('every action decided zoned in scope-decisions.ts is asked above', () => {
    const covered = new Set([...LISTS, ...OWN_LISTS, ...DETAILS].map((c) => c.action));
    const zoned = Object.entries(SCOPE_DECISIONS)
      .filter(([, d]) => d === 'zoned')
      .map(([name]) => name);
    expect(zoned.filter((n) => !covered.has(n))).toEqual([]);
  });
});
