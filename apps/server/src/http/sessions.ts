import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DeviceClass } from '@xcb/shared';
import { isEmbedded, type Db, type Executor } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { groupLoader, turnsOf } from '../db/group.ts';
import { keep, type Kept } from '../db/kept/keep.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { executeRows } from '../db/rows.ts';
import { outsideTransaction } from '../db/prepared.ts';
import { unauthorized } from '../core/errors.ts';
import type { Actor } from './actor.ts';

type SessionRow = Awaited<ReturnType<ReturnType<SessionService['prepareLookup']>['execute']>>[number];

export type EndReason = 'replaced' | 'logout' | 'disabled' | 'password' | 'expired';

/**
 * Told of every session that ends; `via` is the transaction that ended it, when there is one, so that the
 * "session ended" push leaves only if it commits (a login rolled back must not close the old session's
 * sockets).
 */
export type EndedHook = (userId: number, sessionId: string, reason: EndReason, via?: Executor) => void | Promise<void>;

/** Which failure code a client gets for a session that has ended, by why it ended. */
const CODE_BY_REASON = { replaced: 'ERR0003', disabled: 'ERR0004', logout: 'ERR0005', password: 'ERR0005', expired: 'ERR0005' } as const;

/** Sessions whose rows are kept between requests, and for how long at most (see `row`). */
const KEPT_SESSIONS = 20_000;
const KEPT_MS = 60_000;

/** How often a busy session's expiry slides forward (avoids a write on every request). */
const TOUCH_AFTER_MS = 10 * 60 * 1000;

export interface SessionMeta {
  deviceClass: DeviceClass;
  ip: string;
  userAgent: string;
}

/**
 * Sessions are rows in the database with a signed bearer token `<id>.<hmac>`: the signature rejects
 * forged tokens without a query, the row lets the server end a session at once (logout, a newer login on
 * the same device class, a disabled account, a password change).
 */
export class SessionService {
  private readonly db: Db;
  private readonly secret: string;
  private readonly days: number;
  private readonly onEnded: EndedHook;

  constructor(db: Db, secret: string, days: number, onEnded: EndedHook = () => undefined) {
    this.db = db;
    this.secret = secret;
    this.days = days;
    this.onEnded = onEnded;
    this.lookup = this.groupedLookup();
    this.kept = keep(db, { reads: [sessions, users], max: KEPT_SESSIONS, ttl: KEPT_MS });
    this.byUser = keep(db, { reads: [sessions, users], max: KEPT_SESSIONS, ttl: KEPT_MS });
  }

  /**
   * A session's row with its user's, kept between the requests of a busy session: a signed-in request
   * otherwise spends a statement on it before its own work (the chat's sends, a page's several lists). A
   * kept row is used only while no write to sessions or users was seen since it was read (db/kept/:
   * this instance's, and another's through NOTIFY), so a session ended, replaced or a user disabled is read
   * afresh by the next request, as before.
   */
  private readonly kept: Kept<string, SessionRow>;
  /** The same rows by user, for knownUser. */
  private readonly byUser: Kept<number, SessionRow>;
  private async row(id: string): Promise<SessionRow | undefined> {
    const hit = this.kept.get(id);
    if (hit) return hit;
    const stamp = this.kept.stamp();
    const row = await this.lookup(id);
    if (row) {
      this.kept.set(id, stamp, row);
      this.byUser.set(row.userId, stamp, row);
    }
    return row;
  }

  /**
   * A user as his kept session row has him (zone, staff role), while nothing changed since it was read;
   * null otherwise. The chat reads its recipients here first: whoever is online has such a row.
   */
  knownUser(userId: number): { id: number; exclusiveCode: string | null; staffRole: string | null } | null {
    const row = this.byUser.get(userId);
    return row ? { id: userId, exclusiveCode: row.exclusiveCode, staffRole: row.staffRole } : null;
  }

  private sign(id: string): string {
    return createHmac('sha256', this.secret).update(id).digest('base64url');
  }

  /**
   * Tokens whose signature was checked, with their session ids: a busy session (a chat, a page's several
   * lists) would otherwise key an HMAC on every request. Only a token that verified is kept, and a kept one
   * says nothing about its session, which every request still reads (kept row or database).
   */
  private readonly verified = new LRUCache<string, string>({ max: KEPT_SESSIONS });

  private parse(token: string): string | null {
    const known = this.verified.get(token);
    if (known !== undefined) return known;
    const id = this.checkSignature(token);
    if (id !== null) this.verified.set(token, id);
    return id;
  }

  private checkSignature(token: string): string | null {
    const dot = token.indexOf('.');
    if (dot <= 0) return null;
    const id = token.slice(0, dot);
    const sig = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.sign(id));
    return sig.length === expected.length && timingSafeEqual(sig, expected) ? id : null;
  }

  /**
   * Opens a session; the user's open session on the same device class ends (spec: one PC, one mobile).
   * `alongside`: writes the caller needs with it (a login forgets its failed tries), sent in the same
   * statement instead of a round trip each.
   *
   * Two logins of one account at once must not both end "the" open session and both store a new one (the
   * second breaks the one-open-per-class index). Outside a transaction the session is swapped in one
   * statement, and a swap that lost that race (its snapshot predates the other's new session) runs again in
   * a transaction under the user's row lock, so the later one replaces the earlier one, as a later login
   * does; the "session ended" push leaves once the swap has committed. Inside a caller's transaction
   * (registration, QR, OAuth) the lock is taken first, and the push leaves with the caller's commit.
   */
  async open(db: Executor, userId: number, meta: SessionMeta, alongside: readonly SQL[] = []): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    const plain = outsideTransaction(db);
    let replaced: string[];
    if (!plain) {
      await db.execute(withCtes([], db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update').getSQL(), alongside));
      replaced = await this.swap(db, id, userId, meta, []);
    } else {
      try {
        replaced = await this.swap(plain, id, userId, meta, alongside);
      } catch (e) {
        if (!isUniqueViolation(e, 'sessions_one_open_per_class')) throw e;
        // lost the race to another login of the account (its new session was not in this statement's
        // snapshot): the two take turns under the user's lock, where this one cannot lose again
        return plain.transaction((tx) => this.open(tx, userId, meta, alongside));
      }
    }
    for (const r of replaced) await this.onEnded(userId, r, 'replaced', plain ? undefined : db);
    return `${id}.${this.sign(id)}`;
  }

  /**
   * The open session of the class ended and the new one stored, in one statement. The insert reads the
   * count of ended rows, so it runs after the update has ended them: the one-open-per-class index then
   * sees the old row as ended by this very statement.
   */
  private async swap(db: Executor, id: string, userId: number, meta: SessionMeta, alongside: readonly SQL[]): Promise<string[]> {
    const ending = db
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: 'replaced' })
      .where(
        and(
          // the user's row lock, taken by every swap: one that runs under it in a transaction cannot lose
          eq(sessions.userId, sql`(select ${users.id} from ${users} where ${users.id} = ${userId} for update)`),
          eq(sessions.deviceClass, meta.deviceClass),
          isNull(sessions.endedAt),
        ),
      )
      .returning({ id: sessions.id });
    const swapped = await executeRows<{ id: string }>(
      db,
      withCtes(
        [
          sql`${sql.identifier('ended')} as (${ending.getSQL()})`,
          sql`${sql.identifier('opened')} as (insert into ${sessions} (id, user_id, device_class, expires_at, ip, user_agent)
            select ${id}::varchar, ${userId}::int, ${meta.deviceClass}::varchar, now() + ${this.days * 86_400}::int * interval '1 second',
              ${meta.ip.slice(0, 64)}::varchar, ${meta.userAgent.slice(0, 255)}::varchar
            from (select count(*) from ended) as after_ended)`,
        ],
        sql`select id from ended`,
        alongside,
      ),
    );
    return swapped.map((r) => r.id);
  }

  /**
   * Every signed-in request resolves its session. Requests arriving together are resolved by one query
   * (db/group.ts): each still reads its session as it is after the request came in, so a session ended
   * before that is refused, as with a query of its own.
   */
  private readonly lookup: ReturnType<SessionService['groupedLookup']>;
  private groupedLookup() {
    return groupLoader(
      async (ids: string[]) => {
        const rows = await this.lookupStatement().execute({ ids: JSON.stringify(ids) });
        return new Map(rows.map((r) => [r.id, r]));
      },
      { turns: isEmbedded(this.db) ? turnsOf(this.db) : null },
    );
  }
  /** The statement is prepared once (db/prepared.ts). */
  private prepared: ReturnType<SessionService['prepareLookup']> | null = null;
  private lookupStatement() {
    return (this.prepared ??= this.prepareLookup());
  }
  private prepareLookup() {
    return this.db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        deviceClass: sessions.deviceClass,
        endedAt: sessions.endedAt,
        endReason: sessions.endReason,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        status: users.status,
        staffRole: users.staffRole,
        exclusiveCode: users.exclusiveCode,
        auth: users.auth,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(sql`${sessions.id} in (select json_array_elements_text(${sql.placeholder('ids')}::json))`)
      .prepare('session_resolve');
  }

  /** The actor of a bearer token, or a 401 with the code that says why not. */
  async resolve(token: string): Promise<Actor> {
    const id = this.parse(token);
    if (!id) throw unauthorized('ERR0002');
    const row = await this.row(id);
    if (!row) throw unauthorized('ERR0002');
    if (row.endedAt) throw unauthorized(CODE_BY_REASON[(row.endReason ?? 'logout') as EndReason] ?? 'ERR0005');
    if (row.status === 1) {
      await this.endAll(this.db, row.userId, 'disabled');
      throw unauthorized('ERR0004');
    }
    const now = Date.now();
    if (row.expiresAt.getTime() <= now) {
      await this.end(id, 'expired');
      throw unauthorized('ERR0005');
    }
    if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + this.days * 86_400_000) })
        .where(eq(sessions.id, id));
    }
    return {
      userId: row.userId,
      sessionId: id,
      deviceClass: row.deviceClass,
      staffRole: row.staffRole,
      exclusiveCode: row.exclusiveCode,
      auth: row.auth,
    };
  }

  async end(sessionId: string, reason: EndReason): Promise<void> {
    const ended = await this.db
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
      .returning({ userId: sessions.userId });
    for (const r of ended) await this.onEnded(r.userId, sessionId, reason);
  }

  /** Ends every open session of a user (disabled account, password change), optionally but one. */
  async endAll(tx: Executor, userId: number, reason: EndReason, exceptSessionId?: string): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.endedAt)];
    if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
    const ended = await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(and(...conditions))
      .returning({ id: sessions.id });
    for (const r of ended) await this.onEnded(userId, r.id, reason, tx);
  }
}

/**
 * `main` with its named CTEs and the writes `alongside`, the latter each a CTE of its own (PostgreSQL runs
 * every data-modifying CTE once, to the end, whether or not the statement reads it).
 */
function withCtes(named: readonly SQL[], main: SQL, alongside: readonly SQL[]): SQL {
  const ctes = [...named, ...alongside.map((w, i) => sql`${sql.identifier(`alongside_${i}`)} as (${w})`)];
  return ctes.length === 0 ? main : sql`with ${sql.join(ctes, sql`, `)} ${main}`;
}
