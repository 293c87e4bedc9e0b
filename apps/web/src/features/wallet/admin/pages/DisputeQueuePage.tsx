import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Pagination, Radio, Segmented, Space, Typography } from 'antd';
import { formatCoins, parseHundredths } from '@xcb/shared';
import { AUTO_ACCEPT_DAYS_MAX, DISPUTE_KIND_NAME, type Dispute } from '@xcb/shared/actions/disputes';
import { errorText } from '../../../../api/client.ts';
import { useDecideDispute, useDisputeQueue, useDisputeSettings, useSaveDisputeSettings } from '../../../../api/disputes.ts';
import { DisputeView } from '../../../../components/disputes/DisputePanel.tsx';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { WALLET_ADMIN } from '../../../../locale/wallet-labels.ts';

// The back office's dispute queue: each open dispute with both sides' statements and evidence, and the
// decision form that divides what is at stake (all to one side, or an amount to each, adding up exactly);
// above it the number of days after which an undisputed delivery is accepted automatically.

const D = WALLET_ADMIN.dispute;
type Mode = 'payer' | 'provider' | 'split';
const cents = (s: string | undefined) =>
  s === undefined || s.trim() === '' ? null : /^0+(\.0{1,2})?$/.test(s.trim()) ? 0 : parseHundredths(s);

function DecideForm({ d }: { d: Dispute }) {
  const { message } = App.useApp();
  const decide = useDecideDispute();
  const [form] = Form.useForm<{ mode: Mode; toPayer?: string; toProvider?: string; reason: string }>();
  const mode = Form.useWatch('mode', form) ?? 'split';
  const stake = parseHundredths(d.stake) ?? 0;
  const submit = async (v: { mode: Mode; toPayer?: string; toProvider?: string; reason: string }) => {
    const toPayer = v.mode === 'payer' ? d.stake : v.mode === 'provider' ? '0' : (v.toPayer ?? '');
    const toProvider = v.mode === 'provider' ? d.stake : v.mode === 'payer' ? '0' : (v.toProvider ?? '');
    try {
      const r = await decide.mutateAsync({ id: d.id, toPayer, toProvider, reason: v.reason });
      void message.success(r.msg);
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  const amount = (other: 'toPayer' | 'toProvider') => ({
    validator: (_: unknown, value: string | undefined) => {
      const mine = cents(value);
      if (mine === null) return Promise.reject(new Error(D.amountInvalid));
      const theirs = cents(form.getFieldValue(other) as string | undefined);
      if (theirs !== null && mine + theirs !== stake) return Promise.reject(new Error(D.sumMismatch(d.stake)));
      return Promise.resolve();
    },
  });
  return (
    <Form
      form={form}
      name={`dispute-${d.id}`}
      layout="vertical"
      initialValues={{ mode: 'split' }}
      onFinish={(v) => void submit(v)}
      style={{ marginTop: 12 }}
    >
      <Form.Item name="mode" label={D.mode}>
        <Radio.Group options={(['split', 'payer', 'provider'] as const).map((value) => ({ value, label: D.modes[value] }))} />
      </Form.Item>
      {mode === 'split' && (
        <Space wrap align="start">
          <Form.Item name="toPayer" label={D.toPayerOf(d.payerName)} dependencies={['toProvider']} rules={[amount('toProvider')]}>
            <Input suffix={D.coins} inputMode="decimal" style={{ width: 200 }} aria-label={D.toPayer} />
          </Form.Item>
          <Form.Item name="toProvider" label={D.toProviderOf(d.providerName)} dependencies={['toPayer']} rules={[amount('toPayer')]}>
            <Input suffix={D.coins} inputMode="decimal" style={{ width: 200 }} aria-label={D.toProvider} />
          </Form.Item>
        </Space>
      )}
      <Form.Item
        name="reason"
        label={D.reason}
        rules={[
          { required: true, whitespace: true, message: D.reasonRequired },
          { max: 500, message: D.reasonTooLong },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={decide.isPending}>
        {D.decide(formatCoins(stake))}
      </Button>
    </Form>
  );
}

function Settings() {
  const { message } = App.useApp();
  const q = useDisputeSettings();
  const save = useSaveDisputeSettings();
  const [days, setDays] = useState<number | null>(null);
  const value = days ?? q.data?.autoAcceptDays ?? null;
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Space wrap>
        <span>{D.afterDelivery}</span>
        <InputNumber min={1} max={AUTO_ACCEPT_DAYS_MAX} precision={0} value={value} onChange={setDays} aria-label={D.autoDays} />
        <span>{D.autoRule}</span>
        <Button
          loading={save.isPending}
          disabled={days === null}
          onClick={() =>
            days !== null &&
            save.mutate(
              { autoAcceptDays: days },
              {
                onSuccess: (r) => {
                  void message.success(r.msg);
                  setDays(null);
                },
                onError: (e) => void message.error(errorText(e)),
              },
            )
          }
        >
          {D.save}
        </Button>
      </Space>
    </Card>
  );
}

export function DisputeQueuePage() {
  const [state, setState] = useState<'open' | 'decided'>('open');
  const [page, setPage] = useState(0);
  const q = useDisputeQueue(state, page);
  const list = q.data?.recordList ?? [];
  return (
    <>
      <Settings />
      <Segmented
        options={[
          { value: 'open', label: D.open },
          { value: 'decided', label: D.decided },
        ]}
        value={state}
        onChange={(v) => {
          setState(v as 'open' | 'decided');
          setPage(0);
        }}
        style={{ marginBottom: 12 }}
      />
      {list.length === 0 &&
        !q.isFetching &&
        (state === 'open' ? (
          <EmptyState text={D.noneOpen} description={D.noneOpenHint} action={{ label: D.backToDashboard, to: '/admin/dashboard' }} />
        ) : (
          <EmptyState text={D.noneDecided} />
        ))}
      {list.map((d) => (
        <Card
          key={d.id}
          size="small"
          style={{ marginBottom: 12 }}
          data-testid="dispute-card"
          title={
            <Typography.Text style={{ whiteSpace: 'normal' }}>
              #{d.id} {DISPUTE_KIND_NAME[d.kind]} · {d.title}
            </Typography.Text>
          }
        >
          <DisputeView d={d} />
          {d.state === 'open' && <DecideForm d={d} />}
        </Card>
      ))}
      {(q.data?.recordCount ?? 0) > 10 && (
        <Pagination current={page + 1} pageSize={10} total={q.data?.recordCount ?? 0} onChange={(p) => setPage(p - 1)} />
      )}
    </>
  );
}
