// Link builders of the training community (spec training group, under /training).
export const communityPaths = {
  teacherList: () => '/training/teacher_list',
  peopleHome: (id: number) => `/training/people_home?id=${id}`,
  peopleFocus: (id: number) => `/training/people_focus?id=${id}`,
  peopleQuestion: (id: number) => `/training/people_question?id=${id}`,
  questionAnswer: () => '/training/question_answer',
  curseAnswer: (courseId: number) => `/training/curse_answer?id=${courseId}`,
  putQuestions: (q: { teacherId?: number; articleId?: number } = {}) => {
    const p = new URLSearchParams();
    if (q.teacherId) p.set('teacherId', String(q.teacherId));
    if (q.articleId) p.set('articleId', String(q.articleId));
    const s = p.toString();
    return s ? `/training/put_questions?${s}` : '/training/put_questions';
  },
  answer: (id: number, authorid: number) => `/training/answer?id=${id}&authorid=${authorid}`,
  articleList: () => '/training/article_list',
  articleShow: (id: number) => `/training/article_show?id=${id}`,
  course: (id: number, authorid: number) => `/show?id=${id}&authorid=${authorid}`,
  myFocus: (tab?: string) => (tab ? `/my_focus?tab=${tab}` : '/my_focus'),
  myQuestion: (tab?: string) => (tab ? `/my_question?tab=${tab}` : '/my_question'),
} as const;

/** The id a link above put in the query (0 when missing or not a number). */
export const idParam = (params: URLSearchParams, name = 'id') => Number(params.get(name)) || 0;
