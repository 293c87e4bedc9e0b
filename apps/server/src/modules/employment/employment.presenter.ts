import { asc, inArray } from 'drizzle-orm';
import type { DemandCard, DemandPayRecord } from '@xcb/shared/actions/employment';
import type { Executor } from '../../db/client.ts';
import {
  demandJobs,
  type demandApplications,
  type demandDeliveries,
  type demandPayRequests,
  type demandPays,
  type users,
} from '../../db/schema/index.ts';
import { publisherNameMap } from '../certification/certification.service.ts';
import { type DemandRow, coins, iso } from './employment.common.ts';

// The reply shapes of short-term hire: the demand card of every list, the payment record, and the rows
// of the applicant, delivery and payment-request lists (the worker's name: his certified name, else his
// nickname).

type User = typeof users.$inferSelect;
interface Named {
  nickName: User['nickName'];
  name: string | null;
}
const nameOf = (r: Named) => r.name ?? r.nickName ?? '';

export const presentApplication = (r: Named & { a: typeof demandApplications.$inferSelect; icon: User['icon']; auth: User['auth'] }) => ({
  id: r.a.id,
  needId: r.a.demandId,
  userId: r.a.userId,
  name: nameOf(r),
  nickName: r.nickName,
  icon: r.icon,
  auth: r.auth,
  state: r.a.state,
  createTime: iso(r.a.createdAt),
});

export const presentDelivery = (r: Named & { d: typeof demandDeliveries.$inferSelect }) => ({
  id: r.d.id,
  needId: r.d.demandId,
  userId: r.d.userId,
  name: nameOf(r),
  content: r.d.content,
  files: r.d.files,
  state: r.d.state,
  reason: r.d.reason,
  createTime: iso(r.d.createdAt),
});

export const presentPayRequest = (x: Named & { r: typeof demandPayRequests.$inferSelect; needtitle: string }) => ({
  id: x.r.id,
  needId: x.r.demandId,
  needtitle: x.needtitle,
  userId: x.r.userId,
  name: nameOf(x),
  amount: coins(x.r.amount),
  remark: x.r.remark,
  state: x.r.state,
  reason: x.r.reason,
  createTime: iso(x.r.createdAt),
});

export async function cards(db: Executor, rows: DemandRow[]): Promise<DemandCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // one round trip for the page: its jobs and its publishers' names (two queries) in parallel
  const [jobs, names] = await Promise.all([
    db.select().from(demandJobs).where(inArray(demandJobs.demandId, ids)).orderBy(asc(demandJobs.id)),
    publisherNameMap(
      db,
      rows.map((r) => r.userId),
    ),
  ]);
  return rows.map((r) => {
    const own = jobs.filter((j) => j.demandId === r.id);
    return {
      id: r.id,
      needId: r.id,
      needCd: r.needCd,
      needtitle: r.needtitle,
      needtype: r.needtype,
      cityName: r.cityName,
      sf: r.sf,
      city: r.city,
      iszc: r.iszc,
      projecttime: r.projecttime,
      countmoney: coins(r.countmoney),
      daymoney: coins(r.daymoney),
      listPosition: own.map((j) => j.position).join('、'),
      peoplenum: own.reduce((n, j) => n + j.peoplenum, 0),
      payType: 1,
      lHyhneedStatus: r.status,
      companyName: names.get(r.userId) ?? '',
      publisherId: r.userId,
      lookCount: r.lookCount,
      createTime: iso(r.createdAt),
    };
  });
}

export function presentPay(p: typeof demandPays.$inferSelect): DemandPayRecord {
  return {
    id: p.id,
    kind: p.kind,
    source: p.source,
    payPrice: coins(p.amount),
    payProof: p.payProof,
    payCompanyName: p.payCompanyName,
    state: p.state,
    auditReason: p.auditReason,
    createTime: iso(p.createdAt),
  };
}
