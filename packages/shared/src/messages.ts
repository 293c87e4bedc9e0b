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
  // SMS codes (spec section 5 Login, Forgot password, Profile)
  smsSent: '验证码已发送，请注意查收',
  smsTooFrequent: '验证码发送过于频繁，请稍后再试',
  smsCodeInvalid: '验证码错误或已失效',
  phoneNotRegistered: '该手机号未注册',
  // password reset (spec section 5 Forgot password, section 8 Password reset)
  resetPhoneFormat: '请输入正确位手机号',
  userPasswordRequired: '用户密码不能为空',
  confirmRequired: '确认密码不能为空',
  passwordTwiceMismatch: '两次密码不一致',
  resetSuccess: '密码修改成功，是否立即登录？',
  // profile and security (spec section 5 Profile, section 8 Profile and security)
  nickNameRule: '昵称不能为空且长度不能超过20',
  signRule: '个性签名不能为空且长度不能超过50',
  skillsMax: '技能最多选择3个',
  skillInvalid: '所选技能不存在',
  areaInvalid: '所在地区选择有误',
  iconInvalid: '头像文件无效，请重新上传',
  profileUpdated: '个人资料修改成功',
  oldPhoneFormat: '请输入正确旧手机号',
  newPhoneFormat: '请输入正确新手机号',
  oldPhoneRequired: '旧手机号不为空',
  oldPhoneMismatch: '旧手机号不一致',
  phoneAndCodeRequired: '手机号和验证码不为空',
  samePhone: '新手机号不能与当前手机号相同',
  phoneChanged: '手机号修改成功',
  oldPasswordRequired: '旧密码不能为空',
  oldPasswordWrong: '旧密码不正确',
  passwordChanged: '密码编辑成功',
  insuranceUploaded: '保险证明上传成功',
  insuranceNeedsCertification: '请先完成个人认证，再上传保险证明',
  insurancePending: '保险证明正在审核中，请耐心等待',
  // WeChat and QQ login and linking (spec section 4 WeChat/QQ login)
  oauthUnavailable: '第三方登录暂未开通',
  oauthNotAuthorized: '未完成授权，请重新登录',
  oauthUnlinked: '该第三方账号尚未绑定贤才宝账号，请先用账号登录，在个人资料中绑定',
  oauthLinkedElsewhere: '该第三方账号已绑定其他贤才宝账号',
  oauthAlreadyBound: '您已绑定该类型的第三方账号，请先解绑',
  oauthBound: '绑定成功',
  oauthUnbound: '解绑成功',
  oauthNotBound: '尚未绑定该第三方账号',
  oauthExpired: '授权已过期，请重新操作',
  // QR login (spec section 4 QR login)
  qrExpired: '二维码已失效，请在电脑上刷新后重新扫码',
  qrScanned: '扫码成功，请在手机上确认登录',
  qrConfirmed: '已确认，电脑端将自动登录',
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
