// The wallet payment dialog's words (components/wallet/WalletPayDialog), the same in every area that
// takes a payment; the refusals come from WALLET_MSG.

export const PAY_L = {
  available: '可用余额：',
  coins: (n: string) => `${n} 晶币`,
  topUp: '去充值',
  noPassword: '您还没有设置支付密码，',
  setPassword: '去设置支付密码',
  enterPassword: '请输入6位支付密码',
  password: '支付密码',
  changePassword: '忘记或修改支付密码',
  due: '应付金额：',
  coin: '晶币',
  wallet: '晶币支付',
  cancel: '取消',
  confirm: '确认支付',
} as const;
