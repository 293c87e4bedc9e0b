import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  List,
  Modal,
  Rate,
  Select,
  Space,
  Spin,
  Steps,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { CONTRACT_STATUS, CONTRACT_STATUS_LABEL, NEED_KIND_LABEL, type Contract, type NeedKind } from '@xcb/shared/actions/personnel';
import { CONTRACT_STEPS, canStep, type ContractAction } from '@xcb/shared/states';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useComments, useContract, useContractDeliveries, useContracts, useFirm, usePersonnelAction } from '../api.ts';
import { DeliveryForm, DeliveryHistory, RejectDeliveryDialog } from '../../../components/deliveries/Deliveries.tsx';
import { CalcTable, NeedFacts, fmtTime } from '../components/NeedBits.tsx';
import { WalletPayDialog } from '../../../components/wallet/WalletPayDialog.tsx';
import { personnelPaths } from '../paths.ts';
import { DisputePanel } from '../../../components/disputes/DisputePanel.tsx';
import { pausedByDispute, useDisputePaused } from '../../../api/disputes.ts';

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'gold', 2: 'blue', 3: 'cyan', 4: 'green', 5: 'default', 6: 'red' };
const ContractTag = ({ c }: { c: { status: number; statusName: string } }) => <Tag color={STATUS_COLOR[c.status]}>{c.statusName}</Tag>;
const statusOptions = [
  { value: '', label: '全部状态' },
  ...Object.entries(CONTRACT_STATUS_LABEL).map(([v, l]) => ({ value: v, label: l })),
];
const kindOptions = [{ value: '', label: '全部类型' }, ...Object.entries(NEED_KIND_LABEL).map(([v, l]) => ({ value: v, label: l }))];

/** A page of contract orders for one side, filterable by kind and state. */
function ContractTable({ role, kind: fixedKind }: { role: 'need' | 'serve'; kind?: NeedKind }) {
  const [q, setQ] = useState({ pageNum: 0, kind: fixedKind ?? '', status: '' });
  const { data, isLoading } = useContracts({
    role,
    pageNum: q.pageNum,
    pageSize: 10,
    kind: q.kind || undefined,
    status: q.status === '' ? undefined : Number(q.status),
  });
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        {!fixedKind && (
          <Select
            aria-label="类型"
            style={{ width: 140 }}
            value={q.kind}
            options={kindOptions}
            onChange={(v) => setQ({ ...q, kind: v, pageNum: 0 })}
          />
        )}
        <Select
          aria-label="状态"
          style={{ width: 180 }}
          value={q.status}
          options={statusOptions}
          onChange={(v) => setQ({ ...q, status: v, pageNum: 0 })}
        />
      </Space>
      <Table<Contract>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.recordList ?? []}
        locale={{ emptyText: <EmptyState text="暂时没有订单信息！" /> }}
        pagination={{
          current: q.pageNum + 1,
          total: data?.recordCount ?? 0,
          pageSize: 10,
          hideOnSinglePage: true,
          onChange: (p) => setQ({ ...q, pageNum: p - 1 }),
        }}
        columns={[
          { title: '合同编号', render: (_, c) => <Link to={personnelPaths.contract(c.id)}>{c.contractNo}</Link> },
          { title: '需求', render: (_, c) => <Link to={personnelPaths.kindOrder(c.kind, c.id)}>{c.needTitle}</Link> },
          { title: '类型', dataIndex: 'kindName' },
          { title: role === 'need' ? '服务方' : '需求方', render: (_, c) => (role === 'need' ? c.firmname : c.demanderName) },
          { title: '金额（晶币）', dataIndex: 'amount' },
          { title: '状态', render: (_, c) => <ContractTag c={c} /> },
          { title: '创建时间', render: (_, c) => fmtTime(c.createTime) },
        ]}
      />
    </>
  );
}

/** spec personnel_order: the orders I serve (the firm's side). */
export function ServeOrdersPage() {
  return (
    <Card title="我的服务订单">
      <ContractTable role="serve" />
    </Card>
  );
}

/** spec personnel_need_order: the orders I need (the demander's side). */
export function NeedOrdersPage() {
  return (
    <Card title="我的需求订单">
      <ContractTable role="need" />
    </Card>
  );
}

/** spec personnel_contract_list: all my contracts, both sides. */
export function ContractListPage() {
  return (
    <Card title="合同列表">
      <Tabs
        items={[
          { key: 'need', label: '我是需求方', children: <ContractTable role="need" /> },
          { key: 'serve', label: '我是服务方', children: <ContractTable role="serve" /> },
        ]}
      />
    </Card>
  );
}

// completed is past the last of the 5 steps (all shown done; 4 would leave 款项支付服务方 in progress)
// a rejected report waits on 确认完成 like a delivered one (the firm reports again)
const STEP: Record<number, number> = { 0: 0, 1: 1, 2: 2, 3: 3, 4: 5, 5: 0, 6: 3 };

/** The actions of the caller's side for the contract's state. */
function ContractActions({ c }: { c: Contract }) {
  const sign = usePersonnelAction('contractSign');
  const deliver = usePersonnelAction('contractDeliver');
  const confirm = usePersonnelAction('contractConfirm');
  const reject = usePersonnelAction('contractReject');
  const cancel = usePersonnelAction('contractCancel');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [deliverOpen, setDeliverOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [text, setText] = useState('');
  const done = (p: Promise<{ msg: string }>) =>
    p.then((r) => void message.success(r.msg)).catch((e: unknown) => void message.error(errorText(e)));
  const mine = c.role;
  // The buttons are the steps the server's table allows this side from this state.
  const paused = useDisputePaused('personnel', c.id, c.status === CONTRACT_STATUS.delivered || c.status === CONTRACT_STATUS.rejected);
  const can = (action: ContractAction) => !pausedByDispute(paused, action) && canStep(CONTRACT_STEPS, action, c.status, mine);
  return (
    <Space wrap>
      {can('sign') && (
        <Button
          type="primary"
          loading={sign.isPending}
          onClick={() =>
            void modal.confirm({
              title: '签署合同',
              content: `确认按合同条款承接该服务，合同金额 ${c.amount} 晶币？`,
              okText: '签署',
              onOk: () => done(sign.mutateAsync({ id: c.id })),
            })
          }
        >
          签署合同
        </Button>
      )}
      {can('pay') && (
        <Button type="primary" onClick={() => void navigate(personnelPaths.pay(c.id))}>
          支付合同款
        </Button>
      )}
      {can('deliver') && (
        <Button type="primary" onClick={() => setDeliverOpen(true)}>
          {c.status === CONTRACT_STATUS.rejected ? '重新提交服务完成' : '提交服务完成'}
        </Button>
      )}
      {can('confirm') && (
        <Button
          type="primary"
          loading={confirm.isPending}
          onClick={() =>
            void modal.confirm({
              title: '确认服务完成',
              content: `确认后托管的 ${c.escrowHeld} 晶币将支付给服务方，不能撤回。`,
              okText: '确认完成',
              onOk: () => done(confirm.mutateAsync({ id: c.id })),
            })
          }
        >
          确认服务完成
        </Button>
      )}
      {can('reject') && (
        <Button danger onClick={() => setRejectOpen(true)}>
          退回服务完成
        </Button>
      )}
      {can('comment') && !c.commented && (
        <Button onClick={() => void navigate(personnelPaths.comments(c.providerId, c.id))}>评价服务</Button>
      )}
      {can('cancel') && (
        <Button danger onClick={() => setCancelOpen(true)}>
          取消合同
        </Button>
      )}
      <Modal
        open={cancelOpen}
        title="取消合同"
        okText="确认取消"
        okButtonProps={{ danger: true }}
        confirmLoading={cancel.isPending}
        onCancel={() => setCancelOpen(false)}
        onOk={() => done(cancel.mutateAsync({ id: c.id, reason: text.trim() }).then((r) => (setCancelOpen(false), setText(''), r)))}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          取消后平台托管的合同款全部退回需求方。
          {c.kind === 'zp' && mine === 'demander' && c.status !== CONTRACT_STATUS.awaitingSign
            ? '服务方已签署，取消后招聘保证金将补偿给服务方，需求关闭。'
            : '需求将重新开放，可选择其他申请的机构。'}
        </Typography.Paragraph>
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder={PERSONNEL_MSG.cancelReasonRequired}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label="取消原因"
        />
      </Modal>
      <DeliveryForm
        open={deliverOpen}
        title={c.status === CONTRACT_STATUS.rejected ? '重新提交服务完成' : '提交服务完成'}
        noteLabel="服务完成说明"
        placeholder={PERSONNEL_MSG.deliverNoteRequired}
        noteMin={5}
        noteMax={500}
        noteMessage={PERSONNEL_MSG.deliverNoteRequired}
        onSubmit={(note, files) => deliver.mutateAsync({ id: c.id, note, files })}
        onClose={() => setDeliverOpen(false)}
      />
      <RejectDeliveryDialog
        open={rejectOpen}
        onSubmit={(reason) => reject.mutateAsync({ id: c.id, reason })}
        onClose={() => setRejectOpen(false)}
      />
    </Space>
  );
}

function useContractParam() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return { id, ...useContract(id) };
}

/** The contract's parties, money and state; used by personnel_contract and the four contract order pages. */
function ContractFacts({ c }: { c: Contract }) {
  return (
    <>
      {c.status !== CONTRACT_STATUS.cancelled ? (
        <Steps
          size="small"
          current={STEP[c.status]}
          style={{ marginBottom: 16 }}
          items={['服务方签署', '需求方支付（托管）', '服务中', '确认完成', '款项支付服务方'].map((title) => ({ title }))}
        />
      ) : (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={`合同已取消：${c.cancelReason ?? ''}`} />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="合同编号">{c.contractNo}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <ContractTag c={c} />
        </Descriptions.Item>
        <Descriptions.Item label="需求方">{c.demanderName}</Descriptions.Item>
        <Descriptions.Item label="服务方">
          <Link to={personnelPaths.comments(c.providerId)}>{c.firmname}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="合同金额">{c.amount} 晶币</Descriptions.Item>
        <Descriptions.Item label="平台托管中">
          <span data-testid="escrow-held">{c.escrowHeld} 晶币</span>
        </Descriptions.Item>
        {c.kind === 'zp' && <Descriptions.Item label="招聘保证金托管">{c.depositHeld} 晶币</Descriptions.Item>}
        <Descriptions.Item label="服务期">
          {c.startDate} 至 {c.endDate}
        </Descriptions.Item>
        <Descriptions.Item label="签署时间">{fmtTime(c.signedAt)}</Descriptions.Item>
        <Descriptions.Item label="支付时间">{fmtTime(c.paidAt)}</Descriptions.Item>
        <Descriptions.Item label="完成时间">{fmtTime(c.deliveredAt)}</Descriptions.Item>
        <Descriptions.Item label="结束时间">{fmtTime(c.closedAt)}</Descriptions.Item>
      </Descriptions>
      <ContractDeliveries c={c} />
    </>
  );
}

/** The firm's reports of the service done (note and files) and the demander's decisions, for both sides. */
function ContractDeliveries({ c }: { c: Contract }) {
  const { data: records = [] } = useContractDeliveries(c.id);
  if (records.length === 0 && c.status !== CONTRACT_STATUS.inService) return null;
  return (
    <Card size="small" title="服务完成记录" style={{ marginTop: 16 }}>
      {c.status === CONTRACT_STATUS.rejected && (
        <Typography.Paragraph type="warning">
          {c.role === 'provider' ? '需求方退回了服务完成，请按退回原因处理后重新提交。' : '您已退回服务完成，等待服务方重新提交。'}
        </Typography.Paragraph>
      )}
      <DeliveryHistory records={records} empty="服务方尚未提交服务完成" />
    </Card>
  );
}

/** spec personnel_contract: the contract itself: terms, parties, state and the caller's next step. */
export function ContractPage() {
  const { data: c, isLoading, error } = useContractParam();
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !c) return <Alert type="warning" showIcon message={error ? errorText(error) : PERSONNEL_MSG.contractNotFound} />;
  return (
    <Card title={`${c.kindName}合同`} extra={<Link to={personnelPaths.kindOrder(c.kind, c.id)}>查看订单</Link>}>
      <ContractFacts c={c} />
      <Card size="small" title="合同条款" style={{ marginTop: 16 }}>
        <div style={{ whiteSpace: 'pre-wrap' }}>{c.terms}</div>
      </Card>
      <div style={{ marginTop: 16 }}>
        <ContractActions c={c} />
      </div>
      {c.role !== 'staff' && <DisputePanel kind="personnel" refId={c.id} />}
    </Card>
  );
}

/** spec contract_sb_order, contract_gjj_order, contract_zp_order, contract_gz_order: the order page of a contract of that kind. */
export function KindOrderPage({ kind }: { kind: NeedKind }) {
  const { data: c, isLoading, error } = useContractParam();
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !c) return <Alert type="warning" showIcon message={error ? errorText(error) : PERSONNEL_MSG.contractNotFound} />;
  return (
    <Card title={`${NEED_KIND_LABEL[kind]}订单`} extra={<Link to={personnelPaths.contract(c.id)}>查看合同</Link>}>
      {c.kind !== kind && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`该合同为${c.kindName}订单`} />}
      <ContractFacts c={c} />
      {c.need && (
        <Card size="small" title="需求信息" style={{ marginTop: 16 }}>
          <NeedFacts n={c.need} />
          {c.need.calc && (
            <div style={{ marginTop: 12 }}>
              <Typography.Title level={5}>社保公积金测算（需求发布时）</Typography.Title>
              <CalcTable calc={c.need.calc} />
            </div>
          )}
        </Card>
      )}
      <div style={{ marginTop: 16 }}>
        <ContractActions c={c} />
      </div>
      {c.role !== 'staff' && <DisputePanel kind="personnel" refId={c.id} />}
    </Card>
  );
}

/** spec personnel_pay: the demander pays the contract from the wallet; the platform holds it until confirmation. */
export function PayPage() {
  const { data: c, isLoading, error } = useContractParam();
  const pay = usePersonnelAction('contractPay');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !c) return <Alert type="warning" showIcon message={error ? errorText(error) : PERSONNEL_MSG.contractNotFound} />;
  return (
    <Card title="支付合同款">
      <Typography.Paragraph>
        合同款由平台托管：服务方提交服务完成、您确认后才支付给服务方；合同在确认前取消的，托管款全部退回您的钱包。
      </Typography.Paragraph>
      <ContractFacts c={c} />
      <div style={{ marginTop: 16 }}>
        {canStep(CONTRACT_STEPS, 'pay', c.status, c.role) ? (
          <Button type="primary" size="large" onClick={() => setOpen(true)}>
            支付 {c.amount} 晶币
          </Button>
        ) : (
          <Alert
            type="info"
            showIcon
            message={
              c.status >= CONTRACT_STATUS.inService && c.status <= CONTRACT_STATUS.completed
                ? PERSONNEL_MSG.paidTwice
                : c.status === CONTRACT_STATUS.awaitingSign
                  ? '请等待服务方签署合同后再支付'
                  : PERSONNEL_MSG.contractState
            }
          />
        )}
      </div>
      <WalletPayDialog
        open={open}
        title="支付合同款"
        amount={c.amount}
        onClose={() => setOpen(false)}
        onPay={(pwd) =>
          pay.mutateAsync({ id: c.id, accountpwd: pwd }).then((r) => {
            void message.success(r.msg);
            setOpen(false);
            void navigate(personnelPaths.contract(c.id));
          })
        }
      />
    </Card>
  );
}

/** spec personnel_service_comments: a firm's public page with its comments; the demander of a completed contract writes one here. */
export function ServiceCommentsPage() {
  const [params] = useSearchParams();
  const firmUserId = Number(params.get('firm')) || 0;
  const contractId = Number(params.get('contract')) || 0;
  const { user } = useAuth();
  const firm = useFirm(firmUserId);
  const [page, setPage] = useState(0);
  const comments = useComments(firmUserId, { pageNum: page, pageSize: 10 });
  const contract = useContract(contractId);
  const add = usePersonnelAction('commentAdd');
  const follow = usePersonnelAction('followToggle');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ stars: number; content: string }>();
  if (firm.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (firm.error || !firm.data)
    return <Alert type="warning" showIcon message={firm.error ? errorText(firm.error) : PERSONNEL_MSG.firmNotFoundPublic} />;
  const f = firm.data;
  const canComment =
    contract.data && canStep(CONTRACT_STEPS, 'comment', contract.data.status, contract.data.role) && !contract.data.commented;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card
        title={f.firmname}
        extra={
          user && user.id !== f.userId ? (
            <Button
              onClick={() =>
                follow.mutate(
                  { firmUserId: f.userId },
                  { onSuccess: (r) => void message.success(r.msg), onError: (e) => void message.error(errorText(e)) },
                )
              }
            >
              {f.followed ? '已关注' : '关注'}
            </Button>
          ) : null
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="城市">{f.cityName}</Descriptions.Item>
          <Descriptions.Item label="评分">{f.stars === null ? '暂无评价' : <Rate disabled allowHalf value={f.stars} />}</Descriptions.Item>
          <Descriptions.Item label="完成合同">{f.completedCount}</Descriptions.Item>
          <Descriptions.Item label="关注">{f.followCount}</Descriptions.Item>
          <Descriptions.Item label="会员">{f.memberStatus === 1 ? <Tag color="green">会员机构</Tag> : '—'}</Descriptions.Item>
          <Descriptions.Item label="简介" span={3}>
            {f.intro}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {canComment && contract.data && (
        <Card title={`评价合同 ${contract.data.contractNo}`}>
          <Form
            form={form}
            layout="vertical"
            onFinish={(v) =>
              add.mutate(
                { contractId, stars: v.stars, content: v.content },
                {
                  onSuccess: (r) => {
                    void message.success(r.msg);
                    form.resetFields();
                  },
                  onError: (e) => void message.error(errorText(e)),
                },
              )
            }
          >
            <Form.Item name="stars" label="评分" rules={[{ required: true, message: PERSONNEL_MSG.starsInvalid }]}>
              <Rate />
            </Form.Item>
            <Form.Item
              name="content"
              label="评价内容"
              rules={[{ required: true, min: 5, max: 500, message: PERSONNEL_MSG.commentRequired }]}
            >
              <Input.TextArea rows={4} maxLength={500} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              提交评价
            </Button>
          </Form>
        </Card>
      )}
      <Card title={`服务评价（${f.commentCount}）`}>
        <List
          loading={comments.isLoading}
          dataSource={comments.data?.recordList ?? []}
          locale={{ emptyText: <EmptyState text="暂无评价" /> }}
          pagination={
            (comments.data?.recordCount ?? 0) > 10
              ? { current: page + 1, total: comments.data?.recordCount ?? 0, pageSize: 10, onChange: (p) => setPage(p - 1) }
              : false
          }
          renderItem={(cm) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Space>
                    <Rate disabled value={cm.stars} style={{ fontSize: 14 }} />
                    <span>{cm.authorName}</span>
                    <Tag>{cm.kindName}</Tag>
                  </Space>
                }
                description={`${cm.needTitle} · ${fmtTime(cm.createTime)}`}
              />
              <div>{cm.content}</div>
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}
