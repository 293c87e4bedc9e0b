import { Button, Card, Descriptions, Form, List, Result, Skeleton, Space, Typography } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { QA_PAGE_SIZE } from '@xcb/shared/actions/community';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useAnswer, useAnswers, useCollectNeed, useNeed } from '../api.ts';
import { PersonAvatar } from '../components/People.tsx';
import { communityPaths, idParam } from '../paths.ts';
import { usePaging } from '../../../components/usePaging.ts';
import { COMMUNITY_PAGER, Pager } from '../components/Pager.tsx';

/** /training/answer?id&authorid: the question, collect, its answers (5 per page) and the answer form. */
export function AnswerPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, isLoading, error } = useNeed(id);
  const { page, pagination } = usePaging(QA_PAGE_SIZE, COMMUNITY_PAGER);
  const answers = useAnswers({ needId: id, pageNum: page.pageNum });
  const answer = useAnswer();
  const collect = useCollectNeed();
  const [form] = Form.useForm<{ content: string }>();
  if (isLoading) return <Skeleton active className="xcb-container" />;
  if (!data) return <Result status="404" title={error ? errorText(error) : COMMUNITY_MSG.questionNotFound} />;
  const n = data.need;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card>
        <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {n.needName}
          </Typography.Title>
          <Button
            icon={data.collected ? <HeartFilled style={{ color: '#f5222d' }} /> : <HeartOutlined />}
            loading={collect.isPending}
            onClick={() => void collect.run({ needId: n.id, collect: data.collected ? 0 : 1 })}
          >
            {data.collected ? '已收藏' : '收藏'}
          </Button>
        </Space>
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="提问者">
            <Link to={communityPaths.peopleHome(n.user.id)}>{n.user.nickName}</Link>
          </Descriptions.Item>
          <Descriptions.Item label="时间">{formatDateTime(n.needCreatetime)}</Descriptions.Item>
          <Descriptions.Item label="回答 / 浏览">
            {n.answerCount} / {n.readCount}
          </Descriptions.Item>
        </Descriptions>
        <div className="xcb-rich" dangerouslySetInnerHTML={{ __html: n.content }} />
      </Card>
      <Card title={`全部回答（${answers.data?.recordCount ?? n.answerCount}）`} style={{ marginTop: 16 }}>
        {answers.isLoading ? (
          <Skeleton active />
        ) : !answers.data?.recordList.length ? (
          <EmptyState text={COMMUNITY_MSG.noAnswers} />
        ) : (
          <>
            <List
              dataSource={answers.data.recordList}
              renderItem={(a) => (
                <List.Item>
                  <List.Item.Meta
                    avatar={<PersonAvatar user={a.user} size={36} />}
                    title={
                      <Space>
                        <Link to={communityPaths.peopleHome(a.user.id)}>{a.user.nickName}</Link>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {formatDateTime(a.createTime)}
                        </Typography.Text>
                      </Space>
                    }
                    description={
                      <div className="xcb-rich" style={{ color: 'rgba(0,0,0,.85)' }} dangerouslySetInnerHTML={{ __html: a.content }} />
                    }
                  />
                </List.Item>
              )}
            />
            <Pager style={{}} pagination={pagination(answers.data.recordCount)} />
          </>
        )}
      </Card>
      {!data.mine && (
        <Card title="我来回答" style={{ marginTop: 16 }}>
          <Form
            form={form}
            layout="vertical"
            onFinish={async (v) => {
              const r = await answer.run({ needId: n.id, content: v.content });
              if (r) {
                form.resetFields();
              }
            }}
          >
            <Form.Item name="content" rules={[{ required: true, message: COMMUNITY_MSG.answerRequired }]}>
              <RichTextEditor placeholder="写下您的回答" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={answer.isPending}>
              提交回答
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}
