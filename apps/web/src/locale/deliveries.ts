// The delivery screens' words (components/deliveries: a delivery's files, the provider's form, the
// buyer's return, the history); the spec's refusals come from DELIVERY_MSG.

export const DELIVERY_L = {
  preview: '预览',
  remove: '移除',
  upload: (n: number, max: number) => `上传附件（${n}/${max}）`,
  fileHint: '支持图片、PDF、Word、Excel、PPT（docx、xlsx、pptx）或 zip，单个不超过20MB；附件仅交付双方与平台可见',
  submit: '提交交付',
  note: '交付说明',
  files: '交付附件',
  cancel: '取消',
  reject: {
    title: '退回交付',
    ok: '确认退回',
    hint: '款项仍由平台托管；对方修改后可重新交付，退回原因会通知对方。',
    reason: '退回原因',
    placeholder: '请说明哪些地方不符合要求，便于对方修改',
  },
  history: {
    none: '尚未交付',
    delivery: '交付',
    nth: (n: number) => `第${n}次交付`,
    reason: '退回原因：',
    at: (time: string) => `（${time}）`,
    accepted: (time: string) => `已于 ${time} 验收通过`,
  },
} as const;
