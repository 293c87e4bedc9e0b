import { communityActions as c } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import { articleList, articleShow } from './articles.service.ts';
import {
  articleCount,
  cancelTeacher,
  decide,
  fensiCount,
  follow,
  followPage,
  home,
  requestTeacher,
  shituPage,
  teacherDirectory,
  unfollow,
} from './people.service.ts';
import { addAnswer, addNeed, collectNeed, collectionList, listAnswers, listNeeds, myAnswered, needDetail } from './qa.service.ts';
import * as tables from '../../db/schema/index.ts';

export const communityActionList = [
  defineAction(c.followList, (input, { deps, actor }) => followPage(deps.db, actor, 'follows', input)),
  defineAction(c.fansList, (input, { deps, actor }) => followPage(deps.db, actor, 'fans', input)),
  defineAction(c.fansCount, async (input, { deps }) => ({ fensiCount: await fensiCount(deps.db, input.id) })),
  defineAction(c.follow, (input, { deps, actor }) => follow(deps.db, actor, input.id)),
  defineAction(c.cancelFollow, (input, { deps, actor }) => unfollow(deps.db, actor, input.id)),
  defineAction(c.teacher, (input, { deps, actor }) => requestTeacher(deps, actor, input.id)),
  defineAction(c.cancelTeacher, (input, { deps, actor }) => cancelTeacher(deps, actor, input.id)),
  defineAction(c.teacherList, (input, { deps, actor }) => shituPage(deps.db, actor, 'teachers', input)),
  defineAction(c.studentList, (input, { deps, actor }) => shituPage(deps.db, actor, 'students', input)),
  defineAction(c.tudi, (input, { deps, actor }) => decide(deps, actor, input)),
  defineAction(c.isNotAgree, (input, { deps, actor }) => decide(deps, actor, input)),
  defineAction(c.teacherDirectory, (input, { deps, actor }) => teacherDirectory(deps.db, actor, input), {
    keep: { reads: [tables.areas, tables.articles, tables.follows, tables.users] },
  }),
  defineAction(c.home, (input, { deps, actor }) => home(deps.db, actor, input.id)),
  defineAction(c.needList, (input, { deps, actor }) => listNeeds(deps.db, actor, input), {
    keep: { reads: [tables.needs, tables.users, tables.articleTypes] },
  }),
  defineAction(c.collectionList, (input, { deps, actor }) => collectionList(deps.db, actor, input)),
  defineAction(c.myAnswerNeed, (input, { deps, actor }) => myAnswered(deps.db, actor, input)),
  defineAction(c.needAdd, (input, { deps, actor }) => addNeed(deps, actor, input)),
  defineAction(c.needDetail, (input, { deps, actor }) => needDetail(deps.db, deps.views, actor, input.id)),
  defineAction(c.answerList, (input, { deps }) => listAnswers(deps.db, input)),
  defineAction(c.answerAdd, (input, { deps, actor }) => addAnswer(deps, actor, input)),
  defineAction(c.collectionAdd, (input, { deps, actor }) => collectNeed(deps.db, actor, input.needId, input.collect === 1)),
  defineAction(c.articleList, (input, { deps, actor }) => articleList(deps.db, actor, input), {
    keep: { reads: [tables.articleTypes, tables.articles, tables.users] },
  }),
  defineAction(c.articleShow, (input, { deps }) => articleShow(deps.db, deps.views, input.id)),
  defineAction(c.articleCount, (input, { deps }) => articleCount(deps.db, input.id)),
];
