import { Button, Card, Col, List, Row, Space, Statistic, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { formatDateTime } from '../../../lib/date.ts';
import { CL } from '../../../locale/community.ts';
import { useArticles, useHome } from '../api.ts';
import { FollowButton, PersonAvatar, ShituButton } from '../components/People.tsx';
import { communityPaths } from '../paths.ts';
import { PagedNeeds } from '../components/Needs.tsx';
import { usePaging } from '../../../components/usePaging.ts';
import { COMMUNITY_PAGER } from '../components/Pager.tsx';
import { PagedList, RecordPage, useIdParam } from '../components/PagedList.tsx';

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
  const query = useHome(useIdParam());
  return (
    <RecordPage query={query} notFound={COMMUNITY_MSG.userNotFound}>
      {(data) => (
        <>
          <Card>
            <Row gutter={24} align="middle">
              <Col flex="none">
                <PersonAvatar user={data.user} size={96} />
              </Col>
              <Col flex="auto">
                <Typography.Title level={3} style={{ margin: 0 }}>
                  {data.user.nickName}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ margin: '6px 0' }}>
                  {[data.user.city, data.user.job].filter(Boolean).join(' · ') || '\u00a0'}
                </Typography.Paragraph>
                <Typography.Paragraph>{data.user.sign ?? ''}</Typography.Paragraph>
                {!data.self && (
                  <Space>
                    <FollowButton userId={data.user.id} followed={data.followed} />
                    <ShituButton userId={data.user.id} state={data.shitu} />
                    <Link to={communityPaths.putQuestions({ teacherId: data.user.id })}>
                      <Button>{CL.askThem}</Button>
                    </Link>
                  </Space>
                )}
              </Col>
              <Col flex="none">
                <Space size="large">
                  {(
                    [
                      [H.article, data.user.articleCount, false],
                      [H.fans, data.user.fensiCount, true],
                      [H.follows, data.user.followCount, true],
                      [H.apprentices, data.user.studentCount, false],
                    ] as const
                  ).map(([title, value, linked]) => {
                    const stat = <Statistic key={title} title={title} value={value} />;
                    // fans and follows open the person's follow lists
                    return linked ? (
                      <Link key={title} to={communityPaths.peopleFocus(data.user.id)}>
                        {stat}
                      </Link>
                    ) : (
                      stat
                    );
                  })}
                </Space>
              </Col>
            </Row>
          </Card>
          <Card style={{ marginTop: 16 }}>
            <Tabs
              items={[
                { key: 'work', label: H.work, children: <WorkList authorid={data.user.id} /> },
                {
                  key: 'questions',
                  label: CL.questionsToThem,
                  children: <PagedNeeds q={{ teacherId: data.user.id }} empty={H.noQuestions} />,
                },
              ]}
            />
          </Card>
        </>
      )}
    </RecordPage>
  );
}
