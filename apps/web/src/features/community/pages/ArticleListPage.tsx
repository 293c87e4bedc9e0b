import { Card, List, Skeleton } from 'antd';
import { Link } from 'react-router';
import { uploadUrl } from '../../../api/files.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useArticles } from '../api.ts';
import { communityPaths } from '../paths.ts';
import { usePaging } from '../../../components/usePaging.ts';
import { Pager } from '../components/Pager.tsx';
import { CL } from '../../../locale/community.ts';

/** /training/article_list: the platform's articles. */
export function ArticleListPage() {
  // the pager shows even for one page here
  const { page, pagination } = usePaging(10, { showSizeChanger: false });
  const { data, isLoading } = useArticles({ pageNum: page.pageNum });
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={CL.articles.title}>
        {isLoading ? (
          <Skeleton active />
        ) : !data?.recordList.length ? (
          <EmptyState text={CL.articles.none} />
        ) : (
          <>
            <List
              itemLayout="vertical"
              dataSource={data.recordList}
              renderItem={(a) => (
                <List.Item extra={a.icon ? <img width={160} alt={a.title} src={uploadUrl(a.icon)} /> : null}>
                  <List.Item.Meta
                    title={<Link to={communityPaths.articleShow(a.id)}>{a.title}</Link>}
                    description={`${a.author} · ${formatDateTime(a.createdate)} · ${CL.articles.reads(a.readcount)}`}
                  />
                  {a.summary}
                </List.Item>
              )}
            />
            <Pager style={{}} pagination={pagination(data.recordCount)} />
          </>
        )}
      </Card>
    </div>
  );
}
