import { eq, sql } from 'drizzle-orm';
import type { CompanyBank } from '@xcb/shared/actions/wallet';
import type { Db, Executor } from '../../db/client.ts';
import { payCompanyBanks } from '../../db/schema/index.ts';
import { notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { audit as recordAudit } from '../staff/audit.ts';
import { requireAdmin } from '../staff/access.ts';

// The platform's own bank account, shown to a user paying by bank transfer; administrators set it.

export async function companyBank(db: Executor): Promise<{ data: CompanyBank }> {
  const [row] = await db.select().from(payCompanyBanks).where(eq(payCompanyBanks.type, '1'));
  if (!row) throw notFound();
  return {
    data: {
      companyName: row.companyName,
      companyBank: row.companyBank,
      companyBankNumber: row.companyBankNumber,
      companyBankAddress: row.companyBankAddress,
    },
  };
}

export async function saveCompanyBank(db: Db, staff: Actor, data: CompanyBank) {
  requireAdmin(staff);
  await db.transaction(async (tx) => {
    const before = await companyBank(tx).catch(() => null);
    await tx
      .insert(payCompanyBanks)
      .values({ type: '1', ...data, updatedBy: staff.userId })
      .onConflictDoUpdate({ target: payCompanyBanks.type, set: { ...data, updatedBy: staff.userId, updatedAt: sql`now()` } });
    await recordAudit(tx, staff, {
      action: 'payCompanyBank_save',
      kind: 'config',
      target: 'payCompanyBank',
      before: before?.data ?? null,
      after: data,
    });
  });
  return { msg: '保存成功', ...(await companyBank(db)) };
}
