import { Typography } from 'antd';
import { FOLLOW_PAGE_SIZE } from '@xcb/shared/actions/community';
import { formatDateTime } from '../../../lib/date.ts';
import { useFollowPage } from '../api.ts';
import { FollowButton, PersonRow } from './People.tsx';
import { COMMUNITY_PAGER } from './Pager.tsx';
import { PagedList } from './PagedList.tsx';
import { usePaging } from '../../../components/usePaging.ts';
import { CL } from '../../../locale/community.ts';

/** My follows or my fans (spec follow_list / follow_fensiList, 6 per page), or someone else's (`id`). */
export function FollowTab({ which, id, empty }: { which: 'follows' | 'fans'; id?: number; empty: string }) {
  const { page, pagination } = usePaging(FOLLOW_PAGE_SIZE, COMMUNITY_PAGER);
  const query = useFollowPage(which, { pageNum: page.pageNum, ...(id ? { id } : {}) });
  return (
    <PagedList
      query={query}
      empty={empty}
      pagination={pagination}
      renderItem={(u) => (
        <PersonRow
          user={u}
          extra={
            <Typography.Text type="secondary">
              {CL.followedAt[which]} {formatDateTime(u.followTime)}
            </Typography.Text>
          }
          actions={which === 'follows' && !id ? [<FollowButton key="f" userId={u.id} followed size="small" />] : []}
        />
      )}
    />
  );
}
