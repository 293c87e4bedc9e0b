import { AUDIT_STATE } from '@xcb/shared';
import type { ReviewItem } from '@xcb/shared/actions/admin';
import type { PresidentProof } from '@xcb/shared/actions/domain';
import type { zonePresidentProofs } from '../../db/schema/index.ts';

// The reply shapes of the private zones' head certification: as its applicant sees it and as the staff
// review queue lists it.

type ProofRow = typeof zonePresidentProofs.$inferSelect;
const stateName = (s: number) => (s === AUDIT_STATE.approved ? 'approved' : s === AUDIT_STATE.rejected ? 'rejected' : 'pending');

/** The uploaded proof images, stored comma-separated. */
export const proofPaths = (s: string) => s.split(',').filter(Boolean);

export function presentProof(r: ProofRow): PresidentProof {
  return {
    id: r.id,
    name: r.name,
    title: r.title,
    phone: r.phone,
    orgName: r.orgName,
    proofPaths: proofPaths(r.proofPaths),
    state: r.state,
    auditReason: r.auditReason,
    createDate: r.createdAt.toISOString(),
    decideDate: r.decidedAt ? r.decidedAt.toISOString() : null,
  };
}

/** A head certification as the staff review queue lists it. */
export const presentProofReview = (
  { p, userName, zoneName, zoneCode }: { p: ProofRow; userName: string; zoneName: string; zoneCode: string },
  decision: ReviewItem['decision'],
): ReviewItem => ({
  id: String(p.id),
  userId: p.userId,
  userName,
  title: `专属域负责人认证：${zoneName} ${p.name}`,
  state: stateName(p.state),
  submittedAt: p.createdAt.toISOString(),
  amount: null,
  fields: [
    { label: '专属域', value: `${zoneName}（${zoneCode}）` },
    { label: '负责人姓名', value: p.name },
    { label: '职务', value: p.title },
    { label: '手机号码', value: p.phone },
    { label: '组织名称', value: p.orgName },
  ],
  images: proofPaths(p.proofPaths),
  files: [],
  decision,
});
