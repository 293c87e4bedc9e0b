import { createServer, type IncomingMessage } from 'node:http';
import { Session } from 'node:inspector/promises';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { loadConfig } from '../apps/server/src/core/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/seed/index.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { buildApp } from '../apps/server/src/app.ts';

// `npm run bench:chat`: chat delivery with USERS connected sockets (default 1,000), each message sent
// through chatHistory_add (validated, stored, published through the hub and PostgreSQL NOTIFY) and
// timed until the recipient's socket has it. The same load then runs against a bare `ws` fan-out server
// (an HTTP POST handed straight to the recipient's socket, nothing stored) in the same process, and the
// figures are printed as ratios, so they mean the same on any machine. Loopback only; bounded by
// MESSAGES (default 2,000) and a time limit per run (BENCH_SECONDS, default 60). CHAT_PROFILE=file writes a
// CPU profile of the app's sending window alone (not its start, seed and sessions) for Chrome's DevTools.

const USERS = Number(process.env.USERS ?? 1000);
const MESSAGES = Number(process.env.MESSAGES ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const LIMIT_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000;

interface Result {
  rate: number;
  p50: number;
  p99: number;
  delivered: number;
  lost: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * Connects one socket per user, then sends MESSAGES from CONCURRENCY workers, each from a random user to
 * another; a message counts when the recipient's socket receives it.
 */
async function run(
  label: string,
  connect: (i: number) => WebSocket,
  send: (from: number, to: number, text: string) => Promise<boolean>,
): Promise<Result> {
  const sentAt = new Map<string, { t0: number; to: number }>();
  const latencies: number[] = [];
  /** When each delivery landed, to count only those within the measured time for the rate. */
  const landed: number[] = [];
  const sockets: WebSocket[] = [];
  for (let i = 0; i < USERS; i += 100) {
    const batch = Array.from({ length: Math.min(100, USERS - i) }, (_, k) => {
      const ws = connect(i + k);
      ws.on('message', (raw: Buffer) => {
        const m = JSON.parse(raw.toString()) as { cmdtype?: string; message?: { text?: string } };
        const text = m.message?.text;
        if (m.cmdtype !== 'chat' || !text) return;
        const sent = sentAt.get(text);
        // Only the recipient's copy counts (the sender's own sockets get it too).
        if (sent && sent.to === i + k) {
          const now = performance.now();
          latencies.push(now - sent.t0);
          landed.push(now);
          sentAt.delete(text);
        }
      });
      sockets.push(ws);
      return new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
    });
    await Promise.all(batch);
  }
  const profile = label === 'app' && process.env.CHAT_PROFILE ? new Session() : null;
  if (profile) {
    profile.connect();
    await profile.post('Profiler.enable');
    await profile.post('Profiler.start');
  }
  const started = performance.now();
  const deadline = started + LIMIT_MS;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < MESSAGES && performance.now() < deadline) {
        const n = next++;
        const from = Math.floor(Math.random() * USERS);
        const to = (from + 1 + Math.floor(Math.random() * (USERS - 1))) % USERS;
        const text = `${label}-${n}`;
        sentAt.set(text, { t0: performance.now(), to });
        if (!(await send(from, to, text))) sentAt.delete(text);
      }
    }),
  );
  const ended = performance.now();
  const seconds = (ended - started) / 1000;
  if (profile) {
    const { profile: taken } = await profile.post('Profiler.stop');
    writeFileSync(process.env.CHAT_PROFILE as string, JSON.stringify(taken));
    profile.disconnect();
  }
  // Let the last deliveries land (bounded, and outside the measured time: they only count as delivered).
  for (let i = 0; i < 200 && sentAt.size > 0; i++) await new Promise((r) => setTimeout(r, 100));
  for (const ws of sockets) ws.terminate();
  latencies.sort((x, y) => x - y);
  return {
    rate: landed.filter((t) => t <= ended).length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    delivered: latencies.length,
    lost: sentAt.size,
  };
}

async function appRun(): Promise<Result> {
  const uploads = mkdtempSync(join(tmpdir(), 'xcb-bench-chat-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    UPLOAD_DIR: uploads,
    SCRYPT_LOG_N: '10',
  });
  const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 10 });
  await database.migrate();
  await seed(database.db, { sm4Enabled: false, scryptLogN: 10, demoUsers: false });
  const { app, deps } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    // USERS accounts with open sessions, made directly (a login each would only measure scrypt).
    const stamp = Date.now().toString(36).slice(-5);
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: USERS }, (_, i) => ({
          name: `b${stamp}${i}`,
          phone: `19${stamp.length}${String(Date.now()).slice(-4)}${String(i).padStart(4, '0')}`.slice(0, 11),
          passwordHash: 'x',
          nickName: `压测${i}`,
        })),
      )
      .returning({ id: users.id });
    const ids = rows.map((r) => r.id);
    const tokens: string[] = [];
    for (const id of ids)
      tokens.push(await deps.sessions.open(database.db, id, { deviceClass: 'pc', ip: '127.0.0.1', userAgent: 'bench' }));
    // Rows written outside a request count as a write in flight for a second (db/write-watch.ts), during
    // which the sockets' sessions would be read but not kept. Real sessions were opened long before the
    // chat, as if these were.
    await new Promise((r) => setTimeout(r, 1_200));
    const result = await run(
      'app',
      (i) => new WebSocket(`ws://127.0.0.1:${port}/ChatWebsocket?token=${encodeURIComponent(tokens[i] ?? '')}`),
      async (from, to, text) => {
        const res = await fetch(`http://127.0.0.1:${port}/chatHistory_add.action`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[from]}` },
          body: JSON.stringify({ chatHistory: { useredid: ids[to], text } }),
        });
        return res.ok;
      },
    );
    return result;
  } finally {
    await app.close();
    await database.close();
    rmSync(uploads, { recursive: true, force: true });
  }
}

/** The baseline: sockets by user in a Map, an HTTP POST written straight to the recipient's socket. */
async function bareRun(): Promise<Result> {
  const sockets = new Map<number, WebSocket>();
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.on('data', (c: Buffer) => (s += c.toString()));
      req.on('end', () => resolve(s));
    });
  const server = createServer((req, res) => {
    void body(req).then((raw) => {
      const m = JSON.parse(raw) as { from: number; to: number; text: string };
      const payload = JSON.stringify({ cmdtype: 'chat', message: { userid: m.from, useredid: m.to, text: m.text, sendtype: 'txt' } });
      sockets.get(m.to)?.send(payload);
      sockets.get(m.from)?.send(payload);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws, req) => sockets.set(Number(new URL(req.url ?? '/', 'http://x').searchParams.get('u')), ws));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    return await run(
      'bare',
      (i) => new WebSocket(`ws://127.0.0.1:${port}/?u=${i}`),
      async (from, to, text) =>
        (await fetch(`http://127.0.0.1:${port}/send`, { method: 'POST', body: JSON.stringify({ from, to, text }) })).ok,
    );
  } finally {
    wss.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

const fmt = (r: Result) =>
  `${r.rate.toFixed(0)} msg/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.delivered} delivered, ${r.lost} lost)`;
console.log(
  `chat fan-out: ${USERS} connected users, ${MESSAGES} messages, ${CONCURRENCY} concurrent senders, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
const bare = await bareRun();
console.log(`  bare ws fan-out : ${fmt(bare)}`);
const app = await appRun();
console.log(`  app (store+hub) : ${fmt(app)}`);
console.log(`  ratio app/bare  : throughput ${(app.rate / bare.rate).toFixed(3)}, p99 delivery ${(app.p99 / bare.p99).toFixed(1)}x`);
process.exit(app.lost > 0 ? 1 : 0);
