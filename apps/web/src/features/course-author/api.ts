import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionContract } from '@xcb/shared/action';
import { callAction } from '../../api/client.ts';
import { useActionMutation } from '../../api/mutation.ts';

// The author side of courses. Contracts load with the first call, so they stay out of other pages.
export const contracts = () => import('@xcb/shared/actions/course-author');
const platform = () => import('@xcb/shared/actions/platform');

export const courseKeys = {
  all: ['course-author'] as const,
  mine: (page: number) => [...courseKeys.all, 'mine', page] as const,
  detail: (id: number) => [...courseKeys.all, 'detail', id] as const,
  chapters: (id: number) => [...courseKeys.all, 'chapters', id] as const,
  sections: (chapterId: number) => [...courseKeys.all, 'sections', chapterId] as const,
  types: () => [...courseKeys.all, 'types'] as const,
  skills: () => [...courseKeys.all, 'skills'] as const,
};

export const PAGE_SIZE = 6;

export const useMyCourses = (pageNum: number) =>
  useQuery({
    queryKey: courseKeys.mine(pageNum),
    queryFn: async ({ signal }) => (await callAction((await contracts()).myCourses, { pageNum, pageSize: PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
  });

export const useMyCourse = (id: number) =>
  useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: async ({ signal }) => (await callAction((await contracts()).myCourseDetail, { id }, { signal })).data,
    enabled: id > 0,
  });

export const useChapters = (articleId: number) =>
  useQuery({
    queryKey: courseKeys.chapters(articleId),
    queryFn: async ({ signal }) => (await callAction((await contracts()).chapterList, { articleId }, { signal })).data,
    enabled: articleId > 0,
  });

export const useSections = (chapterId: number) =>
  useQuery({
    queryKey: courseKeys.sections(chapterId),
    queryFn: async ({ signal }) => (await callAction((await contracts()).sectionList, { courseChaptesId: chapterId }, { signal })).data,
    enabled: chapterId > 0,
  });

const buying = () => import('@xcb/shared/actions/courses');

/**
 * A course file (attachment or video) for its author: /uploads does not serve course files, so the page
 * asks for a two-hour signed link (courseFile_link) and keeps it an hour.
 */
export const useCourseFileLink = (path: string | null) =>
  useQuery({
    queryKey: ['course-file', path] as const,
    queryFn: async ({ signal }) => callAction((await buying()).fileLink, { path: path ?? '' }, { signal }),
    enabled: !!path,
    staleTime: 60 * 60_000,
  });

/** spec: dictionary_lxjhList, course type groups with their children. */
export const useCourseTypes = () =>
  useQuery({
    queryKey: courseKeys.types(),
    queryFn: async ({ signal }) => (await callAction((await platform()).articleTypeGroups, {}, { signal })).data,
    staleTime: 5 * 60_000,
  });

/** The skills a course belongs to: dictionary cszy. */
export const useSkills = () =>
  useQuery({
    queryKey: courseKeys.skills(),
    queryFn: async ({ signal }) => (await callAction((await platform()).dictionaryDetails, { number: 'cszy' }, { signal })).data,
    staleTime: 5 * 60_000,
  });

/** Calls one course action (api/mutation.ts); every course query refetches after a change. */
export const useCourseMutation = <C extends ActionContract>(pick: (c: Awaited<ReturnType<typeof contracts>>) => C) =>
  useActionMutation(async () => pick(await contracts()), courseKeys.all);
