import { adminActions as a, courseAuthorActions } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import { requireAdmin } from '../staff/access.ts';
import { listAudit } from '../staff/audit.ts';
import { decide, listReview } from '../staff/review.ts';
import { dashboard, runLedgerNow } from './dashboard.service.ts';
import { addArticle, getArticle, listArticles, updateArticle } from './articles.service.ts';
import {
  deleteArticleType,
  deleteBanner,
  deleteDictionaryDetail,
  listBanners,
  listDictionaries,
  saveArticleType,
  saveBanner,
  saveDictionaryDetail,
  setSm4,
} from './settings.service.ts';
import { createStaff, listStaff, searchUsers, setStaffRole, setUserStatus, userDetail } from './users.service.ts';
import { createInvite, listInvites, listZones, revokeInvite, saveZone } from './zones.service.ts';

export const adminActionList = [
  defineAction(a.dashboard, async (_i, { deps, actor }) => ({ data: await dashboard(deps, actor) })),
  defineAction(a.ledgerRunNow, async (_i, { deps, actor }) => ({ data: await runLedgerNow(deps, actor) })),
  defineAction(a.staffList, async (_i, { deps, actor }) => ({ data: await listStaff(deps, actor) })),
  defineAction(a.staffCreate, (input, { deps, actor }) => createStaff(deps, actor, input)),
  defineAction(a.staffSetRole, (input, { deps, actor }) => setStaffRole(deps, actor, input.id, input.staffRole)),
  defineAction(a.userList, async (input, { deps, actor }) => ({ data: await searchUsers(deps, actor, input) })),
  defineAction(a.userDetail, async (input, { deps, actor }) => ({ data: await userDetail(deps, actor, input.id) })),
  defineAction(a.userSetStatus, (input, { deps, actor }) => setUserStatus(deps, actor, input.id, input.status)),
  defineAction(a.zoneList, async (_i, { deps, actor }) => ({ data: await listZones(deps, actor) })),
  defineAction(a.zoneSave, (input, { deps, actor }) => saveZone(deps, actor, input)),
  defineAction(a.inviteList, async (input, { deps, actor }) => ({ data: await listInvites(deps, actor, input.domainId) })),
  defineAction(a.inviteCreate, (input, { deps, actor }) => createInvite(deps, actor, input)),
  defineAction(a.inviteRevoke, (input, { deps, actor }) => revokeInvite(deps, actor, input.id)),
  defineAction(a.setSm4, (input, { deps, actor }) => setSm4(deps, actor, input.on)),
  defineAction(a.dictionaryList, async (_i, { deps, actor }) => ({ data: await listDictionaries(deps, actor) })),
  defineAction(a.dictionaryDetailSave, (input, { deps, actor }) => saveDictionaryDetail(deps, actor, input)),
  defineAction(a.dictionaryDetailDelete, (input, { deps, actor }) => deleteDictionaryDetail(deps, actor, input.id)),
  defineAction(a.articleTypeSave, (input, { deps, actor }) => saveArticleType(deps, actor, input)),
  defineAction(a.articleTypeDelete, (input, { deps, actor }) => deleteArticleType(deps, actor, input.id)),
  defineAction(a.bannerAdminList, async (_i, { deps, actor }) => ({ data: await listBanners(deps, actor) })),
  defineAction(a.bannerSave, (input, { deps, actor }) => saveBanner(deps, actor, input)),
  defineAction(a.bannerDelete, (input, { deps, actor }) => deleteBanner(deps, actor, input.id)),
  defineAction(a.reviewList, async (input, { deps, actor }) => ({ data: await listReview(deps, actor, input) })),
  defineAction(a.reviewDecide, async (input, { deps, actor }) => {
    await decide(deps, actor, input);
    return {};
  }),
  defineAction(a.auditList, async (input, { deps, actor }) => {
    requireAdmin(actor);
    return { data: await listAudit(deps.db, input) };
  }),
  defineAction(courseAuthorActions.articleAdd, (input, { deps, actor }) => addArticle(deps, actor, input)),
  defineAction(courseAuthorActions.articleUpdate, (input, { deps, actor }) => updateArticle(deps, actor, input.id, input)),
  defineAction(a.articleAdminList, async (input, { deps, actor }) => ({ data: await listArticles(deps, actor, input) })),
  defineAction(a.articleAdminGet, async (input, { deps, actor }) => ({ data: await getArticle(deps, actor, input.id) })),
];
