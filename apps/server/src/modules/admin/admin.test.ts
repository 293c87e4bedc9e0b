import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminActions, type ActionContract } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { auditLogs, companies, complaintFeedback, notices, reviewDecisions, users } from '../../db/schema/index.ts';

let t: TestApp;
let admin: string;
let reviewer: string;
let user: string;

const contracts: ActionContract[] = (Object.values(adminActions) as unknown[]).filter(
  (c): c is ActionContract => typeof c === 'object' && c !== null && 'name' in c && 'auth' in c,
);
/** The review queue actions are open to reviewers; everything else is for administrators. */
const REVIEWER_OK = new Set(['admin_reviewList', 'admin_reviewDecide', 'admin_dashboard']);

const idOf = async (name: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, name)))[0]?.id ?? 0;
const ok = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { success: boolean; error?: string };
  expect({ status: res.statusCode, error: body.error }).toEqual({ status: 200, error: undefined });
  return res.json();
};
const auditRows = async (action: string) => t.deps.db.select().from(auditLogs).where(eq(auditLogs.action, action));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin001', 'Admin@2026');
  reviewer = await t.login('reviewer01', 'Review@2026');
  user = await t.login('person01');
});
afterAll(() => t.close());

describe('back office access', () => {
  it('registers every staff action with auth staff', () => {
    expect(contracts.length).toBeGreaterThan(20);
    for (const c of contracts) expect([c.name, c.auth]).toEqual([c.name, 'staff']);
  });

  it('refuses anonymous callers (401) and normal users (403) on every staff action', async () => {
    for (const c of contracts) {
      const anon = await t.post(c.name, {});
      expect([c.name, anon.statusCode]).toEqual([c.name, 401]);
      const normal = await t.post(c.name, {}, { token: user });
      expect([c.name, normal.statusCode]).toEqual([c.name, 403]);
      expect(normal.json()).toMatchObject({ success: false, error: '仅限平台工作人员访问' });
    }
  });

  it('refuses a reviewer every administrator-only action (403), and lets him work the review queue', async () => {
    const valid: Record<string, Record<string, unknown>> = {
      admin_staffCreate: { name: 'staffx01', password: 'Abcd@1234', phone: '13911112222', staffRole: 'reviewer' },
      admin_staffSetRole: { id: 1000, staffRole: 'admin' },
      admin_userDetail: { id: 1000 },
      admin_userSetStatus: { id: 1000, status: 1 },
      admin_zoneSave: { exclusiveCode: 'ZZ01', exclusiveName: '测试域' },
      admin_inviteList: { domainId: 1 },
      admin_inviteCreate: { domainId: 1 },
      admin_inviteRevoke: { id: 1 },
      admin_setSm4: { on: '1' },
      admin_dictionaryDetailSave: { dictionaryId: 1, name: 'x', value: 'x' },
      admin_dictionaryDetailDelete: { id: 1 },
      admin_articleTypeSave: { name: 'x', value: 'x' },
      admin_articleTypeDelete: { id: 1 },
      admin_bannerSave: { title: 'x', bannerPath: '/a.png', bannerUrl: '/x', bannerType: '1' },
      admin_bannerDelete: { id: 1 },
      admin_articleGet: { id: 1 },
    };
    for (const c of contracts.filter((x) => !REVIEWER_OK.has(x.name))) {
      const res = await t.post(c.name, valid[c.name] ?? {}, { token: reviewer });
      expect([c.name, res.statusCode, res.json().error]).toEqual([c.name, 403, '仅限管理员操作']);
    }
    expect(await t.deps.platform.sm4Enabled()).toBe(false);
    expect((await t.post('admin_reviewList', { kind: 'feedback' }, { token: reviewer })).statusCode).toBe(200);
  });

  it('answers bad input with 400 and the Chinese message, changing nothing', async () => {
    const res = await t.post(
      'admin_staffCreate',
      { name: 'ab', password: 'Abcd@1234', phone: '13911112222', staffRole: 'admin' },
      { token: admin },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('账号为6~12位的数字或字母');
    expect(
      (
        await t.post(
          'admin_staffCreate',
          { name: 'staffweak1', password: '12345678', phone: '13911112222', staffRole: 'admin' },
          { token: admin },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.post(
          'admin_staffCreate',
          { name: 'staffrole1', password: 'Abcd@1234', phone: '13911112222', staffRole: 'root' },
          { token: admin },
        )
      ).json().error,
    ).toBe('请选择角色');
    expect((await t.post('admin_reviewList', { kind: 'nosuch' }, { token: admin })).statusCode).toBe(400);
    expect((await t.post('admin_reviewDecide', { kind: 'feedback', id: '1', decision: 'reject' }, { token: admin })).json().error).toBe(
      '请填写原因',
    );
    expect((await t.post('admin_userDetail', { id: 99999999 }, { token: admin })).statusCode).toBe(404);
    expect((await t.post('admin_auditList', { from: 'yesterday' }, { token: admin })).statusCode).toBe(400);
    expect((await t.post('admin_staffList', {}, { token: admin })).json().data.some((s: { name: string }) => s.name === 'staffweak1')).toBe(
      false,
    );
  });
});

describe('users and staff', () => {
  it('searches users by account, phone, kind and zone; staff are not listed', async () => {
    const byName = ok(await t.post('admin_userList', { name: 'person' }, { token: admin })) as { data: { recordList: { name: string }[] } };
    expect(byName.data.recordList.map((u) => u.name)).toEqual(['person01']);
    const byZone = ok(await t.post('admin_userList', { exclusiveCode: 'HZGX01' }, { token: admin })) as {
      data: { recordList: { name: string }[] };
    };
    expect(byZone.data.recordList.map((u) => u.name)).toEqual(['zoneuser01']);
    const byAuth = ok(await t.post('admin_userList', { auth: '3', phone: '1380000' }, { token: admin })) as {
      data: { recordCount: number; recordList: { name: string }[] };
    };
    expect(byAuth.data.recordList.map((u) => u.name)).toEqual(['hragency01']);
    const all = ok(await t.post('admin_userList', { pageSize: 100 }, { token: admin })) as { data: { recordList: { name: string }[] } };
    expect(all.data.recordList.map((u) => u.name)).not.toContain('admin001');
  });

  it('disables a user: his open session is refused at once (401 ERR0004), login refused; enabling lets him back', async () => {
    const victim = await t.login('newuser01');
    const id = await idOf('newuser01');
    expect((await t.post('user_current', {}, { token: victim })).statusCode).toBe(200);
    ok(await t.post('admin_userSetStatus', { id, status: 1 }, { token: admin }));
    const refused = await t.post('user_current', {}, { token: victim });
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'ERR0004']);
    expect((await t.post('user_login', { name: 'newuser01', password: 'Demo@2026' })).json()).toMatchObject({
      success: false,
      error: '账号被禁用，请联系管理员',
    });
    const detail = ok(await t.post('admin_userDetail', { id }, { token: admin })) as { data: { status: number; openSessions: number } };
    expect(detail.data).toMatchObject({ status: 1, openSessions: 0 });
    const [entry] = await auditRows('user.disable');
    expect(entry).toMatchObject({ actorName: 'admin001', kind: 'user', target: String(id), before: { status: 0 }, after: { status: 1 } });
    ok(await t.post('admin_userSetStatus', { id, status: 0 }, { token: admin }));
    expect(await t.login('newuser01')).toBeTruthy();
    expect((await t.post('admin_userSetStatus', { id: await idOf('admin001'), status: 1 }, { token: admin })).json().success).toBe(false);
  });

  it('creates a staff account that logs in as staff, and changes its role', async () => {
    const created = ok(
      await t.post(
        'admin_staffCreate',
        { name: 'review02', password: 'Check@2026', phone: '13911110002', staffRole: 'reviewer' },
        { token: admin },
      ),
    ) as { id: number };
    expect(
      (
        await t.post(
          'admin_staffCreate',
          { name: 'Review02', password: 'Check@2026', phone: '13911110003', staffRole: 'reviewer' },
          { token: admin },
        )
      ).json().error,
    ).toBe('账号已存在');
    const login = (await t.post('user_login', { name: 'review02', password: 'Check@2026' })).json();
    expect(login.user.isStaff).toBe(true);
    expect((await t.post('admin_userList', {}, { token: login.jwt })).statusCode).toBe(403);
    ok(await t.post('admin_staffSetRole', { id: created.id, staffRole: 'admin' }, { token: admin }));
    expect((await t.post('admin_userList', {}, { token: login.jwt })).statusCode).toBe(200);
    expect((await t.post('admin_staffSetRole', { id: await idOf('person01'), staffRole: 'admin' }, { token: admin })).json().error).toBe(
      '该账号不是工作人员',
    );
    expect(await auditRows('staff.setRole')).toHaveLength(1);
  });
});

describe('zones and settings', () => {
  it('creates and renames a zone, issues and revokes an invitation code that registration honours', async () => {
    const { id } = ok(await t.post('admin_zoneSave', { exclusiveCode: 'nbzx03', exclusiveName: '宁波智选' }, { token: admin })) as {
      id: number;
    };
    expect((await t.post('admin_zoneSave', { exclusiveCode: 'NBZX03', exclusiveName: '重复' }, { token: admin })).json().error).toBe(
      '专属域代码已存在',
    );
    ok(await t.post('admin_zoneSave', { id, exclusiveCode: 'NBZX03', exclusiveName: '宁波智选人才' }, { token: admin }));
    const zones = (await t.post('exclusive_list', {})).json().data.recordList as { exclusiveCode: string; exclusiveName: string }[];
    expect(zones).toContainEqual({ exclusiveCode: 'NBZX03', exclusiveName: '宁波智选人才' });
    const { code } = ok(await t.post('admin_inviteCreate', { domainId: id, maxUses: '1' }, { token: admin })) as { code: string };
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const reg = await t.post('user_registe', {
      name: 'zonenew01',
      password: 'Zone@2026',
      phone: '13911110009',
      isPrivate: '1',
      exclusiveCode: code,
    });
    expect(reg.json()).toMatchObject({ success: true, user: { exclusiveCode: 'NBZX03' } });
    const invites = (
      ok(await t.post('admin_inviteList', { domainId: id }, { token: admin })) as { data: { id: number; usedCount: number }[] }
    ).data;
    expect(invites[0]).toMatchObject({ usedCount: 1 });
    ok(await t.post('admin_inviteRevoke', { id: invites[0]?.id }, { token: admin }));
    expect((await t.post('admin_inviteRevoke', { id: invites[0]?.id }, { token: admin })).json().error).toBe('邀请码已作废');
    // a second rename moves the zone's users and content along: nothing stays behind under the old code
    const userId = reg.json<{ user: { id: number } }>().user.id;
    await t.deps.db.insert(companies).values({ userId, companyName: '宁波智选科技', exclusiveCode: 'NBZX03' });
    ok(await t.post('admin_zoneSave', { id, exclusiveCode: 'NBZX04', exclusiveName: '宁波智选人才' }, { token: admin }));
    const [moved] = await t.deps.db
      .select({ user: users.exclusiveCode, company: companies.exclusiveCode })
      .from(users)
      .innerJoin(companies, eq(companies.userId, users.id))
      .where(eq(users.id, userId));
    expect(moved).toEqual({ user: 'NBZX04', company: 'NBZX04' });
  });

  it('switches the SM4 flag; config_getConfig reflects it and the audit log keeps before/after', async () => {
    ok(await t.post('admin_setSm4', { on: '1' }, { token: admin }));
    expect((await t.post('config_getConfig', {})).json().data.configStatus).toBe('01');
    ok(await t.post('admin_setSm4', { on: '0' }, { token: admin }));
    expect((await t.post('config_getConfig', {})).json().data.configStatus).toBe('00');
    const rows = await auditRows('config.sm4');
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ on: false }, { on: true }],
      [{ on: true }, { on: false }],
    ]);
  });

  it('edits dictionaries: integralRule entries must read label=term,months', async () => {
    const dicts = (
      ok(await t.post('admin_dictionaryList', {}, { token: admin })) as {
        data: { id: number; number: string; details: { id: number }[] }[];
      }
    ).data;
    const rule = dicts.find((d) => d.number === 'integralRule');
    const xl = dicts.find((d) => d.number === 'xl');
    expect(rule && xl).toBeTruthy();
    const bad = await t.post('admin_dictionaryDetailSave', { dictionaryId: rule?.id, name: '两年', value: '两年24' }, { token: admin });
    expect([bad.statusCode, bad.json().error]).toEqual([400, '积分规则格式为 名称=期限,月数（例如 一年=12个月,12）']);
    const { id } = ok(
      await t.post('admin_dictionaryDetailSave', { dictionaryId: rule?.id, name: '两年', value: '两年=24个月,24' }, { token: admin }),
    ) as { id: number };
    const served = (await t.post('dictionaryDetail_getDetailByDictionaryNumber', { number: 'integralRule' })).json().data as {
      value: string;
    }[];
    expect(served.map((d) => d.value)).toContain('两年=24个月,24');
    ok(await t.post('admin_dictionaryDetailSave', { id, dictionaryId: rule?.id, name: '两年', value: '两年=24个月,25' }, { token: admin }));
    ok(await t.post('admin_dictionaryDetailDelete', { id }, { token: admin }));
    const after = (await t.post('dictionaryDetail_getDetailByDictionaryNumber', { number: 'integralRule' })).json().data as {
      value: string;
    }[];
    expect(after.map((d) => d.value).filter((v) => v.startsWith('两年'))).toEqual([]);
    expect((await auditRows('dictionary.update'))[0]).toMatchObject({
      before: { value: '两年=24个月,24' },
      after: { value: '两年=24个月,25' },
    });
  });

  it('edits article type groups and children; a group with children cannot be deleted', async () => {
    const { id: group } = ok(await t.post('admin_articleTypeSave', { name: '财务会计', value: 'g9' }, { token: admin })) as { id: number };
    const { id: child } = ok(
      await t.post('admin_articleTypeSave', { parentId: group, name: '税务筹划', value: 'g9-1' }, { token: admin }),
    ) as { id: number };
    expect((await t.post('admin_articleTypeSave', { name: '重复', value: 'g9' }, { token: admin })).json().error).toBe('类型代码已存在');
    expect((await t.post('admin_articleTypeSave', { parentId: child, name: '三级', value: 'g9-1-1' }, { token: admin })).statusCode).toBe(
      400,
    );
    const groups = (await t.post('dictionary_lxjhList', {})).json().data as { name: string; dictionaryDetailList: { name: string }[] }[];
    expect(groups.find((g) => g.name === '财务会计')?.dictionaryDetailList.map((c) => c.name)).toEqual(['税务筹划']);
    expect((await t.post('admin_articleTypeDelete', { id: group }, { token: admin })).json().error).toBe('请先删除该分组下的子类型');
    ok(await t.post('admin_articleTypeDelete', { id: child }, { token: admin }));
    ok(await t.post('admin_articleTypeDelete', { id: group }, { token: admin }));
  });

  it('adds, edits and deletes home banners; banner_bannerList serves them in order', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/banner_bannerList.action?bannerType=1' })).json();
    expect(before.data).toHaveLength(4);
    expect(
      (
        await t.post(
          'admin_bannerSave',
          { title: '外链', bannerPath: '/x.png', bannerUrl: 'javascript:alert(1)', bannerType: '1' },
          { token: admin },
        )
      ).statusCode,
    ).toBe(400);
    const { id } = ok(
      await t.post(
        'admin_bannerSave',
        { title: '春季招聘季', bannerPath: '/uploads/2026/03/spring.png', bannerUrl: '/recruitment', bannerType: '1', sort: '0' },
        { token: admin },
      ),
    ) as { id: number };
    const list = (await t.app.inject({ method: 'GET', url: '/banner_bannerList.action?bannerType=1' })).json().data as {
      id: number;
      title: string;
    }[];
    expect(list[0]).toMatchObject({ id, title: '春季招聘季' });
    ok(
      await t.post(
        'admin_bannerSave',
        { id, title: '春季招聘季', bannerPath: '/uploads/2026/03/spring.png', bannerUrl: '/recruitment', bannerType: '1', sort: '9' },
        { token: admin },
      ),
    );
    const reordered = (await t.app.inject({ method: 'GET', url: '/banner_bannerList.action' })).json().data as { id: number }[];
    expect(reordered.at(-1)?.id).toBe(id);
    ok(await t.post('admin_bannerDelete', { id }, { token: admin }));
    expect((await t.app.inject({ method: 'GET', url: '/banner_bannerList.action?bannerType=1' })).json().data).toHaveLength(4);
    expect((await auditRows('banner.update'))[0]).toMatchObject({ before: { sort: 0 }, after: { sort: 9 } });
  });

  it("keeps a banner's words as text: the seeded ones carry theirs, staff set and clear them, too long is refused", async () => {
    const served = async () =>
      (await t.app.inject({ method: 'GET', url: '/banner_bannerList.action?bannerType=1' })).json().data as {
        id: number;
        title: string;
        subtitle: string;
        buttonText: string;
      }[];
    expect((await served())[0]).toMatchObject({
      title: '短期用工 · 灵活高效',
      subtitle: expect.stringContaining('按天'),
      buttonText: '立即发布需求',
    });
    const base = { bannerPath: '/uploads/2026/03/autumn.png', bannerUrl: '/training', bannerType: '1', sort: '0' };
    const tooLong = await t.post('admin_bannerSave', { ...base, title: '秋季好课', subtitle: '长'.repeat(61) }, { token: admin });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('说明文字不能超过 60 个字');
    const longButton = await t.post(
      'admin_bannerSave',
      { ...base, title: '秋季好课', buttonText: '按钮文字太长了超过十个字' },
      { token: admin },
    );
    expect(longButton.json().error).toBe('按钮文字不能超过 10 个字');
    expect((await served()).some((b) => b.title === '秋季好课')).toBe(false);

    const { id } = ok(
      await t.post(
        'admin_bannerSave',
        { ...base, title: '秋季好课', subtitle: '  名师直播 · 学完即用  ', buttonText: '去看看' },
        { token: admin },
      ),
    ) as { id: number };
    expect((await served()).find((b) => b.id === id)).toMatchObject({ subtitle: '名师直播 · 学完即用', buttonText: '去看看' });
    const adminRow = (ok(await t.post('admin_bannerList', {}, { token: admin })) as { data: { id: number; subtitle: string }[] }).data.find(
      (b) => b.id === id,
    );
    expect(adminRow?.subtitle).toBe('名师直播 · 学完即用');
    // cleared: the picture shows the title alone
    ok(await t.post('admin_bannerSave', { ...base, id, title: '秋季好课', subtitle: '', buttonText: '' }, { token: admin }));
    expect((await served()).find((b) => b.id === id)).toMatchObject({ subtitle: '', buttonText: '' });
    ok(await t.post('admin_bannerDelete', { id }, { token: admin }));
  });
});

describe('review queue: feedback', () => {
  it('lists the seeded feedback, filters by state and type, pages', async () => {
    const all = (
      ok(await t.post('admin_reviewList', { kind: 'feedback', state: 'pending' }, { token: reviewer })) as {
        data: { recordCount: number; recordList: { state: string; fields: unknown[] }[] };
      }
    ).data;
    expect(all.recordCount).toBe(3);
    expect(all.recordList.every((r) => r.state === 'pending')).toBe(true);
    const complaints = (
      ok(await t.post('admin_reviewList', { kind: 'feedback', filter: '1' }, { token: reviewer })) as {
        data: { recordList: { userName: string }[] };
      }
    ).data;
    expect(complaints.recordList.map((r) => r.userName)).toEqual(['company01']);
    const paged = (
      ok(await t.post('admin_reviewList', { kind: 'feedback', pageNum: '1', pageSize: '2' }, { token: reviewer })) as {
        data: { recordList: unknown[] };
      }
    ).data;
    expect(paged.recordList).toHaveLength(1);
  });

  it('a reply records the decision, writes the audit log, stores the type 2 reply and notifies the user, once', async () => {
    const companyId = await idOf('company01');
    const [fb] = await t.deps.db
      .select()
      .from(complaintFeedback)
      .where(and(eq(complaintFeedback.userId, companyId), eq(complaintFeedback.type, 1)));
    const id = String(fb?.id);
    const companyToken = await t.login('company01');
    expect(
      (
        await t.post(
          'admin_reviewDecide',
          { kind: 'feedback', id, decision: 'approve', reason: '已联系财务加急审核' },
          { token: companyToken },
        )
      ).statusCode,
    ).toBe(403);
    const empty = await t.post('admin_reviewDecide', { kind: 'feedback', id, decision: 'approve' }, { token: reviewer });
    expect([empty.statusCode, empty.json().error]).toEqual([400, '请填写回复内容']);
    expect(await t.deps.db.select().from(reviewDecisions).where(eq(reviewDecisions.subjectId, id))).toHaveLength(0);
    ok(
      await t.post(
        'admin_reviewDecide',
        { kind: 'feedback', id, decision: 'approve', reason: '已联系财务加急审核，今日内完成。' },
        { token: reviewer },
      ),
    );
    const again = await t.post('admin_reviewDecide', { kind: 'feedback', id, decision: 'reject', reason: '重复' }, { token: admin });
    expect(again.json()).toMatchObject({ success: false, error: '该记录已处理，请刷新列表' });

    const [decision] = await t.deps.db.select().from(reviewDecisions).where(eq(reviewDecisions.subjectId, id));
    expect(decision).toMatchObject({ kind: 'feedback', decision: 'approve', staffId: await idOf('reviewer01') });
    const [reply] = await t.deps.db
      .select()
      .from(complaintFeedback)
      .where(eq(complaintFeedback.replyToId, Number(id)));
    expect(reply).toMatchObject({ type: 2, userId: companyId, content: '已联系财务加急审核，今日内完成。' });
    const [n] = await t.deps.db.select().from(notices).where(eq(notices.userId, companyId));
    expect(n).toMatchObject({ messageType: '05', messageTypeClass: '00', title: '反馈回复', redirectId: id });
    const [entry] = await t.deps.db.select().from(auditLogs).where(eq(auditLogs.kind, 'review:feedback'));
    expect(entry).toMatchObject({ actorName: 'reviewer01', action: 'review.approve', target: id, before: { type: 1, replied: false } });
    expect(entry?.after).toMatchObject({ decision: 'approve', result: { replied: true } });

    const done = (
      ok(await t.post('admin_reviewList', { kind: 'feedback', state: 'approved' }, { token: admin })) as {
        data: { recordList: { id: string; decision: { staffName: string } }[] };
      }
    ).data;
    expect(done.recordList.map((r) => [r.id, r.decision.staffName])).toEqual([[id, 'reviewer01']]);
  });
});

describe('audit log and articles', () => {
  it('filters the audit log by actor, kind and date range', async () => {
    const byKind = (
      ok(await t.post('admin_auditList', { kind: 'config', pageSize: 50 }, { token: admin })) as {
        data: { recordList: { kind: string }[] };
      }
    ).data;
    expect(byKind.recordList.length).toBeGreaterThanOrEqual(2);
    expect(byKind.recordList.every((r) => r.kind === 'config')).toBe(true);
    const byActor = (
      ok(await t.post('admin_auditList', { actorId: await idOf('reviewer01') }, { token: admin })) as {
        data: { recordList: { actorName: string }[] };
      }
    ).data;
    expect(byActor.recordList.map((r) => r.actorName)).toEqual(['reviewer01']);
    const future = (
      ok(await t.post('admin_auditList', { from: new Date(Date.now() + 86_400_000).toISOString() }, { token: admin })) as {
        data: { recordCount: number };
      }
    ).data;
    expect(future.recordCount).toBe(0);
  });

  it('adds and updates an article: 1 to 3 types, rich text sanitised', async () => {
    const groups = (await t.post('dictionary_lxjhList', {})).json().data as { dictionaryDetailList: { id: number }[] }[];
    const types = groups.flatMap((g) => g.dictionaryDetailList.map((c) => c.id));
    const base = {
      title: '新版劳动合同要点',
      summary: '三分钟读懂',
      icon: '/uploads/2026/01/a.png',
      content: '<p onclick="x()">正文<script>alert(1)</script><a href="javascript:x">链接</a></p>',
    };
    expect((await t.post('article_add', { ...base, typeIds: '' }, { token: admin })).json().error).toBe('请选择文章类型后再进行下一步');
    expect((await t.post('article_add', { ...base, typeIds: types.slice(0, 4).join(',') }, { token: admin })).json().error).toBe(
      '最多可选择三个分类',
    );
    const { data: id } = ok(await t.post('article_add', { ...base, typeIds: types.slice(0, 2).join(',') }, { token: admin })) as {
      data: number;
    };
    const got = (
      ok(await t.post('admin_articleGet', { id }, { token: admin })) as { data: { content: string; typeNames: string[]; author: string } }
    ).data;
    expect(got.content).toBe('<p>正文<a rel="noopener noreferrer">链接</a></p>');
    expect(got).toMatchObject({ typeNames: ['Java', 'Python'], author: 'admin001' });
    ok(await t.post('article_update', { ...base, id, title: '新版劳动合同十大要点', typeIds: [types[5]] }, { token: admin }));
    const list = (
      ok(await t.post('admin_articleList', {}, { token: admin })) as { data: { recordList: { title: string; typeIds: number[] }[] } }
    ).data;
    expect(list.recordList[0]).toMatchObject({ title: '新版劳动合同十大要点', typeIds: [types[5]] });
    expect((await t.post('article_update', { ...base, id: 99999, typeIds: '1' }, { token: admin })).statusCode).toBe(404);
  });
});
