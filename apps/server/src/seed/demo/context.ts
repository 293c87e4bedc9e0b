import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { WALLET_MSG } from '@xcb/shared';
import { companies, personalInformation, users, walletAccounts } from '../../db/schema/index.ts';
import { hashPayPassword } from '../../modules/ledger/pay-password.ts';
import { userAccountId } from '../../modules/ledger/ledger.ts';

/**
 * What the demo content seed is made with. Content goes through the product's own actions (app.inject,
 * the same router, validation, services, ledger and escrow as a browser's request), so the data holds
 * exactly as after real use; only the accounts themselves and their certification records are written
 * directly, as the base seed does for the demo accounts.
 */

/** Every demo account's password; the README lists it. */
export const DEMO_PASSWORD = 'Demo@2026';
/** The payment password the seed gives accounts that pay (not secret: demo only). */
export const DEMO_PAY_PASSWORD = '135790';
/**
 * design: the scrypt cost of the demo accounts' payment password hash (2^10, the lowest the configuration
 * allows). The password is public (README), so a costly hash protects nothing, while the seed checks it on
 * every one of its payments: at the configured cost (2^15) those checks were seconds of the first start.
 * The hash records its cost, so checking it costs the same; a password a user sets or changes, demo
 * accounts' included, is hashed at the configured cost.
 */
export const DEMO_PAY_LOG_N = 10;

const ASSETS = join(import.meta.dirname, 'assets');

/** A committed demo picture or file (assets/), by its name there. */
export function asset(name: string): Buffer {
  return readFileSync(join(ASSETS, name));
}

export interface DemoAccount {
  /** the login name: 6-12 letters or digits */
  name: string;
  nickName: string;
  /** 11 digits, unique */
  phone: string;
  /** 0 unfilled, 1 individual, 2 company, 3 HR agency */
  auth: 0 | 1 | 2 | 3;
  /** the private zone the account belongs to (HZGX01, SZQH02) */
  exclusiveCode?: string;
  /** auth 1: the certified real name */
  realName?: string;
  /** auth 2 and 3: the certified company, with what its record shows */
  company?: { name: string; industry?: string; size?: string; address?: string; intro?: string };
}

export class ActionError extends Error {}

/**
 * The seed's uploads all come from 127.0.0.1, and the server lets one address send at most
 * UPLOADS_PER_CLIENT uploads at a time (429 beyond): areas that upload in parallel take turns here.
 */
class Turns {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

/** One signed-in demo user: calls actions as that user. */
export class DemoClient {
  readonly id: number;
  readonly name: string;
  readonly token: string;
  private readonly app: FastifyInstance;
  private readonly uploads: Turns;
  private readonly setPayPassword: (userId: number) => Promise<void>;
  constructor(
    app: FastifyInstance,
    id: number,
    name: string,
    token: string,
    uploads: Turns,
    setPayPassword: (userId: number) => Promise<void>,
  ) {
    this.app = app;
    this.uploads = uploads;
    this.setPayPassword = setPayPassword;
    this.id = id;
    this.name = name;
    this.token = token;
  }

  /** Calls an action; answers its reply body, and throws when the reply is not a success. */
  async call<T = Record<string, unknown>>(action: string, body: Record<string, unknown> = {}): Promise<T> {
    const res = await this.app.inject({
      method: 'POST',
      url: `/${action}.action`,
      payload: body,
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Bearer ${this.token}` },
    });
    return this.answer<T>(action, res.statusCode, res.body);
  }

  /** A multipart upload action with the file in field `upload`, as the web app sends it. */
  async upload<T = Record<string, unknown>>(
    action: string,
    file: { name: string; data: Buffer; type: string },
    fields: Record<string, string> = {},
  ): Promise<T> {
    const boundary = `----demo${randomBytes(8).toString('hex')}`;
    const parts: Buffer[] = [];
    for (const [k, v] of Object.entries(fields))
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    const res = await this.uploads.run(() =>
      this.app.inject({
        method: 'POST',
        url: `/${action}.action`,
        payload: Buffer.concat(parts),
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${this.token}` },
      }),
    );
    return this.answer<T>(action, res.statusCode, res.body);
  }

  /** Uploads a committed picture through upload_uploadFile and answers its stored path. */
  async picture(assetName: string, purpose = 'image'): Promise<string> {
    const type = assetName.endsWith('.png') ? 'image/png' : assetName.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
    const body = await this.upload<{ data: string }>('upload_uploadFile', { name: assetName, data: asset(assetName), type }, { purpose });
    return body.data;
  }

  /** Sets the demo payment password, once per account (as custAccount_addPWD: refused when one is set). */
  async payPassword(): Promise<void> {
    await this.setPayPassword(this.id);
  }

  private answer<T>(action: string, status: number, raw: string): T {
    let body: { success?: boolean; error?: string } & Record<string, unknown>;
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      throw new ActionError(`${this.name} ${action}: HTTP ${status} ${raw.slice(0, 200)}`);
    }
    if (status >= 400 || body.success === false) throw new ActionError(`${this.name} ${action}: HTTP ${status} ${raw.slice(0, 400)}`);
    return body as T;
  }
}

export class DemoSeed {
  readonly app: FastifyInstance;
  readonly deps: AppDeps;
  private readonly passwordHash: string;
  private readonly clients = new Map<string, DemoClient>();
  private readonly uploads: Turns;
  private payHash: Promise<string> | null = null;
  constructor(app: FastifyInstance, deps: AppDeps, passwordHash: string) {
    this.app = app;
    this.deps = deps;
    this.passwordHash = passwordHash;
    this.uploads = new Turns(deps.config.UPLOADS_PER_CLIENT);
  }

  /**
   * Creates a demo account (password DEMO_PASSWORD) with its certification approved, and signs it in.
   * Names must be unique across the seed: each area uses its own prefix.
   */
  async account(a: DemoAccount): Promise<DemoClient> {
    const db = this.deps.db;
    const [row] = await db
      .insert(users)
      .values({
        name: a.name,
        phone: a.phone,
        passwordHash: this.passwordHash,
        nickName: a.nickName,
        auth: a.auth,
        exclusiveCode: a.exclusiveCode ?? null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`account ${a.name}`);
    if (a.auth === 1) await db.insert(personalInformation).values({ userId: row.id, name: a.realName ?? a.nickName, jpAuditState: 1 });
    if ((a.auth === 2 || a.auth === 3) && a.company)
      await db.insert(companies).values({
        userId: row.id,
        companyName: a.company.name,
        companyAuditState: 1,
        companyMainIndustry: a.company.industry ?? null,
        companySize: a.company.size ?? null,
        companyAddress: a.company.address ?? null,
        companyIntro: a.company.intro ?? null,
        exclusiveCode: a.exclusiveCode ?? null,
      });
    return this.as(a.name);
  }

  /** Signs an existing account in (a demo account of the base seed, or one made by account()). */
  async as(name: string): Promise<DemoClient> {
    const known = this.clients.get(name);
    if (known) return known;
    const [u] = await this.deps.db.select({ id: users.id }).from(users).where(eq(users.name, name));
    if (!u) throw new Error(`no demo account ${name}`);
    // Browser sessions: one per device class, so a later as() of the same user would end this one; cached.
    const token = await this.deps.sessions.open(this.deps.db, u.id, { deviceClass: 'pc', ip: '127.0.0.1', userAgent: 'demo-seed' });
    const client = new DemoClient(this.app, u.id, name, token, this.uploads, (userId) => this.setPayPassword(userId));
    this.clients.set(name, client);
    return client;
  }

  /** The demo payment password on a user's wallet (one hash for all: the same password), unless it has one. */
  private async setPayPassword(userId: number): Promise<void> {
    this.payHash ??= hashPayPassword(this.deps.config.paymentPepper, DEMO_PAY_PASSWORD, DEMO_PAY_LOG_N);
    const hash = await this.payHash;
    const accountId = await userAccountId(this.deps.db, userId);
    const set = await this.deps.db
      .update(walletAccounts)
      .set({ payPwdHash: hash, payPwdFailures: 0 })
      .where(and(eq(walletAccounts.id, accountId), isNull(walletAccounts.payPwdHash)))
      .returning({ id: walletAccounts.id });
    if (set.length === 0) throw new ActionError(`${userId} payment password: ${WALLET_MSG.payPwdExists}`);
  }

  /** The staff administrator of the base seed. */
  staff(): Promise<DemoClient> {
    return this.as('admin001');
  }

  /**
   * Coins for an account, as a user gets them: a bank-transfer top-up with its voucher, approved by staff
   * in the back office (`yuan` yuan = 10x coins). The trade history shows it like any top-up.
   */
  async fund(client: DemoClient, yuan: number): Promise<void> {
    const proof = await client.picture('voucher.png', 'proof');
    const res = await client.call<{ custAccountDetail: { id: number } }>('custAccount_createAccount', {
      payProof: proof,
      rmbAmount: String(yuan),
    });
    const staff = await this.staff();
    await staff.call('walletAdmin_topupDecide', { id: res.custAccountDetail.id, decision: 'approve' });
  }
}

/** A small deterministic generator (mulberry32): the same seed gives the same demo data on every machine. */
export function random(seed: number): { next(): number; int(min: number, max: number): number; pick<T>(list: readonly T[]): T } {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
  };
}
