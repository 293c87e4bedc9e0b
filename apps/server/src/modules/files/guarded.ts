import type { Executor } from '../../db/client.ts';

/**
 * Files an area serves only through its own checked routes (paid course files, courses/course-files.ts):
 * the public file routes refuse them, whoever asks. The owning area registers its check when it is
 * loaded, so this layer needs no import of any area.
 */
export type GuardedFileCheck = (db: Executor, rel: string) => Promise<boolean>;

const checks: GuardedFileCheck[] = [];

export function registerGuardedFiles(check: GuardedFileCheck): void {
  checks.push(check);
}

export async function isGuardedFile(db: Executor, rel: string): Promise<boolean> {
  for (const check of checks) if (await check(db, rel)) return true;
  return false;
}
