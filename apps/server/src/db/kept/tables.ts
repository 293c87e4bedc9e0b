import type { Table } from 'drizzle-orm';
import type * as schema from '../schema/index.ts';
import { SIGN_IN_TABLES } from '../sign-in-tables.ts';

// The tables as the write watch sorts them, by their SQL names, typed from the schema: a name that is not a
// table (a typo, a table renamed or dropped) does not compile.

type SchemaTable = Extract<(typeof schema)[keyof typeof schema], Table>;
/** Every table of the schema by its SQL name. */
export type TableName = SchemaTable['_']['name'];

/**
 * Tables whose writes no kept copy of the `lists` topic may be made from (keep() refuses them): sessions
 * and sign-in guards, chat, notices, browsing history. Chat and sign-ins are the busiest writers, and a
 * list need not be recomputed for them.
 */
export const UNLISTED = [
  ...SIGN_IN_TABLES,
  'chat_friends',
  'chat_messages',
  'video_calls',
  'realtime_spill',
  'notices',
  'zp_looked',
  'footprints',
  'share_history',
  'personnel_history',
  'learning_progress',
  'audit_logs',
] as const satisfies readonly TableName[];
export type UnlistedTable = (typeof UNLISTED)[number];

/** What a signed-in request's actor is read from: the `sessions` topic's tables (http/sessions.ts keeps those rows). */
export const SESSION_TABLES = ['sessions', 'users'] as const satisfies readonly TableName[];
export type SessionTable = (typeof SESSION_TABLES)[number];
