import type { ReactNode } from 'react';
import { Avatar, Button, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatCount } from '@xcb/shared/format';
import { ISNOTAGREE, type PersonCard } from '@xcb/shared/actions/community';
import { uploadUrl } from '../../../api/files.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useFollow, useTeacher } from '../api.ts';
import { CL } from '../../../locale/community.ts';
import { communityPaths } from '../paths.ts';

export function PersonAvatar({ user, size = 48 }: { user: { icon: string | null; nickName: string }; size?: number }) {
  return (
    <Avatar alt="" src={uploadUrl(user.icon)} size={size} style={{ background: '#1668dc' }}>
      {user.nickName.slice(0, 1)}
    </Avatar>
  );
}

/** spec: each row shows the user's article count and fan count. */
export function Counts({ user }: { user: Pick<PersonCard, 'articleCount' | 'fensiCount'> }) {
  return (
    <Typography.Text type="secondary">{CL.people.counts(formatCount(user.articleCount), formatCount(user.fensiCount))}</Typography.Text>
  );
}

export function PersonRow({ user, actions = [], extra }: { user: PersonCard; actions?: ReactNode[]; extra?: ReactNode }) {
  return (
    <List.Item actions={actions}>
      <List.Item.Meta
        avatar={<PersonAvatar user={user} />}
        title={
          <Space wrap>
            <Link to={communityPaths.peopleHome(user.id)}>{user.nickName}</Link>
            {user.city && <Tag>{user.city}</Tag>}
            {extra}
          </Space>
        }
        description={
          <Space direction="vertical" size={0}>
            {user.job && <span>{user.job}</span>}
            <Counts user={user} />
          </Space>
        }
      />
    </List.Item>
  );
}

/** spec: the follow button shows only when the target differs from the current user; reads 关注 or 已关注. */
export function FollowButton({ userId, followed, size }: { userId: number; followed: boolean; size?: 'small' | 'middle' | 'large' }) {
  const { user } = useAuth();
  const follow = useFollow();
  if (user?.id === userId) return null;
  const run = (on: boolean) => void follow.run(userId, on);
  return followed ? (
    <Popconfirm title={CL.people.confirmUnfollow} onConfirm={() => run(false)}>
      <Button size={size} loading={follow.isPending}>
        {CL.people.followed}
      </Button>
    </Popconfirm>
  ) : (
    <Button size={size} type="primary" loading={follow.isPending} onClick={() => run(true)}>
      {CL.people.follow}
    </Button>
  );
}

/**
 * spec: the apprenticeship toggle on a teacher's page: 拜师 (request), then 申请中 / 已拜师, click again to
 * cancel (confirmed first); a refused request may be made again. Not shown on one's own page.
 */
export function ShituButton({ userId, state }: { userId: number; state: number | null }) {
  const { user } = useAuth();
  const teacher = useTeacher();
  if (user?.id === userId) return null;
  const run = (apply: boolean) => void teacher.run(userId, apply);
  if (state === ISNOTAGREE.applying || state === ISNOTAGREE.agreed) {
    return (
      <Popconfirm title={state === ISNOTAGREE.agreed ? CL.people.confirmLeave : CL.people.confirmWithdraw} onConfirm={() => run(false)}>
        <Button loading={teacher.isPending}>{state === ISNOTAGREE.agreed ? CL.people.apprenticed : CL.people.applying}</Button>
      </Popconfirm>
    );
  }
  return (
    <Button type="primary" ghost loading={teacher.isPending} onClick={() => run(true)}>
      {state === ISNOTAGREE.refused ? CL.people.applyAgain : CL.people.apply}
    </Button>
  );
}
