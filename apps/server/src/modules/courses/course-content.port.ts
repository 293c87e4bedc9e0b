import type { ChapterItem } from '@xcb/shared/actions/courses';
import type { Executor } from '../../db/client.ts';

/**
 * The buyer side reads course content (chapters, sections) only through this port: the author side owns
 * those tables (schema/course-content.ts). At merge the lead installs the author side's reader with
 * `useCourseContent`; until then a course has no chapters, so nothing can be learned (progress is
 * refused for a section the course does not have).
 */
export interface CourseContentPort {
  /** The chapters of a course in order, each with its sections. */
  chapters(db: Executor, articleId: number): Promise<ChapterItem[]>;
  /** Whether the section belongs to the course (progress may be kept only for its own sections). */
  hasSection(db: Executor, articleId: number, sectionId: number): Promise<boolean>;
}

const noContent: CourseContentPort = {
  chapters: () => Promise.resolve([]),
  hasSection: () => Promise.resolve(false),
};

let current: CourseContentPort = noContent;

export function useCourseContent(port: CourseContentPort | null): void {
  current = port ?? noContent;
}

export const courseContent = (): CourseContentPort => current;
