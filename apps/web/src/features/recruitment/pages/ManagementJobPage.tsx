import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Drawer, Popconfirm, Space, Tabs, Typography } from 'antd';
import { POSITION_STATUS, POSITION_STATUS_LABEL } from '@xcb/shared/enums';
import { useRecruitMutation } from '../mutations.ts';
import { PositionTag, when } from '../components/bits.tsx';
import { ML } from '../../../components/matching/labels.ts';
import { matchLinks } from '../../../components/matching/links.ts';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { TalentsPanel } from './TalentsPage.tsx';
import { rp } from '../paths.ts';
import { PagedTable, usePagedRecruit } from '../components/lists.tsx';
import { PublishCheck } from '../components/PublishCheck.tsx';

/** management_job: my positions by state, with their applicant counts. */
export function ManagementJobPage() {
  const [params, setParams] = useSearchParams();
  // 推荐人才 of one position (?talents=id), in a drawer over the list
  const talentsOf = Number(params.get('talents')) || 0;
  const [status, setStatus] = useState<number>();
  const { table, toFirst } = usePagedRecruit('myPositions', { positionstatus: status }, { fresh: true });
  const offline = useRecruitMutation('positionOffline');
  const navigate = useNavigate();
  return (
    <Card
      title={RP.management.title}
      extra={
        <Button type="primary" onClick={() => navigate(rp.addJob())}>
          {R.publishJob}
        </Button>
      }
    >
      <PublishCheck />
      <Drawer
        title={ML.talents}
        open={talentsOf > 0}
        onClose={() => setParams(new URLSearchParams(), { replace: true })}
        size="large"
        destroyOnHidden
      >
        {talentsOf > 0 && <TalentsPanel positionId={talentsOf} />}
      </Drawer>
      <Tabs
        activeKey={status === undefined ? 'all' : String(status)}
        onChange={(k) => {
          setStatus(k === 'all' ? undefined : Number(k));
          toFirst();
        }}
        items={[{ key: 'all', label: RP.management.all }, ...Object.entries(POSITION_STATUS_LABEL).map(([k, l]) => ({ key: k, label: l }))]}
      />
      <PagedTable
        {...table}
        columns={[
          { title: RP.col.position, render: (_, p) => <Link to={rp.job(p.id)}>{p.positionname}</Link> },
          { title: RP.col.city, dataIndex: 'city' },
          {
            title: RP.col.status,
            render: (_, p) => (
              <Space orientation="vertical" size={0}>
                <PositionTag status={p.positionstatus} />
                {p.rejectReason && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {p.rejectReason}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: RP.management.applies,
            render: (_, p) => <Link to={rp.manageJob(p.id)}>{RP.management.applyCount(p.applyCount, p.newCount)}</Link>,
          },
          { title: RP.management.publishTime, render: (_, p) => when(p.createTime) },
          {
            title: RP.col.action,
            render: (_, p) => (
              <Space>
                {p.positionstatus === POSITION_STATUS.published && <Link to={matchLinks.talents(p.id)}>{ML.talents}</Link>}
                <Link to={rp.addJob(p.id)}>
                  {p.positionstatus === POSITION_STATUS.offline ? RP.management.relaunch : RP.management.edit}
                </Link>
                {p.positionstatus !== POSITION_STATUS.offline && (
                  <Popconfirm title={R.confirmOffline} onConfirm={() => offline.run({ id: p.id })}>
                    <Button type="link" size="small" danger>
                      {R.offline}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
