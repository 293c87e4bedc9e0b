import { Navigate, useLocation, type RouteObject } from 'react-router';
import type * as Pages from './pages/TrainingPages.tsx';

// One import() per page module: each one is compiled into the entry with its own preload list.
const loadCentrePages = () => import('./pages/CentrePages.tsx');

// The training community (spec training group): its pages sit under /training beside the course
// browser of /training itself; all need a login. The personal-centre pages (my_focus, my_question) are
// exported apart for the personal-centre layout. The other spec's links without the prefix
// (/people_home?id, /answer?id&authorid, /article_show?id …) redirect to them with their query.

const load = (name: keyof typeof Pages) => async () => ({ Component: (await import('./pages/TrainingPages.tsx'))[name] });

const PAGES: [path: string, title: string, component: Parameters<typeof load>[0]][] = [
  ['teacher_list', '讲师列表', 'TeacherListPage'],
  ['people_home', '个人主页', 'PeopleHomePage'],
  ['people_focus', '关注与粉丝', 'PeopleFocusPage'],
  ['people_question', '向TA的提问', 'PeopleQuestionPage'],
  ['question_answer', '问答广场', 'QuestionAnswerPage'],
  ['curse_answer', '课程问答', 'CurseAnswerPage'],
  ['put_questions', '我要提问', 'PutQuestionsPage'],
  ['answer', '问题详情', 'AnswerPage'],
  ['article_list', '平台文章', 'ArticleListPage'],
  ['article_show', '文章详情', 'ArticleShowPage'],
];

function ToTraining() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/training${pathname}${search}`} replace />;
}

export const trainingRoutes: RouteObject[] = [
  ...PAGES.map(([path, title, name]): RouteObject => ({ path: `training/${path}`, handle: { title }, lazy: load(name) })),
  ...PAGES.map(([path]): RouteObject => ({ path, Component: ToTraining })),
];

export const personalCentreRoutes: RouteObject[] = [
  { path: 'my_focus', handle: { title: '我的关注' }, lazy: async () => ({ Component: (await loadCentrePages()).MyFocusPage }) },
  { path: 'my_question', handle: { title: '我的求问' }, lazy: async () => ({ Component: (await loadCentrePages()).MyQuestionPage }) },
];
