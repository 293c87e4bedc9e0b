import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, DatePicker, Form, Input, Modal, Popconfirm, Rate, Space, Table, Tag, Typography } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { DELIVER_STATUS, NEED_KIND_LABEL, NEED_STATUS, type Need } from '@xcb/shared/actions/personnel';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useMyNeeds, useNeed, useNeedDelivers, usePersonnelAction } from '../api.ts';
import { NeedFacts, NeedStatusTag, fmtTime } from '../components/NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';

/** The applications a demand received; the demander chooses one and drafts the contract. */
function Applicants({ need }: { need: Need }) {
  const { data = [], isLoading } = useNeedDelivers(need.id);
  const choose = usePersonnelAction('choose');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const [form] = Form.useForm<{ terms: string; dates: [{ format: (f: string) => string }, { format: (f: string) => string }] }>();
  return (
    <>
      <Table
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        locale={{ emptyText: '暂无机构申请' }}
        columns={[
          { title: '人力资源机构', render: (_, d) => <Link to={personnelPaths.comments(d.providerId)}>{d.firmname}</Link> },
          {
            title: '评分',
            render: (_, d) => (d.stars === null ? '暂无评价' : <Rate disabled allowHalf value={d.stars} style={{ fontSize: 12 }} />),
          },
          { title: '报价（晶币）', dataIndex: 'quote' },
          { title: '服务说明', dataIndex: 'message' },
          { title: '申请时间', render: (_, d) => fmtTime(d.createTime) },
          { title: '状态', render: (_, d) => <Tag color={d.status === DELIVER_STATUS.chosen ? 'green' : undefined}>{d.statusName}</Tag> },
          {
            title: '操作',
            render: (_, d) =>
              d.status === DELIVER_STATUS.applied && need.status === NEED_STATUS.published ? (
                <Button type="link" onClick={() => setChosen(d.id)}>
                  选择该机构
                </Button>
              ) : d.contractId ? (
                <Link to={personnelPaths.contract(d.contractId)}>查看合同</Link>
              ) : null,
          },
        ]}
      />
      <Modal
        open={chosen !== null}
        title="选定服务方并拟定合同"
        okText="确认选择"
        onOk={() => form.submit()}
        onCancel={() => setChosen(null)}
        confirmLoading={choose.isPending}
        destroyOnHidden
        width={600}
      >
        <Typography.Paragraph type="secondary">
          合同金额为该机构的报价。服务方签署后，您支付的合同款由平台托管，确认服务完成后才支付给服务方。
        </Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={async (v) => {
            const r = await choose.run({
              id: chosen ?? 0,
              terms: v.terms,
              startDate: v.dates[0].format('YYYY-MM-DD'),
              endDate: v.dates[1].format('YYYY-MM-DD'),
            });
            if (r) {
              setChosen(null);
              void navigate(personnelPaths.contract(r.contractId));
            }
          }}
        >
          <Form.Item name="dates" label="服务起止日期" rules={[{ required: true, message: PERSONNEL_MSG.datesInvalid }]}>
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="terms" label="合同条款" rules={[{ required: true, min: 10, max: 5000, message: PERSONNEL_MSG.termsRequired }]}>
            <Input.TextArea rows={6} maxLength={5000} showCount placeholder="服务内容、交付标准、双方责任等" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** spec main_demand: the demands I published, their applicants, deposit, edit and close. */
export function MainDemandPage() {
  const [params, setParams] = useSearchParams();
  const focus = Number(params.get('needId')) || 0;
  const { page, pagination } = usePaging(10, SITE_PAGER);
  const { data, isLoading } = useMyNeeds(page);
  const close = usePersonnelAction('needClose');
  const focused = useNeed(focus);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      {focus > 0 && focused.data && (
        <Card title={`需求：${focused.data.title}`} extra={<Button onClick={() => setParams({})}>收起</Button>}>
          <NeedFacts n={focused.data} />
          {focused.data.status === NEED_STATUS.awaitingDeposit && (
            <Alert
              style={{ marginTop: 12 }}
              type="warning"
              showIcon
              message={`审核已通过，缴纳招聘保证金 ${focused.data.deposit} 晶币后发布`}
              action={
                <Link to={personnelPaths.deposit(focused.data.id)}>
                  <Button type="primary" size="small">
                    去缴纳
                  </Button>
                </Link>
              }
            />
          )}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            申请的机构
          </Typography.Title>
          <Applicants need={focused.data} />
        </Card>
      )}
      <Card
        title="我的需求"
        extra={
          <Link to={personnelPaths.chooseKind()}>
            <Button type="primary">发布需求</Button>
          </Link>
        }
      >
        <Table
          rowKey="id"
          loading={isLoading}
          dataSource={data?.recordList ?? []}
          locale={{ emptyText: <EmptyState text="您还没有发布人事代理需求" /> }}
          pagination={pagination(data?.recordCount ?? 0)}
          columns={[
            { title: '需求', render: (_, n) => <Link to={personnelPaths.need(n.kind, n.id)}>{n.title}</Link> },
            { title: '类型', render: (_, n) => NEED_KIND_LABEL[n.kind as keyof typeof NEED_KIND_LABEL] },
            { title: '预算（晶币）', dataIndex: 'budget' },
            { title: '申请', dataIndex: 'applyCount' },
            { title: '状态', render: (_, n) => <NeedStatusTag n={n} /> },
            { title: '发布时间', render: (_, n) => fmtTime(n.createTime) },
            {
              title: '操作',
              render: (_, n) => (
                <Space wrap>
                  <Button type="link" size="small" onClick={() => setParams({ needId: String(n.id) })}>
                    申请机构
                  </Button>
                  {(n.status === NEED_STATUS.pending || n.status === NEED_STATUS.rejected) && (
                    <Link to={personnelPaths.release(n.kind, n.id)}>修改</Link>
                  )}
                  {n.status === NEED_STATUS.awaitingDeposit && <Link to={personnelPaths.deposit(n.id)}>缴纳保证金</Link>}
                  {n.contractId && <Link to={personnelPaths.contract(n.contractId)}>合同</Link>}
                  {[NEED_STATUS.pending, NEED_STATUS.published, NEED_STATUS.rejected, NEED_STATUS.awaitingDeposit].some(
                    (s) => s === n.status,
                  ) && (
                    <Popconfirm title="关闭后机构不能再申请，已缴保证金退回钱包。确定关闭？" onConfirm={() => void close.run({ id: n.id })}>
                      <Button type="link" size="small" danger>
                        关闭
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
