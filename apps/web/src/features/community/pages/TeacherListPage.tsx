import { useState } from 'react';
import { Card, Col, Input, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useTeachers } from '../api.ts';
import { Counts, FollowButton, PersonAvatar } from '../components/People.tsx';
import { communityPaths } from '../paths.ts';
import { usePaging } from '../../../components/usePaging.ts';
import { Pager } from '../components/Pager.tsx';
import { CL } from '../../../locale/community.ts';

/** /training/teacher_list: people with approved courses, most followed first, with follow buttons. */
export function TeacherListPage() {
  const { page, pagination, toFirst } = usePaging(12, { showSizeChanger: false });
  const [keyword, setKeyword] = useState('');
  const { data, isLoading } = useTeachers({ pageNum: page.pageNum, ...(keyword ? { keyword } : {}) });
  return (
    <section className="xcb-container" style={{ padding: '24px 0' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16, gap: 16, flexWrap: 'wrap' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {CL.teachers.title}
        </Typography.Title>
        <Input.Search
          aria-label={CL.teachers.search}
          placeholder={CL.teachers.searchPlaceholder}
          allowClear
          maxLength={20}
          onSearch={(v) => {
            setKeyword(v.trim());
            toFirst();
          }}
          style={{ maxWidth: 280 }}
        />
      </div>
      {isLoading ? (
        <Skeleton active />
      ) : !data?.recordList.length ? (
        <EmptyState text={CL.teachers.none} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {data.recordList.map((u) => (
              <Col key={u.id} xs={24} sm={12} md={8} lg={6}>
                <Card style={{ textAlign: 'center', height: '100%' }}>
                  <PersonAvatar user={u} size={64} />
                  <div style={{ margin: '8px 0 4px' }}>
                    <Link to={communityPaths.peopleHome(u.id)} style={{ fontSize: 16, fontWeight: 600 }}>
                      {u.nickName}
                    </Link>
                  </div>
                  <Typography.Paragraph type="secondary" ellipsis style={{ marginBottom: 4 }}>
                    {u.job ?? u.sign ?? '\u00a0'}
                  </Typography.Paragraph>
                  <Counts user={u} />
                  <div style={{ marginTop: 12 }}>
                    <FollowButton userId={u.id} followed={u.followed} />
                  </div>
                </Card>
              </Col>
            ))}
          </Row>
          <Pager style={{ marginTop: 16 }} pagination={pagination(data.recordCount)} />
        </>
      )}
    </section>
  );
}
