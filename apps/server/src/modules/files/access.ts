import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  chatMessages,
  companies,
  complaintFeedback,
  deliveries,
  demandDeliveries,
  demandPays,
  demands,
  disputeStatements,
  disputes,
  personalInformation,
  rsFirms,
  shareOrders,
  uploads,
  users,
  walletTrades,
  zonePresidentProofs,
  zpResumes,
} from '../../db/schema/index.ts';

// Who may fetch a stored file through the public upload routes (/uploads/<path>, down_downFile.action).
// Pictures meant to be seen by anyone (avatars, logos, covers, banners, article and sharing images) stay
// public and cacheable. Papers and private exchanges (ID cards, business licences and permits, top-up
// vouchers and payment proofs, insurance proofs, feedback screenshots, chat files, resume attachments,
// deliveries of demands, sharing orders and personnel contracts) are private: their uploader, the other side the product shows them to, and staff
// reviewing them. A file is private when it was uploaded for a private purpose or when a private field
// names it, so files stored before purposes were recorded are covered too.

/** Upload purposes whose files are private from the start (before any form names them). */
const PRIVATE_PURPOSES = new Set(['insurance', 'proof', 'feedback', 'chat', 'resume', 'course', 'identity', 'delivery']);

export type FileAccess = { private: false } | { private: true; allowed: Set<number> };

export interface Viewer {
  userId: number;
  staffRole: string | null;
}

/** The rows naming `rel` in a comma-separated list column: `a,b,c` holds b when `,a,b,c,` holds `,b,`. */
const inList = (column: Parameters<typeof like>[0], rel: string) => like(sql`',' || ${column} || ','`, `%,${rel},%`);

/**
 * Purposes whose files are pictures for everyone by design (the forms that use them show them publicly):
 * such a file is public without looking for private fields naming it, which keeps the hot picture
 * requests (banners, avatars, covers) to one indexed read.
 */
const PUBLIC_PURPOSES = new Set(['avatar', 'banner', 'cover', 'editor']);

export async function fileAccess(db: Executor, rel: string): Promise<FileAccess> {
  const [known] = await db.select({ purpose: uploads.purpose }).from(uploads).where(eq(uploads.path, rel));
  if (known?.purpose && PUBLIC_PURPOSES.has(known.purpose)) return { private: false };
  const ids = (rows: { a: number | null; b?: number | null }[]) =>
    rows.flatMap((r) => [r.a, r.b ?? null].filter((v): v is number => typeof v === 'number'));
  const found = await Promise.all([
    db.select({ a: uploads.userId, purpose: uploads.purpose }).from(uploads).where(eq(uploads.path, rel)),
    db.select({ a: users.id }).from(users).where(eq(users.insurancePath, rel)).then(ids),
    db.select({ a: companies.userId }).from(companies).where(eq(companies.licensePath, rel)).then(ids),
    db
      .select({ a: personalInformation.userId })
      .from(personalInformation)
      .where(or(eq(personalInformation.idFrontPath, rel), eq(personalInformation.idBackPath, rel)))
      .then(ids),
    db
      .select({ a: rsFirms.userId })
      .from(rsFirms)
      .where(or(eq(rsFirms.licensePath, rel), eq(rsFirms.permitPath, rel)))
      .then(ids),
    db.select({ a: walletTrades.userId, b: walletTrades.fuserid }).from(walletTrades).where(eq(walletTrades.payProof, rel)).then(ids),
    db.select({ a: complaintFeedback.userId }).from(complaintFeedback).where(eq(complaintFeedback.iconUrl, rel)).then(ids),
    db
      .select({ a: demandPays.userId, b: demands.userId })
      .from(demandPays)
      .innerJoin(demands, eq(demands.id, demandPays.demandId))
      .where(inList(demandPays.payProof, rel))
      .then(ids),
    db
      .select({ a: demandDeliveries.userId, b: demands.userId })
      .from(demandDeliveries)
      .innerJoin(demands, eq(demands.id, demandDeliveries.demandId))
      .where(inList(demandDeliveries.files, rel))
      .then(ids),
    db
      .select({ a: deliveries.providerId, b: deliveries.buyerId })
      .from(deliveries)
      .where(sql`${rel} = any(${deliveries.files})`)
      .then(ids),
    db
      .select({ a: shareOrders.buyerId, b: shareOrders.sellerId })
      .from(shareOrders)
      .where(sql`${rel} = any(${shareOrders.deliveryFiles})`)
      .then(ids),
    db.select({ a: zonePresidentProofs.userId }).from(zonePresidentProofs).where(inList(zonePresidentProofs.proofPaths, rel)).then(ids),
    db
      .select({ a: chatMessages.senderId, b: chatMessages.recipientId })
      .from(chatMessages)
      .where(and(eq(chatMessages.text, rel), sql`${chatMessages.sendtype} in ('img', 'file', 'video', 'audio')`))
      .then(ids),
    db.select({ a: zpResumes.userId }).from(zpResumes).where(eq(zpResumes.attachmentPath, rel)).then(ids),
    // a dispute's evidence: both sides of the dispute (staff decide it)
    db
      .select({ a: disputes.payerId, b: disputes.providerId })
      .from(disputeStatements)
      .innerJoin(disputes, eq(disputes.id, disputeStatements.disputeId))
      .where(inList(disputeStatements.files, rel))
      .then(ids),
  ]);
  const [record, ...named] = found;
  const upload = record[0];
  const referenced = named.some((list) => list.length > 0);
  if (!referenced && !(upload?.purpose && PRIVATE_PURPOSES.has(upload.purpose))) return { private: false };
  const allowed = new Set(named.flat());
  if (upload) allowed.add(upload.a);
  return { private: true, allowed };
}

export function mayView(access: FileAccess, viewer: Viewer | null): boolean {
  if (!access.private) return true;
  if (!viewer) return false;
  return viewer.staffRole !== null || access.allowed.has(viewer.userId);
}
