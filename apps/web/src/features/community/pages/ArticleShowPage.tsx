import { Card, Typography } from 'antd';
import { COMMUNITY_MSG } from '@xcb/shared';
import { formatDateTime } from '../../../lib/date.ts';
import { CL } from '../../../locale/community.ts';
import { useArticle } from '../api.ts';
import { RecordPage, useIdParam } from '../components/PagedList.tsx';

/** /training/article_show?id: one published platform article. */
export function ArticleShowPage() {
  const query = useArticle(useIdParam());
  return (
    <RecordPage query={query} notFound={COMMUNITY_MSG.articleNotFound}>
      {({ article: a }) => (
        <Card>
          <Typography.Title level={2}>{a.title}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {a.author} · {formatDateTime(a.createdate)} · {CL.articles.reads(a.readcount)}{' '}
            {a.types.length ? `· ${a.types.join(CL.articles.typeSeparator)}` : ''}
          </Typography.Paragraph>
          <Typography.Paragraph>{a.summary}</Typography.Paragraph>
          <div className="xcb-rich" dangerouslySetInnerHTML={{ __html: a.content }} />
        </Card>
      )}
    </RecordPage>
  );
}
