import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lightModule } from './light-contracts.ts';

const actionsDir = join(import.meta.dirname, '../../../packages/shared/src/actions');
const contractModules = readdirSync(actionsDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'fields.ts');

/** Evaluates the emitted module text the way the browser would, into its exports. */
async function evaluate(code: string): Promise<Record<string, unknown>> {
  return { ...((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>) };
}

describe('the browser build of the contract modules', () => {
  it('keeps every contract as its name, method, auth, area and encrypted fields, and nothing of its schemas', async () => {
    for (const file of contractModules) {
      const real = (await import(join(actionsDir, file))) as Record<string, Record<string, unknown>>;
      const light = await evaluate(lightModule(real));
      for (const [key, value] of Object.entries(real)) {
        if (typeof value !== 'object' || value === null || !('input' in value) || !('reply' in value) || typeof value.name !== 'string')
          continue;
        const expected: Record<string, unknown> = { name: value.name, method: value.method, auth: value.auth, area: value.area };
        if (value.encrypted) expected.encrypted = value.encrypted;
        expect(light[key], `${file} ${key}`).toEqual(expected);
      }
    }
  });

  it('keeps plain constants, and leaves out schemas and functions (a page importing one fails the build)', async () => {
    const light = await evaluate(
      lightModule({
        PAGE: 10,
        LABELS: { 0: '待审核', 1: '已通过' },
        EXTS: ['png', 'pdf'],
        schema: (await import('zod')).z.object({ a: (await import('zod')).z.string() }),
        helper: (n: number) => n + 1,
        when: new Date(0),
        infinite: Number.POSITIVE_INFINITY,
      }),
    );
    expect(light).toEqual({ PAGE: 10, LABELS: { 0: '待审核', 1: '已通过' }, EXTS: ['png', 'pdf'] });
  });

  it('carries the encrypted fields of a contract that seals passwords', async () => {
    const account = (await import(join(actionsDir, 'account.ts'))) as Record<string, { encrypted?: readonly string[] }>;
    const sealed = Object.entries(account).filter(([, c]) => (c.encrypted?.length ?? 0) > 0);
    expect(sealed.length).toBeGreaterThan(0);
    const light = await evaluate(lightModule(account));
    for (const [key, c] of sealed) expect((light[key] as { encrypted?: unknown }).encrypted).toEqual(c.encrypted);
  });
});
