import type { Executor } from '../../db/client.ts';

/**
 * Files an area serves only through its own checked routes (paid course files, courses/course-files.ts):
 * the public file routes refuse them, whoever asks. buildApp registers the owning area's check, so this
 * layer needs no import of any area.
 */
export type GuardedFileCheck = (db: Executor, rel: string) => Promise<boolean>;

const checks = new Set<GuardedFileCheck>();

/** The same check again (every app a test file builds registers it) changes nothing. */
export function registerGuardedFiles(check: GuardedFileCheck): void {
  checks.add(check);
}

export async function isGuardedFile(db: Executor, rel: string): Promise<boolean> {
  for (const check of checks) if (await check(db, rel)) return true;
  return false;
}
