import { and, asc, eq } from 'drizzle-orm';
import { WALLET_MSG } from '@xcb/shared';
import type { BankCard } from '@xcb/shared/actions/wallet';
import type { Executor } from '../../db/client.ts';
import { userBanks } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';

type CardInput = { companyName: string; companyBank: string; companyBankNumber: string; unitedBankNumber?: string | undefined };

const present = (r: typeof userBanks.$inferSelect): BankCard => ({
  id: r.id,
  userid: r.userId,
  companyName: r.companyName,
  companyBank: r.companyBank,
  companyBankNumber: r.companyBankNumber,
  unitedBankNumber: r.unitedBankNumber,
  createtime: r.createdAt.toISOString(),
});

async function own(db: Executor, actor: Actor, id: number) {
  const [row] = await db.select().from(userBanks).where(eq(userBanks.id, id));
  if (!row) throw notFound(WALLET_MSG.cardNotFound);
  if (row.userId !== actor.userId) throw forbidden();
  return row;
}

export async function listCards(db: Executor, actor: Actor) {
  const rows = await db.select().from(userBanks).where(eq(userBanks.userId, actor.userId)).orderBy(asc(userBanks.id));
  return { data: rows.map(present) };
}

export async function addCard(db: Executor, actor: Actor, c: CardInput) {
  const [row] = await db
    .insert(userBanks)
    .values({
      userId: actor.userId,
      companyName: c.companyName,
      companyBank: c.companyBank,
      companyBankNumber: c.companyBankNumber,
      unitedBankNumber: c.unitedBankNumber ?? null,
    })
    .returning();
  if (!row) throw new Error('card not written');
  return { msg: WALLET_MSG.cardBound, data: present(row) };
}

export async function updateCard(db: Executor, actor: Actor, id: number, c: CardInput) {
  await own(db, actor, id);
  const [row] = await db
    .update(userBanks)
    .set({
      companyName: c.companyName,
      companyBank: c.companyBank,
      companyBankNumber: c.companyBankNumber,
      unitedBankNumber: c.unitedBankNumber ?? null,
    })
    .where(and(eq(userBanks.id, id), eq(userBanks.userId, actor.userId)))
    .returning();
  if (!row) throw notFound(WALLET_MSG.cardNotFound);
  return { msg: WALLET_MSG.cardUpdated, data: present(row) };
}

export async function deleteCard(db: Executor, actor: Actor, id: number) {
  await own(db, actor, id);
  await db.delete(userBanks).where(and(eq(userBanks.id, id), eq(userBanks.userId, actor.userId)));
  return { msg: WALLET_MSG.cardUnbound };
}
