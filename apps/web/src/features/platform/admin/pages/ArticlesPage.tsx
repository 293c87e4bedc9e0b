import { Link } from 'react-router';
import { Button, Image, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { articleAdminList, type AdminArticle } from '@xcb/shared/actions/admin';
import { useAdminQuery } from '../../../../api/admin.ts';
import { formatDateTime } from '../../../../lib/date.ts';
import { A } from '../../../../locale/admin.ts';
import { usePaging } from '../../../../components/usePaging.ts';
import { PageCard } from '../components/PageCard.tsx';

const R = A.articles;

export function ArticlesPage() {
  const { page, pagination } = usePaging();
  const list = useAdminQuery(articleAdminList, page);
  return (
    <PageCard
      title={R.list}
      extra={
        <Link to="/admin/articles/edit">
          <Button type="primary" icon={<PlusOutlined />}>
            {R.publish}
          </Button>
        </Link>
      }
    >
      <Table<Omit<AdminArticle, 'content'>>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data.recordList ?? []}
        pagination={pagination(list.data?.data.recordCount)}
        columns={[
          {
            title: R.icon,
            dataIndex: 'icon',
            width: 100,
            render: (v: string | null, r) =>
              v ? <Image src={v} alt={r.title} width={72} height={48} style={{ objectFit: 'cover' }} /> : null,
          },
          { title: R.title, dataIndex: 'title' },
          { title: R.summary, dataIndex: 'summary', ellipsis: true },
          { title: R.types, dataIndex: 'typeNames', render: (v: string[]) => v.map((n) => <Tag key={n}>{n}</Tag>) },
          { title: R.author, dataIndex: 'author' },
          { title: A.createdAt, dataIndex: 'createDate', render: (v: string) => formatDateTime(v) },
          {
            title: A.actions,
            key: 'op',
            render: (_: unknown, r) => (
              <Space size={0}>
                <Link to={`/admin/articles/edit?id=${r.id}`}>{A.edit}</Link>
              </Space>
            ),
          },
        ]}
      />
    </PageCard>
  );
}
