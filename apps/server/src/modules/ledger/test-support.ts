import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/helper.ts';
import { users } from '../../db/schema/index.ts';
import { SandboxGateway } from '../../providers/payment-gateway.ts';
import { checkLedger } from './ledger-check.ts';

// Shared steps of the wallet tests: a user with a payment password and coins, and the ledger check.

export const PWD = '135790';

export async function userId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, name));
  if (!row) throw new Error(`no user ${name}`);
  return row.id;
}

export async function withPassword(t: TestApp, name: string, pwd = PWD): Promise<string> {
  const token = await t.login(name);
  const res = await t.post('custAccount_addPWD', { custAccountPWD: { accountpwd: pwd } }, { token });
  if (!res.json<{ success: boolean }>().success) throw new Error(`addPWD: ${res.body}`);
  return token;
}

let seq = 0;
export const code = (prefix = 'T') => `${prefix}${Date.now()}${String(++seq).padStart(5, '0')}`;

/** A 1x1 PNG: an image upload_uploadFile takes. */
export const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads an image as the token's user (upload_uploadFile) and answers its stored path. */
export async function uploadProof(t: TestApp, token: string, purpose = 'proof'): Promise<string> {
  const res = await t.upload('upload_uploadFile', { name: 'proof.png', data: PROOF_PNG, type: 'image/png' }, { purpose }, token);
  const body = res.json<{ success: boolean; data: string }>();
  if (!body.success) throw new Error(`upload: ${res.body}`);
  return body.data;
}

/** Tops a wallet up by bank transfer (with a voucher the user uploaded) approved by staff: `yuan` yuan = 10x coins. */
export async function fund(t: TestApp, token: string, staff: string, yuan: string): Promise<void> {
  const res = await t.post('custAccount_createAccount', { payProof: await uploadProof(t, token), rmbAmount: yuan }, { token });
  const body = res.json<{ success: boolean; custAccountDetail: { id: number } }>();
  if (!body.success) throw new Error(`createAccount: ${res.body}`);
  const ok = await t.post('walletAdmin_topupDecide', { id: body.custAccountDetail.id, decision: 'approve' }, { token: staff });
  if (!ok.json<{ success: boolean }>().success) throw new Error(`approve: ${ok.body}`);
}

export async function base(t: TestApp, token: string) {
  const res = await t.post('custAccount_getAccountBase', {}, { token });
  return res.json<{
    custAccountBase: {
      amount: string;
      available: string;
      held: string;
      totalsocre: number;
      custAccountPWD?: unknown;
      lockedUntil: string | null;
    };
  }>().custAccountBase;
}

export async function expectLedgerOk(t: TestApp): Promise<void> {
  const report = await checkLedger(t.deps.db);
  if (!report.ok) throw new Error(`ledger breach: ${JSON.stringify(report.checks.filter((c) => !c.ok))}`);
}

/** The sandbox's own signer, as the gateway would sign (same secret as the app's sandbox). */
export const sandboxFor = (t: TestApp) => new SandboxGateway(t.config.paymentPepper);
