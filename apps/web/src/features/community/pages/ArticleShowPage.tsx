import { Card, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { formatDateTime } from '../../../lib/date.ts';
import { CL } from '../../../locale/community.ts';
import { useArticle } from '../api.ts';
import { recordGate } from '../components/PagedList.tsx';
import { idParam } from '../paths.ts';

/** /training/article_show?id: one published platform article. */
export function ArticleShowPage() {
  const [params] = useSearchParams();
  const query = useArticle(idParam(params));
  const { data } = query;
  if (!data) return recordGate(query, COMMUNITY_MSG.articleNotFound);
  const a = data.article;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card>
        <Typography.Title level={2}>{a.title}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {a.author} · {formatDateTime(a.createdate)} · {CL.articles.reads(a.readcount)}{' '}
          {a.types.length ? `· ${a.types.join(CL.articles.typeSeparator)}` : ''}
        </Typography.Paragraph>
        <Typography.Paragraph>{a.summary}</Typography.Paragraph>
        <div className="xcb-rich" dangerouslySetInnerHTML={{ __html: a.content }} />
      </Card>
    </div>
  );
}
