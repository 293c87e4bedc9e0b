import { List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { NeedCard } from '@xcb/shared/actions/community';
import { relativeTime } from '@xcb/shared/format';
import { communityPaths } from '../paths.ts';
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
              {need.user.nickName} · {relativeTime(new Date(need.needCreatetime))} · 回答 {need.answerCount} · 浏览 {need.readCount}
            </Typography.Text>
          </Space>
        }
      />
    </List.Item>
  );
}
