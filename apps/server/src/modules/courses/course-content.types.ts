import type { ChapterItem } from '@xcb/shared/actions/courses';
import type { Executor } from '../../db/client.ts';

/** What the buyer side reads of course content; course-content.port.ts installs the implementation. */
export interface CourseContentPort {
  /** The chapters of a course in order, each with its sections. */
  chapters(db: Executor, articleId: number): Promise<ChapterItem[]>;
  /** Whether the section belongs to the course (progress may be kept only for its own sections). */
  hasSection(db: Executor, articleId: number, sectionId: number): Promise<boolean>;
  /** One section of the course with its finished video and attachments; null when it is not the course's. */
  section(db: Executor, articleId: number, sectionId: number): Promise<SectionContent | null>;
}

/** A section as stored: paths are relative to the upload root and never leave the server as they are. */
export interface SectionContent {
  id: number;
  chapterId: number;
  name: string;
  /** sanitised rich text (the author side sanitises at save) */
  content: string;
  video: { fileName: string; path: string } | null;
  attachments: { id: number; name: string; path: string }[];
}
