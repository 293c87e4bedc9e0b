import { useState } from 'react';
import type { UserSelf } from '@xcb/shared/actions/account';
import { checkOAuthLogin, type OAuthKind } from '../../../api/account.ts';
import { useAuth } from '../../../lib/auth.ts';
import { Button } from '../../../components/light/Button.tsx';
import { QQIcon } from '../../../components/light/icons/QQ.ts';
import { WechatIcon } from '../../../components/light/icons/Wechat.ts';
import { feedback, showError } from '../../../api/feedback.ts';
import { detectDeviceType } from '../../../lib/storage.ts';
import { L } from '../../../locale/labels.ts';
import { newPopupKey, openPopup, popupUrl } from './oauthPopup.ts';
import styles from './forms.module.css';

/** The two login providers' buttons, in the spec's order, each in its brand colour. */
const PROVIDERS = [
  { kind: 'wechat', Icon: WechatIcon, color: '#07c160' },
  { kind: 'qq', Icon: QQIcon, color: '#1677ff' },
] as const;

/** spec: WeChat and QQ login through a popup; when it closes, the login status is checked. Light: part of /login. */
export function ThirdPartyLogin({ onSuccess }: { onSuccess: (user: UserSelf) => void }) {
  const auth = useAuth();
  const [busy, setBusy] = useState<OAuthKind | null>(null);

  const start = async (kind: OAuthKind) => {
    const key = newPopupKey();
    const popup = openPopup(popupUrl(kind, key));
    setBusy(kind);
    try {
      await popup.closed;
      const reply = await checkOAuthLogin(kind, key, detectDeviceType());
      if (reply.code === 1 && reply.jwt && reply.user) {
        auth.login({ jwt: reply.jwt, user: reply.user });
        void feedback().then(({ message }) => message.destroy());
        onSuccess(reply.user);
      } else {
        const text = reply.msg;
        void feedback().then(({ message }) => message.warning(text));
      }
    } catch (err) {
      showError(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.thirdParty}>
      <div className={styles.divider} role="separator">
        {L.oauth.otherWays}
      </div>
      <div className={styles.thirdPartyButtons}>
        {PROVIDERS.map(({ kind, Icon, color }) => (
          <Button
            key={kind}
            className={styles.round}
            icon={<Icon style={{ color }} />}
            loading={busy === kind}
            onClick={() => void start(kind)}
          >
            {L.oauth[kind]}
          </Button>
        ))}
      </div>
    </div>
  );
}
