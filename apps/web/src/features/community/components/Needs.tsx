import { List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { QA_PAGE_SIZE, type NeedCard } from '@xcb/shared/actions/community';
import { relativeTime } from '@xcb/shared/format';
import { usePaging } from '../../../components/usePaging.ts';
import { useNeeds } from '../api.ts';
import { communityPaths } from '../paths.ts';
import { CL } from '../../../locale/community.ts';
import { COMMUNITY_PAGER } from './Pager.tsx';
import { PagedList } from './PagedList.tsx';
import { PersonAvatar } from './People.tsx';

/** One question in a list: asker, title, types, excerpt, answers and views. */
export function NeedRow({ need, extra }: { need: NeedCard; extra?: React.ReactNode }) {
  return (
    <List.Item extra={extra}>
      <List.Item.Meta
        avatar={<PersonAvatar user={need.user} size={40} />}
        title={
          <Space wrap>
            <Link to={communityPaths.answer(need.id, need.userId)}>{need.needName}</Link>
            {need.wtlxList.map((t) => (
              <Tag key={t.id} color="blue">
                {t.name}
              </Tag>
            ))}
          </Space>
        }
        description={
          <Space direction="vertical" size={2} style={{ width: '100%' }}>
            {need.excerpt && <Typography.Text ellipsis>{need.excerpt}</Typography.Text>}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {need.user.nickName} · {relativeTime(new Date(need.needCreatetime))} · {CL.needStats(need.answerCount, need.readCount)}
            </Typography.Text>
          </Space>
        }
      />
    </List.Item>
  );
}

/** A page of questions (to a teacher, on a course, or matching a title), 10 at a time. */
export function PagedNeeds({ q, empty }: { q: { teacherId?: number; articleId?: number; title?: string }; empty: string }) {
  const { page, pagination } = usePaging(QA_PAGE_SIZE, COMMUNITY_PAGER);
  const query = useNeeds({ ...q, pageNum: page.pageNum });
  return <PagedList query={query} empty={empty} pagination={pagination} renderItem={(n) => <NeedRow need={n} />} />;
}
