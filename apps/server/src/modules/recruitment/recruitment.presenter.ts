import type { companies, zpApplications, zpCompanyPages, zpInterviews, zpResumes } from '../../db/schema/index.ts';
import { iso, presentCard, type CardRow } from './recruitment.common.ts';
import { resumeCard } from './resumes.service.ts';

// The reply shapes of recruitment beyond the position card (recruitment.common.ts): companies (in the
// company list and the companies a seeker follows), interviews, and applications as the seeker and as
// the company see them.

export function presentCompany(r: {
  c: typeof companies.$inferSelect;
  page: typeof zpCompanyPages.$inferSelect | null;
  positionCount: number;
}) {
  return {
    id: r.c.id,
    companyName: r.c.companyName,
    companyTx: r.page?.companyTx ?? null,
    companyMainIndustry: r.page?.companyMainIndustry ?? null,
    companySize: r.page?.companySize ?? null,
    companyNature: r.page?.companyNature ?? null,
    positionCount: r.positionCount,
  };
}

export function presentInterview(r: {
  i: typeof zpInterviews.$inferSelect;
  positionname: string;
  companyName: string;
  seekerName: string;
}) {
  return {
    id: r.i.id,
    applicationId: r.i.applicationId,
    state: r.i.state,
    interviewTime: iso(r.i.interviewTime),
    proposedTime: r.i.proposedTime ? iso(r.i.proposedTime) : null,
    video: r.i.video,
    place: r.i.place,
    note: r.i.note,
    reply: r.i.reply,
    positionId: r.i.positionId,
    positionname: r.positionname,
    companyId: r.i.companyId,
    companyName: r.companyName,
    seekerName: r.seekerName,
    resumeId: r.i.resumeId,
    createTime: iso(r.i.createdAt),
  };
}

/** An application in the seeker's list: its state and the position applied to. */
export const presentMyApplication = (r: CardRow & { a: typeof zpApplications.$inferSelect }) => ({
  id: r.a.id,
  status: r.a.status,
  createTime: iso(r.a.createdAt),
  updateTime: iso(r.a.updatedAt),
  note: r.a.note,
  position: presentCard(r),
});

/** An application in the company's list: the applicant's resume card and the latest interview, if any. */
export function presentApplicant(
  r: { a: typeof zpApplications.$inferSelect; r: typeof zpResumes.$inferSelect; positionname: string },
  i: typeof zpInterviews.$inferSelect | undefined,
) {
  return {
    id: r.a.id,
    status: r.a.status,
    createTime: iso(r.a.createdAt),
    note: r.a.note,
    positionId: r.a.positionId,
    positionname: r.positionname,
    resume: resumeCard(r.r),
    interview: i ? { id: i.id, state: i.state, interviewTime: iso(i.interviewTime), video: i.video } : null,
  };
}
