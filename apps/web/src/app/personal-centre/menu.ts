// spec "Personal centre menu (left tree)": groups 30, 1, 8, 14, 21 with their entries. Data only: the
// layout shows an entry once a route for its path exists (see route-registry.ts), so a later issue's
// page appears in the menu by adding its route, nothing here.

export interface MenuEntry {
  /** The node id (kept in session storage as the selected node). */
  key: string;
  title: string;
  path: string;
}

export interface MenuGroup {
  key: string;
  title: string;
  children: MenuEntry[];
}

/** spec: the pending payment-audit badge shows on item 36 */
export const PAYMENT_AUDIT_KEY = '36';
/** spec: the process-rules entry shows only for an audited company, an approved person or a member firm */
export const FLOWPATH_KEY = '28';
/** A private zone's head proves who he is (/privatedomain/president_prove): members of a zone only. */
export const ZONE_HEAD_KEY = '47';
/** Enterprise cooperation keys are created by companies (auth 2) only: the server refuses anyone else. */
export const ENTERPRISE_KEYS_KEY = '7';

export const PERSONAL_CENTRE_MENU: MenuGroup[] = [
  {
    key: '30',
    title: '短期用工',
    children: [
      { key: '31', title: '我的需求', path: '/employment/my_deal' },
      { key: '32', title: '我的报名', path: '/employment/my_send' },
      { key: '33', title: '我的办公', path: '/employment/my_work' },
      { key: PAYMENT_AUDIT_KEY, title: '付款审核', path: '/employment/personel_information?typeId=6' },
      { key: '37', title: '我的收藏', path: '/employment/my_outercollect' },
      { key: '38', title: '我的足迹', path: '/employment/footprint' },
    ],
  },
  {
    key: '1',
    title: '共享培训',
    children: [
      { key: '2', title: '我的学习课程', path: '/people_center' },
      { key: '3', title: '我发布的课程', path: '/release_curriculum' },
      { key: '4', title: '我的关注', path: '/my_focus' },
      { key: '5', title: '我的求问', path: '/my_question' },
      { key: '6', title: '卖出订单', path: '/sell_order' },
      { key: '40', title: '购物车', path: '/shopping_cart' },
      { key: ENTERPRISE_KEYS_KEY, title: '企业合作密钥', path: '/enterprise_keys' },
    ],
  },
  {
    key: '8',
    title: '求职招聘',
    children: [
      { key: '9', title: '面试邀请', path: '/recruitment/interview_list' },
      { key: '10', title: '投递记录', path: '/recruitment/send_resume' },
      { key: '11', title: '浏览记录', path: '/recruitment/company_historay' },
      { key: '12', title: '我的收藏', path: '/recruitment/my_collect' },
      { key: '13', title: '我的关注', path: '/recruitment/my_concern' },
      { key: '29', title: '屏蔽企业', path: '/recruitment/shielding_enterprises' },
      // not in the spec's tree: the saved searches of "Job alerts", to see and delete them
      { key: '46', title: '职位订阅', path: '/recruitment/my_alerts' },
    ],
  },
  {
    key: '14',
    title: '人事代理',
    children: [
      { key: '15', title: '我的订单', path: '/personnel/personnel_order' },
      { key: '16', title: '需求订单', path: '/personnel/personnel_need_order' },
      { key: '17', title: '我的交付', path: '/personnel/personnel_deliver' },
      { key: '18', title: '我的收藏', path: '/personnel/personnel_collection' },
      { key: '19', title: '我的关注', path: '/personnel/personnel_follow' },
      { key: '20', title: '浏览记录', path: '/personnel/personnel_history' },
    ],
  },
  {
    // The sharing section's own pages (spec "Sharing group"); they open in the section's frame.
    key: '41',
    title: '共享',
    children: [
      { key: '42', title: '我的需求订单', path: '/sharing/my_need_order' },
      { key: '43', title: '我的服务订单', path: '/sharing/my_server_order' },
      { key: '44', title: '我发布的项目', path: '/sharing/my_project_list' },
      { key: '45', title: '我发布的服务', path: '/sharing/my_server_list' },
    ],
  },
  {
    key: '21',
    title: '我的资料',
    children: [
      { key: '22', title: '认证信息', path: '/employment/company_store' },
      { key: '23', title: '个人资料', path: '/people_info' },
      { key: '24', title: '我的钱包', path: '/wallet_info' },
      { key: '25', title: '我的积分', path: '/score_list' },
      { key: '26', title: '支付设置', path: '/zf_set' },
      { key: '27', title: '投诉与反馈', path: '/advince' },
      { key: FLOWPATH_KEY, title: '流程规则', path: '/flowpath' },
      { key: ZONE_HEAD_KEY, title: '负责人认证', path: '/privatedomain/president_prove' },
    ],
  },
];

// The header's identity link (on every first load) needs only these: their own small module, so the
// 36-entry menu above stays in the personal centre's lazily loaded code.
export { DEFAULT_CENTRE, SECTION_CENTRES } from './centres.ts';
