import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Form, List, Rate, Space, Spin, Tag } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { CONTRACT_STEPS, canStep } from '@xcb/shared/states';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useComments, useContract, useFirm, usePersonnelAction } from '../api.ts';
import { fmtTime } from '../components/NeedBits.tsx';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';
import { Stars } from '../components/Lists.tsx';
import { TextAreaItem } from '../components/Fields.tsx';
import { PL } from '../../../locale/personnel.ts';

const C = PL.comments;

/** spec personnel_service_comments: a firm's public page with its comments; the demander of a completed contract writes one here. */
export function ServiceCommentsPage() {
  const [params] = useSearchParams();
  const firmUserId = Number(params.get('firm')) || 0;
  const contractId = Number(params.get('contract')) || 0;
  const { user } = useAuth();
  const firm = useFirm(firmUserId);
  const { page, pagination } = usePaging(10, SITE_PAGER);
  const comments = useComments(firmUserId, page);
  const contract = useContract(contractId);
  const add = usePersonnelAction('commentAdd');
  const follow = usePersonnelAction('followToggle');
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
            <Button onClick={() => void follow.run({ firmUserId: f.userId })}>{f.followed ? C.followed : C.follow}</Button>
          ) : null
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={PL.col.city}>{f.cityName}</Descriptions.Item>
          <Descriptions.Item label={PL.col.stars}>
            <Stars value={f.stars} />
          </Descriptions.Item>
          <Descriptions.Item label={C.completed}>{f.completedCount}</Descriptions.Item>
          <Descriptions.Item label={C.follow}>{f.followCount}</Descriptions.Item>
          <Descriptions.Item label={C.member}>{f.memberStatus === 1 ? <Tag color="green">{C.memberFirm}</Tag> : '—'}</Descriptions.Item>
          <Descriptions.Item label={C.intro} span={3}>
            {f.intro}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {canComment && contract.data && (
        <Card title={C.write(contract.data.contractNo)}>
          <Form
            form={form}
            layout="vertical"
            onFinish={async (v) => {
              const r = await add.run({ contractId, stars: v.stars, content: v.content });
              if (r) {
                form.resetFields();
              }
            }}
          >
            <Form.Item name="stars" label={PL.col.stars} rules={[{ required: true, message: PERSONNEL_MSG.starsInvalid }]}>
              <Rate />
            </Form.Item>
            <TextAreaItem name="content" label={C.content} min={5} max={500} rows={4} message={PERSONNEL_MSG.commentRequired} />
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              {C.submit}
            </Button>
          </Form>
        </Card>
      )}
      <Card title={C.title(f.commentCount)}>
        <List
          loading={comments.isLoading}
          dataSource={comments.data?.recordList ?? []}
          locale={{ emptyText: <EmptyState text={C.empty} /> }}
          // a List keeps its pager's margin even when the pager hides
          pagination={(comments.data?.recordCount ?? 0) > 10 && pagination(comments.data?.recordCount)}
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
