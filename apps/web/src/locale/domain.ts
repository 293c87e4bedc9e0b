// UI labels of the private-zone pages (features/domain); the entry and the head's proof pages use
// PRIVATE_DOMAIN and PRESIDENT_PROVE (labels.ts), the spec's messages come from PRESIDENT_MSG.

export const DOMAIN_L = {
  presidentQueue: {
    title: '专属域负责人认证审核',
    subject: '负责人认证',
    confirmApprove: '确认通过该负责人认证？通过后该申请人成为本专属域的认证负责人，每个专属域只有一位。',
  },
  /** a zone in the entry's list: its name and code */
  zone: (name: string, code: string) => `${name}（${code}）`,
  /**
   * ZONE_MSG's refusals (packages/shared/src/messages.ts), written out: importing them into /privatedomain
   * moves them into the messages chunk every first load carries, past /training's first-load budget.
   */
  refusal: { otherZone: '私域用户不可访问其他私域', publicCompanyNoZone: '公域企业不可访问私域信息' },
} as const;
