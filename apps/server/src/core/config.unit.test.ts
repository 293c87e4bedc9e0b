import { describe, expect, it } from 'vitest';
import { instanceSharingProblems, loadConfig } from './config.ts';

// Several instances on one DATABASE_URL, each with its own DATA_DIR (the default): what they would not share.
const url = 'postgres://u@db.example/xcb';
const secrets = { SESSION_SECRET: 's'.repeat(32), PAYMENT_PEPPER: 'p'.repeat(32) };

describe('instanceSharingProblems', () => {
  it('the embedded database (one process) has nothing to share', () => {
    expect(instanceSharingProblems(loadConfig({}))).toEqual({ warnings: [], refusals: [] });
  });

  it('the demo mode on DATABASE_URL warns of each per-instance secret and of disk uploads, naming what to set', () => {
    const { warnings, refusals } = instanceSharingProblems(loadConfig({ DATABASE_URL: url }));
    expect(refusals).toEqual([]);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/SESSION_SECRET.*设置同一个 SESSION_SECRET/);
    expect(warnings[1]).toMatch(/PAYMENT_PEPPER.*设置同一个 PAYMENT_PEPPER/);
    expect(warnings[2]).toMatch(/FILE_STORAGE=disk.*FILE_STORAGE=postgres.*SINGLE_INSTANCE=true/);
  });

  it('names only what is missing', () => {
    const c = loadConfig({ DATABASE_URL: url, SESSION_SECRET: secrets.SESSION_SECRET, FILE_STORAGE: 'postgres' });
    const { warnings } = instanceSharingProblems(c);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^PAYMENT_PEPPER/);
    expect(instanceSharingProblems(loadConfig({ DATABASE_URL: url, ...secrets, FILE_STORAGE: 'postgres' })).warnings).toEqual([]);
  });

  it('SINGLE_INSTANCE=true says there is one instance: no warnings', () => {
    expect(instanceSharingProblems(loadConfig({ DATABASE_URL: url, SINGLE_INSTANCE: 'true' }))).toEqual({ warnings: [], refusals: [] });
  });

  it('production refuses disk uploads on DATABASE_URL unless SINGLE_INSTANCE=true', () => {
    const prod = { NODE_ENV: 'production', ...secrets, ADMIN_PASSWORD: 'a-long-admin-pw', DATABASE_URL: url };
    expect(() => loadConfig(prod)).toThrow(
      /FILE_STORAGE: disk keeps uploads on this machine only.*FILE_STORAGE=postgres.*SINGLE_INSTANCE=true/,
    );
    expect(loadConfig({ ...prod, FILE_STORAGE: 'postgres' }).FILE_STORAGE).toBe('postgres');
    expect(loadConfig({ ...prod, SINGLE_INSTANCE: 'true' }).FILE_STORAGE).toBe('disk');
    // the embedded database is one process: disk is its storage
    const { DATABASE_URL: _, ...embedded } = prod;
    expect(loadConfig(embedded).FILE_STORAGE).toBe('disk');
  });
});
