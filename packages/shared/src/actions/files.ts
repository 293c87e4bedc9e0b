import { z } from 'zod';
import { action } from '../action.ts';

/**
 * What an image is for decides its limits (spec section 5/9): avatar 2 MB; insurance, payment proof and
 * feedback 3 MB; banner and demand proof 5 MB; course cover 1 MB; editor paste 2 MB. `identity` (ID cards,
 * business licences and permits of the certification forms, 5 MB like a general image) is private from the
 * upload on, before any form names it (modules/files/access.ts).
 */
export const IMAGE_PURPOSES = ['avatar', 'insurance', 'proof', 'feedback', 'banner', 'cover', 'editor', 'general', 'identity'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

export const uploadFile = action({
  name: 'upload_uploadFile',
  method: 'POST',
  auth: 'user',
  area: 'files',
  summary: '上传图片（multipart，文件字段 upload；purpose 决定大小限制）；按文件内容校验类型，返回相对路径 data',
  input: z.object({ purpose: z.enum(IMAGE_PURPOSES).default('general') }),
  reply: z.object({ data: z.string() }),
});
