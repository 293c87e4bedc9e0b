import { Navigate, useLocation, type RouteObject } from 'react-router';
import { lazyPage, pageRoute } from '../../lib/page-route.ts';
import { NAV } from '../../locale/nav.ts';

// The training community (spec training group): its pages sit under /training beside the course
// browser of /training itself; all need a login. The personal-centre pages (my_focus, my_question) are
// exported apart for the personal-centre layout. The other spec's links without the prefix
// (/people_home?id, /answer?id&authorid, /article_show?id …) redirect to them with their query.
const T = NAV.community;

// One import() per page module: each one is compiled into the entry with its own preload list.
const PAGES: [path: keyof typeof T, lazy: RouteObject['lazy']][] = [
  ['teacher_list', lazyPage(() => import('./pages/TeacherListPage.tsx'), 'TeacherListPage')],
  ['people_home', lazyPage(() => import('./pages/PeopleHomePage.tsx'), 'PeopleHomePage')],
  ['people_focus', lazyPage(() => import('./pages/PeopleFocusPage.tsx'), 'PeopleFocusPage')],
  ['people_question', lazyPage(() => import('./pages/PeopleQuestionPage.tsx'), 'PeopleQuestionPage')],
  ['question_answer', lazyPage(() => import('./pages/QuestionAnswerPage.tsx'), 'QuestionAnswerPage')],
  ['curse_answer', lazyPage(() => import('./pages/CurseAnswerPage.tsx'), 'CurseAnswerPage')],
  ['put_questions', lazyPage(() => import('./pages/PutQuestionsPage.tsx'), 'PutQuestionsPage')],
  ['answer', lazyPage(() => import('./pages/AnswerPage.tsx'), 'AnswerPage')],
  ['article_list', lazyPage(() => import('./pages/ArticleListPage.tsx'), 'ArticleListPage')],
  ['article_show', lazyPage(() => import('./pages/ArticleShowPage.tsx'), 'ArticleShowPage')],
];

function ToTraining() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/training${pathname}${search}`} replace />;
}

export const trainingRoutes: RouteObject[] = [
  ...PAGES.map(([path, lazy]): RouteObject => ({ path: `training/${path}`, handle: { title: T[path] }, lazy })),
  ...PAGES.map(([path]): RouteObject => ({ path, Component: ToTraining })),
];

export const personalCentreRoutes: RouteObject[] = [
  pageRoute('my_focus', T.my_focus, () => import('./pages/MyFocusPage.tsx'), 'MyFocusPage'),
  pageRoute('my_question', T.my_question, () => import('./pages/MyQuestionPage.tsx'), 'MyQuestionPage'),
];
