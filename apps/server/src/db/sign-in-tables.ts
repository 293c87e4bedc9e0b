/**
 * The sign-in state: sessions, sign-in guards and rate counters, captchas, SMS codes, QR and OAuth
 * handshakes. Rows of the last minutes that no listing reads (db/kept/write-watch.ts) and that the demo seed's
 * time spread leaves alone (sessions must stay valid, counters count the last minutes).
 */
export const SIGN_IN_TABLES = ['sessions', 'login_guards', 'captchas', 'rate_counters', 'sms_codes', 'qr_logins', 'oauth_states'] as const;
