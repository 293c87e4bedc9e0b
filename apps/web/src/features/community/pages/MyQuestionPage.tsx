import type { ReactNode } from 'react';
import { Button, Card, Space, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { QA_PAGE_SIZE, type NeedCard } from '@xcb/shared/actions/community';
import { formatDateTime } from '../../../lib/date.ts';
import { useAuth } from '../../../lib/auth.ts';
import { CL } from '../../../locale/community.ts';
import { useAnswered, useCollectNeed, useCollections, useNeeds } from '../api.ts';
import { NeedRow } from '../components/Needs.tsx';
import { communityPaths } from '../paths.ts';
import { COMMUNITY_PAGER } from '../components/Pager.tsx';
import { PagedList, type PagedListProps } from '../components/PagedList.tsx';
import { usePaging } from '../../../components/usePaging.ts';

const Q = CL.myQuestion;

/** One tab of the page: its questions, each with what the tab adds beside it (`extra`). */
function NeedTab<T>({
  need,
  extra,
  ...list
}: Omit<PagedListProps<T>, 'renderItem'> & { need: (row: T) => NeedCard; extra?: (row: T) => ReactNode }) {
  return <PagedList {...list} renderItem={(r) => <NeedRow need={need(r)} extra={extra?.(r)} />} />;
}

function MyNeeds() {
  const { page, pagination } = usePaging(QA_PAGE_SIZE, COMMUNITY_PAGER);
  const { user } = useAuth();
  // spec need_list {userId}: the caller's own id (the server refuses any other)
  const query = useNeeds({ userId: user?.id, pageNum: page.pageNum });
  return <NeedTab query={query} empty={COMMUNITY_MSG.noQuestions} pagination={pagination} need={(n) => n} />;
}

function MyAnswers() {
  const { page, pagination } = usePaging(QA_PAGE_SIZE, COMMUNITY_PAGER);
  const answered = (n: { myAnswer: string }) => (
    <Typography.Paragraph type="secondary" style={{ maxWidth: 260 }} ellipsis={{ rows: 2 }}>
      {Q.myAnswer(n.myAnswer)}
    </Typography.Paragraph>
  );
  return (
    <NeedTab
      query={useAnswered({ pageNum: page.pageNum })}
      empty={COMMUNITY_MSG.noAnswers}
      pagination={pagination}
      need={(n) => n}
      extra={answered}
    />
  );
}

function MyCollections() {
  const { page, pagination } = usePaging(QA_PAGE_SIZE, COMMUNITY_PAGER);
  const query = useCollections({ pageNum: page.pageNum });
  const collect = useCollectNeed();
  const collected = (c: { need: NeedCard; collectionTime: string }) => (
    <Space direction="vertical" align="end">
      <Typography.Text type="secondary">{Q.collectedAt(formatDateTime(c.collectionTime))}</Typography.Text>
      <Button size="small" onClick={() => void collect.run({ needId: c.need.id, collect: 0 })}>
        {Q.uncollect}
      </Button>
    </Space>
  );
  return <NeedTab query={query} empty={COMMUNITY_MSG.noCollections} pagination={pagination} need={(c) => c.need} extra={collected} />;
}

/** /my_question: my questions, my answers, my collections (spec empty states 暂无求问记录！ 暂无回答记录！ 暂无收藏记录！). */
export function MyQuestionPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'questions';
  return (
    <Card
      title={Q.title}
      extra={
        <Link to={communityPaths.putQuestions()}>
          <Button type="primary">{CL.square.ask}</Button>
        </Link>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams({ tab: k }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'questions', label: Q.title, children: <MyNeeds /> },
          { key: 'answers', label: Q.answers, children: <MyAnswers /> },
          { key: 'collections', label: Q.collections, children: <MyCollections /> },
        ]}
      />
    </Card>
  );
}
