import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Input, Modal, Space, Steps, Tag, Typography } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { CONTRACT_STATUS, type Contract } from '@xcb/shared/actions/personnel';
import { CONTRACT_STEPS, canStep, type ContractAction } from '@xcb/shared/states';
import { useContract, useContractDeliveries, usePersonnelAction } from '../api.ts';
import { DeliveryForm, DeliveryHistory, RejectDeliveryDialog } from '../../../components/deliveries/Deliveries.tsx';
import { fmtTime } from './NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { pausedByDispute, useDisputePaused } from '../../../api/disputes.ts';

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'gold', 2: 'blue', 3: 'cyan', 4: 'green', 5: 'default', 6: 'red' };

export const ContractTag = ({ c }: { c: { status: number; statusName: string } }) => (
  <Tag color={STATUS_COLOR[c.status]}>{c.statusName}</Tag>
);

// completed is past the last of the 5 steps (all shown done; 4 would leave 款项支付服务方 in progress)
// a rejected report waits on 确认完成 like a delivered one (the firm reports again)
const STEP: Record<number, number> = { 0: 0, 1: 1, 2: 2, 3: 3, 4: 5, 5: 0, 6: 3 };

/** The actions of the caller's side for the contract's state. */
export function ContractActions({ c }: { c: Contract }) {
  const sign = usePersonnelAction('contractSign');
  const deliver = usePersonnelAction('contractDeliver');
  const confirm = usePersonnelAction('contractConfirm');
  const reject = usePersonnelAction('contractReject');
  const cancel = usePersonnelAction('contractCancel');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [deliverOpen, setDeliverOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [text, setText] = useState('');
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
              onOk: () => sign.run({ id: c.id }),
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
              onOk: () => confirm.run({ id: c.id }),
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
        onOk={async () => {
          if (await cancel.run({ id: c.id, reason: text.trim() })) {
            setCancelOpen(false);
            setText('');
          }
        }}
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

export function useContractParam() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return { id, ...useContract(id) };
}

/** The contract's parties, money and state; used by personnel_contract and the four contract order pages. */
export function ContractFacts({ c }: { c: Contract }) {
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
