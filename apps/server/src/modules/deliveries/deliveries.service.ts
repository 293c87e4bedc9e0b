import { fileTypeFromBuffer } from 'file-type';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { UPLOAD_MSG } from '@xcb/shared';
import { DELIVERY_FILE_EXTS, DELIVERY_MSG, type DeliveryFile, type DeliveryRecord } from '@xcb/shared/actions/deliveries';
import { DELIVERY_STEPS } from '@xcb/shared/states';
import type { Executor, Tx } from '../../db/client.ts';
import { deliveries, deliveryUploads, personalInformation, users } from '../../db/schema/index.ts';
import { badRequest } from '../../core/errors.ts';
import { assertStep } from '../../http/steps.ts';
import type { Actor, UploadedFile } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { assertOwnUploads, recordUpload, saveUpload } from '../files/files.service.ts';
import { checkZip } from '../files/zip.ts';

// Deliveries with files, one piece for the three engagement areas. The provider uploads each file here
// (private: purpose 'delivery', served only to the two sides and staff by modules/files/access.ts) and
// delivers a note with the paths; the buyer accepts or rejects the pending delivery with a reason. Sharing
// orders and personnel contracts keep every delivery in the `deliveries` table (area + ref); short-term
// demands keep theirs in demand_deliveries (spec) and use the file upload, the file names and the
// delivery step table from here. The area moves its own engagement's state in the same transaction.

const MB = 1024 * 1024;
export const DELIVERY_FILE_MAX_BYTES = 20 * MB;
export type DeliveryArea = 'sharing' | 'personnel';

/** The extension the bytes prove; Office files and zips are all zip containers, which file-type tells apart. */
async function detect(file: UploadedFile): Promise<string | null> {
  const t = await fileTypeFromBuffer(file.data);
  return t && (DELIVERY_FILE_EXTS as readonly string[]).includes(t.ext) ? t.ext : null;
}

/** upload_uploadDelivery: one delivery file, checked by its bytes, recorded as the caller's private upload with its name. */
export async function storeDeliveryFile(deps: AppDeps, actor: Actor, file: UploadedFile | null) {
  if (!file) throw badRequest(UPLOAD_MSG.fileMissing);
  if (file.data.length === 0) throw badRequest(UPLOAD_MSG.empty);
  if (file.data.length > DELIVERY_FILE_MAX_BYTES) throw badRequest(DELIVERY_MSG.fileTooLarge);
  const ext = await detect(file);
  if (!ext) throw badRequest(DELIVERY_MSG.fileType);
  // an archive is unpacked by whoever opens it: a zip bomb is refused here (Office files are zips too)
  if (ext === 'docx' || ext === 'xlsx' || ext === 'pptx' || ext === 'zip') checkZip(file.data);
  const rel = await saveUpload(deps.storage, file.data, ext);
  const base =
    file.filename
      .replace(/[\\/\r\n"\0,]/g, '_')
      .replace(/\.[^.]*$/, '')
      .slice(0, 150) || '附件';
  const name = `${base}.${ext}`;
  await deps.db.transaction(async (tx) => {
    await recordUpload(tx, actor.userId, rel, 'delivery');
    await tx.insert(deliveryUploads).values({ path: rel, userId: actor.userId, name, size: file.data.length });
  });
  return { data: rel, fileName: name, fileSize: file.data.length };
}

/** The files a delivery names must be the provider's own uploads (403 otherwise, before anything is written). */
export const assertDeliveryFiles = (tx: Executor, providerId: number, paths: readonly string[]) => assertOwnUploads(tx, providerId, paths);

/** Each path with the name it was uploaded under (a path from before names were kept: 附件<n>.<ext>). */
export async function namedFiles(db: Executor, paths: readonly string[]): Promise<Map<string, DeliveryFile>> {
  const wanted = [...new Set(paths.filter(Boolean))];
  const rows = wanted.length
    ? await db
        .select({ path: deliveryUploads.path, name: deliveryUploads.name })
        .from(deliveryUploads)
        .where(inArray(deliveryUploads.path, wanted))
    : [];
  const names = new Map(rows.map((r) => [r.path, r.name]));
  return new Map(
    wanted.map((path, i) => [path, { path, name: names.get(path) ?? `附件${i + 1}${/\.[a-z0-9]+$/i.exec(path)?.[0] ?? ''}` }]),
  );
}

/** A new pending delivery of an engagement; the caller has checked the engagement's state and locked it. */
export async function recordDelivery(
  tx: Tx,
  d: { area: DeliveryArea; ref: number; providerId: number; buyerId: number; note: string; files: readonly string[] },
) {
  await assertDeliveryFiles(tx, d.providerId, d.files);
  await tx.insert(deliveries).values({ ...d, files: [...d.files] });
}

/**
 * The buyer's decision on the engagement's pending delivery (the newest), by the delivery step table.
 * The engagement's own step (delivered → completed or rejected) has already been checked by the area.
 */
export async function decidePending(tx: Tx, area: DeliveryArea, ref: number, action: 'accept' | 'reject', reason?: string) {
  const [d] = await tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.area, area), eq(deliveries.ref, ref)))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(1)
    .for('update');
  // an engagement delivered before deliveries were recorded has no row: its state alone decides
  if (!d) return;
  const state = assertStep(DELIVERY_STEPS, action, d.state, DELIVERY_MSG.notRejectable);
  await tx
    .update(deliveries)
    .set({ state, reason: action === 'reject' ? (reason ?? null) : null, decidedAt: new Date() })
    .where(eq(deliveries.id, d.id));
}

/** The engagement's deliveries and decisions, oldest first, as both sides see them. */
export async function deliveryHistory(db: Executor, area: DeliveryArea, ref: number): Promise<DeliveryRecord[]> {
  const rows = await db
    .select({ d: deliveries, nickName: users.nickName, name: personalInformation.name })
    .from(deliveries)
    .innerJoin(users, eq(users.id, deliveries.providerId))
    .leftJoin(personalInformation, eq(personalInformation.userId, deliveries.providerId))
    .where(and(eq(deliveries.area, area), eq(deliveries.ref, ref)))
    .orderBy(asc(deliveries.createdAt), asc(deliveries.id));
  const files = await namedFiles(
    db,
    rows.flatMap((r) => r.d.files),
  );
  return rows.map(({ d, nickName, name }) => ({
    id: d.id,
    providerName: name ?? nickName ?? '',
    note: d.note,
    files: d.files.map((p) => files.get(p) ?? { path: p, name: p }),
    state: d.state,
    reason: d.reason,
    createTime: d.createdAt.toISOString(),
    decidedTime: d.decidedAt ? d.decidedAt.toISOString() : null,
  }));
}
