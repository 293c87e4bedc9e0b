import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ADMIN_MSG, PRESIDENT_MSG, UPLOAD_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { notices, users, zonePresidentProofs } from '../../db/schema/index.ts';

// /privatedomain/president_prove: a private zone's member proves he heads the organisation
// running the zone; staff review it (queue zonePresident, notice 05-07); a zone has one certified head.

let t: TestApp;
let zone: string; // zoneuser01, zone HZGX01 杭州高新人才港
let second: string; // another member of HZGX01
let outsider: string; // a member of SZQH02
let person: string; // a public-domain user
let reviewer: string;
let admin: string;
let zoneUserId = 0;
let secondId = 0;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const img = async (token: string) =>
  (await t.upload('upload_uploadFile', { name: 'p.png', data: PNG }, { purpose: 'general' }, token)).json<{ data: string }>().data;
const body = <T = { success: boolean; error?: string; msg?: string }>(res: { json: <R>() => R }) => res.json<T>();
const form = (proofPaths: string[], over: Record<string, unknown> = {}) => ({
  name: '张建国',
  title: '会长',
  phone: '13912340001',
  orgName: '杭州高新区企业家协会',
  proofPaths,
  ...over,
});
const rows = async () => (await t.deps.db.select({ n: count() }).from(zonePresidentProofs))[0]?.n ?? 0;

interface Mine {
  success: boolean;
  zone: { exclusiveCode: string; exclusiveName: string } | null;
  proof: {
    id: number;
    name: string;
    title: string;
    phone: string;
    orgName: string;
    proofPaths: string[];
    state: number;
    auditReason: string | null;
    decideDate: string | null;
  } | null;
  president: { name: string; title: string } | null;
}
const mine = async (token: string) => body<Mine>(await t.post('presidentProve_mine', {}, { token }));

interface Queue {
  data: {
    recordList: {
      id: string;
      userId: number;
      title: string;
      state: string;
      images: string[];
      fields: { label: string; value: string }[];
    }[];
  };
}
const queue = async (state?: string) =>
  body<Queue>(await t.post('admin_reviewList', { kind: 'zonePresident', ...(state ? { state } : {}) }, { token: reviewer })).data
    .recordList;
const decide = (id: string, decision: 'approve' | 'reject', reason?: string, token = reviewer) =>
  t.post('admin_reviewDecide', { kind: 'zonePresident', id, decision, ...(reason ? { reason } : {}) }, { token });

/** A member made by copying zoneuser01's row (same password), with its own account and phone. */
async function member(name: string, phone: string, exclusiveCode: string): Promise<number> {
  const [tpl] = await t.deps.db.select().from(users).where(eq(users.name, 'zoneuser01'));
  if (!tpl) throw new Error('zoneuser01 is not seeded');
  const [row] = await t.deps.db
    .insert(users)
    .values({ name, phone, passwordHash: tpl.passwordHash, nickName: name, exclusiveCode, auth: 1 })
    .returning({ id: users.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  zone = await t.login('zoneuser01');
  person = await t.login('person01');
  reviewer = await t.login('reviewer01', 'Review@2026');
  admin = await t.login('admin001', 'Admin@2026');
  zoneUserId = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'zoneuser01')))[0]?.id ?? 0;
  secondId = await member('zonehead02', '13800009902', 'HZGX01');
  await member('zoneqh03', '13800009903', 'SZQH02');
  second = await t.login('zonehead02');
  outsider = await t.login('zoneqh03');
});
afterAll(() => t.close());

describe('presidentProve: refusals', () => {
  it.each(['presidentProve_mine', 'presidentProve_save'])('%s refuses anonymous callers (401)', async (action) => {
    expect((await t.post(action, {})).statusCode).toBe(401);
  });

  it('a public-domain user gets no zone and may not submit (403, Chinese), nothing stored', async () => {
    expect(await mine(person)).toEqual({ success: true, zone: null, proof: null, president: null });
    const res = await t.post('presidentProve_save', form([await img(person)]), { token: person });
    expect(res.statusCode).toBe(403);
    expect(body(res)).toMatchObject({ success: false, error: PRESIDENT_MSG.zoneOnly });
    expect(await rows()).toBe(0);
  });

  it('bad input is a 400 with the Chinese message, and nothing is stored', async () => {
    const mineImg = await img(zone);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '张' }, PRESIDENT_MSG.nameInvalid],
      [{ name: '张'.repeat(21) }, PRESIDENT_MSG.nameInvalid],
      [{ title: '' }, PRESIDENT_MSG.titleInvalid],
      [{ title: '会'.repeat(21) }, PRESIDENT_MSG.titleInvalid],
      [{ phone: '1391234' }, PRESIDENT_MSG.phoneInvalid],
      [{ phone: '23912340001' }, PRESIDENT_MSG.phoneInvalid],
      [{ orgName: '协' }, PRESIDENT_MSG.orgNameInvalid],
      [{ orgName: '协'.repeat(51) }, PRESIDENT_MSG.orgNameInvalid],
      [{ proofPaths: [] }, PRESIDENT_MSG.proofsInvalid],
      [{ proofPaths: [mineImg, 'a.png', 'b.png', 'c.png'] }, PRESIDENT_MSG.proofsInvalid],
      [{ proofPaths: [mineImg, mineImg] }, PRESIDENT_MSG.proofsInvalid],
      [{ proofPaths: undefined }, PRESIDENT_MSG.proofsInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await t.post('presidentProve_save', form([mineImg], over), { token: zone });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(body(res).error, JSON.stringify(over)).toBe(message);
    }
    expect(await rows()).toBe(0);
  });

  it("refuses someone else's upload or a made-up path (403), and a userid that is not the caller (403)", async () => {
    const mineImg = await img(zone);
    const theirs = await img(person);
    for (const paths of [[theirs], [mineImg, theirs], ['2026/11/made-up.png']]) {
      const res = await t.post('presidentProve_save', form(paths), { token: zone });
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    }
    expect((await t.post('presidentProve_save', { ...form([mineImg]), userid: secondId }, { token: zone })).statusCode).toBe(403);
    expect((await t.post('presidentProve_mine', { userid: zoneUserId }, { token: second })).statusCode).toBe(403);
    expect(await rows()).toBe(0);
  });
});

describe('presidentProve: submit, review, re-submit, one head per zone', () => {
  let firstImg = '';
  let firstId = '';

  it('a zone member submits with his own images (a form body works too); a pending application blocks another', async () => {
    firstImg = await img(zone);
    const ok = await t.post('presidentProve_save', form([firstImg]), { token: zone });
    expect(body(ok)).toEqual({ success: true, msg: PRESIDENT_MSG.submitted });
    const m = await mine(zone);
    expect(m.zone).toEqual({ exclusiveCode: 'HZGX01', exclusiveName: '杭州高新人才港' });
    expect(m.proof).toMatchObject({
      name: '张建国',
      title: '会长',
      phone: '13912340001',
      orgName: '杭州高新区企业家协会',
      proofPaths: [firstImg],
      state: 0,
      auditReason: null,
      decideDate: null,
    });
    expect(m.president).toBeNull();

    const again = await t.form(
      'presidentProve_save',
      `name=张建国&title=理事长&phone=13912340001&orgName=${encodeURIComponent('杭州高新区企业家协会')}&proofPaths=${encodeURIComponent(firstImg)}`,
      { token: zone },
    );
    expect(body(again)).toMatchObject({ success: false, error: PRESIDENT_MSG.pending });
    expect(await rows()).toBe(1);
  });

  it('nobody else sees the application: another member and another zone see none', async () => {
    expect(await mine(second)).toEqual({
      success: true,
      zone: { exclusiveCode: 'HZGX01', exclusiveName: '杭州高新人才港' },
      proof: null,
      president: null,
    });
    expect(await mine(outsider)).toEqual({
      success: true,
      zone: { exclusiveCode: 'SZQH02', exclusiveName: '深圳前海服务中心' },
      proof: null,
      president: null,
    });
  });

  it('staff see it in the queue with the images; a user may not list or decide', async () => {
    const pending = await queue('pending');
    const item = pending.find((r) => r.userId === zoneUserId);
    expect(item).toMatchObject({ title: '专属域负责人认证：杭州高新人才港 张建国', state: 'pending', images: [firstImg] });
    expect(item?.fields).toContainEqual({ label: '手机号码', value: '13912340001' });
    firstId = item?.id ?? '';
    expect((await t.post('admin_reviewList', { kind: 'zonePresident' }, { token: zone })).statusCode).toBe(403);
    expect((await decide(firstId, 'approve', undefined, zone)).statusCode).toBe(403);
  });

  it('staff reject with a reason (notice 05-07); he edits and re-submits, keeping an image and adding his own', async () => {
    const noReason = await decide(firstId, 'reject');
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).error).toBe(ADMIN_MSG.reasonRequired);
    expect(body(await decide(firstId, 'reject', '任命文件不清晰'))).toMatchObject({ success: true });
    const m = await mine(zone);
    expect(m.proof).toMatchObject({ state: 2, auditReason: '任命文件不清晰' });
    expect(m.proof?.decideDate).toEqual(expect.any(String));
    const [n] = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, zoneUserId), eq(notices.messageType, '05'), eq(notices.messageTypeClass, '07')));
    expect(n).toMatchObject({
      title: PRESIDENT_MSG.rejectedTitle,
      content: PRESIDENT_MSG.rejectedNotice('杭州高新人才港', '任命文件不清晰'),
    });
    // a decided item is not decided twice
    expect(body(await decide(firstId, 'approve'))).toMatchObject({ success: false, error: ADMIN_MSG.alreadyDecided });

    const added = await img(zone);
    const res = await t.post('presidentProve_save', form([firstImg, added], { title: '理事长' }), { token: zone });
    expect(body(res)).toEqual({ success: true, msg: PRESIDENT_MSG.submitted });
    expect((await mine(zone)).proof).toMatchObject({ title: '理事长', state: 0, auditReason: null, proofPaths: [firstImg, added] });
    expect(await rows()).toBe(2);
  });

  it('approval makes him the head every member sees (name and title, not his phone); a second head is refused', async () => {
    // another member applies meanwhile
    expect(
      body(await t.post('presidentProve_save', form([await img(second)], { name: '李副会长', phone: '13912340002' }), { token: second })),
    ).toMatchObject({ success: true });
    const pending = await queue('pending');
    const resubmitted = pending.find((r) => r.userId === zoneUserId);
    const rival = pending.find((r) => r.userId === secondId);
    expect(resubmitted && rival).toBeTruthy();

    expect(body(await decide(resubmitted?.id ?? '', 'approve'))).toMatchObject({ success: true });
    const m = await mine(zone);
    expect(m.proof).toMatchObject({ state: 1, title: '理事长' });
    expect(m.president).toEqual({ name: '张建国', title: '理事长' });
    const notice = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, zoneUserId), eq(notices.messageTypeClass, '07')));
    expect(notice.map((x) => x.title)).toContain(PRESIDENT_MSG.approvedTitle);

    const seen = await t.post('presidentProve_mine', {}, { token: second });
    expect(body<Mine>(seen).president).toEqual({ name: '张建国', title: '理事长' });
    expect(seen.body).not.toContain('13912340001');
    // another zone does not see this zone's head
    expect((await mine(outsider)).president).toBeNull();

    // the rival's pending application cannot be approved any more; staff reject it
    expect(body(await decide(rival?.id ?? '', 'approve'))).toMatchObject({ success: false, error: PRESIDENT_MSG.zoneTaken });
    expect((await mine(second)).proof).toMatchObject({ state: 0 });
    expect(body(await decide(rival?.id ?? '', 'reject', '该专属域已有认证负责人', admin))).toMatchObject({ success: true });
    // and he may not submit again while the zone has its head; nor may the head himself
    const before = await rows();
    expect(body(await t.post('presidentProve_save', form([await img(second)], { name: '李副会长' }), { token: second }))).toMatchObject({
      success: false,
      error: PRESIDENT_MSG.zoneTaken,
    });
    expect(body(await t.post('presidentProve_save', form([firstImg]), { token: zone }))).toMatchObject({
      success: false,
      error: PRESIDENT_MSG.approved,
    });
    expect(await rows()).toBe(before);
  });

  it('the database keeps one approved head per zone even past the service', async () => {
    const [other] = await t.deps.db.select().from(zonePresidentProofs).where(eq(zonePresidentProofs.userId, secondId));
    await expect(
      t.deps.db
        .update(zonePresidentProofs)
        .set({ state: 1 })
        .where(eq(zonePresidentProofs.id, other?.id ?? 0)),
    ).rejects.toThrow();
  });
});
