import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { ActionContract } from '@xcb/shared';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { checkLedger } from '../modules/ledger/ledger-check.ts';

// Hardening: every registered action — read from the app's registry at run time, so actions added later
// are covered without touching this file — called with generated bad input (wrong types, huge strings,
// nested objects, NUL bytes, negative and fractional amounts, unknown fields, bodies that are not
// objects) as anonymous, as a user and as staff: never a 500, never a stack trace or internal path in the
// reply, and the ledger neither breached nor moved (no transfer, no balance changed).

const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let t: TestApp;
let contracts: ActionContract[];

beforeAll(async () => {
  // Logins are repeated (an action may log the caller out or disable him): no per-account login limit.
  t = await createTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '100000', LOGIN_LIMIT_PER_ADDRESS: '100000', REGISTER_LIMIT_PER_ADDRESS: '100000' });
  contracts = [...t.deps.registry];
}, 60_000);
afterAll(async () => t?.close());

/** Field names the contract's input names, when it is an object schema (possibly piped/refined). */
function fieldNames(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 4) return [];
  const s = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown; schema?: unknown } };
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  return fieldNames(s.def?.in ?? s.def?.innerType ?? s.def?.schema, depth + 1);
}

const huge = fc.constantFrom('x'.repeat(100_000), '晶'.repeat(20_000), `${'9'.repeat(400)}`, 'a'.repeat(5000));
const nul = fc.constantFrom('\0', 'abc\0def', '\0'.repeat(10), '12\u0000', '%00', '\u0000<script>');
const amounts = fc.constantFrom(
  -1,
  -0.01,
  0.001,
  0.5,
  1e-9,
  -1e9,
  1e21,
  Number.MAX_SAFE_INTEGER,
  2 ** 31,
  1e308,
  '+275760-09-13',
  '-1',
  '-0.5',
  '0.001',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  ' 1 ',
  '1,000',
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.string({ maxLength: 20 }),
);
const nested: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ maxLength: 8 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 3 }),
    fc.array(tie('node'), { maxLength: 3 }),
  ),
})).node;
const deep = fc.constant(JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)) as unknown);
const badValue = fc.oneof(
  huge,
  nul,
  amounts,
  wrongType,
  nested,
  deep,
  fc.constantFrom('__proto__', 'constructor', '../../etc/passwd', "' or 1=1 --", '%', '_'),
);

/** A body: the contract's own fields with bad values, plus unknown fields; sometimes not an object at all. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(
          fc.subarray(fields.length ? fields : ['id']),
          fc.array(badValue, { minLength: 1, maxLength: 12 }),
          fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), badValue, { maxKeys: 3 }),
        )
        .map(([keys, values, extra]) => ({ ...extra, ...Object.fromEntries(keys.map((k, i) => [k, values[i % values.length]])) })),
    },
    { weight: 1, arbitrary: fc.oneof(fc.array(badValue, { maxLength: 3 }), fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null)) },
  );

const LEAK =
  /\n\s+at |node_modules|\.ts:\d+|\/work\/|\/src\/|stack|TypeError|ReferenceError|SyntaxError: |ECONN|relation "|column "|duplicate key|violates/;

async function ledgerState() {
  const result = (await t.deps.db.execute(
    sql`select (select count(*) from wallet_transfers) as transfers, (select count(*) from wallet_entries) as entries, (select coalesce(string_agg(id || ':' || balance || ':' || held, ',' order by id), '') from wallet_accounts where balance <> 0 or held <> 0) as balances`,
  )) as unknown as { rows: unknown[] };
  return result.rows[0];
}

/**
 * A plausible value for a schema (zod 4 internals: `def.type`), so that the other fields of a body pass
 * and the one extreme value under test reaches the service and its queries.
 */
function sample(schema: unknown, depth = 0): unknown {
  const def = (schema as { def?: Record<string, unknown> } | undefined)?.def;
  if (!def || depth > 6) return undefined;
  switch (def.type) {
    case 'string':
      return 'abcdef12';
    case 'number':
    case 'int':
      return 1;
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return '2030-01-02T03:04:05.000Z';
    case 'literal':
      return (def.values as unknown[] | undefined)?.[0];
    case 'enum':
      return Object.values((def.entries as Record<string, unknown> | undefined) ?? {})[0];
    case 'array':
      return [sample(def.element, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries((def.shape as Record<string, unknown> | undefined) ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]),
      );
    case 'union':
      return sample((def.options as unknown[] | undefined)?.[0], depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sample(def.innerType, depth + 1);
    case 'pipe': {
      // z.preprocess is a pipe from a transform: the schema that judges the value is the out side
      const inner = (def.in as { def?: { type?: string } } | undefined)?.def?.type;
      return sample(inner === 'transform' ? def.out : def.in, depth + 1);
    }
    default:
      return undefined;
  }
}

/** The values PostgreSQL cannot hold: NUL inside text, past int4 (and smallint), past float8 in numeric, past year 9999. */
const EXTREMES: unknown[] = [
  'ab\u0000cd',
  2 ** 31,
  String(2 ** 53),
  1e308,
  '+275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  99_999_999.99,
  32_768,
];

describe('every registered action, one field at a time set to a value the database cannot hold', () => {
  it("refuses it (4xx with a Chinese message) or stores it, never a 500, in each action's own role", async () => {
    const failures: string[] = [];
    let calls = 0;
    const started = Date.now();
    for (const [i, contract] of contracts.entries()) {
      const base = sample(contract.input);
      const plain = typeof base === 'object' && base !== null && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
      const fields = Object.keys(plain).length ? Object.keys(plain) : fieldNames(contract.input);
      const token =
        contract.auth === 'staff'
          ? await t.login('admin001', 'Admin@2026')
          : contract.auth === 'public'
            ? undefined
            : await t.login('newuser01');
      for (const field of fields) {
        for (const extreme of EXTREMES) {
          calls++;
          const body = { ...plain, [field]: extreme };
          const res = await t.app.inject({
            method: contract.method === 'GET' ? 'GET' : 'POST',
            url: `/${contract.name}.action`,
            ...(contract.method === 'GET'
              ? {
                  query: Object.fromEntries(
                    Object.entries(body)
                      .filter(([, v]) => v !== undefined)
                      .map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
                  ),
                }
              : { payload: JSON.stringify(body) }),
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            remoteAddress: `10.8.${i % 250}.${calls % 250}`,
          });
          const where = `${contract.name} ${field}=${JSON.stringify(extreme)}: ${res.statusCode} ${res.body.slice(0, 160)}`;
          if (res.statusCode >= 500) failures.push(where);
          else if (res.statusCode >= 400 && (res.headers['content-type'] ?? '').toString().includes('json')) {
            const reply = res.json<{ error?: string }>();
            if (typeof reply.error !== 'string' || !/[\u4e00-\u9fff]/.test(reply.error)) failures.push(`no Chinese message: ${where}`);
          }
        }
      }
    }
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    console.log(`extremes: ${contracts.length} actions, ${calls} calls in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 300_000);
});

describe('every registered action under generated bad input', () => {
  it('finds the registry populated (actions other areas add are included at run time)', () => {
    expect(contracts.length).toBeGreaterThan(100);
    expect(new Set(contracts.map((c) => c.name)).size).toBe(contracts.length);
  });

  it('never answers 500 or leaks internals, as anonymous, a user and staff; the ledger is untouched', async () => {
    const before = await ledgerState();
    const failures: string[] = [];
    let calls = 0;
    const started = Date.now();
    for (const [i, contract] of contracts.entries()) {
      const fields = fieldNames(contract.input);
      // fresh sessions per action: an earlier action may have logged the caller out or changed him
      const roles: [string, string | undefined][] = [
        ['anonymous', undefined],
        ['user', await t.login('newuser01')],
        ['staff', await t.login('admin001', 'Admin@2026')],
      ];
      for (const [role, token] of roles) {
        await fc.assert(
          fc.asyncProperty(bodyFor(fields), async (body) => {
            calls++;
            const res = await t.app.inject({
              method: contract.method === 'GET' ? 'GET' : 'POST',
              url: `/${contract.name}.action`,
              ...(contract.method === 'GET'
                ? {
                    query:
                      typeof body === 'object' && body !== null && !Array.isArray(body)
                        ? Object.fromEntries(
                            Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
                          )
                        : {},
                  }
                : { payload: JSON.stringify(body) }),
              headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
              remoteAddress: `10.9.${i % 250}.${calls % 250}`,
            });
            const where = `${contract.name} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`;
            if (res.statusCode >= 500) failures.push(where);
            else if (LEAK.test(res.body)) failures.push(`leak: ${where}`);
            else if ((res.headers['content-type'] ?? '').toString().includes('json')) {
              const reply = res.json<{ success?: boolean; error?: string }>();
              if (res.statusCode >= 400 && (typeof reply.error !== 'string' || !/[\u4e00-\u9fff]/.test(reply.error)))
                failures.push(`no Chinese message: ${where}`);
            }
            return true;
          }),
          { numRuns: RUNS, seed: SEED + i, endOnFailure: true },
        );
      }
    }
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
    const report = await checkLedger(t.deps.db);
    expect(report.ok, JSON.stringify(report.checks.filter((c) => !c.ok))).toBe(true);
    expect(await ledgerState()).toEqual(before);
    // keep the run short: this is a guard in every `npm test`, not a soak
    console.log(`fuzz: ${contracts.length} actions, ${calls} calls in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 180_000);
});
