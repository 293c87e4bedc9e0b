import { asc, eq, isNull, sql } from 'drizzle-orm';
import { CONFIG_OFF, CONFIG_ON, SM4_CONFIG_KEY } from '@xcb/shared';
import type { Db, Executor } from '../../db/client.ts';
import type { PlatformFlags } from '../../http/deps.ts';
import { areas, articleTypes, dictionaries, dictionaryDetails, platformConfigs } from '../../db/schema/index.ts';
import { presentArticleTypeGroups } from './platform.presenter.ts';

/** How long an instance trusts its cached flag; staff changes reach every instance within this time. */
const FLAG_TTL_MS = 3000;

/** The platform's flags as the router and staff see them (AppDeps.platform), one per app instance. */
export class PlatformService implements PlatformFlags {
  private readonly db: Db;
  private cached: { on: boolean; at: number } | null = null;

  constructor(db: Db) {
    this.db = db;
  }

  async sm4Enabled(): Promise<boolean> {
    if (this.cached && Date.now() - this.cached.at < FLAG_TTL_MS) return this.cached.on;
    const [row] = await this.db.select().from(platformConfigs).where(eq(platformConfigs.configKey, SM4_CONFIG_KEY));
    const on = row?.configStatus === CONFIG_ON;
    this.cached = { on, at: Date.now() };
    return on;
  }

  /**
   * Sets the flag through `db`, which may be the caller's transaction (so the change and its audit row
   * commit together), and returns the flag it replaced. The row is locked, so two staff switching at
   * once each record the state they really changed. This instance's cache follows once committed.
   */
  async setSm4(on: boolean, db: Executor = this.db): Promise<{ before: boolean }> {
    const configStatus = on ? CONFIG_ON : CONFIG_OFF;
    const [row] = await db
      .select({ status: platformConfigs.configStatus })
      .from(platformConfigs)
      .where(eq(platformConfigs.configKey, SM4_CONFIG_KEY))
      .for('update');
    await db
      .insert(platformConfigs)
      .values({ configKey: SM4_CONFIG_KEY, configStatus })
      .onConflictDoUpdate({ target: platformConfigs.configKey, set: { configStatus, updatedAt: sql`now()` } });
    // Inside a transaction the cache is dropped (not set): a rollback must not leave a wrong flag behind.
    this.cached = db === this.db ? { on, at: Date.now() } : null;
    return { before: row?.status === CONFIG_ON };
  }
}

/** spec: config_getConfig; the key is sent only while encryption is on (the browser needs it to encrypt). */
export async function publicConfig(flags: PlatformFlags, sm4Key: string) {
  const on = await flags.sm4Enabled();
  return {
    code: 1,
    data: { configKey: SM4_CONFIG_KEY, configStatus: on ? CONFIG_ON : CONFIG_OFF, ...(on ? { sm4Key } : {}) },
  };
}

export async function dictionary(db: Db, number: string) {
  return db
    .select({
      id: dictionaryDetails.id,
      name: dictionaryDetails.name,
      value: dictionaryDetails.value,
      varchar1: dictionaryDetails.varchar1,
    })
    .from(dictionaryDetails)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryDetails.dictionaryId))
    .where(eq(dictionaries.number, number))
    .orderBy(asc(dictionaryDetails.sort), asc(dictionaryDetails.id));
}

export async function areaChildren(db: Db, parentId: number | undefined) {
  return db
    .select({ id: areas.id, areaName: areas.name, parentId: areas.parentId })
    .from(areas)
    .where(parentId === undefined ? isNull(areas.parentId) : eq(areas.parentId, parentId))
    .orderBy(asc(areas.id));
}

export async function articleTypeGroups(db: Db) {
  const rows = await db.select().from(articleTypes).orderBy(asc(articleTypes.sort), asc(articleTypes.id));
  return presentArticleTypeGroups(rows);
}
