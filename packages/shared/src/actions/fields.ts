import { z } from 'zod';
import { MSG } from '../messages.ts';

// Building blocks for action inputs. Form bodies carry only strings, JSON bodies carry numbers too,
// so numeric fields coerce and optional text treats '' as absent.

// What PostgreSQL can hold. Integer ids, states, counts and filters are int4 columns; money is integer
// hundredths in bigint columns (8 integer digits and 2 decimals, the forms' rule, fit with room for
// quantities); timestamps end at year 9999 in JavaScript's reach. A value past these would fail in the
// query (a 500) instead of being refused.
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
export const YEAR_MIN = 1;
export const YEAR_MAX = 9999;

const hasNul = (s: string) => s.includes('\0');

/**
 * The first value inside a parsed input that the database cannot store, as the Chinese message to refuse
 * it with, or null. Every contract's input runs through it (action.ts), so a field a contract adds later
 * is bounded without anyone remembering to: a NUL character in any text (PostgreSQL text cannot hold
 * one), any number past int4 (no parsed input number is wider: money travels as text and ids are int4),
 * a date outside years 1..9999.
 */
export function unstorable(value: unknown, depth = 0, skip: ReadonlySet<string> = new Set()): string | null {
  if (depth > 8) return null;
  if (typeof value === 'string') return hasNul(value) ? MSG.textHasNul : null;
  if (typeof value === 'number') return Number.isFinite(value) && value <= INT4_MAX && value >= INT4_MIN ? null : MSG.numberTooLarge;
  if (typeof value === 'bigint') return value <= BigInt(INT4_MAX) && value >= BigInt(INT4_MIN) ? null : MSG.numberTooLarge;
  if (value instanceof Date) {
    const year = value.getUTCFullYear();
    return Number.isNaN(year) || year < YEAR_MIN || year > YEAR_MAX ? MSG.dateOutOfRange : null;
  }
  if (Array.isArray(value)) {
    for (const v of value) {
      const issue = unstorable(v, depth + 1);
      if (issue) return issue;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (depth === 0 && skip.has(k)) continue;
      const issue = hasNul(k) ? MSG.textHasNul : unstorable(v, depth + 1);
      if (issue) return issue;
    }
  }
  return null;
}

/**
 * Top-level fields a schema accepts as anything and never uses (z.unknown(): legacy clients' random
 * numbers such as listRandom, a userid checked elsewhere): `unstorable` leaves them alone, since they
 * reach no query and a legacy client may well send a timestamp there.
 */
export function opaqueKeys(schema: unknown, depth = 0): ReadonlySet<string> {
  const def = (schema as { def?: { type?: string; shape?: Record<string, unknown>; in?: unknown; innerType?: unknown } } | undefined)?.def;
  if (!def || depth > 4) return new Set();
  if (def.type === 'object' && def.shape) {
    const opaque = (field: unknown): boolean => {
      const d = (field as { def?: { type?: string; innerType?: unknown } } | undefined)?.def;
      if (!d) return false;
      if (d.type === 'unknown' || d.type === 'any') return true;
      return (d.type === 'optional' || d.type === 'nullable') && opaque(d.innerType);
    };
    return new Set(
      Object.entries(def.shape)
        .filter(([, v]) => opaque(v))
        .map(([k]) => k),
    );
  }
  return opaqueKeys(def.in ?? def.innerType, depth + 1);
}

/** A text value without NUL characters (the check every text helper below carries at the field). */
const storableString = (message?: string) =>
  z.string(message ? { error: message } : undefined).refine((s) => !hasNul(s), { error: MSG.textHasNul });

/** A required text field: trimmed, with the spec's message when empty. */
export const text = (emptyMessage: string) => storableString(emptyMessage).trim().min(1, { error: emptyMessage });

/** Optional text: '' and null count as absent. */
export const optionalText = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), storableString().trim().optional());

/** A whole number within int4 (states, counts, filters), from a form string or a JSON number. */
export const int = (message: string = MSG.numberTooLarge, min = INT4_MIN, max = INT4_MAX) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(Math.max(min, INT4_MIN), { error: message })
    .max(Math.min(max, INT4_MAX), { error: message });

/** An optional whole-number filter: '' and null count as absent. */
export const optionalInt = (message: string = MSG.numberTooLarge, min = INT4_MIN, max = INT4_MAX) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), int(message, min, max).optional());

/** States and kinds are smallint columns: a filter past 32767 would fail in the comparison. */
export const SMALLINT_MAX = 32_767;
export const optionalState = (message: string = MSG.numberTooLarge) => optionalInt(message, 0, SMALLINT_MAX);

/** A date within years 1..9999 (or the tighter range a caller passes), from an ISO string or a Date. */
export const date = (message: string = MSG.dateOutOfRange) =>
  z.coerce.date({ error: message }).refine(
    (d) => {
      const year = d.getUTCFullYear();
      return year >= YEAR_MIN && year <= YEAR_MAX;
    },
    { error: MSG.dateOutOfRange },
  );

/** A numeric id, from a form string or a JSON number. */
/** Row ids are PostgreSQL integers: anything past 2^31 - 1 is no id of ours (and would fail in the query). */
export const id = (message = '参数 id 错误') =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(INT4_MAX, { error: message });

export const optionalId = () =>
  z.preprocess((v) => (v === '' || v === null || v === undefined || v === 0 || v === '0' ? undefined : v), id().optional());

/** spec: page numbers are sent 0-based in the wallet, points and orders lists. */
export const page = () => ({
  pageNum: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * A list reply's mark that its total reached the server's count cap (10,000): recordCount is then the cap,
 * a lower bound that the list shows as "10000+" (counting every row of a huge list would cost each request
 * a scan of the table). Absent when the total is exact.
 */
export const countCapped = () => ({ recordCountCapped: z.literal(true).optional() });

/**
 * Paths of uploaded files a form sends with its text (pictures of a sharing item, a delivery's files, a
 * dispute's evidence): comma-joined or an array, each a relative upload path (never one that climbs out
 * with ..), at most `max` of them.
 */
export const uploadPaths = (max: number, invalid: string, tooMany: string) =>
  z.preprocess(
    (v): unknown[] =>
      v === undefined || v === null || v === ''
        ? []
        : Array.isArray(v)
          ? (v as unknown[])
          : typeof v === 'string'
            ? v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            : [v],
    z
      .array(
        z
          .string({ error: invalid })
          .max(255, { error: invalid })
          .regex(/^[\w/.-]+$/, { error: invalid })
          .refine((p) => !p.includes('..'), { error: invalid }),
        { error: invalid },
      )
      .max(max, { error: tooMany }),
  );

/** Legacy clients append a random number to bodies too (listRandom, random); it is accepted and ignored. */
export const legacyRandom = { listRandom: z.unknown().optional(), random: z.unknown().optional() };
