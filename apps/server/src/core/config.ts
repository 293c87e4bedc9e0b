import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

// Every environment variable the server reads, parsed once. Nothing else reads process.env.
const bool = z.preprocess((v) => (typeof v === 'string' ? ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()) : v), z.boolean());

// The SM4 key is no secret (config_getConfig hands it to every browser), so its default is not refused.
const DEFAULT_SM4_KEY = '0123456789abcdeffedcba9876543210';

const iceList = z.array(
  z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() }),
);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * Default: 127.0.0.1 in the demo mode (its sandboxes must not reach the network), every interface in
   * production.
   */
  HOST: z.string().min(1).optional(),
  /** Behind a reverse proxy, set so rate limits see the client's address (X-Forwarded-For). */
  TRUST_PROXY: bool.default(false),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  SESSION_DAYS: z.coerce.number().int().positive().default(7),
  /** Secret mixed into payment-password hashes (a pepper): a stolen database alone cannot be brute-forced. */
  PAYMENT_PEPPER: z.string().min(16).optional(),
  /**
   * The local payment sandbox (cashier pages that "pay" without money). On by default outside production
   * only: in production it would credit coins nobody paid for, so it must be asked for explicitly.
   */
  PAYMENT_SANDBOX: bool.optional(),
  /** Address the payment sandbox's pages and QR codes point at; default: the address the browser used. */
  PUBLIC_URL: z.string().url().optional(),
  SM4_ENABLED: bool.default(false),
  SM4_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, 'SM4_KEY must be 32 hex characters')
    .default(DEFAULT_SM4_KEY),
  /** Demo accounts and content on first start; never in production, which starts empty but for ADMIN_NAME. */
  SEED_DEMO: bool.default(true),
  /**
   * With SEED_DEMO, the demo marketplace too (companies, positions, demands, courses and their history,
   * seed/demo); off, only the demo accounts (the journeys that build their own data from an empty market).
   */
  SEED_CONTENT: bool.default(true),
  /** Production's first staff account, created on first start: its name and password (no default password). */
  ADMIN_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_]{4,20}$/, 'ADMIN_NAME must be 4-20 letters, digits or _')
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('apps/web/dist'),
  /** The web app's server build (vite's ssr environment): it renders the first screen of `/` into its HTML. */
  WEB_SSR: z.string().default('apps/web/dist-ssr'),
  /** Where uploads are stored; default DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /**
   * Where uploaded files live: `disk` (UPLOAD_DIR, one machine) or `postgres` (the database, so several
   * instances on one PostgreSQL server serve the same files).
   */
  FILE_STORAGE: z.enum(['disk', 'postgres']).default('disk'),
  /**
   * Declares that one instance serves this DATABASE_URL: production then accepts FILE_STORAGE=disk (and
   * the start-up warnings about per-instance secrets and uploads are not printed).
   */
  SINGLE_INSTANCE: bool.default(false),
  /** Uploads one client (address) may send at the same time; more are refused with 429. */
  UPLOADS_PER_CLIENT: z.coerce.number().int().positive().default(4),
  /** scrypt cost (log2 N); tests lower it to keep the suite fast. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Wrong passwords one address may try on one account before each further try waits 1 s, 2 s, 4 s… */
  LOGIN_FREE_FAILURES: z.coerce.number().int().positive().default(5),
  /** The longest such wait. */
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(60),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  REGISTER_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /**
   * STUN/TURN servers for video interviews, as JSON (the browser's RTCIceServer list), e.g.
   * [{"urls":"stun:stun.example.com:3478"},{"urls":"turn:turn.example.com","username":"u","credential":"p"}].
   * Default none: browsers on one machine or one LAN connect directly.
   */
  ICE_SERVERS: z
    .string()
    .default('[]')
    .transform((v, ctx) => {
      try {
        return iceList.parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'ICE_SERVERS must be a JSON list of {urls, username?, credential?}' });
        return z.NEVER;
      }
    }),
  /**
   * The bearer token a Prometheus scraper sends to GET /metrics (at least 16 characters). Without it the
   * endpoint does not exist (404): the metrics name actions, load and the coins held in escrow.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Other origins (comma-separated, e.g. https://www.example.com) whose pages may open the sockets. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
});

/**
 * What several instances on one PostgreSQL server (DATABASE_URL, each with its own DATA_DIR) do not
 * share unless told to: a session secret or payment pepper generated in each instance's data folder (a
 * login from one is 登录信息无效 on the next, a payment password set on one is 支付密码错误 on the next)
 * and uploads on each machine's disk (404 on the others). Warnings for the demo mode; in production the
 * secrets are already required, and disk storage is refused unless SINGLE_INSTANCE=true says there is one.
 */
export function instanceSharingProblems(
  c: Pick<z.infer<typeof schema>, 'NODE_ENV' | 'DATABASE_URL' | 'SESSION_SECRET' | 'PAYMENT_PEPPER' | 'FILE_STORAGE' | 'SINGLE_INSTANCE'>,
): { warnings: string[]; refusals: string[] } {
  const none = { warnings: [], refusals: [] };
  if (!c.DATABASE_URL || c.SINGLE_INSTANCE) return none;
  const production = c.NODE_ENV === 'production';
  const warnings = [
    !c.SESSION_SECRET &&
      'SESSION_SECRET 未设置：会话密钥来自本实例的数据目录（DATA_DIR/session-secret），其他实例签发的登录在此无效；多个实例请设置同一个 SESSION_SECRET',
    !c.PAYMENT_PEPPER &&
      'PAYMENT_PEPPER 未设置：支付密码密钥来自本实例的数据目录（DATA_DIR/payment-pepper），在其他实例设置的支付密码在此会被判为错误；多个实例请设置同一个 PAYMENT_PEPPER',
    c.FILE_STORAGE === 'disk' &&
      !production &&
      'FILE_STORAGE=disk：上传文件只存在本机（UPLOAD_DIR），其他实例读不到（404）；多个实例请设置 FILE_STORAGE=postgres，只有一个实例请设置 SINGLE_INSTANCE=true',
  ].filter((w): w is string => typeof w === 'string');
  const refusals =
    production && c.FILE_STORAGE === 'disk'
      ? [
          'FILE_STORAGE: disk keeps uploads on this machine only, which other instances on DATABASE_URL cannot serve (404); set FILE_STORAGE=postgres, or SINGLE_INSTANCE=true if only one instance uses this database',
        ]
      : [];
  // production refuses missing secrets on its own (loadConfig), so only the demo mode warns of them
  return { warnings: production ? [] : warnings, refusals };
}

/** Passwords printed in this repository (the demo accounts'): production refuses them. */
const DEMO_PASSWORDS = ['Admin@2026', 'Demo@2026', 'Review@2026', 'Support@2026'];

export type Config = Omit<z.infer<typeof schema>, 'HOST'> & {
  HOST: string;
  /** The demo mode: sandboxes (outbox, payment sandbox, OAuth sandbox) on, demo data seeded. */
  demo: boolean;
  dataDir: string;
  uploadDir: string;
  sessionSecret: string;
  paymentPepper: string;
  paymentSandbox: boolean;
  inMemory: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const list = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${list}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (production) {
    // Every default secret at once, so one start tells the operator everything to set.
    const problems = [
      !c.SESSION_SECRET && 'SESSION_SECRET: required in production (at least 16 characters; the default is a generated file in DATA_DIR)',
      !c.PAYMENT_PEPPER && 'PAYMENT_PEPPER: required in production (at least 16 characters; the default is a generated file in DATA_DIR)',
      c.ADMIN_PASSWORD && DEMO_PASSWORDS.includes(c.ADMIN_PASSWORD) && 'ADMIN_PASSWORD: a demo password is public; choose another',
      c.PAYMENT_SANDBOX && 'PAYMENT_SANDBOX: the payment sandbox credits coins nobody paid for; it is not available in production',
      c.SEED_DEMO && env.SEED_DEMO !== undefined && 'SEED_DEMO: demo accounts (public passwords) are not seeded in production',
      ...instanceSharingProblems(c).refusals,
    ].filter((p): p is string => typeof p === 'string');
    if (problems.length)
      throw new Error(`Invalid configuration for production (default or demo settings):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    ...c,
    HOST: c.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    demo: !production,
    SEED_DEMO: c.SEED_DEMO && !production,
    dataDir: resolve(c.DATA_DIR),
    uploadDir: resolve(c.UPLOAD_DIR ?? `${c.DATA_DIR}/uploads`),
    // Without a configured secret, sessions of one run are signed with a random key: a restart then logs
    // everyone out, which is acceptable for development and makes a forgotten secret visible.
    sessionSecret: c.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    // main.ts keeps a generated pepper in the data directory, so payment passwords survive restarts.
    paymentPepper: c.PAYMENT_PEPPER ?? randomBytes(32).toString('hex'),
    paymentSandbox: !production && (c.PAYMENT_SANDBOX ?? true),
    inMemory: false,
    ...overrides,
  };
}
