// The spec's Chinese user-facing messages, one constant each. The server sends them and the web forms
// show them, so the wording stays identical on both sides.
export const MSG = {
  // login (spec section 5 Login, section 8 Login)
  accountRequired: '账号/手机号不能为空',
  passwordRequired: '密码不能为空',
  phoneRequired: '手机号不能为空',
  codeRequired: '验证码不能为空',
  captchaWrong: '验证码错误',
  captchaRequired: '请输入验证码',
  wrongCredentials: '帐号密码不正确',
  accountDisabled: '账号被禁用，请联系管理员',
  loggedInElsewhere: '当前账户已在其他设备登录',
  loginSuccess: '登录成功，1s后跳转',
  chooseDomainFirst: '请先选择专属域',
  notDomainUser: '该账号非该专属域用户，请重新选择专属域登录！',
  // register (spec section 5 Register)
  accountFormat: '账号为6~12位的数字或字母',
  accountExists: '账号已存在',
  phoneExists: '该手机号已被注册',
  phoneFormat: '手机号格式错误',
  passwordRule: '密码要求数字、字母、符号至少两种且8-16位',
  passwordMismatch: '密码跟确认密码不一致',
  captchaInputWrong: '验证码输入错误',
  agreementRequired: '请阅读并同意用户协议和隐私政策',
  invitationFormat: '邀请码格式错误（6位包含字母数字）',
  invitationRequired: '专属域用户邀请码不能为空',
  invitationInvalid: '邀请码无效或已失效',
  invitationWrongDomain: '该邀请码不属于所选专属域',
  registerFormat: '注册信息格式错误',
  registerSuccess: '注册成功',
  // sessions and access (ERR0001..ERR0005, see AUTH_FAILURES in enums.ts)
  loginRequired: '请先登录',
  sessionInvalid: '登录信息无效，请重新登录',
  sessionExpired: '登录已过期，请重新登录',
  forbidden: '无权操作他人的数据',
  staffOnly: '仅限平台工作人员访问',
  tooManyRequests: '操作过于频繁，请稍后再试',
  tooManyLogins: '登录尝试次数过多，请稍后再试',
  tooManyRegistrations: '注册过于频繁，请稍后再试',
  // generic
  badRequest: '请求参数错误',
  notFound: '请求的数据不存在',
  serverError: '服务器开小差了，请稍后再试',
  encryptedFieldInvalid: '加密数据无法解密，请刷新页面后重试',
  noData: '暂无数据',
  logoutSuccess: '已退出登录',
  userNotFound: '用户不存在',
} as const;

export type MessageKey = keyof typeof MSG;

/** spec: field-name-empty messages take the form {field}不能为空 */
export const required = (field: string): string => `${field}不能为空`;

/** spec: upload messages (section 5 Profile, Feedback, Course authoring) */
export const UPLOAD_MSG = {
  empty: '不能上传空文件',
  imageType: '请上传png，jpg，jpeg格式的图片',
  imageSuffix: '上传图片后缀为png、jpg、jpeg图片!',
  avatarSize: '请上传小于2m的图片',
  image3mb: '上传图片大小不能超过3MB!',
  image5mb: '上传的图片不能超过5MB',
  cover1mb: '封面图片不能超过1MB',
  editor2mb: '上传失败，图片不可超过2MB!',
  fileMissing: '请选择要上传的文件',
  notFound: '文件不存在',
} as const;

/** spec: wallet, payment password, top-up, withdrawal, bank cards, points (sections 4, 5, 8) */
export const WALLET_MSG = {
  noTrades: '暂无交易记录！',
  noScores: '暂无积分记录',
  amountPositive: '请输入金额大于0的值',
  payModeRequired: '请选择支付方式',
  payPwdDigits: '请输入6位数字支付密码',
  payPwdSetMismatch: '密码为空或两次密码不一致',
  payPwdChangeMismatch: '旧密码不正确或两次密码不一致',
  payPwdWrong: '支付密码错误',
  payPwdWrongLeft: (left: number) => `支付密码错误，还可尝试${left}次`,
  payPwdLocked: (minutes: number) => `支付密码错误次数过多，钱包支付已锁定，请${minutes}分钟后再试`,
  payPwdNotSet: '请先设置支付密码',
  payPwdExists: '已设置支付密码，请使用修改功能',
  payPwdSetOk: '支付密码设置成功',
  payPwdChangeOk: '支付密码修改成功',
  insufficient: '可用余额不足',
  tradeCodeReused: '交易编号已被使用',
  orderPaid: '该订单已支付',
  tradeNotFound: '交易记录不存在',
  transferAmountRequired: '付款金额未填写',
  transferProofRequired: '付款凭证未上传',
  transferSubmitted: '提交成功，请等待工作人员审核',
  paySuccessBack: '支付成功,返回到钱包',
  realNameRequired: '请输入您的真实姓名',
  payeeAccountRequired: '请填写提现的支付宝账号',
  wxAccountRequired: '请填写提现的微信账号',
  bankCardRequired: '请选择提现的银行卡',
  withdrawSubmitted: '提现申请已提交，请等待工作人员审核',
  cardHolderRequired: '开户名不能为空',
  cardBankRequired: '开户银行不能为空',
  cardNumberRequired: '银行卡号不能为空',
  cardNumberLength: '银行卡号长度必须在16到19之间',
  cardNumberDigits: '银行卡号必须全为数字',
  cardBound: '银行卡绑定成功',
  cardUpdated: '银行卡修改成功',
  cardUnbound: '解绑成功',
  cardNotFound: '银行卡不存在',
  alreadyDecided: '该申请已处理',
  auditMissing: '该提现缺少转账信息，无法打款',
  payoutFailed: '打款失败，请稍后重试',
  withdrawStep: '提现晶币数须为0.1的整数倍',
  channelUnavailable: '在线支付渠道未开通，请使用银行转账充值',
  orderNotTopup: '充值单不存在',
  orderClosed: '该充值单已完成或已关闭',
} as const;

/** spec: feedback form (section 5 Feedback, section 8) */
export const FEEDBACK_MSG = {
  typeRequired: '请选择提交类型',
  contentRequired: '请输入详情信息',
  contentLength: '详情信息长度为1到200个字符',
  phoneWrong: '联系电话有误',
  ok: '提交成功',
  failed: '提交失败',
} as const;
