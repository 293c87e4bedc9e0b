import { eq, or, sql, type Placeholder } from 'drizzle-orm';
import { outsideTransaction, preparedStatements } from '../../db/prepared.ts';
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
const byLogin = (db: Executor, login: string | Placeholder) =>
  withZone(db)
    .where(or(sql`lower(${users.name}) = lower(${login})`, eq(users.phone, login)))
    .limit(1);
/** Every password try reads it: prepared once outside a transaction (db/prepared.ts). */
const preparedByLogin = preparedStatements((db) => byLogin(db, sql.placeholder('login')).prepare('user_by_login'));

export async function findUserByLogin(db: Executor, login: string) {
  const plain = outsideTransaction(db);
  const [row] = plain ? await preparedByLogin(plain).execute({ login }) : await byLogin(db, login);
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
