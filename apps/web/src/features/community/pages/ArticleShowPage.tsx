import { Card, Result, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { errorText } from '../../../api/client.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { useArticle } from '../api.ts';
import { idParam } from '../paths.ts';

/** /training/article_show?id: one published platform article. */
export function ArticleShowPage() {
  const [params] = useSearchParams();
  const { data, isLoading, error } = useArticle(idParam(params));
  if (isLoading) return <Skeleton active className="xcb-container" />;
  if (!data) return <Result status="404" title={error ? errorText(error) : COMMUNITY_MSG.articleNotFound} />;
  const a = data.article;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card>
        <Typography.Title level={2}>{a.title}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {a.author} · {formatDateTime(a.createdate)} · 阅读 {a.readcount} {a.types.length ? `· ${a.types.join('、')}` : ''}
        </Typography.Paragraph>
        <Typography.Paragraph>{a.summary}</Typography.Paragraph>
        <div className="xcb-rich" dangerouslySetInnerHTML={{ __html: a.content }} />
      </Card>
    </div>
  );
}
