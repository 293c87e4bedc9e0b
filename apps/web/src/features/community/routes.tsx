import { Navigate, useLocation, type RouteObject } from 'react-router';

// The training community (spec training group): its pages sit under /training beside the course
// browser of /training itself; all need a login. The personal-centre pages (my_focus, my_question) are
// exported apart for the personal-centre layout. The other spec's links without the prefix
// (/people_home?id, /answer?id&authorid, /article_show?id …) redirect to them with their query.

// One import() per page module: each one is compiled into the entry with its own preload list.
const PAGES: [path: string, title: string, lazy: RouteObject['lazy']][] = [
  ['teacher_list', '讲师列表', async () => ({ Component: (await import('./pages/TeacherListPage.tsx')).TeacherListPage })],
  ['people_home', '个人主页', async () => ({ Component: (await import('./pages/PeopleHomePage.tsx')).PeopleHomePage })],
  ['people_focus', '关注与粉丝', async () => ({ Component: (await import('./pages/PeopleFocusPage.tsx')).PeopleFocusPage })],
  ['people_question', '向TA的提问', async () => ({ Component: (await import('./pages/PeopleQuestionPage.tsx')).PeopleQuestionPage })],
  ['question_answer', '问答广场', async () => ({ Component: (await import('./pages/QuestionAnswerPage.tsx')).QuestionAnswerPage })],
  ['curse_answer', '课程问答', async () => ({ Component: (await import('./pages/CurseAnswerPage.tsx')).CurseAnswerPage })],
  ['put_questions', '我要提问', async () => ({ Component: (await import('./pages/PutQuestionsPage.tsx')).PutQuestionsPage })],
  ['answer', '问题详情', async () => ({ Component: (await import('./pages/AnswerPage.tsx')).AnswerPage })],
  ['article_list', '平台文章', async () => ({ Component: (await import('./pages/ArticleListPage.tsx')).ArticleListPage })],
  ['article_show', '文章详情', async () => ({ Component: (await import('./pages/ArticleShowPage.tsx')).ArticleShowPage })],
];

function ToTraining() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/training${pathname}${search}`} replace />;
}

export const trainingRoutes: RouteObject[] = [
  ...PAGES.map(([path, title, lazy]): RouteObject => ({ path: `training/${path}`, handle: { title }, lazy })),
  ...PAGES.map(([path]): RouteObject => ({ path, Component: ToTraining })),
];

export const personalCentreRoutes: RouteObject[] = [
  {
    path: 'my_focus',
    handle: { title: '我的关注' },
    lazy: async () => ({ Component: (await import('./pages/MyFocusPage.tsx')).MyFocusPage }),
  },
  {
    path: 'my_question',
    handle: { title: '我的求问' },
    lazy: async () => ({ Component: (await import('./pages/MyQuestionPage.tsx')).MyQuestionPage }),
  },
];
