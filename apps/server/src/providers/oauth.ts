import { createHmac, timingSafeEqual } from 'node:crypto';

export const OAUTH_KINDS = ['wechat', 'qq'] as const;
export type OAuthKind = (typeof OAUTH_KINDS)[number];

export interface OAuthIdentity {
  openId: string;
  nickname: string;
}

/**
 * Third-party login (WeChat open platform, QQ Connect): the popup goes to the provider's authorisation
 * page, which comes back to our callback with a code; the code is exchanged for the user's openid.
 */
export interface OAuthProvider {
  readonly kind: OAuthKind;
  readonly sandbox: boolean;
  authorizeUrl(state: string): string;
  exchange(code: string): Promise<OAuthIdentity | null>;
}

const CODE_TTL_MS = 5 * 60 * 1000;

/**
 * The local sandbox: its authorisation page is served by this server (labelled 沙箱) and lets the tester
 * name a sandbox account; the code it hands back is signed, so only that page can produce one. It exists
 * only outside production mode.
 */
export class SandboxOAuthProvider implements OAuthProvider {
  readonly sandbox = true;
  readonly kind: OAuthKind;
  private readonly secret: string;
  constructor(kind: OAuthKind, secret: string) {
    this.kind = kind;
    this.secret = `${secret}:oauth:${kind}`;
  }

  authorizeUrl(state: string): string {
    return `/__sandbox/oauth/${this.kind}/authorize?state=${encodeURIComponent(state)}`;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  /** What the sandbox authorisation page hands back for an account the tester named. */
  issueCode(account: string, nickname: string): string {
    const openId = `sbx_${this.kind}_${createHmac('sha256', this.secret).update(account).digest('hex').slice(0, 24)}`;
    const body = Buffer.from(JSON.stringify({ openId, nickname, exp: Date.now() + CODE_TTL_MS })).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  exchange(code: string): Promise<OAuthIdentity | null> {
    const [body, sig] = code.split('.');
    if (!body || !sig) return Promise.resolve(null);
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return Promise.resolve(null);
    try {
      const v = JSON.parse(Buffer.from(body, 'base64url').toString()) as { openId: string; nickname: string; exp: number };
      return Promise.resolve(v.exp > Date.now() ? { openId: v.openId, nickname: v.nickname } : null);
    } catch {
      return Promise.resolve(null);
    }
  }
}
