import { App, Badge, Button, Card, List, Skeleton, Tabs, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { FOLLOW_PAGE_SIZE, ISNOTAGREE, ISNOTAGREE_LABEL, type ShituRow } from '@xcb/shared/actions/community';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useDecide, useShituPage } from '../api.ts';
import { PersonRow } from '../components/People.tsx';
import { communityPaths } from '../paths.ts';
import { COMMUNITY_PAGER, Pager } from '../components/Pager.tsx';
import { FollowTab } from '../components/FollowTab.tsx';
import { usePaging } from '../../../components/usePaging.ts';

const STATE_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default' };

/**
 * My masters (the requests I sent) and my apprentices (requests to me). spec: the master accepts (1) or
 * refuses (2) through a confirm dialog; the list and the pending count reload afterwards.
 */
function ShituTab({ which }: { which: 'teachers' | 'students' }) {
  const { page, pagination } = usePaging(FOLLOW_PAGE_SIZE, COMMUNITY_PAGER);
  const { data, isLoading } = useShituPage(which, { pageNum: page.pageNum });
  const decide = useDecide();
  const { modal } = App.useApp();
  const ask = (r: ShituRow, isnotagree: 1 | 2) =>
    modal.confirm({
      title: isnotagree === ISNOTAGREE.agreed ? '同意拜师' : '拒绝拜师',
      content: isnotagree === ISNOTAGREE.agreed ? `确定收 ${r.user.nickName} 为徒？` : `确定拒绝 ${r.user.nickName} 的拜师申请？`,
      okText: isnotagree === ISNOTAGREE.agreed ? '同意' : '拒绝',
      okButtonProps: isnotagree === ISNOTAGREE.refused ? { danger: true } : {},
      cancelText: '取消',
      // resolves either way, so the dialog closes after a failure too
      onOk: () => decide.run({ id: r.id, isnotagree }),
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
      <Pager pagination={pagination(data.recordCount)} />
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
