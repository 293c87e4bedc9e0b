import { z } from 'zod';

// Building blocks for action inputs. Form bodies carry only strings, JSON bodies carry numbers too,
// so numeric fields coerce and optional text treats '' as absent.

/** A required text field: trimmed, with the spec's message when empty. */
export const text = (emptyMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, { error: emptyMessage });

/** Optional text: '' and null count as absent. */
export const optionalText = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().optional());

/** A numeric id, from a form string or a JSON number. */
/** Row ids are PostgreSQL integers: anything past 2^31 - 1 is no id of ours (and would fail in the query). */
export const id = (message = '参数 id 错误') =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

export const optionalId = () =>
  z.preprocess((v) => (v === '' || v === null || v === undefined || v === 0 || v === '0' ? undefined : v), id().optional());

/** spec: page numbers are sent 0-based in the wallet, points and orders lists. */
export const page = () => ({
  pageNum: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Legacy clients append a random number to bodies too (listRandom, random); it is accepted and ignored. */
export const legacyRandom = { listRandom: z.unknown().optional(), random: z.unknown().optional() };
