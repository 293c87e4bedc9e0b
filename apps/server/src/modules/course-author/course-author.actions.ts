import { COURSE_MSG, courseAuthorActions as c } from '@xcb/shared';
import { VIDEO_CHUNK } from '@xcb/shared/actions/course-author';
import { defineAction } from '../../http/router.ts';
import { fileLimit } from '../../http/multipart.ts';
import { deleteCourse, myCourseDetail, myCourses } from './course.service.ts';
import {
  addChapter,
  addSection,
  deleteChapter,
  deleteSection,
  listChapters,
  listSections,
  updateChapter,
  updateSection,
} from './content.service.ts';
import { deleteVideo, uploadChunk, uploadedSize } from './video.service.ts';
import { ATTACHMENT_MAX, storeAttachment } from './attachments.service.ts';

// The author side of courses; article_add / article_update live with the staff article flow (admin module).
const attachment = fileLimit(ATTACHMENT_MAX, COURSE_MSG.attachmentTooLarge);

export const courseAuthorActionList = [
  defineAction(c.myCourses, async (input, { deps, actor }) => ({ data: await myCourses(deps, actor, input) })),
  defineAction(c.myCourseDetail, async (input, { deps, actor }) => ({ data: await myCourseDetail(deps, actor, input.id) })),
  defineAction(c.deleteCourse, (input, { deps, actor }) => deleteCourse(deps, actor, input.id)),
  defineAction(c.chapterAdd, (input, { deps, actor }) => addChapter(deps, actor, input)),
  defineAction(c.chapterUpdate, (input, { deps, actor }) => updateChapter(deps, actor, input)),
  defineAction(c.chapterList, async (input, { deps, actor }) => ({ data: await listChapters(deps, actor, input.articleId) })),
  defineAction(c.chapterDelete, (input, { deps, actor }) => deleteChapter(deps, actor, input.id)),
  defineAction(c.sectionAdd, (input, { deps, actor }) => addSection(deps, actor, input)),
  defineAction(c.sectionUpdate, (input, { deps, actor }) => updateSection(deps, actor, input)),
  defineAction(c.sectionList, async (input, { deps, actor }) => ({ data: await listSections(deps, actor, input.courseChaptesId) })),
  defineAction(c.sectionDelete, (input, { deps, actor }) => deleteSection(deps, actor, input.id)),
  defineAction(c.videoUploadedSize, async (input, { deps, actor }) => ({ data: await uploadedSize(deps, actor, input) })),
  defineAction(c.videoUpload, async (input, { deps, actor, file }) => ({ data: await uploadChunk(deps, actor, input, file) }), {
    upload: fileLimit(VIDEO_CHUNK, COURSE_MSG.videoChunk),
  }),
  defineAction(c.videoDelete, (input, { deps, actor }) => deleteVideo(deps, actor, input.id)),
  defineAction(c.uploadWord, (_input, { deps, actor, file }) => storeAttachment(deps, actor, 'word', file), { upload: attachment }),
  defineAction(c.uploadPdf, (_input, { deps, actor, file }) => storeAttachment(deps, actor, 'pdf', file), { upload: attachment }),
  defineAction(c.uploadExcel, (_input, { deps, actor, file }) => storeAttachment(deps, actor, 'excel', file), { upload: attachment }),
];
