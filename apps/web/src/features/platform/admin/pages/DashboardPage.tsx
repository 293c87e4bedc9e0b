import { useMemo } from 'react';
import { Link } from 'react-router';
import { Alert, App, Badge, Button, Card, Col, List, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { dashboard, ledgerRunNow, type DashboardData } from '@xcb/shared/actions/admin';
import { USER_AUTH_LABEL, type UserAuth } from '@xcb/shared/enums';
import { formatCoins, formatCoinsGrouped } from '@xcb/shared/format';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import { errorText } from '../../../../api/client.ts';
import { formatDateTime } from '../../../../lib/date.ts';
import { DayChart, type DaySeries } from '../components/DayChart.tsx';
import styles from './DashboardPage.module.css';

// The staff dashboard (/admin lands here): the pending work of every queue the role may open, and for
// administrators the users, the money and the ledger check, from one action (admin_dashboard).

const BLUE = '#1677ff';
const GREEN = '#13a36b';
const ORANGE = '#fa8c16';

function Queues({ queues }: { queues: DashboardData['queues'] }) {
  const total = queues.reduce((n, q) => n + q.pending, 0);
  // the queues with work first, each group in the menu's order
  const sorted = [...queues].sort((a, b) => Number(b.pending > 0) - Number(a.pending > 0));
  return (
    <Card
      title={
        <Space>
          待处理事项
          <Badge count={total} overflowCount={9999} showZero color={total ? '#ff4d4f' : '#d9d9d9'} data-testid="queues-total" />
        </Space>
      }
      variant="borderless"
      className={styles.card}
    >
      {total === 0 && <Alert type="success" showIcon title="所有审核队列都已处理完毕" className={styles.allDone} />}
      <List
        size="small"
        dataSource={sorted}
        renderItem={(q) => (
          <List.Item
            data-testid={`queue-${q.kind}`}
            data-pending={q.pending}
            actions={[
              <Link key="go" to={q.route}>
                {q.pending ? '去处理' : '查看'}
              </Link>,
            ]}
          >
            <Link to={q.route} className={styles.queueName}>
              {q.label}
            </Link>
            <Badge count={q.pending} overflowCount={999} showZero color={q.pending ? '#ff4d4f' : '#d9d9d9'} />
          </List.Item>
        )}
      />
    </Card>
  );
}

function LedgerCard({ ledger }: { ledger: DashboardData['ledger'] }) {
  const { message } = App.useApp();
  const run = useAdminMutation(ledgerRunNow);
  const check = () =>
    run.mutate(
      {},
      {
        onSuccess: (r) =>
          void message[r.data.ok ? 'success' : 'error'](
            r.data.ok ? '核对完成：全部不变量成立' : `核对完成：发现 ${r.data.breaches} 处违反`,
          ),
        onError: (e) => void message.error(errorText(e)),
      },
    );
  return (
    <Card
      title="账本核对"
      variant="borderless"
      className={styles.card}
      extra={<Link to="/admin/wallet/ledger">明细</Link>}
      data-testid="ledger-card"
    >
      {ledger ? (
        <Space direction="vertical" size={4}>
          <Space wrap>
            {ledger.ok ? <Tag color="green">全部成立</Tag> : <Tag color="red">发现 {ledger.breaches} 处违反</Tag>}
            <Typography.Text type="secondary" data-testid="ledger-last">
              上次核对 {formatDateTime(ledger.checkedAt)}
            </Typography.Text>
          </Space>
          <Typography.Text type="secondary">
            {ledger.staffName ? `由 ${ledger.staffName} 发起` : '由命令行 ledger:check 发起'}
          </Typography.Text>
        </Space>
      ) : (
        <Typography.Text type="secondary" data-testid="ledger-last">
          尚未核对过账本
        </Typography.Text>
      )}
      <div className={styles.ledgerButton}>
        <Button type="primary" loading={run.isPending} onClick={check}>
          立即核对
        </Button>
      </div>
    </Card>
  );
}

function Figures({ users, money }: { users: NonNullable<DashboardData['users']>; money: NonNullable<DashboardData['money']> }) {
  const newIn30 = users.perDay.reduce((n, d) => n + d.count, 0);
  const paid30 = money.paymentsPerDay.reduce((n, d) => n + d.amount, 0);
  const cards = [
    {
      key: 'users',
      title: '用户总数',
      value: users.total,
      footer: users.byAuth.map((a) => `${USER_AUTH_LABEL[a.auth as UserAuth] ?? a.auth} ${a.count}`).join(' · ') || '暂无用户',
      to: '/admin/users',
    },
    { key: 'new', title: '近 30 日新增用户', value: newIn30, footer: `今日 ${users.perDay.at(-1)?.count ?? 0} · 工作人员 ${users.staff}` },
    {
      key: 'escrow',
      title: '托管中的晶币',
      value: formatCoins(money.escrowHeld),
      footer: `${money.escrowOpen} 笔托管进行中 · 近 30 日支付 ${formatCoinsGrouped(paid30)} 晶币`,
    },
    {
      key: 'topups',
      title: '待审充值',
      value: money.topupsWaiting.count,
      suffix: '笔',
      footer: `合计 ${formatCoinsGrouped(money.topupsWaiting.amount)} 晶币`,
      to: '/admin/wallet/topups',
    },
    {
      key: 'withdrawals',
      title: '待审提现',
      value: money.withdrawalsWaiting.count,
      suffix: '笔',
      footer: `合计 ${formatCoinsGrouped(money.withdrawalsWaiting.amount)} 晶币`,
      to: '/admin/wallet/withdrawals',
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.key} xs={24} sm={12} xl={c.key === 'users' || c.key === 'escrow' ? 6 : 4} className={styles.statCol}>
          <Card variant="borderless" className={styles.stat} data-testid={`stat-${c.key}`}>
            <Statistic title={c.to ? <Link to={c.to}>{c.title}</Link> : c.title} value={c.value} suffix={c.suffix} />
            <div className={styles.footer}>{c.footer}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function Charts({ users, money }: { users: NonNullable<DashboardData['users']>; money: NonNullable<DashboardData['money']> }) {
  const userSeries = useMemo<DaySeries[]>(
    () => [{ label: '新增用户', values: users.perDay.map((d) => d.count), color: BLUE, type: 'bar' }],
    [users.perDay],
  );
  const paySeries = useMemo<DaySeries[]>(
    () => [
      { label: '支付笔数', values: money.paymentsPerDay.map((d) => d.count), color: GREEN, type: 'bar' },
      {
        label: '支付晶币',
        values: money.paymentsPerDay.map((d) => d.amount / 100),
        color: ORANGE,
        type: 'line',
        right: true,
        format: (v) => formatCoins(Math.round(v * 100)),
      },
    ],
    [money.paymentsPerDay],
  );
  const none = (days: { count: number }[]) => days.every((d) => d.count === 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title="近 30 日新增用户" variant="borderless" className={styles.card}>
          {none(users.perDay) && <div className={styles.chartNote}>近 30 日没有新注册的用户</div>}
          <DayChart days={users.perDay} series={userSeries} testId="chart-users" />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="近 30 日支付" variant="borderless" className={styles.card}>
          {none(money.paymentsPerDay) && <div className={styles.chartNote}>近 30 日没有支付</div>}
          <DayChart days={money.paymentsPerDay} series={paySeries} testId="chart-payments" />
        </Card>
      </Col>
    </Row>
  );
}

export function DashboardPage() {
  const q = useAdminQuery(dashboard, {});
  if (q.error) return <Alert type="error" showIcon title={errorText(q.error)} />;
  const d = q.data?.data;
  if (!d)
    return (
      <div className={styles.page} data-testid="dashboard-loading">
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  return (
    <div className={styles.page} data-testid="dashboard">
      {d.users && d.money && <Figures users={d.users} money={d.money} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={d.ledgerAllowed ? 16 : 24}>
          <Queues queues={d.queues} />
        </Col>
        {d.ledgerAllowed && (
          <Col xs={24} lg={8}>
            <LedgerCard ledger={d.ledger} />
          </Col>
        )}
      </Row>
      {d.users && d.money && <Charts users={d.users} money={d.money} />}
    </div>
  );
}
