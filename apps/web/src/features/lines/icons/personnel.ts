import { SafetyIcon } from '../../../components/light/icons/Safety.ts';
import { HomeIcon } from '../../../components/light/icons/Home.ts';
import { WalletIcon } from '../../../components/light/icons/Wallet.ts';
import { IdcardIcon } from '../../../components/light/icons/Idcard.ts';

/** The personnel line's feature icons, in the order of its features in business-lines.ts. */
export const icons = [SafetyIcon, HomeIcon, WalletIcon, IdcardIcon];

/** The line's own icon (the landing page's hero; components/LineIcon.tsx draws the same). */
export const lineIcon = IdcardIcon;

/**
 * Where each feature card leads: the demand list of its kind (社保, 公积金, 代发工资, 招聘代理), the paths of
 * features/personnel/paths.ts (a feature may not import another's).
 */
export const links = ['social_security_list', 'accumulation_fund_list', 'payroll_credit_list', 'recruitment_list'].map(
  (p) => `/personnel/${p}`,
);

/** The line's other ways in, under the cards. */
export const ways = [
  { label: '发布人事代理需求', to: '/personnel/personnel_reqrired' },
  { label: '我的需求订单', to: '/personnel/personnel_need_order' },
  { label: '我的服务订单', to: '/personnel/personnel_order' },
];

/** The banner picture's drawn button (了解服务), made a real one over the picture: the services' demand lists, starting with 社保代缴 (the first service card). */
export { HeroPicture } from '../components/HeroPicture.tsx';
export const heroAction = { label: '了解服务', to: '/personnel/social_security_list' };
