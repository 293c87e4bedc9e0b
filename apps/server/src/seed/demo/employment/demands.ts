import { DEMO_PAY_PASSWORD, asset, random, type DemoClient, type DemoSeed } from '../context.ts';
import { PLACES, type DemandSpec, type DeliverySpec, type RequestSpec } from '../data/employment-demands.ts';

// One demand's life as its publisher, the staff and its workers live it, through the same actions as the
// pages: publish, staff review, deposit (bank transfer confirmed by staff, or the wallet), views and
// applications, acceptance, deliveries with files, payment requests paid from the escrow or refused, a
// dispute, and the end of the project. Each spec stops at the state it names.

const yuan = (coins: number) => (coins / 10).toFixed(2);

/** the deposit the fee rule asks (coins): 130% of the month's pay of everyone on-site, 30% of a remote budget */
function deposit(d: DemandSpec): number {
  const people = d.jobs.reduce((n, j) => n + j[2], 0);
  return d.onsite ? (d.monthly * people * 130) / 100 : (d.total * 30) / 100;
}

function form(d: DemandSpec) {
  const [sf, city, area] = PLACES[d.place];
  return {
    needCd: d.long ? 1 : 0,
    needtitle: d.title,
    needtype: d.type,
    ...(d.xl ? { xl: d.xl } : {}),
    projecttime: d.days,
    daymoney: d.monthly.toFixed(2),
    countmoney: d.total.toFixed(2),
    settletype: d.settle,
    ...(d.exp ? { exprince: d.exp } : {}),
    pay: d.pay,
    sf,
    city,
    area,
    ...(d.address ? { address: d.address } : {}),
    iszc: d.onsite ? 1 : 0,
    name: d.contact,
    phone: d.phone,
    settlementmodes: 1,
    listPosition: d.jobs.map(([position, workyear, peoplenum, keytechnologies]) => ({ position, workyear, peoplenum, keytechnologies })),
  };
}

export interface DemandWorld {
  s: DemoSeed;
  staff: DemoClient;
  /** every demo account of the area by login name */
  who: (name: string) => Promise<DemoClient>;
  /** a bank-transfer voucher each publisher uploaded once */
  proof: (publisher: DemoClient) => Promise<string>;
  /** resolves once the account's payment password is set (set in the background: scrypt is slow) */
  ready: (name: string) => Promise<void>;
  /** who the bank transfer comes from: the certified company, or the person */
  payer: (name: string) => string;
  /** people who browse demands in the zone (or public) the demand is in */
  browsers: string[];
  seed: number;
}

/** What the seed keeps of a demand while it lives. */
export interface Live {
  spec: DemandSpec;
  id: number;
  boss: DemoClient;
}

const STARTED = new Set(['recruiting', 'working', 'ended']);

/**
 * Runs the demands to their states, a step for all of them at a time, as the staff work through their
 * queues: publish, review, deposits, staff confirming the bank transfers, then each demand's work.
 */
export async function liveDemands(w: DemandWorld, specs: DemandSpec[]): Promise<Live[]> {
  const lives: Live[] = [];
  for (const spec of specs) {
    const boss = await w.who(spec.by);
    const { id } = await boss.call<{ id: number }>('lhyhneed_add', form(spec));
    lives.push({ spec, id, boss });
  }
  for (const { spec, id } of lives) {
    if (spec.state === 'reviewing') continue;
    const rejected = spec.state === 'rejected';
    await w.staff.call('admin_reviewDecide', {
      kind: 'demand',
      id: String(id),
      decision: rejected ? 'reject' : 'approve',
      ...(rejected ? { reason: spec.reason ?? '信息不完整' } : {}),
    });
  }
  for (const { spec, id, boss } of lives) {
    if (spec.state === 'withdrawn') await boss.call('lhyhneed_withdraw', { id });
    else if (spec.wallet) {
      await w.ready(spec.by);
      await boss.call('lhyhneedPay_walletPay', { needId: id, kind: 'deposit', accountpwd: DEMO_PAY_PASSWORD });
    } else if (STARTED.has(spec.state) || spec.state === 'proofPending' || spec.state === 'proofRejected')
      await boss.call('lhyhneedPay_addInfo', {
        lhyhneedPay: {
          needId: id,
          kind: 'deposit',
          payPrice: yuan(deposit(spec)),
          payProof: await w.proof(boss),
          payCompanyName: w.payer(spec.by),
        },
      });
  }
  // the staff's queue of bank transfers, by the demand each names
  const queue = await w.staff.call<{ data: { recordList: { id: string; title: string }[] } }>('admin_reviewList', {
    kind: 'demandPay',
    state: 'pending',
    pageSize: 100,
  });
  for (const { spec } of lives) {
    if (spec.wallet || !(STARTED.has(spec.state) || spec.state === 'proofRejected')) continue;
    const item = queue.data.recordList.find((r) => r.title.endsWith(`：${spec.title}`));
    if (!item) throw new Error(`no bank transfer waiting for ${spec.title}`);
    const reject = spec.state === 'proofRejected';
    await w.staff.call('admin_reviewDecide', {
      kind: 'demandPay',
      id: item.id,
      decision: reject ? 'reject' : 'approve',
      ...(reject ? { reason: spec.reason ?? '凭证不清晰' } : {}),
    });
  }
  for (const live of lives) if (STARTED.has(live.spec.state)) await work(w, live);
  return lives;
}

/** The work on a demand in progress: views, applications, acceptance, deliveries, payments, the end. */
async function work(w: DemandWorld, { spec: d, id, boss }: Live): Promise<void> {
  await browse(w, id, d);
  const applicants = [...(d.accept ?? []), ...(d.decline ?? []), ...(d.apply ?? [])];
  for (const name of applicants) {
    const worker = await w.who(name);
    if (name === 'person01') await worker.call('lhyhneedLooked_add', { positionoruserid: id, type: 1 });
    await worker.call('lhyhneedApply_add', { needId: id });
  }
  if ((d.accept?.length ?? 0) + (d.decline?.length ?? 0) > 0) {
    const apps = await boss.call<{ recordList: { id: number; userId: number }[] }>('lhyhneedApply_list', { needId: id, pageSize: 50 });
    for (const [names, state] of [
      [d.accept ?? [], 1],
      [d.decline ?? [], 2],
    ] as const)
      for (const name of names) {
        const worker = await w.who(name);
        const app = apps.recordList.find((a) => a.userId === worker.id);
        await boss.call('lhyhneedApply_decide', { id: app?.id, state });
      }
  }
  for (const delivery of d.deliveries ?? []) await deliver(w, boss, id, delivery);
  for (const request of d.requests ?? []) await askPayment(w, boss, id, request);
  if (d.state === 'ended') await boss.call('lhyhneed_end', { id });
}

/** A few people open the demand's page (its view count and their footprints). */
async function browse(w: DemandWorld, id: number, d: DemandSpec): Promise<void> {
  const r = random(w.seed + id);
  const looks = r.int(1, 2);
  for (let i = 0; i < looks; i++) {
    const name = r.pick(w.browsers);
    if (name === d.by) continue;
    await (await w.who(name)).call('lhyhneedLooked_add', { positionoruserid: id, type: 1 });
  }
}

async function deliver(w: DemandWorld, boss: DemoClient, id: number, d: DeliverySpec): Promise<void> {
  const worker = await w.who(d.by);
  const files: string[] = [];
  if (d.file) {
    const up = await worker.upload<{ data: string }>('upload_uploadDelivery', {
      name: d.file.replace(/^employment-/, ''),
      data: asset(d.file),
      type: 'image/png',
    });
    files.push(up.data);
  }
  await worker.call('lhyhneedDeliver_add', { needId: id, content: d.content, files });
  if (!d.decision) return;
  const list = await boss.call<{ recordList: { id: number; userId: number; state: number }[] }>('lhyhneedDeliver_list', {
    needId: id,
    pageSize: 50,
  });
  const mine = list.recordList.find((r) => r.userId === worker.id && r.state === 0);
  await boss.call('lhyhneedDeliver_decide', {
    id: mine?.id,
    state: d.decision === 'accept' ? 1 : 2,
    ...(d.reason ? { reason: d.reason } : {}),
  });
}

async function askPayment(w: DemandWorld, boss: DemoClient, id: number, q: RequestSpec): Promise<void> {
  const worker = await w.who(q.by);
  await worker.call('paymentInfoPC_add', { needId: id, amount: q.amount.toFixed(2), remark: q.remark });
  if (!q.decision) return;
  const list = await boss.call<{ recordList: { id: number; userId: number }[] }>('paymentInfoPC_list', {
    needId: id,
    state: 0,
    pageSize: 50,
  });
  const reqId = list.recordList.find((r) => r.userId === worker.id)?.id;
  await boss.call('paymentInfoPC_decide', {
    id: reqId,
    decision: q.decision,
    ...(q.reason ? { reason: q.reason } : {}),
  });
  if (!q.dispute) return;
  const opened = await worker.call<{ dispute: { id: number } }>('dispute_open', {
    kind: 'employment',
    ref: String(reqId),
    content: q.dispute.statement,
    files: [],
  });
  if (q.dispute.answer) await boss.call('dispute_addStatement', { id: opened.dispute.id, content: q.dispute.answer, files: [] });
  const decided = q.dispute.decided;
  if (decided)
    await w.staff.call('disputeAdmin_decide', {
      id: opened.dispute.id,
      toPayer: (q.amount - decided.toWorker).toFixed(2),
      toProvider: decided.toWorker.toFixed(2),
      reason: decided.reason,
    });
}
