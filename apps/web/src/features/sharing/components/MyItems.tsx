import { Button, List, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_STATUS, type ShareItem, type ShareKind } from '@xcb/shared/actions/sharing';
import { SHARE_STATUS_LABEL } from '@xcb/shared/sharing-enums';
import { formatDateTime } from '../../../lib/date.ts';
import { SHARE_L, SHARE_LIGHT } from '../../../locale/sharing.ts';
import { useMyItems } from '../api.ts';
import { Cover, Price, StatusTag, kindLabel } from './ItemBits.tsx';
import { OfflineButton } from './OfflineButton.tsx';
import { TabbedList, tabsOf, useTabPage } from './TabbedList.tsx';
import { sharingPaths } from '../paths.ts';

export function ItemRow({ item, actions, time }: { item: ShareItem; actions: React.ReactNode[]; time?: string }) {
  return (
    <List.Item actions={actions}>
      <List.Item.Meta
        avatar={
          <div style={{ width: 120 }}>
            <Cover item={item} height={72} />
          </div>
        }
        title={
          <Space wrap>
            <Link to={sharingPaths.details(item.kind, item.id)}>{item.title}</Link>
            <Tag>{kindLabel(item.kind)}</Tag>
            <StatusTag status={item.status} />
          </Space>
        }
        description={
          <Space direction="vertical" size={0}>
            <span>
              <Price coins={item.price} unit={item.unit} /> · {item.category} · {SHARE_LIGHT.stats(item.orderCount, item.readCount)}
            </span>
            {item.status === SHARE_STATUS.rejected && item.reviewReason && (
              <Typography.Text type="danger">{SHARE_L.rejectedReason(item.reviewReason)}</Typography.Text>
            )}
            {time && <Typography.Text type="secondary">{time}</Typography.Text>}
          </Space>
        }
      />
    </List.Item>
  );
}

const STATUS_TABS = tabsOf(SHARE_STATUS_LABEL);

/** my_project_list / my_server_list: everything the user published, every status, with edit and take-down. */
export function MyItems({ kind }: { kind: ShareKind }) {
  const paging = useTabPage();
  const query = useMyItems({ kind, ...paging.page, ...paging.only('status', Number) });
  const navigate = useNavigate();
  return (
    <TabbedList
      title={SHARE_L.lists.mine(kindLabel(kind))}
      extra={
        <Button type="primary" onClick={() => void navigate(sharingPaths.add(kind))}>
          {SHARE_LIGHT.publishKind(kindLabel(kind))}
        </Button>
      }
      tabs={STATUS_TABS}
      paging={paging}
      query={query}
      empty={kind === 'project' ? SHARING_MSG.noProjects : SHARING_MSG.noServers}
      renderItem={(item) => (
        <ItemRow
          item={item}
          actions={[
            <Link key="e" to={sharingPaths.update(item.kind, item.id)}>
              {SHARE_L.edit}
            </Link>,
            <OfflineButton key="o" item={item} link />,
          ]}
          time={SHARE_L.lists.updatedAt(formatDateTime(item.updateTime))}
        />
      )}
    />
  );
}
