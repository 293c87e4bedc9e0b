import { Button, Popconfirm } from 'antd';
import { SHARING_MSG } from '@xcb/shared';
import { type ShareKind } from '@xcb/shared/actions/sharing';
import { SHARE_KIND_LABEL } from '@xcb/shared/sharing-enums';
import { formatDateTime } from '../../../lib/date.ts';
import { SHARE_L, SHARE_LIGHT } from '../../../locale/sharing.ts';
import { useCollect, useCollections, useHistory } from '../api.ts';
import { ItemRow } from './MyItems.tsx';
import { TabbedList, tabsOf, useTabPage } from './TabbedList.tsx';

const KIND_TABS = tabsOf(SHARE_KIND_LABEL);

/** project_collect and my_historay_list: favourites and views, newest first. */
export function TimedList({ which }: { which: 'collect' | 'history' }) {
  const paging = useTabPage();
  const q = { ...paging.page, ...paging.only('kind', (t) => t as ShareKind) };
  const collections = useCollections(q);
  const history = useHistory(q);
  const collect = useCollect();
  const collecting = which === 'collect';
  return (
    <TabbedList
      title={collecting ? SHARE_LIGHT.layout.left.collect : SHARE_LIGHT.layout.left.history}
      tabs={KIND_TABS}
      paging={paging}
      query={collecting ? collections : history}
      empty={collecting ? SHARING_MSG.noCollections : SHARING_MSG.noHistory}
      renderItem={(item) => (
        <ItemRow
          item={item}
          time={`${collecting ? SHARE_L.lists.collectedAt : SHARE_L.lists.viewedAt} ${formatDateTime(item.time)}`}
          actions={
            collecting
              ? [
                  <Popconfirm key="c" title={SHARE_L.confirmUncollect} onConfirm={() => void collect.run({ id: item.id, collect: 0 })}>
                    <Button type="link">{SHARE_L.uncollect}</Button>
                  </Popconfirm>,
                ]
              : []
          }
        />
      )}
    />
  );
}
