import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG, type ActionContract } from '@xcb/shared';
import { sm4Open } from '@xcb/shared/sm4';
import { withBrowsingZone, zoneOfRequest } from './browsing-zone.ts';
import { AppError, badRequest, forbidden, unauthorized } from '../core/errors.ts';
import { expandDottedKeys, nestsDeeperThan } from './body.ts';
import { signFileKey } from './file-key.ts';
import { readMultipart, UploadSlots, type ReceivedFile, type UploadPolicy } from './multipart.ts';
import type { AppDeps } from './deps.ts';
import { writeWatchOf } from '../db/kept/write-watch.ts';
import type { ListedReads } from '../db/kept/keep.ts';
import { keepReplies } from './kept-replies.ts';
import type { Actor } from './actor.ts';

export type { Actor } from './actor.ts';

export type UploadedFile = ReceivedFile;

export interface ActionContext {
  actor: Actor | null;
  ip: string;
  userAgent: string;
  file: UploadedFile | null;
  deps: AppDeps;
}

export interface UserContext extends ActionContext {
  actor: Actor;
}

type Handler<C extends ActionContract> = (
  input: z.output<C['input']>,
  ctx: C['auth'] extends 'user' | 'staff' ? UserContext : ActionContext,
) => Promise<z.input<C['reply']>>;

export interface ActionDefinition<C extends ActionContract = ActionContract> {
  contract: C;
  handler: Handler<C>;
  /** The file the action takes (field `upload`); without one, a multipart file is refused before it is read. */
  upload?: UploadPolicy | undefined;
  /**
   * A public read whose reply depends only on its input, the browsing zone and the data, with the tables it
   * reads: kept for callers without a session while the data has not changed (http/kept-replies.ts). Never
   * for an action that writes, counts a view or answers differently by time.
   */
  keep?: { reads: ListedReads } | undefined;
}

/** One `*.action` endpoint: a shared contract plus the handler that implements it. */
export function defineAction<C extends ActionContract>(
  contract: C,
  handler: Handler<C>,
  options: { upload?: UploadPolicy; keep?: { reads: ListedReads } } = {},
): ActionDefinition {
  return { contract, handler: handler, upload: options.upload, keep: options.keep };
}

/** Body fields that name a user: a value that is not the caller is refused, never trusted (403). */
const USER_FIELDS = new Set(['userid', 'uid', 'suserid', 'userId']);

/** The user fields of a body's first four levels, walked iteratively (a deep body is refused by body.ts). */
function checkUserFields(body: unknown, actor: Actor | null): void {
  if (!actor || typeof body !== 'object' || body === null) return;
  const stack: [object, number][] = [[body, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, depth] = top;
    for (const [key, v] of Object.entries(node)) {
      if (USER_FIELDS.has(key) && v !== undefined && v !== null && v !== '') {
        // an object or array names nobody (and String() of a nested array recurses): not the caller
        if (typeof v === 'object' || String(v) !== String(actor.userId)) throw forbidden();
      } else if (typeof v === 'object' && v !== null && depth < 3) {
        stack.push([v as object, depth + 1]);
      }
    }
  }
}

function decryptFields(body: Record<string, unknown>, fields: readonly string[], key: string): void {
  for (const field of fields) {
    // A dotted name (custAccountPWD.accountpwd) names a nested field, as the form's dotted keys do.
    const path = field.split('.');
    const last = path.pop() as string;
    let holder: unknown = body;
    for (const part of path) holder = typeof holder === 'object' && holder !== null ? (holder as Record<string, unknown>)[part] : undefined;
    if (typeof holder !== 'object' || holder === null) continue;
    const target = holder as Record<string, unknown>;
    const value = target[last];
    if (value === undefined || value === null || value === '') continue;
    const plain = typeof value === 'string' ? sm4Open(value, key) : null;
    if (plain === null) throw badRequest(MSG.encryptedFieldInvalid);
    target[last] = plain;
  }
}

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] ?? null;
}

async function readInput(
  request: FastifyRequest,
  reply: FastifyReply,
  upload: UploadPolicy | undefined,
  slots: UploadSlots,
): Promise<{ body: Record<string, unknown>; file: UploadedFile | null }> {
  if (request.method === 'GET') return { body: expandDottedKeys({ ...(request.query as Record<string, unknown>) }), file: null };
  if (request.isMultipart()) {
    const { body, file } = await readMultipart(request, reply, upload, slots);
    return { body: expandDottedKeys(body), file };
  }
  const raw = request.body;
  if (raw === undefined || raw === null || raw === '') return { body: {}, file: null };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest();
  return { body: expandDottedKeys({ ...(raw as Record<string, unknown>) }), file: null };
}

export function registerActions(app: FastifyInstance, deps: AppDeps, definitions: readonly ActionDefinition[]): void {
  const slots = new UploadSlots(deps.config.UPLOADS_PER_CLIENT);
  const watch = writeWatchOf(deps.db);
  const [read, ...reads] = definitions.flatMap((d) => d.keep?.reads ?? []);
  const keptReplies = read ? keepReplies(deps.db, [read, ...reads]) : null;
  for (const { contract, handler, upload, keep } of definitions) {
    deps.registry.push(contract);
    const run = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearer(request);
      let actor: Actor | null = null;
      if (contract.auth === 'user' || contract.auth === 'staff') {
        if (!token) throw unauthorized('ERR0001');
        actor = await deps.sessions.resolve(token);
        if (contract.auth === 'staff' && !actor.staffRole) throw forbidden(MSG.staffOnly);
      } else if (contract.auth === 'optional' && token) {
        actor = await deps.sessions.resolve(token).catch((e: unknown) => {
          if (e instanceof AppError && e.status === 401) return null;
          throw e;
        });
      }
      // Links to private files carry this key (img and video tags cannot send the Authorization header).
      if (actor) void reply.header('X-File-Key', signFileKey(deps.config.sessionSecret, actor.userId));
      const { body, file } = await readInput(request, reply, upload, slots);
      checkUserFields(body, actor);
      if (contract.encrypted?.length && (await deps.platform.sm4Enabled())) {
        decryptFields(body, contract.encrypted, deps.config.SM4_KEY);
      }
      const parsed = contract.input.safeParse(body);
      if (!parsed.success) {
        // A contract's own messages are the spec's Chinese text; zod's defaults (English, naming types)
        // are replaced by the generic Chinese one.
        const message = parsed.error.issues[0]?.message;
        throw badRequest(message && /[\u4e00-\u9fff]/.test(message) ? message : MSG.badRequest);
      }
      const zone = zoneOfRequest(request);
      // JSON.stringify recurses: an input deeper than a body may be (a schema's transform) is not kept
      const kept =
        keptReplies && keep && actor === null && !nestsDeeperThan(parsed.data)
          ? { replies: keptReplies, key: `${contract.name}\u0000${zone ?? ''}\u0000${JSON.stringify(parsed.data)}` }
          : null;
      if (kept) {
        const json = kept.replies.get(kept.key);
        if (json !== undefined) return reply.type('application/json; charset=utf-8').send(json);
      }
      const stamp = kept ? kept.replies.stamp() : null;
      const ctx: ActionContext = {
        actor,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 255),
        file,
        deps,
      };
      const result = await withBrowsingZone(zone, () => (handler as (i: unknown, c: ActionContext) => Promise<unknown>)(parsed.data, ctx));
      // The reply schema is the presenter of last resort: fields it does not name never leave the server.
      const out = contract.reply.parse(result) as Record<string, unknown>;
      if (!kept) return reply.send({ success: true, ...out });
      const json = JSON.stringify({ success: true, ...out });
      kept.replies.set(kept.key, stamp, json);
      return reply.type('application/json; charset=utf-8').send(json);
    };
    const url = `/${contract.name}.action`;
    // A request's writes count as in flight until it has answered (db/kept/write-watch.ts).
    const watched = (request: FastifyRequest, reply: FastifyReply) => watch.run(() => run(request, reply));
    app.route({ method: contract.method === 'GET' ? ['GET', 'POST'] : ['POST'], url, handler: watched });
  }
}
