import { eq, sql } from 'drizzle-orm';
import { areaList } from '@vant/area-data';
import { CONFIG_OFF, CONFIG_ON, SM4_CONFIG_KEY } from '@xcb/shared';
import type { Db, Tx } from '../db/client.ts';
import {
  areas,
  articleTypes,
  articles,
  banners,
  companies,
  complaintFeedback,
  dictionaries,
  dictionaryDetails,
  exclusiveDomains,
  invitationCodes,
  personalInformation,
  platformConfigs,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../http/password.ts';
import { dictionaries as seedDictionaries } from './data/dictionaries.ts';
import { articleTypeGroups } from './data/article-types.ts';
import { banners as seedBanners } from './data/banners.ts';
import { zones } from './data/zones.ts';
import { demoUsers } from './data/users.ts';
import { feedbackEntries } from './data/feedback.ts';
import { demoCourses } from './data/courses.ts';
import { seedSkills } from '../modules/skills/vocabulary.ts';
import { wantDemoContent } from './demo-marker.ts';

export { demoUsers };

const SEED_MARKER = 'seed.version';
const SEED_VERSION = '1';

export interface SeedOptions {
  sm4Enabled: boolean;
  scryptLogN: number;
  /**
   * Demo users and demo content (banners, zones and their invitation codes, courses) are for trying the
   * product; reference data (dictionaries, areas) is always seeded.
   */
  demoUsers: boolean;
  /** The first staff account of an installation without demo data (production): name and password. */
  admin?: { name: string; password: string };
  /**
   * The demo marketplace follows (seed/demo, main.ts): asked for in this transaction, so a start killed
   * between the two still makes it on the next start.
   */
  demoContent?: boolean;
}

/**
 * Seeds reference and demo data once: a marker row records the version, so a second start keeps
 * whatever users and staff changed. Safe to call on every start and from several instances at once
 * (the marker insert is the lock).
 */
export async function seed(db: Db, opts: SeedOptions): Promise<boolean> {
  // a restart on seeded data: no password hashing (scrypt at the shipped cost, a second of the restart);
  // the marker is still claimed in the transaction below, so two first starts at once seed once
  const [seeded] = await db
    .select({ key: platformConfigs.configKey })
    .from(platformConfigs)
    .where(eq(platformConfigs.configKey, SEED_MARKER));
  if (seeded) return false;
  const passwordHashes = opts.demoUsers ? await Promise.all(demoUsers.map((u) => hashPassword(u.password, opts.scryptLogN))) : [];
  const adminHash = opts.admin ? await hashPassword(opts.admin.password, opts.scryptLogN) : null;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(platformConfigs)
      .values({ configKey: SEED_MARKER, configStatus: SEED_VERSION })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    await tx
      .insert(platformConfigs)
      .values({ configKey: SM4_CONFIG_KEY, configStatus: opts.sm4Enabled ? CONFIG_ON : CONFIG_OFF })
      .onConflictDoNothing();
    await seedDictionaryData(tx);
    await seedAreas(tx);
    await seedSkills(tx);
    if (opts.admin && adminHash) {
      await tx
        .insert(users)
        .values({ name: opts.admin.name, phone: '', passwordHash: adminHash, nickName: '平台管理员', auth: 0, staffRole: 'admin' });
    }
    if (opts.demoUsers) {
      await seedZones(tx);
      await tx.insert(banners).values(seedBanners.map((b) => ({ ...b })));
      const row = (u: (typeof demoUsers)[number], i: number) => ({
        name: u.name,
        phone: u.phone,
        passwordHash: passwordHashes[i] as string,
        nickName: u.nickName,
        auth: u.auth,
        exclusiveCode: u.exclusiveCode ?? null,
        staffRole: u.staffRole ?? null,
      });
      await tx.insert(users).values(demoUsers.flatMap((u, i) => (u.id ? [] : [row(u, i)])));
      // spec §9: the support account has id 271, below the identity's start (1000), so it never collides.
      const fixed = demoUsers.flatMap((u, i) => (u.id ? [{ ...row(u, i), id: u.id }] : []));
      if (fixed.length) await tx.insert(users).overridingSystemValue().values(fixed);
      const ids = new Map((await tx.select({ id: users.id, name: users.name }).from(users)).map((u) => [u.name, u.id]));
      const entries = feedbackEntries.flatMap((f) => {
        const userId = ids.get(f.userName);
        return userId ? [{ userId, type: f.type, content: f.content, phone: f.phone ?? null, wx: f.wx ?? null, qq: f.qq ?? null }] : [];
      });
      if (entries.length) await tx.insert(complaintFeedback).values(entries);
      // The individual demo user has passed personal certification, so the insurance proof can be tried.
      const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.name, 'person01'));
      if (person) await tx.insert(personalInformation).values({ userId: person.id, name: '张伟', jpAuditState: 1 });
      await seedCourses(tx, ids);
      await seedCompanies(tx, ids);
    }
    if (opts.demoUsers && opts.demoContent) await wantDemoContent(tx);
    return true;
  });
}

async function seedDictionaryData(tx: Tx) {
  for (const d of seedDictionaries) {
    const [row] = await tx.insert(dictionaries).values({ number: d.number, name: d.name }).returning({ id: dictionaries.id });
    if (!row) continue;
    await tx
      .insert(dictionaryDetails)
      .values(d.details.map((x, sort) => ({ dictionaryId: row.id, name: x.name, value: x.value, varchar1: x.varchar1 ?? null, sort })));
  }
  for (const [gi, g] of articleTypeGroups.entries()) {
    const [row] = await tx.insert(articleTypes).values({ name: g.name, value: g.value, sort: gi }).returning({ id: articleTypes.id });
    if (!row) continue;
    await tx.insert(articleTypes).values(g.children.map((c, sort) => ({ parentId: row.id, name: c.name, value: c.value, sort })));
  }
}

/** Approved demo courses by the demo company and individual. */
async function seedCourses(tx: Tx, userIds: Map<string, number>) {
  const types = new Map(
    (await tx.select({ id: articleTypes.id, value: articleTypes.value }).from(articleTypes)).map((t) => [t.value, t.id]),
  );
  const rows = demoCourses.flatMap((c) => {
    const authorId = userIds.get(c.author);
    const typeIds = c.types.flatMap((v) => (types.has(v) ? [types.get(v) as number] : []));
    return authorId
      ? [
          {
            title: c.title,
            summary: c.summary,
            content: c.content,
            authorId,
            typeIds,
            kind: 'course',
            status: 1,
            readMoney: c.price,
            postDivision: c.postDivision,
          },
        ]
      : [];
  });
  if (rows.length) await tx.insert(articles).values(rows);
}

/**
 * The demo companies' certification records, approved, so they can recruit (spec (3,5,2): an audited
 * company) and publish personnel-agency demands (4,6,2). The recruiter's personal data (zp_grzl) is left for the user to fill on /recruitment/people_data.
 */
async function seedCompanies(tx: Tx, userIds: Map<string, number>) {
  const rows = [
    { user: 'company01', companyName: '星河科技有限公司' },
    { user: 'zoneuser01', companyName: '杭州高新园区科技企业' },
  ].flatMap((c) => {
    const userId = userIds.get(c.user);
    // company information is zoned content (spec §5): it carries its owner's zone
    const exclusiveCode = demoUsers.find((u) => u.name === c.user)?.exclusiveCode ?? null;
    return userId ? [{ userId, companyName: c.companyName, companyAuditState: 1, exclusiveCode }] : [];
  });
  if (rows.length) await tx.insert(companies).values(rows);
}

/** Provinces, cities and districts from @vant/area-data (administrative codes as ids). */
async function seedAreas(tx: Tx) {
  const provinces = Object.entries(areaList.province_list).map(([code, name]) => ({ id: Number(code), parentId: null, name, level: 1 }));
  const known = new Set(provinces.map((p) => p.id));
  const cities = Object.entries(areaList.city_list).map(([code, name]) => ({
    id: Number(code),
    parentId: Number(code.slice(0, 2) + '0000'),
    name,
    level: 2,
  }));
  for (const c of cities) known.add(c.id);
  const districts = Object.entries(areaList.county_list).map(([code, name]) => {
    const city = Number(code.slice(0, 4) + '00');
    return { id: Number(code), parentId: known.has(city) ? city : Number(code.slice(0, 2) + '0000'), name, level: 3 };
  });
  const all = [...provinces, ...cities, ...districts];
  for (let i = 0; i < all.length; i += 1000) {
    await tx
      .insert(areas)
      .values(all.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}

async function seedZones(tx: Tx) {
  for (const z of zones) {
    const [row] = await tx
      .insert(exclusiveDomains)
      .values({ code: z.exclusiveCode, name: z.exclusiveName })
      .returning({ id: exclusiveDomains.id });
    if (!row) continue;
    await tx.insert(invitationCodes).values(z.invitationCodes.map((code) => ({ code, domainId: row.id })));
  }
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
