import { Button, Card, List, Skeleton, Space, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { QA_PAGE_SIZE } from '@xcb/shared/actions/community';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useAnswered, useCollectNeed, useCollections, useNeeds } from '../api.ts';
import { NeedRow } from '../components/Needs.tsx';
import { communityPaths } from '../paths.ts';
import { COMMUNITY_PAGER, Pager } from '../components/Pager.tsx';
import { usePaging } from '../../../components/usePaging.ts';

function MyNeeds() {
  const { page, pagination } = usePaging(QA_PAGE_SIZE, COMMUNITY_PAGER);
  const { user } = useAuth();
  // spec need_list {userId}: the caller's own id (the server refuses any other)
  const { data, isLoading } = useNeeds({ userId: user?.id, pageNum: page.pageNum });
  if (isLoading) return <Skeleton active />;
  if (!data?.recordList.length) return <EmptyState text={COMMUNITY_MSG.noQuestions} />;
  return (
    <>
      <List dataSource={data.recordList} renderItem={(n) => <NeedRow need={n} />} />
      <Pager pagination={pagination(data.recordCount)} />
    </>
  );
}

function MyAnswers() {
  const { page, pagination } = usePaging(QA_PAGE_SIZE, COMMUNITY_PAGER);
  const { data, isLoading } = useAnswered({ pageNum: page.pageNum });
  if (isLoading) return <Skeleton active />;
  if (!data?.recordList.length) return <EmptyState text={COMMUNITY_MSG.noAnswers} />;
  return (
    <>
      <List
        dataSource={data.recordList}
        renderItem={(n) => (
          <NeedRow
            need={n}
            extra={
              <Typography.Paragraph type="secondary" style={{ maxWidth: 260 }} ellipsis={{ rows: 2 }}>
                我的回答：{n.myAnswer}
              </Typography.Paragraph>
            }
          />
        )}
      />
      <Pager pagination={pagination(data.recordCount)} />
    </>
  );
}

function MyCollections() {
  const { page, pagination } = usePaging(QA_PAGE_SIZE, COMMUNITY_PAGER);
  const { data, isLoading } = useCollections({ pageNum: page.pageNum });
  const collect = useCollectNeed();
  if (isLoading) return <Skeleton active />;
  if (!data?.recordList.length) return <EmptyState text={COMMUNITY_MSG.noCollections} />;
  return (
    <>
      <List
        dataSource={data.recordList}
        renderItem={(c) => (
          <NeedRow
            need={c.need}
            extra={
              <Space direction="vertical" align="end">
                <Typography.Text type="secondary">收藏于 {formatDateTime(c.collectionTime)}</Typography.Text>
                <Button size="small" onClick={() => void collect.run({ needId: c.need.id, collect: 0 })}>
                  取消收藏
                </Button>
              </Space>
            }
          />
        )}
      />
      <Pager pagination={pagination(data.recordCount)} />
    </>
  );
}

/** /my_question: my questions, my answers, my collections (spec empty states 暂无求问记录！ 暂无回答记录！ 暂无收藏记录！). */
export function MyQuestionPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'questions';
  return (
    <Card
      title="我的求问"
      extra={
        <Link to={communityPaths.putQuestions()}>
          <Button type="primary">我要提问</Button>
        </Link>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams({ tab: k }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'questions', label: '我的求问', children: <MyNeeds /> },
          { key: 'answers', label: '我的回答', children: <MyAnswers /> },
          { key: 'collections', label: '我的收藏', children: <MyCollections /> },
        ]}
      />
    </Card>
  );
}
