import { SafetyIcon } from '../../../components/light/icons/Safety.ts';
import { HomeIcon } from '../../../components/light/icons/Home.ts';
import { WalletIcon } from '../../../components/light/icons/Wallet.ts';
import { IdcardIcon } from '../../../components/light/icons/Idcard.ts';

/** The personnel line's feature icons, in the order of its features in business-lines.ts. */
export const icons = [SafetyIcon, HomeIcon, WalletIcon, IdcardIcon];

/** The line's own icon (the landing page's hero; components/LineIcon.tsx draws the same). */
export const lineIcon = IdcardIcon;
