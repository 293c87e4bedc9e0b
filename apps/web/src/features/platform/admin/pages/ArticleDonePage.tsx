import { Link, useSearchParams } from 'react-router';
import { Button, Result, Space } from 'antd';
import { articleAdminGet } from '@xcb/shared/actions/admin';
import { useAdminQuery } from '../../../../api/admin.ts';
import { A } from '../../../../locale/admin.ts';
import { PageCard } from '../components/PageCard.tsx';

const R = A.articles;

/** spec: /step4?id — the success page of the administrator article flow, with where to go next. */
export function ArticleDonePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const article = useAdminQuery(articleAdminGet, { id }, id > 0);
  return (
    <PageCard title={R.step3}>
      <Result
        status="success"
        title={R.success}
        subTitle={article.data ? R.successSub(article.data.data.title) : ''}
        extra={
          <Space>
            <Link to={`/admin/articles/edit?id=${id}`}>
              <Button>{R.editAgain}</Button>
            </Link>
            <Link to="/admin/articles/edit">
              <Button type="primary">{R.publishAnother}</Button>
            </Link>
            <Link to="/admin/articles">
              <Button>{R.backToList}</Button>
            </Link>
          </Space>
        }
      />
    </PageCard>
  );
}
