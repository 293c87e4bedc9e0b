import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NOTICE_TYPE_CODES } from '@xcb/shared/enums';
import { accountKeys } from '../../api/account.ts';
import { certificationKeys } from '../../api/certification.ts';
import { noticeKeys } from '../../api/messaging.ts';
import { communityKeys } from '../../features/community/api.ts';
import { courseKeys as authorKeys } from '../../features/course-author/api.ts';
import { courseKeys as buyKeys } from '../../features/courses/api.ts';
import { domainKeys } from '../../features/domain/api.ts';
import { employmentKeys } from '../../features/employment/api.ts';
import { personnelKeys } from '../../features/personnel/api.ts';
import { recruitKeys } from '../../features/recruitment/api.ts';
import { sharingKeys } from '../../features/sharing/api.ts';
import { walletKeys } from '../../features/wallet/api.ts';
import {
  NOTICE_QUERY_AREAS,
  invalidateForAllNotices,
  invalidateForNotice,
  invalidateNoticesOnly,
  noticeQueryKeys,
} from './noticeQueries.ts';

// A notice pushed over the socket must refresh the lists it concerns (the company's demand list still
// read 待审核 after the approval notice arrived). The map spells the areas' key prefixes out; these
// tests hold it to the features' real keys, so a renamed key cannot silently stop the refresh.
const AREA_KEYS = [
  accountKeys.all,
  certificationKeys.all,
  communityKeys.all,
  authorKeys.all,
  buyKeys.all,
  domainKeys.all,
  employmentKeys.all,
  personnelKeys.all,
  recruitKeys.all,
  sharingKeys.all,
  walletKeys.all,
].map((k) => JSON.stringify(k));

function seeded() {
  const qc = new QueryClient();
  const keys = {
    notices: noticeKeys.unread(),
    demands: [...employmentKeys.all, 'myDemands', { pageNum: 0 }],
    recruitment: [...recruitKeys.all, 'positions'],
    wallet: [...walletKeys.all, 'info'],
  };
  for (const k of Object.values(keys)) qc.setQueryData(k, 1);
  const stale = () => Object.fromEntries(Object.entries(keys).map(([name, k]) => [name, qc.getQueryState(k)?.isInvalidated ?? false]));
  return { qc, stale };
}

describe('notice pushes refresh the queries of their area', () => {
  it('maps every notice type to existing area keys', () => {
    for (const type of NOTICE_TYPE_CODES) {
      expect(NOTICE_QUERY_AREAS[type].length).toBeGreaterThan(0);
      for (const k of NOTICE_QUERY_AREAS[type]) expect(AREA_KEYS).toContain(JSON.stringify(k));
    }
  });

  it('a short-term hire notice (the demand approved) refreshes the employment lists and the notices only', async () => {
    const { qc, stale } = seeded();
    await invalidateForNotice(qc, { messageType: '00' });
    expect(stale()).toEqual({ notices: true, demands: true, recruitment: false, wallet: true });
  });

  it('a recruitment notice refreshes recruitment, not employment', async () => {
    const { qc, stale } = seeded();
    await invalidateForNotice(qc, { messageType: '02' });
    expect(stale()).toEqual({ notices: true, demands: false, recruitment: true, wallet: false });
  });

  it('an unknown or missing type refreshes the notices alone', async () => {
    expect(noticeQueryKeys('99')).toEqual([]);
    expect(noticeQueryKeys('toString')).toEqual([]);
    const { qc, stale } = seeded();
    await invalidateForNotice(qc, undefined);
    expect(stale()).toEqual({ notices: true, demands: false, recruitment: false, wallet: false });
  });

  it('after a reconnect every area refreshes', async () => {
    const { qc, stale } = seeded();
    await invalidateForAllNotices(qc);
    expect(stale()).toEqual({ notices: true, demands: true, recruitment: true, wallet: true });
  });

  it('on the first connection only the notices refresh (the page just read its areas)', async () => {
    const { qc, stale } = seeded();
    await invalidateNoticesOnly(qc);
    expect(stale()).toEqual({ notices: true, demands: false, recruitment: false, wallet: false });
  });
});
