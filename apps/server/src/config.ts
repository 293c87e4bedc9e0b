import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

// Every environment variable the server reads, parsed once. Nothing else reads process.env.
const bool = z.preprocess((v) => (typeof v === 'string' ? ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()) : v), z.boolean());

const iceList = z.array(z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() }));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
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
  SM4_KEY: z.string().regex(/^[0-9a-fA-F]{32}$/, 'SM4_KEY must be 32 hex characters').default('0123456789abcdeffedcba9876543210'),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('apps/web/dist'),
  /** The web app's server build (vite's ssr environment): it renders the first screen of `/` into its HTML. */
  WEB_SSR: z.string().default('apps/web/dist-ssr'),
  /** Where uploads are stored; default DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /** scrypt cost (log2 N); tests lower it to keep the suite fast. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
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
  /** Other origins (comma-separated, e.g. https://www.example.com) whose pages may open the sockets. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean)),
});

export type Config = z.infer<typeof schema> & { dataDir: string; uploadDir: string; sessionSecret: string; paymentPepper: string; paymentSandbox: boolean; inMemory: boolean };

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const list = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${list}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production (at least 16 characters)');
  }
  if (c.NODE_ENV === 'production' && !c.PAYMENT_PEPPER) {
    throw new Error('Invalid configuration:\n  PAYMENT_PEPPER: required in production (at least 16 characters)');
  }
  return {
    ...c,
    dataDir: resolve(c.DATA_DIR),
    uploadDir: resolve(c.UPLOAD_DIR ?? `${c.DATA_DIR}/uploads`),
    // Without a configured secret, sessions of one run are signed with a random key: a restart then logs
    // everyone out, which is acceptable for development and makes a forgotten secret visible.
    sessionSecret: c.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    // main.ts keeps a generated pepper in the data directory, so payment passwords survive restarts.
    paymentPepper: c.PAYMENT_PEPPER ?? randomBytes(32).toString('hex'),
    paymentSandbox: c.PAYMENT_SANDBOX ?? c.NODE_ENV !== 'production',
    inMemory: false,
    ...overrides,
  };
}
