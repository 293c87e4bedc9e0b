import { Button, Card, Col, List, Result, Row, Skeleton, Space, Statistic, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useArticles, useHome } from '../api.ts';
import { FollowButton, PersonAvatar, ShituButton } from '../components/People.tsx';
import { communityPaths, idParam } from '../paths.ts';
import { PagedNeeds } from '../components/Needs.tsx';
import { usePaging } from '../../../components/usePaging.ts';
import { COMMUNITY_PAGER, Pager } from '../components/Pager.tsx';

function WorkList({ authorid }: { authorid: number }) {
  const { page, pagination } = usePaging(10, COMMUNITY_PAGER);
  const { data, isLoading } = useArticles({ authorid, pageNum: page.pageNum });
  if (isLoading) return <Skeleton active />;
  if (!data?.recordList.length) return <EmptyState text="暂无文章" />;
  return (
    <>
      <List
        dataSource={data.recordList}
        renderItem={(a) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Link to={a.kind === 'course' ? communityPaths.course(a.id, a.authorid) : communityPaths.articleShow(a.id)}>{a.title}</Link>
              }
              description={`${a.kind === 'course' ? '课程' : '文章'} · ${a.summary} · ${formatDateTime(a.createdate)}`}
            />
          </List.Item>
        )}
      />
      <Pager style={{}} pagination={pagination(data.recordCount)} />
    </>
  );
}

/** /training/people_home?id: a person's page: counts, follow, apprenticeship, his work and the questions put to him. */
export function PeopleHomePage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, isLoading, error } = useHome(id);
  if (isLoading) return <Skeleton active className="xcb-container" />;
  if (!data) return <Result status="404" title={error ? errorText(error) : COMMUNITY_MSG.userNotFound} />;
  const u = data.user;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card>
        <Row gutter={24} align="middle">
          <Col flex="none">
            <PersonAvatar user={u} size={96} />
          </Col>
          <Col flex="auto">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {u.nickName}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '6px 0' }}>
              {[u.city, u.job].filter(Boolean).join(' · ') || '\u00a0'}
            </Typography.Paragraph>
            <Typography.Paragraph>{u.sign ?? ''}</Typography.Paragraph>
            {!data.self && (
              <Space>
                <FollowButton userId={u.id} followed={data.followed} />
                <ShituButton userId={u.id} state={data.shitu} />
                <Link to={communityPaths.putQuestions({ teacherId: u.id })}>
                  <Button>向TA提问</Button>
                </Link>
              </Space>
            )}
          </Col>
          <Col flex="none">
            <Space size="large">
              <Statistic title="文章" value={u.articleCount} />
              <Link to={communityPaths.peopleFocus(u.id)}>
                <Statistic title="粉丝" value={u.fensiCount} />
              </Link>
              <Link to={communityPaths.peopleFocus(u.id)}>
                <Statistic title="关注" value={u.followCount} />
              </Link>
              <Statistic title="徒弟" value={u.studentCount} />
            </Space>
          </Col>
        </Row>
      </Card>
      <Card style={{ marginTop: 16 }}>
        <Tabs
          items={[
            { key: 'work', label: 'TA的课程与文章', children: <WorkList authorid={u.id} /> },
            { key: 'questions', label: '向TA的提问', children: <PagedNeeds q={{ teacherId: u.id }} empty="暂无提问" /> },
          ]}
        />
      </Card>
    </div>
  );
}
