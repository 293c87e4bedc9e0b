import type { DemoClient, DemoSeed } from './context.ts';
import { publishers, workers, zonePublishers, zoneWorkers } from './data/employment-accounts.ts';
import { publicDemands, zoneDemands } from './data/employment-demands.ts';
import { liveDemands, type DemandWorld } from './employment/demands.ts';
import { ensurePayPassword, setAvatar } from './employment/profile.ts';
import { withdraw } from './employment/wallets.ts';

// Short-term hire (短期用工) and the wallets around it: publishers, workers and zone members with avatars;
// public demands in every state and zone demands in both zones (data/employment-demands.ts), lived
// through the product's actions; company01 publishes and pays from its wallet, person01 works and is paid;
// the base accounts' wallets get top-ups, escrow payments, income, refunds and withdrawals (one still
// waiting for staff in the back office).

const BASE_PAYERS: Record<string, string> = { company01: '星河科技有限公司', zoneuser01: '杭州高新园区科技企业' };

export async function seedEmployment(s: DemoSeed): Promise<void> {
  const staff = await s.staff();
  const company = await s.as('company01');
  const zone = await s.as('zoneuser01');
  const person = await s.as('person01');
  const agency = await s.as('hragency01');
  // Payment passwords cost a scrypt each: they are set on the thread pool while the rest goes on.
  const background: Promise<unknown>[] = [];
  const later = <T>(p: Promise<T>): Promise<T> => {
    background.push(p);
    p.catch(() => undefined);
    return p;
  };
  const passwords = new Map<string, Promise<void>>();
  for (const c of [company, zone, person, agency]) passwords.set(c.name, later(ensurePayPassword(c)));

  const accounts = [...publishers, ...workers, ...zonePublishers, ...zoneWorkers];
  for (const a of accounts) {
    const client = await s.account(a);
    await setAvatar(client, a.avatar, { nickName: a.nickName, sign: a.sign });
  }

  await s.fund(company, 1500);
  await s.fund(zone, 1200);
  await s.fund(person, 200);
  await s.fund(agency, 3000);
  // a withdrawal staff paid out, and one still waiting in the back office
  void later(
    (async () => {
      await passwords.get('hragency01');
      await withdraw(s, agency, { coins: 8000, via: 'alipay', payee: 'finance@zhongcai.example.com', realName: '众才人力', approve: true });
    })(),
  );
  void later(
    (async () => {
      await passwords.get('person01');
      await withdraw(s, person, { coins: 1500, via: 'alipay', payee: 'zhangwei@example.com', realName: '张伟' });
    })(),
  );

  const proofs = new Map<number, string>();
  const payers = new Map(accounts.map((a) => [a.name, a.company?.name ?? a.realName ?? a.nickName]));
  const world = (browsers: string[], seed: number): DemandWorld => ({
    s,
    staff,
    who: (name) => s.as(name),
    ready: (name) => passwords.get(name) ?? Promise.resolve(),
    payer: (name) => BASE_PAYERS[name] ?? payers.get(name) ?? name,
    proof: async (c: DemoClient) => {
      const known = proofs.get(c.id);
      if (known) return known;
      const path = await c.picture('voucher.png', 'proof');
      proofs.set(c.id, path);
      return path;
    },
    browsers,
    seed,
  });
  const lives = await liveDemands(world(['person01', ...workers.map((w) => w.name)], 22), publicDemands);
  for (const code of ['HZGX01', 'SZQH02']) {
    const inZone = (name: string) => (name === 'zoneuser01' ? 'HZGX01' : accounts.find((a) => a.name === name)?.exclusiveCode) === code;
    const members = zoneWorkers.filter((w) => w.exclusiveCode === code).map((w) => w.name);
    await liveDemands(
      world(members, code === 'HZGX01' ? 23 : 24),
      zoneDemands.filter((d) => inZone(d.by)),
    );
  }

  // person01 keeps a few demands he liked (收藏) besides those he applied to
  for (const { id } of lives.filter((l) => l.spec.state === 'recruiting' && !l.spec.apply?.includes('person01')).slice(3, 6)) {
    await person.call('lhyhneedLooked_add', { positionoruserid: id, type: 1 });
    await person.call('lhyhneedCollect_toggle', { needId: id });
  }
  await Promise.all(background);
}
