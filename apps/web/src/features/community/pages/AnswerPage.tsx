import { Button, Card, Descriptions, Form, List, Space, Typography } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { QA_PAGE_SIZE } from '@xcb/shared/actions/community';
import { formatDateTime } from '../../../lib/date.ts';
import { CL } from '../../../locale/community.ts';
import { useAnswer, useAnswers, useCollectNeed, useNeed } from '../api.ts';
import { PersonAvatar } from '../components/People.tsx';
import { communityPaths } from '../paths.ts';
import { usePaging } from '../../../components/usePaging.ts';
import { COMMUNITY_PAGER } from '../components/Pager.tsx';
import { PagedList, RecordPage, useIdParam } from '../components/PagedList.tsx';
import { QaForm } from '../components/QaForm.tsx';

const Q = CL.question;

/** /training/answer?id&authorid: the question, collect, its answers (5 per page) and the answer form. */
export function AnswerPage() {
  const id = useIdParam();
  const query = useNeed(id);
  const { page, pagination } = usePaging(QA_PAGE_SIZE, COMMUNITY_PAGER);
  const answers = useAnswers({ needId: id, pageNum: page.pageNum });
  const answer = useAnswer();
  const collect = useCollectNeed();
  const [form] = Form.useForm<{ content: string }>();
  return (
    <RecordPage query={query} notFound={COMMUNITY_MSG.questionNotFound}>
      {(data) => (
        <>
          <Card>
            <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                {data.need.needName}
              </Typography.Title>
              <Button
                icon={data.collected ? <HeartFilled style={{ color: '#f5222d' }} /> : <HeartOutlined />}
                loading={collect.isPending}
                onClick={() => void collect.run({ needId: data.need.id, collect: data.collected ? 0 : 1 })}
              >
                {data.collected ? Q.collected : Q.collect}
              </Button>
            </Space>
            <Descriptions size="small" column={3}>
              <Descriptions.Item label={Q.asker}>
                <Link to={communityPaths.peopleHome(data.need.user.id)}>{data.need.user.nickName}</Link>
              </Descriptions.Item>
              <Descriptions.Item label={Q.time}>{formatDateTime(data.need.needCreatetime)}</Descriptions.Item>
              <Descriptions.Item label={Q.counts}>
                {data.need.answerCount} / {data.need.readCount}
              </Descriptions.Item>
            </Descriptions>
            <div className="xcb-rich" dangerouslySetInnerHTML={{ __html: data.need.content }} />
          </Card>
          <Card title={Q.answers(answers.data?.recordCount ?? data.need.answerCount)} style={{ marginTop: 16 }}>
            <PagedList
              query={answers}
              empty={COMMUNITY_MSG.noAnswers}
              pagination={pagination}
              pagerStyle={{}}
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
          </Card>
          {!data.mine && (
            <Card title={Q.answerTitle} style={{ marginTop: 16 }}>
              <QaForm
                form={form}
                onFinish={async (v) => {
                  if (await answer.run({ needId: data.need.id, content: v.content })) form.resetFields();
                }}
                required={COMMUNITY_MSG.answerRequired}
                placeholder={Q.answerPlaceholder}
                submit={Q.submit}
                loading={answer.isPending}
              />
            </Card>
          )}
        </>
      )}
    </RecordPage>
  );
}
