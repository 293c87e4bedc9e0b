// Central link builders: every in-app link is built here, so a route can move in one place.
import type { LineKey } from '../locale/business-lines.ts';

/** Only same-origin absolute paths are followed after login (no open redirect to //evil.example). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

const withRedirect = (base: string, redirect?: string): string =>
  redirect && redirect !== '/' ? `${base}?redirect=${encodeURIComponent(redirect)}` : base;

export const paths = {
  home: () => '/',
  employment: () => '/employment',
  training: () => '/training',
  recruitment: () => '/recruitment',
  personnel: () => '/personnel',
  line: (key: LineKey) => `/${key}`,
  login: (redirect?: string) => withRedirect('/login', redirect),
  register: (redirect?: string) => withRedirect('/registered', redirect),
  pyLogin: (redirect?: string) => withRedirect('/pyLogin', redirect),
  pyRegister: (redirect?: string) => withRedirect('/pyRegistered', redirect),
  retrievePassword: () => '/retrieve_password',
  qrConfirm: (uuid: string) => `/qr_confirm?uuid=${encodeURIComponent(uuid)}`,
  agreement: () => '/xy_text',
  privacy: () => '/ys_text',
  agreementWord: () => '/xy_word',
  peopleInfo: () => '/people_info',
  /** the wallet (top-ups) and its payment-password page, linked from every wallet payment */
  wallet: () => '/wallet_info',
  zfSet: () => '/zf_set',
  admin: () => '/admin',
  notices: (id?: number) => (id ? `/notices?id=${id}` : '/notices'),
  /** certification pages (spec §2 Employment group), linked from the authentication guide */
  companyCertification: () => '/employment/company_store',
  personalCertification: () => '/employment/personal_certification',
} as const;
