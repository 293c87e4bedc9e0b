import { Space, Switch, Typography } from 'antd';
import { getConfig } from '@xcb/shared/actions/platform';
import { setSm4 } from '@xcb/shared/actions/admin';
import { CONFIG_ON } from '@xcb/shared/enums';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import { A } from '../../../../locale/admin.ts';
import { PageCard } from '../components/PageCard.tsx';
import { useStaffActions } from '../components/useStaffEdit.ts';

const S = A.security;

/** The SM4 flag as the public config_getConfig reports it, switched through admin_setSm4. */
export function SecurityPage() {
  const { confirmRun } = useStaffActions();
  const config = useAdminQuery(getConfig, {});
  const change = useAdminMutation(setSm4);
  const on = config.data?.data.configStatus === CONFIG_ON;

  const toggle = (next: boolean) =>
    confirmRun(
      { title: next ? S.confirmOn : S.confirmOff, okText: A.save, danger: false },
      () => change.mutateAsync({ on: next }),
      ADMIN_MSG.saved,
    );

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
