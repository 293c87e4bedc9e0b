import type { Config } from '../core/config.ts';
import type { Db } from '../db/client.ts';
import type { FileStorage } from './storage.ts';
import { DiskStorage } from './storage-disk.ts';
import { PostgresStorage } from './storage-postgres.ts';

// Apart from storage.ts, which both implementations import for the interface and its helpers.
/** The configured storage (FILE_STORAGE): the local disk by default, or the database every instance shares. */
export function createStorage(config: Pick<Config, 'FILE_STORAGE' | 'uploadDir'>, db: Db): FileStorage {
  return config.FILE_STORAGE === 'postgres' ? new PostgresStorage(db) : new DiskStorage(config.uploadDir);
}
