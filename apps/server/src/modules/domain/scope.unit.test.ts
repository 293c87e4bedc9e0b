import { describe, expect, it } from 'vitest';
import { ZONE_MSG } from '@xcb/shared';
import type { Actor } from '../../http/router.ts';
import { withBrowsingZone } from '../../http/browsing-zone.ts';
import { assertVisible, isVisible, publishZone, zoneScope } from './scope.ts';

const actor = (exclusiveCode: string | null, staffRole: string | null = null, auth = 1): Actor => ({
  userId: 1,
  sessionId: 's',
  deviceClass: 'pc',
  staffRole,
  exclusiveCode,
  auth,
});

describe('zone scope (spec business-areas §5)', () => {
  const visitor = zoneScope(null);
  const pub = zoneScope(actor(null));
  const a = zoneScope(actor('HZGX01'));
  const staff = zoneScope(actor(null, 'reviewer'));

  it('sees only its own side of every boundary; staff see all', () => {
    const rows: (string | null)[] = [null, 'HZGX01', 'SZQH02'];
    expect(rows.filter((z) => isVisible(visitor, z))).toEqual([null]);
    expect(rows.filter((z) => isVisible(pub, z))).toEqual([null]);
    expect(rows.filter((z) => isVisible(a, z))).toEqual(['HZGX01']);
    expect(rows.filter((z) => isVisible(staff, z))).toEqual(rows);
  });

  it('refuses a detail across a boundary with the spec message', () => {
    const pubCompany = zoneScope(actor(null, null, 2));
    const aCompany = zoneScope(actor('HZGX01', null, 2));
    expect(() => assertVisible(pubCompany, 'HZGX01', '短期需求')).toThrow(ZONE_MSG.publicCannotViewPrivate('短期需求'));
    expect(() => assertVisible(aCompany, null, '职位')).toThrow(ZONE_MSG.privateCannotViewPublic('职位'));
    // an individual or a visitor is no company: the 企业 wording would be wrong (and he may enter the zone)
    expect(() => assertVisible(pub, 'HZGX01', '职位')).toThrow('该职位属于私域，请进入对应私域后查看');
    expect(() => assertVisible(visitor, 'HZGX01', '职位')).toThrow(ZONE_MSG.publicUserCannotViewPrivate('职位'));
    expect(() => assertVisible(a, null, '职位')).toThrow(ZONE_MSG.privateUserCannotViewPublic('职位'));
    expect(() => assertVisible(a, 'SZQH02', '简历')).toThrow(ZONE_MSG.otherZone);
    expect(() => assertVisible(a, 'HZGX01', '简历')).not.toThrow();
    expect(() => assertVisible(staff, 'SZQH02', '简历')).not.toThrow();
  });

  it('browsing a zone: visitors and individuals see that zone only; a public company and another zone are refused', () => {
    expect(zoneScope(null, 'HZGX01')).toEqual({ kind: 'zone', zone: 'HZGX01' });
    expect(zoneScope(actor(null), 'HZGX01')).toEqual({ kind: 'zone', zone: 'HZGX01' });
    expect(() => zoneScope(actor(null, null, 2), 'HZGX01')).toThrow(ZONE_MSG.publicCompanyNoZone);
    expect(zoneScope(actor(null, null, 2), null)).toEqual({ kind: 'zone', zone: null, enterprise: true });
    expect(() => zoneScope(actor('HZGX01'), 'SZQH02')).toThrow(ZONE_MSG.otherZone);
    expect(zoneScope(actor('HZGX01'), 'HZGX01')).toEqual({ kind: 'zone', zone: 'HZGX01' });
    expect(zoneScope(actor(null, 'admin'), 'HZGX01')).toEqual({ kind: 'staff' });
  });

  it('reads the zone the request browses when none is passed', async () => {
    expect(zoneScope(null)).toEqual({ kind: 'zone', zone: null });
    const seen = await withBrowsingZone('SZQH02', async () => {
      await Promise.resolve();
      return zoneScope(null);
    });
    expect(seen).toEqual({ kind: 'zone', zone: 'SZQH02' });
    expect(() => withBrowsingZone('SZQH02', () => zoneScope(actor('HZGX01')))).toThrow(ZONE_MSG.otherZone);
  });

  it('publishes into the publisher’s own zone', () => {
    expect(publishZone(actor('HZGX01'))).toBe('HZGX01');
    expect(publishZone(actor(null))).toBeNull();
  });
});
