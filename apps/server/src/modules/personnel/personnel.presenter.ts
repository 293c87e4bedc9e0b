import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { formatCoins } from '@xcb/shared';
import {
  CONTRACT_STATUS,
  CONTRACT_STATUS_LABEL,
  DELIVER_STATUS,
  DELIVER_STATUS_LABEL,
  NEED_KIND_LABEL,
  NEED_STATUS_LABEL,
  type Contract,
  type NeedKind,
  type Need,
} from '@xcb/shared/actions/personnel';
import type { CalcResult } from '@xcb/shared/personnel-calc';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  personalInformation,
  personnelCollections,
  personnelContracts,
  personnelDelivers,
  personnelNeeds,
  users,
  type personnelComments,
} from '../../db/schema/index.ts';
import type { Actor } from '../../http/router.ts';
import { firmNames, firmStarsMap } from './firm.service.ts';

// Presenters: database rows to the reply shapes of actions/personnel.ts. A demand's contact person and
// phone are shown only to its publisher, staff and the firm chosen for it.

export type NeedRow = typeof personnelNeeds.$inferSelect;
export type ContractRow = typeof personnelContracts.$inferSelect;

/** What a contract's reply needs beyond its row; the service loads it (escrow and deposit live in services). */
export interface ContractExtras {
  needTitle: string;
  need: Need | null;
  demanderName: string;
  firmname: string;
  escrowBalance: number;
  depositHeld: string;
  commented: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentContract(r: ContractRow, x: ContractExtras, actor: Actor): Contract {
  return {
    id: r.id,
    contractNo: r.contractNo,
    kind: r.kind,
    kindName: NEED_KIND_LABEL[r.kind as NeedKind] ?? r.kind,
    needId: r.needId,
    needTitle: x.needTitle,
    need: x.need,
    demanderId: r.demanderId,
    demanderName: x.demanderName,
    providerId: r.providerId,
    firmname: x.firmname,
    amount: formatCoins(r.amount),
    terms: r.terms,
    startDate: r.startDate,
    endDate: r.endDate,
    status: r.status,
    statusName: CONTRACT_STATUS_LABEL[r.status] ?? '',
    deliverNote: r.deliverNote,
    cancelReason: r.cancelReason,
    signedAt: iso(r.signedAt),
    paidAt: iso(r.paidAt),
    deliveredAt: iso(r.deliveredAt),
    closedAt: iso(r.closedAt),
    createTime: r.createdAt.toISOString(),
    role: r.demanderId === actor.userId ? 'demander' : r.providerId === actor.userId ? 'provider' : 'staff',
    escrowHeld: formatCoins(x.escrowBalance),
    depositHeld: x.depositHeld,
    commented: x.commented,
  };
}

const fenText = (fen: number | null) => (fen === null ? null : `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`);

/** The name a demander goes by: the certified company, else the certified person, else the nickname. */
export async function publisherNames(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return out;
  const [us, cs, ps] = await Promise.all([
    db.select({ id: users.id, nick: users.nickName, name: users.name }).from(users).where(inArray(users.id, ids)),
    db
      .select({ userId: companies.userId, name: companies.companyName })
      .from(companies)
      .where(and(inArray(companies.userId, ids), eq(companies.companyAuditState, 1)))
      .orderBy(desc(companies.createdAt)),
    db
      .select({ userId: personalInformation.userId, name: personalInformation.name })
      .from(personalInformation)
      .where(and(inArray(personalInformation.userId, ids), eq(personalInformation.jpAuditState, 1))),
  ]);
  for (const u of us) out.set(u.id, u.nick ?? u.name);
  for (const p of ps) out.set(p.userId, p.name);
  for (const c of [...cs].reverse()) out.set(c.userId, c.name);
  return out;
}

export async function presentNeeds(db: Executor, rows: NeedRow[], viewer: Actor | null): Promise<Need[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, applies, mine, collected, contracts] = await Promise.all([
    publisherNames(
      db,
      rows.map((r) => r.userId),
    ),
    db
      .select({ needId: personnelDelivers.needId, n: count() })
      .from(personnelDelivers)
      .where(and(inArray(personnelDelivers.needId, ids), ne(personnelDelivers.status, DELIVER_STATUS.withdrawn)))
      .groupBy(personnelDelivers.needId),
    viewer
      ? db
          .select()
          .from(personnelDelivers)
          .where(and(inArray(personnelDelivers.needId, ids), eq(personnelDelivers.providerId, viewer.userId)))
      : [],
    viewer
      ? db
          .select({ needId: personnelCollections.needId })
          .from(personnelCollections)
          .where(and(inArray(personnelCollections.needId, ids), eq(personnelCollections.userId, viewer.userId)))
      : [],
    db
      .select({
        id: personnelContracts.id,
        needId: personnelContracts.needId,
        demanderId: personnelContracts.demanderId,
        providerId: personnelContracts.providerId,
      })
      .from(personnelContracts)
      .where(and(inArray(personnelContracts.needId, ids), ne(personnelContracts.status, CONTRACT_STATUS.cancelled))),
  ]);
  const applyCount = new Map(applies.map((a) => [a.needId, a.n]));
  const myDeliver = new Map(mine.map((d) => [d.needId, d]));
  const coll = new Set(collected.map((c) => c.needId));
  const contractOf = new Map(contracts.map((c) => [c.needId, c]));
  return rows.map((r) => {
    const d = myDeliver.get(r.id);
    const c = contractOf.get(r.id);
    const own = viewer?.userId === r.userId;
    const party = own || (c !== undefined && viewer?.userId === c.providerId);
    const seesContact = own || Boolean(viewer?.staffRole) || d?.status === DELIVER_STATUS.chosen;
    return {
      id: r.id,
      kind: r.kind,
      kindName: NEED_KIND_LABEL[r.kind as NeedKind] ?? r.kind,
      title: r.title,
      cityName: r.cityName,
      headcount: r.headcount,
      months: r.months,
      baseAmount: fenText(r.baseAmount),
      position: r.position,
      salary: r.salary,
      budget: formatCoins(r.budget),
      description: r.description,
      calc: (r.calc as CalcResult | null) ?? null,
      status: r.status,
      statusName: NEED_STATUS_LABEL[r.status] ?? '',
      reviewReason: own || viewer?.staffRole ? r.reviewReason : null,
      deposit: formatCoins(r.deposit),
      depositPaid: r.depositPaidAt !== null,
      userId: r.userId,
      publisher: names.get(r.userId) ?? '',
      readCount: r.readCount,
      applyCount: applyCount.get(r.id) ?? 0,
      createTime: r.createdAt.toISOString(),
      contactName: seesContact ? r.contactName : null,
      contactPhone: seesContact ? r.contactPhone : null,
      mine: own,
      collected: coll.has(r.id),
      myDeliver: d ? { id: d.id, status: d.status, quote: formatCoins(d.quote) } : null,
      contractId: c && (party || viewer?.staffRole) ? c.id : null,
    };
  });
}

/** Applications (personnel_deliver) with their demand, the firm's name and stars, and the live contract if any. */
export async function presentDelivers(db: Executor, rows: (typeof personnelDelivers.$inferSelect)[]) {
  if (rows.length === 0) return [];
  const needIds = [...new Set(rows.map((r) => r.needId))];
  const [needs, names, contracts, stars] = await Promise.all([
    db
      .select({ id: personnelNeeds.id, title: personnelNeeds.title, kind: personnelNeeds.kind, status: personnelNeeds.status })
      .from(personnelNeeds)
      .where(inArray(personnelNeeds.id, needIds)),
    firmNames(
      db,
      rows.map((r) => r.providerId),
    ),
    db
      .select({ id: personnelContracts.id, deliverId: personnelContracts.deliverId })
      .from(personnelContracts)
      .where(
        and(
          inArray(
            personnelContracts.deliverId,
            rows.map((r) => r.id),
          ),
          ne(personnelContracts.status, CONTRACT_STATUS.cancelled),
        ),
      ),
    firmStarsMap(
      db,
      rows.map((r) => r.providerId),
    ),
  ]);
  const needOf = new Map(needs.map((n) => [n.id, n]));
  const contractOf = new Map(contracts.map((c) => [c.deliverId, c.id]));
  return rows.map((r) => {
    const n = needOf.get(r.needId);
    return {
      id: r.id,
      needId: r.needId,
      needTitle: n?.title ?? '',
      needKind: n?.kind ?? '',
      needStatus: n?.status ?? 0,
      providerId: r.providerId,
      firmname: names.get(r.providerId) ?? '',
      quote: formatCoins(r.quote),
      message: r.message,
      status: r.status,
      statusName: DELIVER_STATUS_LABEL[r.status] ?? '',
      createTime: r.createdAt.toISOString(),
      contractId: contractOf.get(r.id) ?? null,
      stars: stars.get(r.providerId)?.stars ?? null,
    };
  });
}

/** A comment on a firm's service, with the demand it served and its author's shown name. */
export const presentComment = (r: { c: typeof personnelComments.$inferSelect; kind: string; needTitle: string }, authorName: string) => ({
  id: r.c.id,
  contractId: r.c.contractId,
  kindName: NEED_KIND_LABEL[r.kind as NeedKind] ?? r.kind,
  needTitle: r.needTitle,
  authorName,
  stars: r.c.stars,
  content: r.c.content,
  createTime: r.c.createdAt.toISOString(),
});
