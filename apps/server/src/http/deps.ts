import type { FastifyBaseLogger } from 'fastify';
import type { ActionContract } from '@xcb/shared';
import type { Config } from '../core/config.ts';
import type { Db, Executor } from '../db/client.ts';
import type { ViewCounts } from '../db/view-counts.ts';
import type { SessionService } from './sessions.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Hub, QrHub } from '../realtime/hub.ts';
import type { DevOutbox } from '../providers/dev-outbox.ts';
import type { PaymentGateway } from '../providers/payment-gateway.ts';
import type { SmsProvider } from '../providers/sms.ts';
import type { FileStorage } from '../providers/storage.ts';
import type { OAuthKind, OAuthProvider } from '../providers/oauth.ts';

/**
 * The platform's switches the router and staff settings need: whether SM4 field sealing is on. Kept here,
 * below the areas, so the router reads it without importing modules/platform, whose PlatformService is it.
 */
export interface PlatformFlags {
  sm4Enabled(): Promise<boolean>;
  /** Sets the flag through `db` (the caller's transaction, so it commits with its audit row); returns the one replaced. */
  setSm4(on: boolean, db?: Executor): Promise<{ before: boolean }>;
}

/** What actions and services are built from. buildApp creates one per app instance. */
export interface AppDeps {
  config: Config;
  db: Db;
  sessions: SessionService;
  platform: PlatformFlags;
  limiter: RateLimiter;
  hub: Hub;
  /** Sandbox deliveries readable outside production (captcha answers, later SMS codes). */
  outbox: DevOutbox;
  /** Alipay / WeChat Pay: the local sandbox by default. */
  payments: PaymentGateway;
  /** SMS verification codes (sandbox by default: codes go to the outbox). */
  sms: SmsProvider;
  /** Desktops waiting on a QR login code (QrCodeWebsocket). */
  qr: QrHub;
  /** WeChat and QQ login; null where none is configured (the sandbox exists only outside production). */
  oauth: Record<OAuthKind, OAuthProvider> | null;
  /** The app's logger, for work that outlives a request's answer (removing files after a commit). */
  log: FastifyBaseLogger;
  /** Uploaded files (FILE_STORAGE): the local disk or the shared database. */
  storage: FileStorage;
  /** Page-view counters, batched: views are written every few seconds and on close (db/view-counts.ts). */
  views: ViewCounts;
  /** Every registered action's contract, for the OpenAPI document. */
  registry: ActionContract[];
}
