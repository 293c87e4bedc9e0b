import { Descriptions, Table, Tag, Typography } from 'antd';
import type { Need } from '@xcb/shared/actions/personnel';
import { NEED_STATUS } from '@xcb/shared/actions/personnel';
import { percent, yuan, type CalcResult } from '@xcb/shared/personnel-calc';
import { formatDate, formatDateTime } from '../../../lib/date.ts';

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
        {calc.cityName} {calc.year} 年参考标准 · 缴纳基数 {yuan(calc.base)} 元 · {calc.headcount} 人 · {calc.months} 个月
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="item"
        dataSource={calc.lines}
        columns={[
          { title: '项目', dataIndex: 'label' },
          { title: '单位比例', render: (_, l) => `${percent(l.companyRate)}%` },
          { title: '单位缴纳（元/人/月）', render: (_, l) => yuan(l.company) },
          { title: '个人比例', render: (_, l) => `${percent(l.personalRate)}%` },
          { title: '个人缴纳（元/人/月）', render: (_, l) => yuan(l.personal) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            <Table.Summary.Cell index={1} />
            <Table.Summary.Cell index={2}>{yuan(calc.perPersonCompany)}</Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
            <Table.Summary.Cell index={4}>{yuan(calc.perPersonPersonal)}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Typography.Paragraph style={{ marginTop: 8 }}>
        每月合计（单位+个人，全部人员）：<Typography.Text strong>{yuan(calc.monthlyTotal)} 元</Typography.Text>；服务期合计：
        <Typography.Text strong>{yuan(calc.total)} 元</Typography.Text>
      </Typography.Paragraph>
    </div>
  );
}

/** The demand's facts, as its detail and order pages show them. */
export function NeedFacts({ n }: { n: Need }) {
  return (
    <Descriptions bordered size="small" column={2}>
      <Descriptions.Item label="需求类型">{n.kindName}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <NeedStatusTag n={n} />
      </Descriptions.Item>
      <Descriptions.Item label="发布方">{n.publisher}</Descriptions.Item>
      <Descriptions.Item label="城市">{n.cityName}</Descriptions.Item>
      <Descriptions.Item label="人数">{n.headcount} 人</Descriptions.Item>
      <Descriptions.Item label="服务月数">{n.months} 个月</Descriptions.Item>
      {n.baseAmount && <Descriptions.Item label={n.kind === 'gz' ? '每人月发放工资' : '缴纳基数'}>{n.baseAmount} 元</Descriptions.Item>}
      {n.position && (
        <Descriptions.Item label="招聘职位">
          {n.position}（{n.salary}）
        </Descriptions.Item>
      )}
      <Descriptions.Item label="预算">{n.budget} 晶币</Descriptions.Item>
      {n.kind === 'zp' && (
        <Descriptions.Item label="招聘保证金">
          {n.deposit} 晶币{n.depositPaid ? '（已缴纳，平台托管）' : n.status === NEED_STATUS.awaitingDeposit ? '（待缴纳）' : ''}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="发布时间">{fmtTime(n.createTime)}</Descriptions.Item>
      <Descriptions.Item label="浏览 / 申请">
        {n.readCount} / {n.applyCount}
      </Descriptions.Item>
      <Descriptions.Item label="联系人">
        {n.contactName ? `${n.contactName} ${n.contactPhone ?? ''}` : '选定服务方后可见'}
      </Descriptions.Item>
      <Descriptions.Item label="需求说明" span={2}>
        <div style={{ whiteSpace: 'pre-wrap' }}>{n.description}</div>
      </Descriptions.Item>
      {n.reviewReason && (
        <Descriptions.Item label="驳回原因" span={2}>
          <Typography.Text type="danger">{n.reviewReason}</Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
