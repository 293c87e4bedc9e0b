// The shared antd controls' own words: the image uploader, the rich-text editor, the empty table or
// select, an attachment's download, the contact button.

export const CONTROLS = {
  upload: {
    label: '上传图片',
    alt: '凭证',
    remove: '删除',
    imagesOnly: '只能上传图片',
    image5mb: '上传图片大小不能超过 5MB',
    tooMany: (max: number, n: number) => `最多只能上传${max}个文件，已上传${n}/${max}个文件`,
    /** the button, with how many of the allowed files are in: 上传图片（2/5） */
    count: (label: string, n: number, max: number) => `${label}（${n}/${max}）`,
  },
  editor: {
    bold: '加粗',
    italic: '斜体',
    underline: '下划线',
    heading: '标题',
    body: '正文',
    bullets: '无序列表',
    numbers: '有序列表',
    link: '链接',
    linkPrompt: '链接地址（http:// 或 https://）',
    image: '插入图片（不超过2MB）',
  },
  empty: { options: '暂无可选项', records: '暂无记录' },
  download: '下载',
  downloadFile: (name: string) => `下载 ${name}`,
  contact: '联系TA',
} as const;
