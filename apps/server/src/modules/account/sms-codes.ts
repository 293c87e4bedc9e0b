import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { MSG, type SmsPurpose } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import type { Executor } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/index.ts';
import { tooMany } from '../../core/errors.ts';

/** spec: codes of 6 digits, valid 5 minutes; the UI counts down 60 s before a resend. */
const TTL_MS = 5 * 60 * 1000;
const RESEND_GAP_SECONDS = 60;
/** Wrong guesses that end a code: 6 digits must not be guessable by trying. */
const MAX_FAILURES = 5;
const PER_PHONE_PER_WINDOW = 5;
const PER_ADDRESS_PER_WINDOW = 20;

const hashCode = (secret: string, phone: string, purpose: SmsPurpose, code: string) =>
  createHmac('sha256', secret).update(`${phone}:${purpose}:${code}`).digest('hex');

export interface IssueInput {
  phone: string;
  purpose: SmsPurpose;
  userId: number | null;
  ip: string;
}

/** Issues a fresh code for the phone and purpose (earlier unused ones of that purpose end) and sends it. */
export async function issueSmsCode(deps: AppDeps, input: IssueInput): Promise<void> {
  const { db, limiter, config } = deps;
  const [recent] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, input.phone),
        eq(smsCodes.purpose, input.purpose),
        gt(smsCodes.createdAt, sql`now() - ${`${RESEND_GAP_SECONDS} seconds`}::interval`),
      ),
    )
    .limit(1);
  if (recent) throw tooMany(MSG.smsTooFrequent, RESEND_GAP_SECONDS);
  await limiter.hit(`sms-ip:${input.ip}`, PER_ADDRESS_PER_WINDOW, MSG.smsTooFrequent);
  await limiter.hit(`sms-phone:${input.phone}`, PER_PHONE_PER_WINDOW, MSG.smsTooFrequent);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(smsCodes.phone, input.phone), eq(smsCodes.purpose, input.purpose), isNull(smsCodes.usedAt)));
    await tx.insert(smsCodes).values({
      phone: input.phone,
      purpose: input.purpose,
      userId: input.userId,
      codeHash: hashCode(config.sessionSecret, input.phone, input.purpose, code),
      expiresAt: new Date(Date.now() + TTL_MS),
    });
  });
  await deps.sms.sendCode(input.phone, code, input.purpose);
}

/**
 * Uses up the phone's current code of that purpose when the answer matches (single use); a wrong answer
 * counts against the code and ends it after a few tries. For a phone change the code also has to belong
 * to the user who asked for it.
 */
export async function consumeSmsCode(
  deps: AppDeps,
  tx: Executor,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  userId: number | null = null,
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, sql`now()`)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row) return false;
  if (userId !== null && row.userId !== userId) return false;
  if (row.codeHash !== hashCode(deps.config.sessionSecret, phone, purpose, code.trim())) {
    const failures = row.failures + 1;
    await tx
      .update(smsCodes)
      .set({ failures, ...(failures >= MAX_FAILURES ? { usedAt: sql`now()` } : {}) })
      .where(eq(smsCodes.id, row.id));
    return false;
  }
  // The usedAt condition makes two simultaneous uses of one code succeed once.
  const used = await tx
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return used.length === 1;
}
