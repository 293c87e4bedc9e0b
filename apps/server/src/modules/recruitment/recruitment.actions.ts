import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RECRUIT_MSG, recruitmentActions as r } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import { defineAction } from '../../http/router.ts';
import { fileLimit } from '../../http/multipart.ts';
import { notFound, unauthorized } from '../../core/errors.ts';
import { SECURITY, fileResponses } from '../../http/openapi.ts';
import * as positions from './positions.service.ts';
import * as companies from './companies.service.ts';
import * as resumes from './resumes.service.ts';
import * as applications from './applications.service.ts';
import * as interviews from './interviews.service.ts';
import * as follows from './follows.service.ts';
import * as alerts from './alerts.service.ts';
import { resolveUpload } from '../files/files.service.ts';
import { sendStored } from '../files/serve.ts';
import * as tables from '../../db/schema/index.ts';

export const recruitmentActionList = [
  // positions and companies
  defineAction(r.positionList, (input, { deps, actor }) => positions.listPositions(deps.db, actor, input), {
    keep: { reads: [tables.zpPositions, tables.companies, tables.zpCompanyPages] },
  }),
  defineAction(r.positionDetail, (input, { deps, actor }) => positions.positionDetail(deps.db, actor, input.id)),
  defineAction(r.publishCheck, (_input, { deps, actor }) => positions.permission(deps.db, actor)),
  defineAction(r.positionAdd, (input, { deps, actor }) => positions.savePosition(deps.db, actor, input)),
  defineAction(r.myPositions, (input, { deps, actor }) => positions.myPositions(deps.db, actor, input)),
  defineAction(r.positionOffline, (input, { deps, actor }) => positions.offline(deps.db, actor, input.id)),
  defineAction(r.positionReport, (input, { deps, actor }) => positions.report(deps.db, actor, input)),
  defineAction(r.companyList, (input, { deps, actor }) => companies.listCompanies(deps.db, actor, input), {
    keep: { reads: [tables.companies, tables.users, tables.zpCompanyPages, tables.zpPositions] },
  }),
  defineAction(r.companyDetail, (input, { deps, actor }) => companies.companyDetail(deps.db, actor, input.id)),
  defineAction(r.myCompany, (_input, { deps, actor }) => companies.myCompany(deps.db, actor)),
  defineAction(r.companySave, (input, { deps, actor }) => companies.saveCompanyPage(deps, actor, input)),
  defineAction(r.grzlMine, (_input, { deps, actor }) => companies.grzlMine(deps.db, actor)),
  defineAction(r.grzlSave, (input, { deps, actor }) => companies.grzlSave(deps.db, actor, input)),
  // resumes
  defineAction(r.resumeMine, (_input, { deps, actor }) => resumes.mine(deps.db, actor)),
  defineAction(r.resumeSave, (input, { deps, actor }) => resumes.save(deps.db, actor, input)),
  defineAction(r.resumeUpload, (_input, { deps, actor, file }) => resumes.uploadFile(deps, actor, file), {
    upload: fileLimit(resumes.RESUME_FILE_MAX, RECRUIT_MSG.resumeFileSize),
  }),
  defineAction(r.resumeRemoveFile, (_input, { deps, actor }) => resumes.removeFile(deps.db, actor)),
  defineAction(r.resumeSearch, (input, { deps, actor }) => resumes.search(deps.db, actor, input)),
  defineAction(r.resumeDetail, (input, { deps, actor }) => resumes.detail(deps, actor, input)),
  defineAction(r.resumeHistory, (input, { deps, actor }) => resumes.resumeHistory(deps.db, actor, input)),
  defineAction(r.resumeViewers, (input, { deps, actor }) => resumes.viewers(deps.db, actor, input)),
  // applications and interviews
  defineAction(r.applyAdd, (input, { deps, actor }) => applications.apply(deps, actor, input.positionId)),
  defineAction(r.applyMine, (input, { deps, actor }) => applications.myApplications(deps.db, actor, input)),
  defineAction(r.applyCompany, (input, { deps, actor }) => applications.companyApplications(deps.db, actor, input)),
  defineAction(r.applyMove, (input, { deps, actor }) => applications.move(deps, actor, input)),
  defineAction(r.interviewAdd, (input, { deps, actor }) => interviews.invite(deps, actor, input)),
  defineAction(r.interviewMine, (input, { deps, actor }) => interviews.myInterviews(deps.db, actor, input)),
  defineAction(r.interviewCompany, (input, { deps, actor }) => interviews.companyInterviews(deps.db, actor, input)),
  defineAction(r.interviewReply, (input, { deps, actor }) => interviews.replyInterview(deps, actor, input)),
  defineAction(r.interviewDetail, (input, { deps, actor }) => interviews.interviewDetail(deps.db, actor, input.id)),
  // favourites, follows, shielding, history, alerts
  defineAction(r.collectToggle, (input, { deps, actor }) => follows.toggleCollect(deps.db, actor, input.positionId)),
  defineAction(r.collectList, (input, { deps, actor }) => follows.collects(deps.db, actor, input)),
  defineAction(r.concernToggle, (input, { deps, actor }) => follows.toggleConcern(deps.db, actor, input.companyId)),
  defineAction(r.concernList, (input, { deps, actor }) => follows.concerns(deps.db, actor, input)),
  defineAction(r.shieldToggle, (input, { deps, actor }) => follows.toggleShield(deps.db, actor, input)),
  defineAction(r.shieldList, (input, { deps, actor }) => follows.shields(deps.db, actor, input)),
  defineAction(r.lookedAdd, (input, { deps, actor }) => follows.lookPosition(deps.db, actor, input.positionoruserid)),
  defineAction(r.positionHistory, (input, { deps, actor }) => follows.positionHistory(deps.db, actor, input)),
  defineAction(r.alertAdd, (input, { deps, actor }) => alerts.addAlert(deps.db, actor, input)),
  defineAction(r.alertList, (_input, { deps, actor }) => alerts.alerts(deps.db, actor)),
  defineAction(r.alertDelete, (input, { deps, actor }) => alerts.deleteAlert(deps.db, actor, input.id)),
];

function bearer(request: FastifyRequest): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return m?.[1] ?? null;
}

/**
 * The attached resume file: `GET /zpResume_downFile.action?id=<resume id>` with the session token. The
 * file sits outside what /uploads serves by guessable use: only its owner and a company the seeker
 * consented to (applied, or accepted its invitation) get it, never cached by shared caches.
 */
export function registerRecruitmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const resumeFile = {
    operationId: 'zpResume_downFile',
    security: SECURITY.bearer,
    tags: ['recruitment'],
    summary: '下载简历附件：仅简历本人与求职者同意过的企业（投递过或接受了邀请）',
    parameters: [{ name: 'id', in: 'query', required: true, description: '简历 id', schema: { type: 'integer' } }],
    responses: fileResponses('简历附件', { '401': '未登录或会话已结束', '404': '简历或附件不存在，或无权查看' }),
  };
  app.get('/zpResume_downFile.action', { config: { openapi: resumeFile } }, async (request, reply) => {
    const token = bearer(request);
    if (!token) throw unauthorized('ERR0001');
    const actor = await deps.sessions.resolve(token);
    const id = Number((request.query as { id?: string }).id);
    if (!Number.isInteger(id) || id <= 0) throw notFound();
    const file = await resumes.attachmentFor(deps.db, actor, id);
    const stored = await resolveUpload(deps.storage, file.path);
    return sendStored(request, reply, deps.storage, stored, { cache: 'private', disposition: { type: 'attachment', name: file.name } });
  });
}
