import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exclusiveDomains, users } from '../../db/schema/index.ts';

const withZone = (db: Executor) =>
  db
    .select({ user: users, exclusiveName: exclusiveDomains.name })
    .from(users)
    .leftJoin(exclusiveDomains, eq(exclusiveDomains.code, users.exclusiveCode));

export async function findUserById(db: Executor, id: number) {
  const [row] = await withZone(db).where(eq(users.id, id));
  return row ?? null;
}

/** spec: login takes the account or the phone (账号/手机号). Accounts compare without case. */
export async function findUserByLogin(db: Executor, login: string) {
  const [row] = await withZone(db)
    .where(or(sql`lower(${users.name}) = lower(${login})`, eq(users.phone, login)))
    .limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Executor, phone: string) {
  const [row] = await withZone(db).where(eq(users.phone, phone));
  return row ?? null;
}

export async function accountExists(db: Executor, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.name}) = lower(${name})`);
  return !!row;
}

export async function phoneExists(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return !!row;
}
