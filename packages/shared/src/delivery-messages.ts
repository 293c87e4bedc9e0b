/**
 * The messages of deliveries and their rejection, in the three engagement areas. A module of their own, not
 * in messages.ts, which loads with the shell (only the pages with deliveries need them), nor only in
 * actions/deliveries.ts, whose schemas the browser does not load (apps/web/build/light-contracts.ts).
 */
export const DELIVERY_MSG = {
  fileInvalid: '交付附件无效，请重新上传',
  filesMax: '交付附件最多5个',
  fileType: '交付附件仅支持图片、PDF、Word、Excel、PPT（docx、xlsx、pptx）或 zip 文件',
  fileTooLarge: '交付附件不能超过20MB',
  reasonRequired: '请填写退回原因',
  reasonMax: '退回原因不能超过200个字',
  notRejectable: '当前状态不能退回交付',
  rejected: '已退回交付，等待对方重新交付',
  rejectedTitle: '交付被退回',
  rejectedNotice: (what: string, reason: string) => `${what}的交付被退回，请修改后重新交付。退回原因：${reason}`,
} as const;
