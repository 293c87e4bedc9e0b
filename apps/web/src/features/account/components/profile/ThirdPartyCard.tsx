import { useState } from 'react';
import { App, Button, Popconfirm, Tag } from 'antd';
import { QqOutlined, WechatOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  accountKeys,
  bindingResult,
  startBinding,
  unbindThirdParty,
  useThirdPartyBindings,
  type OAuthKind,
} from '../../../../api/account.ts';
import { showError } from '../../../../api/feedback.ts';
import { L } from '../../../../locale/labels.ts';
import { newPopupKey, openPopup, popupUrl } from '../oauthPopup.ts';
import styles from './profile.module.css';

const KINDS: { kind: OAuthKind; icon: React.ReactNode }[] = [
  { kind: 'wechat', icon: <WechatOutlined style={{ color: '#07c160' }} /> },
  { kind: 'qq', icon: <QqOutlined style={{ color: '#1677ff' }} /> },
];

/** spec /people_info: WeChat and QQ linking through popup windows. */
export function ThirdPartyCard() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const bindings = useThirdPartyBindings(true);
  const [busy, setBusy] = useState<OAuthKind | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: [...accountKeys.all, 'thirdParty'] });

  const bind = async (kind: OAuthKind) => {
    const key = newPopupKey();
    // opened inside the click; it goes to the provider once the binding is registered
    const popup = openPopup(null);
    setBusy(kind);
    try {
      await startBinding(kind, key);
      popup.go(popupUrl(kind, key));
      await popup.closed;
      const result = await bindingResult(key);
      if (result.code === 1) void message.success(result.msg);
      else void message.warning(result.msg);
      await refresh();
    } catch (err) {
      popup.go('about:blank');
      showError(err);
    } finally {
      setBusy(null);
    }
  };

  const unbind = async (kind: OAuthKind) => {
    try {
      const reply = await unbindThirdParty(kind);
      void message.success(reply.data);
      await refresh();
    } catch (err) {
      showError(err);
    }
  };

  return (
    <div className={styles.rows}>
      {KINDS.map(({ kind, icon }) => {
        const bound = bindings.data?.find((b) => b.kind === kind);
        return (
          <div key={kind} className={styles.row}>
            <div>
              <div className={styles.rowTitle}>
                {icon} {L.oauth[kind]}
              </div>
              <div className={styles.rowText}>{bound ? L.oauth.boundAs(bound.nickname ?? '') : L.oauth.notBound}</div>
            </div>
            {bound ? (
              <span className={styles.avatarRow}>
                <Tag color="green">{L.oauth.bound}</Tag>
                <Popconfirm
                  title={L.oauth.unbindConfirm(L.oauth[kind])}
                  okText={L.oauth.unbind}
                  cancelText={L.qr.cancel}
                  onConfirm={() => unbind(kind)}
                >
                  <Button>{L.oauth.unbind}</Button>
                </Popconfirm>
              </span>
            ) : (
              <Button loading={busy === kind} onClick={() => void bind(kind)}>
                {L.oauth.bindButton(L.oauth[kind])}
              </Button>
            )}
          </div>
        );
      })}
    </div>
  );
}
