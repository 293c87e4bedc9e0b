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
import { A } from '../../../../locale/admin.ts';
import styles from './DashboardPage.module.css';

// The staff dashboard (/admin lands here): the pending work of every queue the role may open, and for
// administrators the users, the money and the ledger check, from one action (admin_dashboard).

const D = A.dashboard;
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
          {D.queues}
          <Badge count={total} overflowCount={9999} showZero color={total ? '#ff4d4f' : '#d9d9d9'} data-testid="queues-total" />
        </Space>
      }
      variant="borderless"
      className={styles.card}
    >
      {total === 0 && <Alert type="success" showIcon title={D.allDone} className={styles.allDone} />}
      <List
        size="small"
        dataSource={sorted}
        renderItem={(q) => (
          <List.Item
            data-testid={`queue-${q.kind}`}
            data-pending={q.pending}
            actions={[
              <Link key="go" to={q.route}>
                {q.pending ? D.handle : D.view}
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
        onSuccess: (r) => void message[r.data.ok ? 'success' : 'error'](r.data.ok ? D.checkedOk : D.checkedBreaches(r.data.breaches)),
        onError: (e) => void message.error(errorText(e)),
      },
    );
  return (
    <Card
      title={D.ledger}
      variant="borderless"
      className={styles.card}
      extra={<Link to="/admin/wallet/ledger">{D.ledgerDetail}</Link>}
      data-testid="ledger-card"
    >
      {ledger ? (
        <Space direction="vertical" size={4}>
          <Space wrap>
            {ledger.ok ? <Tag color="green">{D.allHold}</Tag> : <Tag color="red">{D.breaches(ledger.breaches)}</Tag>}
            <Typography.Text type="secondary" data-testid="ledger-last">
              {D.lastCheck(formatDateTime(ledger.checkedAt))}
            </Typography.Text>
          </Space>
          <Typography.Text type="secondary">{ledger.staffName ? D.startedBy(ledger.staffName) : D.startedByCli}</Typography.Text>
        </Space>
      ) : (
        <Typography.Text type="secondary" data-testid="ledger-last">
          {D.neverChecked}
        </Typography.Text>
      )}
      <div className={styles.ledgerButton}>
        <Button type="primary" loading={run.isPending} onClick={check}>
          {D.checkNow}
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
      title: D.users,
      value: users.total,
      footer: users.byAuth.map((a) => `${USER_AUTH_LABEL[a.auth as UserAuth] ?? a.auth} ${a.count}`).join(' · ') || D.noUsers,
      to: '/admin/users',
    },
    { key: 'new', title: D.newUsers, value: newIn30, footer: D.newUsersFooter(users.perDay.at(-1)?.count ?? 0, users.staff) },
    {
      key: 'escrow',
      title: D.escrow,
      value: formatCoins(money.escrowHeld),
      footer: D.escrowFooter(money.escrowOpen, formatCoinsGrouped(paid30)),
    },
    {
      key: 'topups',
      title: D.topups,
      value: money.topupsWaiting.count,
      suffix: D.countSuffix,
      footer: D.sumFooter(formatCoinsGrouped(money.topupsWaiting.amount)),
      to: '/admin/wallet/topups',
    },
    {
      key: 'withdrawals',
      title: D.withdrawals,
      value: money.withdrawalsWaiting.count,
      suffix: D.countSuffix,
      footer: D.sumFooter(formatCoinsGrouped(money.withdrawalsWaiting.amount)),
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
    () => [{ label: D.newUsersSeries, values: users.perDay.map((d) => d.count), color: BLUE, type: 'bar' }],
    [users.perDay],
  );
  const paySeries = useMemo<DaySeries[]>(
    () => [
      { label: D.paySeries, values: money.paymentsPerDay.map((d) => d.count), color: GREEN, type: 'bar' },
      {
        label: D.payCoinsSeries,
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
        <Card title={D.newUsers} variant="borderless" className={styles.card}>
          {none(users.perDay) && <div className={styles.chartNote}>{D.noNewUsers}</div>}
          <DayChart days={users.perDay} series={userSeries} testId="chart-users" />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={D.payments} variant="borderless" className={styles.card}>
          {none(money.paymentsPerDay) && <div className={styles.chartNote}>{D.noPayments}</div>}
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
