import { authoredCourseContent } from './course-content.reader.ts';
import type { CourseContentPort } from './course-content.types.ts';

export type { CourseContentPort, SectionContent } from './course-content.types.ts';

/**
 * The buyer side reads course content (chapters, sections) only through this port: the author side owns
 * those tables (schema/course-content.ts) and course-content.reader.ts reads them. Tests may install a
 * stand-in with `useCourseContent`; null puts the real reader back.
 */
let current: CourseContentPort = authoredCourseContent;

export function useCourseContent(port: CourseContentPort | null): void {
  current = port ?? authoredCourseContent;
}

export const courseContent = (): CourseContentPort => current;
