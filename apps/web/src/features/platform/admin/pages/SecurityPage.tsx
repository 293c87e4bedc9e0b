import { App, Space, Switch, Typography } from 'antd';
import { getConfig } from '@xcb/shared/actions/platform';
import { setSm4 } from '@xcb/shared/actions/admin';
import { CONFIG_ON } from '@xcb/shared/enums';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import { errorText } from '../../../../api/client.ts';
import { A } from '../../../../locale/admin.ts';
import { PageCard } from '../components/PageCard.tsx';

const S = A.security;

/** The SM4 flag as the public config_getConfig reports it, switched through admin_setSm4. */
export function SecurityPage() {
  const { message, modal } = App.useApp();
  const config = useAdminQuery(getConfig, {});
  const change = useAdminMutation(setSm4);
  const on = config.data?.data.configStatus === CONFIG_ON;

  const toggle = async (next: boolean) => {
    const ok = await modal.confirm({ title: next ? S.confirmOn : S.confirmOff, okText: A.save, cancelText: A.cancel });
    if (!ok) return;
    try {
      await change.mutateAsync({ on: next });
      void message.success(ADMIN_MSG.saved);
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <PageCard title={A.menu.security}>
      <Space orientation="vertical" size="middle" style={{ maxWidth: 720 }}>
        <Space size="middle">
          <Typography.Text strong>{S.title}</Typography.Text>
          <Switch aria-label={S.title} checked={on} loading={config.isFetching || change.isPending} onChange={(v) => void toggle(v)} />
          <Typography.Text type={on ? 'success' : 'secondary'}>{on ? S.on : S.off}</Typography.Text>
        </Space>
        <Typography.Paragraph type="secondary">{S.desc}</Typography.Paragraph>
      </Space>
    </PageCard>
  );
}
