import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { App, Button, Card, Descriptions, Empty, Result, Skeleton, Space, Spin, Table, Typography } from 'antd';
import { DEMAND_STATUS } from '@xcb/shared/actions/employment';
import { errorText } from '../../../api/client.ts';
import { ContactButton } from '../../../components/contact/ContactButton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { recordFootprint, useDemand, useToggleCollect } from '../api.ts';
import { ApplyButton } from '../components/ApplyButton.tsx';
import { StatusTag, wan } from '../components/DemandBits.tsx';
import { NoticeContext } from '../components/NoticeContext.tsx';
import { employmentPaths } from '../paths.ts';
import styles from './DemandPage.module.css';

// The matching panels load with the page's second screen, not with the demand itself.
const SkillGapCard = lazy(async () => ({ default: (await import('../../../components/matching/SkillGapCard.tsx')).SkillGapCard }));
const TalentsPanel = lazy(async () => ({ default: (await import('../../../components/matching/TalentsPanel.tsx')).TalentsPanel }));

/** spec: outer_demand?id (also msgIs=1 from a notice) — the demand's page: details, job needs, apply, favourite. */
export function DemandPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id') ?? 0);
  const fromNotice = sp.get('msgIs') === '1';
  const msgId = Number(sp.get('msgId') ?? 0) || 0;
  const { user } = useAuth();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const demand = useDemand(id);
  const collect = useToggleCollect();
  useEffect(() => {
    if (user && id > 0 && demand.data && !demand.data.isOwner) void recordFootprint(user.id, id);
  }, [user, id, demand.data]);

  if (demand.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (demand.isError || !demand.data)
    return (
      <Result
        status="404"
        title={demand.error ? errorText(demand.error) : '需求不存在'}
        extra={<Link to={employmentPaths.list()}>返回需求列表</Link>}
      />
    );
  const d = demand.data;
  const needLogin = () => void navigate(paths.login(`${location.pathname}${location.search}`));
  return (
    <div className="xcb-container" style={{ padding: '16px 0' }}>
      {fromNotice && user && <NoticeContext demand={d} msgId={msgId} />}
      <Card
        className={styles.card}
        title={
          <Space>
            <span data-testid="demand-title">{d.needtitle}</span>
            <StatusTag status={d.lHyhneedStatus} />
          </Space>
        }
        extra={
          <Space>
            {d.isOwner ? (
              <Link to={employmentPaths.orderDetails(d.id)}>管理订单</Link>
            ) : (
              <>
                <Button
                  onClick={() =>
                    user
                      ? collect.mutate(d.id, {
                          onSuccess: (r) => void message.success(r.msg),
                          onError: (e) => void message.error(errorText(e)),
                        })
                      : needLogin()
                  }
                >
                  {d.isCollect ? '已收藏' : '收藏'}
                </Button>
                <ContactButton userId={d.publisherId} />
                <ApplyButton d={d} />
              </>
            )}
          </Space>
        }
      >
        <Descriptions
          bordered
          size="small"
          column={2}
          items={[
            {
              key: 'c',
              label: '发布方',
              children: d.companyName ? <Link to={employmentPaths.companyInfo(d.publisherId)}>{d.companyName}</Link> : '—',
            },
            { key: 't', label: '项目类型', children: `${d.needtype}（${d.needCd === 1 ? '长期' : '短期'}）` },
            { key: 'z', label: '工作方式', children: d.iszc === 1 ? '现场' : '远程' },
            { key: 'city', label: '地点', children: [d.sf, d.city, d.area, d.address].filter(Boolean).join(' ') || '—' },
            { key: 'p', label: '工期', children: `${d.projecttime} 天` },
            { key: 'x', label: '学历要求', children: d.xl ?? '不限' },
            { key: 'm', label: '月薪（晶币/人）', children: d.daymoney },
            { key: 'cm', label: '项目总金额', children: `${d.countmoney} 晶币（${wan(d.countmoney)}）` },
            { key: 's', label: '结算方式', children: d.settletype ?? '—' },
            { key: 'e', label: '经验要求', children: d.exprince ?? '不限' },
            { key: 'contact', label: '联系人', children: d.phone ? `${d.name} ${d.phone}` : `${d.name}（录用后可见联系方式）` },
            { key: 'l', label: '浏览', children: d.lookCount },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          岗位需求
        </Typography.Title>
        <Table
          size="small"
          rowKey={(r) => `${r.position}-${r.workyear}`}
          pagination={false}
          dataSource={d.jobs}
          locale={{ emptyText: <Empty description="暂无数据..." /> }}
          columns={[
            { title: '岗位', render: (_, r, i) => <Link to={employmentPaths.position(d.id, i)}>{r.position}</Link> },
            { title: '工作年限', dataIndex: 'workyear' },
            { title: '人数', dataIndex: 'peoplenum' },
            { title: '关键技术', dataIndex: 'keytechnologies' },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          交付要求
        </Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{d.pay}</Typography.Paragraph>
      </Card>
      <Suspense fallback={<Skeleton active style={{ marginTop: 16 }} />}>
        {!d.isOwner ? (
          <SkillGapCard target="demand" id={d.id} />
        ) : (
          d.lHyhneedStatus === DEMAND_STATUS.recruiting && (
            // 推荐人才 while the demand recruits: people whose resume or profile names its 关键技术
            <div id="talents" ref={(el) => void (el && location.hash === '#talents' && el.scrollIntoView())}>
              <Card title="推荐人才" style={{ marginTop: 16 }}>
                <TalentsPanel target="demand" id={d.id} />
              </Card>
            </div>
          )
        )}
      </Suspense>
    </div>
  );
}
