import { App, Badge, Button, Card, List, Pagination, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { FOLLOW_PAGE_SIZE, ISNOTAGREE, ISNOTAGREE_LABEL, QA_PAGE_SIZE, type ShituRow } from '@xcb/shared/actions/community';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useAnswered, useCollectNeed, useCollections, useDecide, useFollowPage, useNeeds, useShituPage } from '../api.ts';
import { FollowButton, PersonRow } from '../components/People.tsx';
import { NeedRow } from '../components/Needs.tsx';
import { communityPaths } from '../paths.ts';

function Pager({ pageNum, total, size, onChange }: { pageNum: number; total: number; size: number; onChange: (p: number) => void }) {
  if (total <= size) return null;
  return (
    <Pagination
      style={{ marginTop: 12 }}
      align="center"
      current={pageNum + 1}
      pageSize={size}
      total={total}
      onChange={(p) => onChange(p - 1)}
      showSizeChanger={false}
    />
  );
}

/** My follows or my fans (spec follow_list / follow_fensiList, 6 per page), or someone else's (`id`). */
export function FollowTab({ which, id, empty }: { which: 'follows' | 'fans'; id?: number; empty: string }) {
  const [pageNum, setPageNum] = useState(0);
  const { data, isLoading } = useFollowPage(which, { pageNum, ...(id ? { id } : {}) });
  if (isLoading) return <Skeleton active />;
  if (!data?.recordList.length) return <EmptyState text={empty} />;
  return (
    <>
      <List
        dataSource={data.recordList}
        renderItem={(u) => (
          <PersonRow
            user={u}
            extra={
              <Typography.Text type="secondary">
                {which === 'follows' ? '关注于' : '关注您于'} {formatDateTime(u.followTime)}
              </Typography.Text>
            }
            actions={which === 'follows' && !id ? [<FollowButton key="f" userId={u.id} followed size="small" />] : []}
          />
        )}
      />
      <Pager pageNum={pageNum} total={data.recordCount} size={FOLLOW_PAGE_SIZE} onChange={setPageNum} />
    </>
  );
}

const STATE_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default' };

/**
 * My masters (the requests I sent) and my apprentices (requests to me). spec: the master accepts (1) or
 * refuses (2) through a confirm dialog; the list and the pending count reload afterwards.
 */
function ShituTab({ which }: { which: 'teachers' | 'students' }) {
  const [pageNum, setPageNum] = useState(0);
  const { data, isLoading } = useShituPage(which, { pageNum });
  const decide = useDecide();
  const { message, modal } = App.useApp();
  const ask = (r: ShituRow, isnotagree: 1 | 2) =>
    modal.confirm({
      title: isnotagree === ISNOTAGREE.agreed ? '同意拜师' : '拒绝拜师',
      content: isnotagree === ISNOTAGREE.agreed ? `确定收 ${r.user.nickName} 为徒？` : `确定拒绝 ${r.user.nickName} 的拜师申请？`,
      okText: isnotagree === ISNOTAGREE.agreed ? '同意' : '拒绝',
      okButtonProps: isnotagree === ISNOTAGREE.refused ? { danger: true } : {},
      cancelText: '取消',
      onOk: () =>
        decide.mutateAsync({ id: r.id, isnotagree }).then(
          (res) => void message.success(res.msg),
          (e: unknown) => void message.error(errorText(e)),
        ),
    });
  if (isLoading) return <Skeleton active />;
  if (!data?.recordList.length) return <EmptyState text={which === 'teachers' ? '暂无师父，去讲师列表拜师吧' : '暂无徒弟'} />;
  return (
    <>
      {which === 'students' && data.pendingCount > 0 && (
        <Typography.Paragraph type="warning">有 {data.pendingCount} 条拜师申请待处理</Typography.Paragraph>
      )}
      <List
        dataSource={data.recordList}
        renderItem={(r) => (
          <PersonRow
            user={r.user}
            extra={<Tag color={STATE_COLOR[r.isnotagree]}>{ISNOTAGREE_LABEL[r.isnotagree]}</Tag>}
            actions={
              which === 'students' && r.isnotagree === ISNOTAGREE.applying
                ? [
                    <Button key="y" type="primary" size="small" onClick={() => ask(r, 1)}>
                      同意
                    </Button>,
                    <Button key="n" danger size="small" onClick={() => ask(r, 2)}>
                      拒绝
                    </Button>,
                  ]
                : [
                    <Typography.Text key="t" type="secondary">
                      {formatDateTime(r.decideTime ?? r.createTime)}
                    </Typography.Text>,
                  ]
            }
          />
        )}
      />
      <Pager pageNum={pageNum} total={data.recordCount} size={FOLLOW_PAGE_SIZE} onChange={setPageNum} />
    </>
  );
}

/** /my_focus: the personal centre's four tabs (spec): my follows, my fans, my master, my apprentices. */
export function MyFocusPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'follows';
  const pending = useShituPage('students', { pageNum: 0 }).data?.pendingCount ?? 0;
  return (
    <Card title="我的关注">
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams({ tab: k }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'follows', label: '我的关注', children: <FollowTab which="follows" empty="暂无关注，去讲师列表看看" /> },
          { key: 'fans', label: '我的粉丝', children: <FollowTab which="fans" empty="暂无粉丝" /> },
          { key: 'teachers', label: '我的师父', children: <ShituTab which="teachers" /> },
          {
            key: 'students',
            label: (
              <Badge count={pending} size="small" offset={[8, -2]}>
                我的徒弟
              </Badge>
            ),
            children: <ShituTab which="students" />,
          },
        ]}
      />
      <Link to={communityPaths.teacherList()}>去讲师列表</Link>
    </Card>
  );
}

function MyNeeds() {
  const [pageNum, setPageNum] = useState(0);
  const { user } = useAuth();
  // spec need_list {userId}: the caller's own id (the server refuses any other)
  const { data, isLoading } = useNeeds({ userId: user?.id, pageNum });
  if (isLoading) return <Skeleton active />;
  if (!data?.recordList.length) return <EmptyState text={COMMUNITY_MSG.noQuestions} />;
  return (
    <>
      <List dataSource={data.recordList} renderItem={(n) => <NeedRow need={n} />} />
      <Pager pageNum={pageNum} total={data.recordCount} size={QA_PAGE_SIZE} onChange={setPageNum} />
    </>
  );
}

function MyAnswers() {
  const [pageNum, setPageNum] = useState(0);
  const { data, isLoading } = useAnswered({ pageNum });
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
      <Pager pageNum={pageNum} total={data.recordCount} size={QA_PAGE_SIZE} onChange={setPageNum} />
    </>
  );
}

function MyCollections() {
  const [pageNum, setPageNum] = useState(0);
  const { data, isLoading } = useCollections({ pageNum });
  const collect = useCollectNeed();
  const { message } = App.useApp();
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
                <Button
                  size="small"
                  onClick={() =>
                    collect.mutate(
                      { needId: c.need.id, collect: 0 },
                      { onSuccess: (r) => void message.success(r.msg), onError: (e) => void message.error(errorText(e)) },
                    )
                  }
                >
                  取消收藏
                </Button>
              </Space>
            }
          />
        )}
      />
      <Pager pageNum={pageNum} total={data.recordCount} size={QA_PAGE_SIZE} onChange={setPageNum} />
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
