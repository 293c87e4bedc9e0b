import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Form, Input, Modal, Skeleton, Space, Spin } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { USER_AUTH } from '@xcb/shared/enums';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { AMOUNT_PATTERN } from '@xcb/shared/rules';
import { DELIVER_STATUS_LABEL, NEED_STATUS, type NeedKind } from '@xcb/shared/actions/personnel';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useNeed, usePersonnelAction } from '../api.ts';
import { CalcTable, NeedFacts, NeedStatusTag } from '../components/NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { TextAreaItem } from '../components/Fields.tsx';
import { PL } from '../../../locale/personnel.ts';

const D = PL.detail;

// The matching panels load after the demand itself.
const FirmsPanel = lazy(async () => ({ default: (await import('../../../components/matching/FirmsPanel.tsx')).FirmsPanel }));

const TalentsPanel = lazy(async () => ({ default: (await import('../../../components/matching/TalentsPanel.tsx')).TalentsPanel }));

const SkillGapCard = lazy(async () => ({ default: (await import('../../../components/matching/SkillGapCard.tsx')).SkillGapCard }));

/** spec …_need pages: one demand; firms apply here, anyone may favourite it and open the publisher's other data. */
export function NeedDetailPage({ kind }: { kind: NeedKind }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { user } = useAuth();
  const { data: n, isLoading, error } = useNeed(id);
  const collect = usePersonnelAction('collectToggle');
  const apply = usePersonnelAction('deliverAdd');
  const withdraw = usePersonnelAction('deliverWithdraw');
  const { modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ quote: string; message: string }>();
  if (!id) return <EmptyState text={PERSONNEL_MSG.needNotFound} />;
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !n) return <Alert type="warning" showIcon message={error ? errorText(error) : PERSONNEL_MSG.needNotFound} />;
  const canApply = user && !n.mine && n.status === NEED_STATUS.published && (!n.myDeliver || n.myDeliver.status === 3);
  const open_ = n.status === NEED_STATUS.published;
  return (
    <>
      <Card
        title={
          <Space>
            {n.title}
            <NeedStatusTag n={n} />
          </Space>
        }
        extra={
          <Space>
            {user && !n.mine && (
              <Button
                icon={n.collected ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
                onClick={() => void collect.run({ needId: n.id })}
              >
                {n.collected ? D.collected : D.collect}
              </Button>
            )}
            {n.mine && (
              <Link to={personnelPaths.mainDemand(n.id)}>
                <Button>{D.manage}</Button>
              </Link>
            )}
            {n.contractId && (
              <Link to={personnelPaths.contract(n.contractId)}>
                <Button>{PL.viewContract}</Button>
              </Link>
            )}
          </Space>
        }
      >
        {kind !== n.kind && <Alert type="info" showIcon message={D.otherKind(n.kindName)} style={{ marginBottom: 12 }} />}
        <NeedFacts n={n} />
        {n.calc && (
          <Card size="small" title={PL.calcTitle} style={{ marginTop: 16 }}>
            <CalcTable calc={n.calc} />
          </Card>
        )}
        <div style={{ marginTop: 16 }}>
          {n.myDeliver && n.myDeliver.status !== 3 && (
            <Alert
              type="success"
              showIcon
              message={D.applied(n.myDeliver.quote, DELIVER_STATUS_LABEL[n.myDeliver.status] ?? '')}
              action={
                n.myDeliver.status === 0 ? (
                  <Button
                    size="small"
                    onClick={() =>
                      void modal.confirm({
                        title: D.confirmWithdraw,
                        onOk: () => withdraw.run({ id: n.myDeliver?.id ?? 0 }),
                      })
                    }
                  >
                    {D.withdraw}
                  </Button>
                ) : undefined
              }
            />
          )}
          {!user && n.status === NEED_STATUS.published && <Alert type="info" showIcon message={D.loginToApply} />}
          {canApply && (
            <Button type="primary" size="large" onClick={() => setOpen(true)}>
              {D.apply}
            </Button>
          )}
        </div>
        <Modal
          open={open}
          title={D.applyTitle}
          onCancel={() => setOpen(false)}
          onOk={() => form.submit()}
          okText={D.applyOk}
          confirmLoading={apply.isPending}
          destroyOnHidden
        >
          <Form
            form={form}
            layout="vertical"
            preserve={false}
            onFinish={async (v) => {
              const r = await apply.run({ needId: n.id, quote: v.quote, message: v.message });
              if (r) {
                setOpen(false);
              }
            }}
          >
            <Form.Item
              name="quote"
              label={D.quote}
              rules={[{ required: true, pattern: AMOUNT_PATTERN, message: PERSONNEL_MSG.quoteInvalid }]}
              extra={D.budget(n.budget)}
            >
              <Input inputMode="decimal" suffix={PL.release.coin} />
            </Form.Item>
            <TextAreaItem name="message" label={PL.col.message} min={5} max={500} rows={4} message={PERSONNEL_MSG.messageRequired} />
          </Form>
        </Modal>
      </Card>
      <Suspense fallback={<Skeleton active style={{ marginTop: 16 }} />}>
        {/* the demander sees the firms that match it; a certified firm, how well it matches and what it lacks */}
        {n.mine && open_ && <FirmsPanel needId={n.id} />}
        {/* a recruitment-agency demand is also about people: those whose skills fit the position to fill */}
        {n.mine && open_ && n.kind === 'zp' && (
          <Card title={D.talents} id="talents" style={{ marginTop: 16 }}>
            <TalentsPanel target="need" id={n.id} />
          </Card>
        )}
        {!n.mine && open_ && user?.auth === USER_AUTH.hrAgency && <SkillGapCard target="need" id={n.id} />}
      </Suspense>
    </>
  );
}
