import { z } from 'zod';
import { action } from '../action.ts';
import { DELIVERY_MSG } from '../delivery-messages.ts';
import { text, uploadPaths } from './fields.ts';

// Deliveries with files, shared by short-term hire (a worker's delivery on a demand), sharing orders and
// personnel contracts: the provider uploads files (upload_uploadDelivery: pictures, PDF and Office
// documents, zip), delivers a note with up to DELIVERY_FILES_MAX of them; the buyer accepts or rejects
// with a reason, after which the provider delivers again. Every delivery and its decision stays in the
// history both sides see. The files are private to the two sides and staff (modules/files/access.ts).

// The messages are in delivery-messages.ts (the browser reads them without this module's schemas).
export { DELIVERY_MSG };

/** One delivery's state: 0 awaiting the buyer's decision, 1 accepted, 2 rejected (the provider may deliver again). */
export const DELIVERY_STATE = { pending: 0, accepted: 1, rejected: 2 } as const;
export const DELIVERY_STATE_LABEL: Record<number, string> = { 0: '待验收', 1: '已通过', 2: '已退回' };

export const DELIVERY_FILES_MAX = 5;
export const DELIVERY_REASON_MAX = 200;
/** The extensions a delivery file may have (by its bytes), what the web's upload accepts. */
export const DELIVERY_FILE_EXTS = ['png', 'jpg', 'gif', 'pdf', 'docx', 'xlsx', 'pptx', 'zip'] as const;
export const DELIVERY_FILE_ACCEPT = '.png,.jpg,.jpeg,.gif,.pdf,.docx,.xlsx,.pptx,.zip';

/** Paths of uploaded delivery files, comma-joined or an array, at most DELIVERY_FILES_MAX. */
export const deliveryFiles = uploadPaths(DELIVERY_FILES_MAX, DELIVERY_MSG.fileInvalid, DELIVERY_MSG.filesMax);

/** The buyer's reason for rejecting a delivery: required, at most DELIVERY_REASON_MAX characters. */
export const rejectReason = text(DELIVERY_MSG.reasonRequired).pipe(z.string().max(DELIVERY_REASON_MAX, { error: DELIVERY_MSG.reasonMax }));

export const deliveryFile = z.object({ path: z.string(), name: z.string() });
export type DeliveryFile = z.infer<typeof deliveryFile>;

/** One entry of a delivery history, the same shape in the three areas. */
export const deliveryRecord = z.object({
  id: z.number(),
  providerName: z.string(),
  note: z.string(),
  files: z.array(deliveryFile),
  state: z.number(),
  reason: z.string().nullable(),
  createTime: z.string(),
  decidedTime: z.string().nullable(),
});
export type DeliveryRecord = z.infer<typeof deliveryRecord>;

export const uploadDelivery = action({
  name: 'upload_uploadDelivery',
  method: 'POST',
  auth: 'user',
  area: 'files',
  summary:
    '上传交付附件（multipart，文件字段 upload；图片、PDF、Word/Excel/PPT（docx、xlsx、pptx）或 zip，按内容校验类型，最大20MB），返回相对路径 data 与文件名；附件仅交付双方与平台可见',
  input: z.object({}),
  reply: z.object({ data: z.string(), fileName: z.string(), fileSize: z.number() }),
});
