import { Button, Card, Col, List, Row, Space, Statistic, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { formatDateTime } from '../../../lib/date.ts';
import { CL } from '../../../locale/community.ts';
import { useArticles, useHome } from '../api.ts';
import { FollowButton, PersonAvatar, ShituButton } from '../components/People.tsx';
import { communityPaths, idParam } from '../paths.ts';
import { PagedNeeds } from '../components/Needs.tsx';
import { usePaging } from '../../../components/usePaging.ts';
import { COMMUNITY_PAGER } from '../components/Pager.tsx';
import { PagedList, recordGate } from '../components/PagedList.tsx';

const H = CL.home;

function WorkList({ authorid }: { authorid: number }) {
  const { page, pagination } = usePaging(10, COMMUNITY_PAGER);
  const query = useArticles({ authorid, pageNum: page.pageNum });
  return (
    <PagedList
      query={query}
      empty={CL.articles.none}
      pagination={pagination}
      pagerStyle={{}}
      renderItem={(a) => (
        <List.Item>
          <List.Item.Meta
            title={
              <Link to={a.kind === 'course' ? communityPaths.course(a.id, a.authorid) : communityPaths.articleShow(a.id)}>{a.title}</Link>
            }
            description={`${a.kind === 'course' ? H.course : H.article} · ${a.summary} · ${formatDateTime(a.createdate)}`}
          />
        </List.Item>
      )}
    />
  );
}

/** /training/people_home?id: a person's page: counts, follow, apprenticeship, his work and the questions put to him. */
export function PeopleHomePage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const query = useHome(id);
  const { data } = query;
  if (!data) return recordGate(query, COMMUNITY_MSG.userNotFound);
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
                  <Button>{CL.askThem}</Button>
                </Link>
              </Space>
            )}
          </Col>
          <Col flex="none">
            <Space size="large">
              <Statistic title={H.article} value={u.articleCount} />
              <Link to={communityPaths.peopleFocus(u.id)}>
                <Statistic title={H.fans} value={u.fensiCount} />
              </Link>
              <Link to={communityPaths.peopleFocus(u.id)}>
                <Statistic title={H.follows} value={u.followCount} />
              </Link>
              <Statistic title={H.apprentices} value={u.studentCount} />
            </Space>
          </Col>
        </Row>
      </Card>
      <Card style={{ marginTop: 16 }}>
        <Tabs
          items={[
            { key: 'work', label: H.work, children: <WorkList authorid={u.id} /> },
            { key: 'questions', label: CL.questionsToThem, children: <PagedNeeds q={{ teacherId: u.id }} empty={H.noQuestions} /> },
          ]}
        />
      </Card>
    </div>
  );
}
