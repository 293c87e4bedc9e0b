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
  if (!id) return <EmptyState text="需求不存在" />;
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !n) return <Alert type="warning" showIcon message={error ? errorText(error) : '需求不存在'} />;
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
                {n.collected ? '已收藏' : '收藏'}
              </Button>
            )}
            {n.mine && (
              <Link to={personnelPaths.mainDemand(n.id)}>
                <Button>管理我的需求</Button>
              </Link>
            )}
            {n.contractId && (
              <Link to={personnelPaths.contract(n.contractId)}>
                <Button>查看合同</Button>
              </Link>
            )}
          </Space>
        }
      >
        {kind !== n.kind && <Alert type="info" showIcon message={`该需求为${n.kindName}需求`} style={{ marginBottom: 12 }} />}
        <NeedFacts n={n} />
        {n.calc && (
          <Card size="small" title="社保公积金测算" style={{ marginTop: 16 }}>
            <CalcTable calc={n.calc} />
          </Card>
        )}
        <div style={{ marginTop: 16 }}>
          {n.myDeliver && n.myDeliver.status !== 3 && (
            <Alert
              type="success"
              showIcon
              message={`您已申请该需求，报价 ${n.myDeliver.quote} 晶币（${DELIVER_STATUS_LABEL[n.myDeliver.status] ?? ''}）`}
              action={
                n.myDeliver.status === 0 ? (
                  <Button
                    size="small"
                    onClick={() =>
                      void modal.confirm({
                        title: '确定撤回申请？',
                        onOk: () => withdraw.run({ id: n.myDeliver?.id ?? 0 }),
                      })
                    }
                  >
                    撤回申请
                  </Button>
                ) : undefined
              }
            />
          )}
          {!user && n.status === NEED_STATUS.published && (
            <Alert type="info" showIcon message="登录并完成人力资源机构认证、开通会员后可申请承接该需求" />
          )}
          {canApply && (
            <Button type="primary" size="large" onClick={() => setOpen(true)}>
              申请承接
            </Button>
          )}
        </div>
        <Modal
          open={open}
          title="申请承接需求"
          onCancel={() => setOpen(false)}
          onOk={() => form.submit()}
          okText="提交申请"
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
              label="服务报价（晶币，全部服务期）"
              rules={[{ required: true, pattern: AMOUNT_PATTERN, message: PERSONNEL_MSG.quoteInvalid }]}
              extra={`需求方预算：${n.budget} 晶币`}
            >
              <Input inputMode="decimal" suffix="晶币" />
            </Form.Item>
            <Form.Item
              name="message"
              label="服务说明"
              rules={[{ required: true, min: 5, max: 500, message: PERSONNEL_MSG.messageRequired }]}
            >
              <Input.TextArea rows={4} maxLength={500} showCount />
            </Form.Item>
          </Form>
        </Modal>
      </Card>
      <Suspense fallback={<Skeleton active style={{ marginTop: 16 }} />}>
        {/* the demander sees the firms that match it; a certified firm, how well it matches and what it lacks */}
        {n.mine && open_ && <FirmsPanel needId={n.id} />}
        {/* a recruitment-agency demand is also about people: those whose skills fit the position to fill */}
        {n.mine && open_ && n.kind === 'zp' && (
          <Card title="推荐人才" id="talents" style={{ marginTop: 16 }}>
            <TalentsPanel target="need" id={n.id} />
          </Card>
        )}
        {!n.mine && open_ && user?.auth === USER_AUTH.hrAgency && <SkillGapCard target="need" id={n.id} />}
      </Suspense>
    </>
  );
}
