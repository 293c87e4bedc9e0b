// UI labels of the certification pages (spec messages come from CERT_MSG).
export const CL = {
  state: { 0: '审核中', 1: '已认证', 2: '未通过' } as Record<number, string>,
  rejected: (reason: string | null | undefined) => `认证未通过：${reason ?? ''}，请修改后重新提交`,
  submit: '提交认证',
  company: {
    title: '企业认证',
    name: '企业名称',
    industry: '所属行业',
    size: '企业规模',
    address: '企业地址',
    intro: '企业简介',
    licence: '营业执照',
    uploadLicence: '上传营业执照',
    logo: '企业LOGO',
    uploadLogo: '上传LOGO',
    industries: ['互联网', '软件和信息技术', '电子商务', '金融', '制造业', '教育培训', '其他'],
    sizes: ['1-9人', '10-49人', '50-99人', '100-499人', '500人以上'],
  },
  personal: {
    title: '个人资料认证',
    name: '真实姓名',
    idNumber: '身份证号',
    front: '身份证正面',
    uploadFront: '上传正面',
    back: '身份证反面',
    uploadBack: '上传反面',
  },
} as const;
