import type { SeedOptions } from '../seed/index.ts';

/** The seed every test database starts from; a file asking for other seed settings builds its own. */
export const TEST_SEED = { sm4Enabled: false, scryptLogN: 10, demoUsers: true } as const satisfies SeedOptions;

/** Where the run's migrated and seeded database is (test/global-setup.ts). */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };
