import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_CHARS, CAPTCHA_LENGTH } from '@xcb/shared';
import type { Db } from '../../db/client.ts';
import type { DevOutbox } from '../../providers/dev-outbox.ts';
import { captchas } from '../../db/schema/index.ts';

const TTL_MS = 5 * 60 * 1000;

export const hashAnswer = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer.toUpperCase()}`).digest('hex');

/** Picture captchas issued and checked by the server (spec: 4 characters from a fixed 31-character set). */
export async function issueCaptcha(db: Db, outbox: DevOutbox, subject: string): Promise<{ captchaId: string; image: string }> {
  const c = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    charPreset: CAPTCHA_CHARS,
    noise: 2,
    color: true,
    background: '#f3f6fb',
    width: 120,
    height: 40,
  });
  const id = randomBytes(18).toString('base64url');
  // Expired captchas are swept as new ones are issued, so the table stays small without a timer.
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  await db.insert(captchas).values({ id, answerHash: hashAnswer(id, c.text), subject, expiresAt: new Date(Date.now() + TTL_MS) });
  outbox.record('captcha', id, c.text);
  return { captchaId: id, image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

/** Consumes the captcha whatever the answer: each image allows exactly one try. */
export async function checkCaptcha(db: Db, subject: string, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer) return false;
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, id), eq(captchas.subject, subject), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
    .returning({ answerHash: captchas.answerHash });
  return !!row && row.answerHash === hashAnswer(id, answer.trim());
}
