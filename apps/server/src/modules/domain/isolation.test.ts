import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZONE_MSG } from '@xcb/shared';
import { SHARE_KINDS } from '@xcb/shared/actions/sharing';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { LISTING_NAME, SCOPE_DECISIONS } from './scope-decisions.ts';

// spec business-areas §5: the registry-wide half of private-zone isolation. Every listing, search and
// detail action has a recorded decision (scope-decisions.ts), and every action decided 'zoned' really
// asks the scope helper: asked across a zone boundary it refuses with the spec's message before it
// reads a row (so a guessed id learns nothing, not even whether the row exists). The per-area tests show
// the rows each kind of user sees.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Inputs that pass each zoned action's validation; the ids need not exist (the zone is decided first). */
const PROBE_INPUT: Record<string, Record<string, unknown>> = {
  shareItem_list: { kind: SHARE_KINDS[0] },
  rsFrim_detail: { firmUserId: 1 },
  rsComment_list: { firmUserId: 1 },
};

async function ask(name: string, token: string, zone: string) {
  const contract = t.deps.registry.find((c) => c.name === name);
  if (!contract) throw new Error(`${name} is not registered`);
  const input = { id: 1, pageNum: 0, pageSize: 10, ...PROBE_INPUT[name] };
  const res = await t.app.inject({
    method: contract.method,
    url: `/${name}.action`,
    ...(contract.method === 'GET'
      ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
      : { payload: input }),
    headers: { authorization: `Bearer ${token}`, 'x-exclusive-code': zone },
  });
  return { status: res.statusCode, error: res.json<{ error?: string }>().error };
}

const zoned = Object.entries(SCOPE_DECISIONS)
  .filter(([, d]) => d === 'zoned')
  .map(([name]) => name);

describe('every listing, search and detail action has a zone decision', () => {
  it('no such action is registered without one, and no decision names an action that does not exist', () => {
    const names = t.deps.registry.map((c) => c.name);
    const undecided = t.deps.registry
      .filter((c) => c.auth !== 'staff' && LISTING_NAME.test(c.name) && !(c.name in SCOPE_DECISIONS))
      .map((c) => c.name);
    expect(undecided).toEqual([]);
    expect(Object.keys(SCOPE_DECISIONS).filter((n) => !names.includes(n))).toEqual([]);
  });
});

describe.each(zoned)('%s decides its zone through the scope helper', (name) => {
  it('refuses a zone user browsing another zone (私域用户不可访问其他私域)', async () => {
    const token = await t.login('zoneuser01');
    expect(await ask(name, token, 'ZZOTHER')).toEqual({ status: 403, error: ZONE_MSG.otherZone });
  });

  it('refuses a public company browsing a zone (公域企业不可访问私域信息)', async () => {
    const token = await t.login('company01');
    expect(await ask(name, token, 'HZGX01')).toEqual({ status: 403, error: ZONE_MSG.publicCompanyNoZone });
  });
});
