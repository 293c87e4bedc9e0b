import type { ChapterItem } from '@xcb/shared/actions/courses';
import type { Executor } from '../../db/client.ts';
import { authoredCourseContent } from './course-content.reader.ts';

/**
 * The buyer side reads course content (chapters, sections) only through this port: the author side owns
 * those tables (schema/course-content.ts) and course-content.reader.ts reads them. Tests may install a
 * stand-in with `useCourseContent`; null puts the real reader back.
 */
export interface CourseContentPort {
  /** The chapters of a course in order, each with its sections. */
  chapters(db: Executor, articleId: number): Promise<ChapterItem[]>;
  /** Whether the section belongs to the course (progress may be kept only for its own sections). */
  hasSection(db: Executor, articleId: number, sectionId: number): Promise<boolean>;
}

let current: CourseContentPort = authoredCourseContent;

export function useCourseContent(port: CourseContentPort | null): void {
  current = port ?? authoredCourseContent;
}

export const courseContent = (): CourseContentPort => current;
