import { Descriptions, Table, Tag, Typography } from 'antd';
import type { Need } from '@xcb/shared/actions/personnel';
import { NEED_STATUS } from '@xcb/shared/actions/personnel';
import { percent, yuan, type CalcResult } from '@xcb/shared/personnel-calc';
import { formatDate, formatDateTime } from '../../../lib/date.ts';
import { PL } from '../../../locale/personnel.ts';

const F = PL.facts;

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'blue', 4: 'default', 5: 'purple', 6: 'gold' };
export const NeedStatusTag = ({ n }: { n: { status: number; statusName: string } }) => (
  <Tag color={STATUS_COLOR[n.status] ?? 'default'}>{n.statusName}</Tag>
);
export const fmtTime = (iso: string | null | undefined) => formatDateTime(iso) || '—';
export const fmtDate = (iso: string | null | undefined) => formatDate(iso) || '—';

/** The calculator's result: per person per month by item, and the totals (amounts in yuan). */
export function CalcTable({ calc }: { calc: CalcResult }) {
  return (
    <div data-testid="calc-table">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {F.standard(calc.cityName, calc.year, yuan(calc.base), calc.headcount, calc.months)}
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="item"
        dataSource={calc.lines}
        columns={[
          { title: F.item, dataIndex: 'label' },
          { title: F.companyRate, render: (_, l) => `${percent(l.companyRate)}%` },
          { title: F.company, render: (_, l) => yuan(l.company) },
          { title: F.personalRate, render: (_, l) => `${percent(l.personalRate)}%` },
          { title: F.personal, render: (_, l) => yuan(l.personal) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{F.sum}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} />
            <Table.Summary.Cell index={2}>{yuan(calc.perPersonCompany)}</Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
            <Table.Summary.Cell index={4}>{yuan(calc.perPersonPersonal)}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Typography.Paragraph style={{ marginTop: 8 }}>
        {F.monthly}
        <Typography.Text strong>{PL.list.yuan(yuan(calc.monthlyTotal))}</Typography.Text>
        {F.whole}
        <Typography.Text strong>{PL.list.yuan(yuan(calc.total))}</Typography.Text>
      </Typography.Paragraph>
    </div>
  );
}

/** The demand's facts, as its detail and order pages show them. */
export function NeedFacts({ n }: { n: Need }) {
  return (
    <Descriptions bordered size="small" column={2}>
      <Descriptions.Item label={F.kind}>{n.kindName}</Descriptions.Item>
      <Descriptions.Item label={PL.col.status}>
        <NeedStatusTag n={n} />
      </Descriptions.Item>
      <Descriptions.Item label={F.publisher}>{n.publisher}</Descriptions.Item>
      <Descriptions.Item label={PL.col.city}>{n.cityName}</Descriptions.Item>
      <Descriptions.Item label={F.headcount}>{PL.list.people(n.headcount)}</Descriptions.Item>
      <Descriptions.Item label={F.months}>{PL.list.months(n.months)}</Descriptions.Item>
      {n.baseAmount && <Descriptions.Item label={n.kind === 'gz' ? F.payroll : F.base}>{PL.list.yuan(n.baseAmount)}</Descriptions.Item>}
      {n.position && <Descriptions.Item label={F.positionLabel}>{F.position(n.position, n.salary)}</Descriptions.Item>}
      <Descriptions.Item label={F.budget}>{PL.coins(n.budget)}</Descriptions.Item>
      {n.kind === 'zp' && (
        <Descriptions.Item label={F.deposit}>
          {PL.coins(n.deposit)}
          {n.depositPaid ? F.depositPaid : n.status === NEED_STATUS.awaitingDeposit ? F.depositDue : ''}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={F.createdAt}>{fmtTime(n.createTime)}</Descriptions.Item>
      <Descriptions.Item label={F.counts}>
        {n.readCount} / {n.applyCount}
      </Descriptions.Item>
      <Descriptions.Item label={PL.contactName}>
        {n.contactName ? `${n.contactName} ${n.contactPhone ?? ''}` : F.contactHidden}
      </Descriptions.Item>
      <Descriptions.Item label={F.description} span={2}>
        <div style={{ whiteSpace: 'pre-wrap' }}>{n.description}</div>
      </Descriptions.Item>
      {reasonItem(n.reviewReason)}
    </Descriptions>
  );
}

/** A refusal's reason in a <Descriptions> of two columns (an element, not a component: Descriptions reads its items' props). */
export const reasonItem = (reason: string | null | undefined) =>
  reason ? (
    <Descriptions.Item label={PL.rejectReason} span={2}>
      <Typography.Text type="danger">{reason}</Typography.Text>
    </Descriptions.Item>
  ) : null;
