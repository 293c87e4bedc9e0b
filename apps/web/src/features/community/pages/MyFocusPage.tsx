import { App, Badge, Button, Card, Tabs, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { FOLLOW_PAGE_SIZE, ISNOTAGREE, ISNOTAGREE_LABEL, type ShituRow } from '@xcb/shared/actions/community';
import { formatDateTime } from '../../../lib/date.ts';
import { useDecide, useShituPage } from '../api.ts';
import { PersonRow } from '../components/People.tsx';
import { communityPaths } from '../paths.ts';
import { COMMUNITY_PAGER } from '../components/Pager.tsx';
import { PagedList } from '../components/PagedList.tsx';
import { FollowTab } from '../components/FollowTab.tsx';
import { usePaging } from '../../../components/usePaging.ts';
import { CL } from '../../../locale/community.ts';

const F = CL.myFocus;

const STATE_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default' };

/**
 * My masters (the requests I sent) and my apprentices (requests to me). spec: the master accepts (1) or
 * refuses (2) through a confirm dialog; the list and the pending count reload afterwards.
 */
function ShituTab({ which }: { which: 'teachers' | 'students' }) {
  const { page, pagination } = usePaging(FOLLOW_PAGE_SIZE, COMMUNITY_PAGER);
  const query = useShituPage(which, { pageNum: page.pageNum });
  const pending = query.data?.pendingCount ?? 0;
  const decide = useDecide();
  const { modal } = App.useApp();
  const ask = (r: ShituRow, isnotagree: 1 | 2) => {
    const agree = isnotagree === ISNOTAGREE.agreed;
    return modal.confirm({
      title: agree ? F.agreeTitle : F.refuseTitle,
      content: agree ? F.agreeText(r.user.nickName) : F.refuseText(r.user.nickName),
      okText: agree ? F.agree : F.refuse,
      okButtonProps: isnotagree === ISNOTAGREE.refused ? { danger: true } : {},
      cancelText: F.cancel,
      // resolves either way, so the dialog closes after a failure too
      onOk: () => decide.run({ id: r.id, isnotagree }),
    });
  };
  return (
    <PagedList
      query={query}
      empty={which === 'teachers' ? F.noMasters : F.noApprentices}
      pagination={pagination}
      renderItem={(r) => (
        <PersonRow
          user={r.user}
          extra={<Tag color={STATE_COLOR[r.isnotagree]}>{ISNOTAGREE_LABEL[r.isnotagree]}</Tag>}
          actions={
            which === 'students' && r.isnotagree === ISNOTAGREE.applying
              ? [
                  <Button key="y" type="primary" size="small" onClick={() => ask(r, 1)}>
                    {F.agree}
                  </Button>,
                  <Button key="n" danger size="small" onClick={() => ask(r, 2)}>
                    {F.refuse}
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
    >
      {which === 'students' && pending > 0 && <Typography.Paragraph type="warning">{F.pending(pending)}</Typography.Paragraph>}
    </PagedList>
  );
}

/** /my_focus: the personal centre's four tabs (spec): my follows, my fans, my master, my apprentices. */
export function MyFocusPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'follows';
  const pending = useShituPage('students', { pageNum: 0 }).data?.pendingCount ?? 0;
  return (
    <Card title={F.title}>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams({ tab: k }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'follows', label: F.follows, children: <FollowTab which="follows" empty={F.noFollows} /> },
          { key: 'fans', label: F.fans, children: <FollowTab which="fans" empty={CL.focus.noFans} /> },
          { key: 'teachers', label: F.masters, children: <ShituTab which="teachers" /> },
          {
            key: 'students',
            label: (
              <Badge count={pending} size="small" offset={[8, -2]}>
                {F.apprentices}
              </Badge>
            ),
            children: <ShituTab which="students" />,
          },
        ]}
      />
      <Link to={communityPaths.teacherList()}>{F.toTeachers}</Link>
    </Card>
  );
}
