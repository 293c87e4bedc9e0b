import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { Alert, App, Button, Card, Descriptions, Input, Modal, Space, Spin, Steps, Tag, Typography } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { CONTRACT_STATUS, type Contract } from '@xcb/shared/actions/personnel';
import { CONTRACT_STEPS, canStep, type ContractAction } from '@xcb/shared/states';
import { useContract, useContractDeliveries, usePersonnelAction } from '../api.ts';
import { DeliveryForm, DeliveryHistory, RejectDeliveryDialog } from '../../../components/deliveries/Deliveries.tsx';
import { fmtTime } from './NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { pausedByDispute, useDisputePaused } from '../../../api/disputes.ts';
import { errorText } from '../../../api/client.ts';
import { DisputePanel } from '../../../components/disputes/DisputePanel.tsx';
import { PL } from '../../../locale/personnel.ts';

const T = PL.contract;

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'gold', 2: 'blue', 3: 'cyan', 4: 'green', 5: 'default', 6: 'red' };

export const ContractTag = ({ c }: { c: { status: number; statusName: string } }) => (
  <Tag color={STATUS_COLOR[c.status]}>{c.statusName}</Tag>
);

// completed is past the last of the 5 steps (all shown done; 4 would leave 款项支付服务方 in progress)
// a rejected report waits on 确认完成 like a delivered one (the firm reports again)
const STEP: Record<number, number> = { 0: 0, 1: 1, 2: 2, 3: 3, 4: 5, 5: 0, 6: 3 };

/** A step that asks first (sign, confirm): the dialog says what it commits the caller to. */
function ConfirmButton({
  label,
  content,
  okText,
  loading,
  onOk,
}: {
  label: string;
  content: string;
  okText: string;
  loading: boolean;
  onOk: () => Promise<unknown>;
}) {
  const { modal } = App.useApp();
  return (
    <Button type="primary" loading={loading} onClick={() => void modal.confirm({ title: label, content, okText, onOk })}>
      {label}
    </Button>
  );
}

/** The actions of the caller's side for the contract's state. */
export function ContractActions({ c }: { c: Contract }) {
  const sign = usePersonnelAction('contractSign');
  const deliver = usePersonnelAction('contractDeliver');
  const confirm = usePersonnelAction('contractConfirm');
  const reject = usePersonnelAction('contractReject');
  const cancel = usePersonnelAction('contractCancel');
  const navigate = useNavigate();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [deliverOpen, setDeliverOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [text, setText] = useState('');
  const mine = c.role;
  // The buttons are the steps the server's table allows this side from this state.
  const paused = useDisputePaused('personnel', c.id, c.status === CONTRACT_STATUS.delivered || c.status === CONTRACT_STATUS.rejected);
  const can = (action: ContractAction) => !pausedByDispute(paused, action) && canStep(CONTRACT_STEPS, action, c.status, mine);
  const deliverTitle = c.status === CONTRACT_STATUS.rejected ? T.deliverAgain : T.deliver;
  return (
    <Space wrap>
      {can('sign') && (
        <ConfirmButton
          label={T.signTitle}
          content={T.signConfirm(c.amount)}
          okText={T.signOk}
          loading={sign.isPending}
          onOk={() => sign.run({ id: c.id })}
        />
      )}
      {can('pay') && (
        <Button type="primary" onClick={() => void navigate(personnelPaths.pay(c.id))}>
          {T.pay}
        </Button>
      )}
      {can('deliver') && (
        <Button type="primary" onClick={() => setDeliverOpen(true)}>
          {deliverTitle}
        </Button>
      )}
      {can('confirm') && (
        <ConfirmButton
          label={T.confirm}
          content={T.confirmText(c.escrowHeld)}
          okText={T.confirmOk}
          loading={confirm.isPending}
          onOk={() => confirm.run({ id: c.id })}
        />
      )}
      {can('reject') && (
        <Button danger onClick={() => setRejectOpen(true)}>
          {T.reject}
        </Button>
      )}
      {can('comment') && !c.commented && (
        <Button onClick={() => void navigate(personnelPaths.comments(c.providerId, c.id))}>{T.comment}</Button>
      )}
      {can('cancel') && (
        <Button danger onClick={() => setCancelOpen(true)}>
          {T.cancel}
        </Button>
      )}
      <Modal
        open={cancelOpen}
        title={T.cancel}
        okText={T.cancelOk}
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
          {T.cancelRefund}
          {c.kind === 'zp' && mine === 'demander' && c.status !== CONTRACT_STATUS.awaitingSign ? T.cancelZpSigned : T.cancelReopen}
        </Typography.Paragraph>
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder={PERSONNEL_MSG.cancelReasonRequired}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={T.cancelReason}
        />
      </Modal>
      <DeliveryForm
        open={deliverOpen}
        title={deliverTitle}
        noteLabel={T.deliverNote}
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

/** A page of the contract of ?id=: `children` draws it once loaded; before, the wait or why there is none. */
export function ContractLoader({ children }: { children: (c: Contract) => ReactNode }) {
  const { data: c, isLoading, error } = useContractParam();
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !c) return <Alert type="warning" showIcon message={error ? errorText(error) : PERSONNEL_MSG.contractNotFound} />;
  return children(c);
}

/** Below a contract: the caller's next steps, and the dispute panel for its parties. */
export function ContractNext({ c }: { c: Contract }) {
  return (
    <>
      <div style={{ marginTop: 16 }}>
        <ContractActions c={c} />
      </div>
      {c.role !== 'staff' && <DisputePanel kind="personnel" refId={c.id} />}
    </>
  );
}

/** The contract's parties, money and state; used by personnel_contract and the four contract order pages. */
export function ContractFacts({ c }: { c: Contract }) {
  return (
    <>
      {c.status !== CONTRACT_STATUS.cancelled ? (
        <Steps size="small" current={STEP[c.status]} style={{ marginBottom: 16 }} items={T.steps.map((title) => ({ title }))} />
      ) : (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={T.cancelled(c.cancelReason)} />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={T.no}>{c.contractNo}</Descriptions.Item>
        <Descriptions.Item label={T.status}>
          <ContractTag c={c} />
        </Descriptions.Item>
        <Descriptions.Item label={T.demander}>{c.demanderName}</Descriptions.Item>
        <Descriptions.Item label={T.provider}>
          <Link to={personnelPaths.comments(c.providerId)}>{c.firmname}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={T.amount}>{PL.coins(c.amount)}</Descriptions.Item>
        <Descriptions.Item label={T.held}>
          <span data-testid="escrow-held">{PL.coins(c.escrowHeld)}</span>
        </Descriptions.Item>
        {c.kind === 'zp' && <Descriptions.Item label={T.depositHeld}>{PL.coins(c.depositHeld)}</Descriptions.Item>}
        <Descriptions.Item label={T.period}>{T.periodRange(c.startDate, c.endDate)}</Descriptions.Item>
        <Descriptions.Item label={T.signedAt}>{fmtTime(c.signedAt)}</Descriptions.Item>
        <Descriptions.Item label={T.paidAt}>{fmtTime(c.paidAt)}</Descriptions.Item>
        <Descriptions.Item label={T.deliveredAt}>{fmtTime(c.deliveredAt)}</Descriptions.Item>
        <Descriptions.Item label={T.closedAt}>{fmtTime(c.closedAt)}</Descriptions.Item>
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
    <Card size="small" title={T.deliveries} style={{ marginTop: 16 }}>
      {c.status === CONTRACT_STATUS.rejected && (
        <Typography.Paragraph type="warning">{c.role === 'provider' ? T.rejectedProvider : T.rejectedDemander}</Typography.Paragraph>
      )}
      <DeliveryHistory records={records} empty={T.noDelivery} />
    </Card>
  );
}
