import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CHAT_MSG } from '@xcb/shared';
import type { ChatMessage } from '@xcb/shared/actions/chat';
import { isEmbedded, type Db } from '../../db/client.ts';
import { GroupRunner, turnsOf } from '../../db/group.ts';
import { keep, type Kept } from '../../db/kept/keep.ts';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import type { Hub } from '../../realtime/hub.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { SessionService } from '../../http/sessions.ts';
import { mayReach } from '../domain/scope.ts';
import { presentMessage, type MessageRow } from './chat.presenter.ts';

/** A message whose content is checked, on its way to the database; the recipient is checked in its batch. */
export interface Draft {
  actor: Actor;
  recipientId: number;
  sendtype: string;
  text: string;
  fileName: string | null;
  fileSize: number | null;
}

interface Peer {
  id: number;
  exclusiveCode: string | null;
  staffRole: string | null;
}

interface StoredRow {
  id: string | number;
  sender_id: number;
  recipient_id: number;
  sendtype: string;
  text: string;
  file_name: string | null;
  file_size: number | null;
  /** epoch milliseconds: the same on both drivers (each returns timestamps and bigints its own way) */
  at_ms: string | number;
}

/**
 * One batch's statement: inserts every message and upserts both sides' conversation rows, atomic like
 * any single statement. The conversation rows are grouped by pair: one statement may not upsert the same
 * row twice, and two messages of one batch in one conversation would.
 */
const STORE_BATCH = `
  with input as (
    select * from json_to_recordset($1::json) as x(s int, r int, t text, x text, n text, z int)
  ), ins as (
    insert into chat_messages (sender_id, recipient_id, sendtype, text, file_name, file_size)
    select s, r, t, x, n, z from input
    returning id, sender_id, recipient_id, sendtype, text, file_name, file_size, created_at
  ), pairs as (
    select sender_id as owner_id, recipient_id as peer_id, created_at from ins
    union all
    select recipient_id, sender_id, created_at from ins
  ), friends as (
    insert into chat_friends (owner_id, peer_id, updated_at)
    select owner_id, peer_id, max(created_at) from pairs group by owner_id, peer_id
    on conflict (owner_id, peer_id) do update set hidden = false, updated_at = excluded.updated_at
  )
  select id::text as id, sender_id, recipient_id, sendtype, text, file_name, file_size,
    (extract(epoch from created_at) * 1000)::float8 as at_ms
  from ins order by ins.id`;

/**
 * The batch statement, planned once per connection instead of once per batch: planning was 40 % of it
 * (0.9 ms a batch on the embedded database, 0.5 ms prepared). On PostgreSQL a named query, which
 * node-postgres prepares on each pooled connection at its first use. PGlite's own query() parses and
 * plans every time (only the database thread keeps statements, db/pglite-statements.ts; PGlite in
 * process, PGLITE_THREAD=off, does not), so there it is a PREPARE and an EXECUTE through the simple
 * protocol, the batch's JSON as a quoted literal (pg's escapeLiteral, safe whatever
 * standard_conforming_strings says).
 * These statements bypass drizzle and so its logger, which the write watch reads: they write only chat
 * tables, which no kept copy is made from (db/kept/tables.ts, UNLISTED).
 */
function batchWriter(db: Db): (input: string) => Promise<StoredRow[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!isEmbedded(db)) {
    const pool = client as pg.Pool;
    return async (input) => (await pool.query<StoredRow>({ name: 'chat_store_batch', text: STORE_BATCH, values: [input] })).rows;
  }
  // PGlite, or its stand-in on the database thread (db/pglite-remote.ts): both run exec the same way
  const pglite = client as Pick<PGlite, 'exec'>;
  let prepared: Promise<unknown> | null = null;
  return async (input) => {
    prepared ??= pglite.exec(`prepare chat_store_batch(json) as ${STORE_BATCH.replace('$1::json', '$1')}`).catch((err: unknown) => {
      prepared = null;
      throw err;
    });
    await prepared;
    const [result] = await pglite.exec(`execute chat_store_batch(${pg.escapeLiteral(input)})`);
    return (result?.rows ?? []) as StoredRow[];
  };
}

/**
 * Stores chat messages by group commit (docs/performance.md, Chat). Sends that arrive together are
 * handled as one batch: one read of their recipients (each send still gets its own refusal: an unknown
 * user, another domain), then one statement that inserts every accepted message and upserts both sides'
 * conversation rows, atomic as any single statement, so a batch is stored whole or not at all. Each send
 * is answered only once its batch has committed, and a batch that fails fails every send in it: nothing
 * is acknowledged that is not stored. Batches run one after another, so ids (and with them the order of
 * a conversation) follow the order the sends arrived in, and each batch is pushed to the sockets in one
 * notification, in the same order.
 */
export class ChatWriter {
  private readonly db: Db;
  private readonly hub: Hub;
  private readonly runner: GroupRunner<Draft, MessageRow | AppError>;
  private readonly peers;
  /**
   * Recipients read by earlier batches, kept while no write to users was seen (db/kept/keep.ts, topic
   * `sessions`): a conversation's batches then cost the write alone. A recipient whose zone changed, or
   * who was removed, is read afresh by the next batch.
   */
  private readonly known: Kept<number, Peer>;

  private readonly online: Pick<SessionService, 'knownUser'> | null;
  private readonly write: (input: string) => Promise<StoredRow[]>;

  /** `online`: the sessions, whose kept rows already know every signed-in recipient. */
  constructor(db: Db, hub: Hub, online: Pick<SessionService, 'knownUser'> | null = null) {
    this.db = db;
    this.hub = hub;
    this.online = online;
    this.runner = new GroupRunner((drafts) => this.store(drafts), { turns: isEmbedded(db) ? turnsOf(db) : null });
    this.peers = db
      .select({ id: users.id, exclusiveCode: users.exclusiveCode, staffRole: users.staffRole })
      .from(users)
      .where(sql`${users.id} in (select value::int from json_array_elements_text(${sql.placeholder('ids')}::json))`)
      .prepare('chat_peers');
    this.known = keep(db, { reads: [users], max: 50_000, ttl: 0 });
    this.write = batchWriter(db);
  }

  private async peersOf(ids: readonly number[]): Promise<Map<number, Peer>> {
    const peers = new Map<number, Peer>();
    const missing: number[] = [];
    for (const id of ids) {
      const known = this.known.get(id) ?? this.online?.knownUser(id);
      if (known) peers.set(id, known);
      else missing.push(id);
    }
    if (missing.length === 0) return peers;
    const stamp = this.known.stamp();
    const found = await this.peers.execute({ ids: JSON.stringify(missing) });
    for (const p of found) {
      peers.set(p.id, p);
      this.known.set(p.id, stamp, p);
    }
    return peers;
  }

  /** Resolves with the stored message once it is committed (and on its way to both users' sockets). */
  async add(draft: Draft): Promise<ChatMessage> {
    const stored = await this.runner.submit(draft);
    if (stored instanceof AppError) throw stored;
    return presentMessage(stored);
  }

  private async store(drafts: Draft[]): Promise<(MessageRow | AppError)[]> {
    const peers = await this.peersOf([...new Set(drafts.map((d) => d.recipientId))]);
    const answers: (MessageRow | AppError)[] = drafts.map((d) => {
      const peer = peers.get(d.recipientId);
      if (!peer) return notFound(CHAT_MSG.userNotFound);
      if (!mayReach(d.actor, peer)) return forbidden(CHAT_MSG.otherDomain);
      return null as unknown as MessageRow;
    });
    const accepted = drafts.filter((_, i) => !answers[i]);
    if (accepted.length === 0) return answers;
    const input = JSON.stringify(
      accepted.map((d) => ({ s: d.actor.userId, r: d.recipientId, t: d.sendtype, x: d.text, n: d.fileName, z: d.fileSize })),
    );
    const stored = await this.write(input);
    if (stored.length !== accepted.length) throw new Error(`chat batch stored ${stored.length} of ${accepted.length} messages`);
    // Ids are drawn in the order the input is read, which is the order the sends arrived in.
    const rows: MessageRow[] = stored.map((r) => ({
      id: Number(r.id),
      senderId: r.sender_id,
      recipientId: r.recipient_id,
      sendtype: r.sendtype,
      text: r.text,
      fileName: r.file_name,
      fileSize: r.file_size,
      deletedBySender: false,
      deletedByRecipient: false,
      createdAt: new Date(Number(r.at_ms)),
    }));
    // After the commit: a client that reads history on receipt finds the rows.
    this.hub.publishBatch(
      rows.map((r) => ({ userIds: [r.senderId, r.recipientId], payload: { cmdtype: 'chat', message: presentMessage(r) } })),
    );
    let next = 0;
    return answers.map((a) => a ?? (rows[next++] as MessageRow));
  }
}

const writers = new WeakMap<AppDeps, ChatWriter>();

/** The app instance's writer: one per app, so all of its sends share the batches. */
export function chatWriter(deps: AppDeps): ChatWriter {
  let w = writers.get(deps);
  if (!w) writers.set(deps, (w = new ChatWriter(deps.db, deps.hub, deps.sessions)));
  return w;
}
