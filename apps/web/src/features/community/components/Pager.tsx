import { Pagination, type PaginationProps } from 'antd';
import type { PagerLook } from '../../../components/usePaging.ts';

/** The community lists' pager look (usePaging): no size changer, none at all while one page holds everything. */
export const COMMUNITY_PAGER: PagerLook = { hideOnSinglePage: true, showSizeChanger: false };

/** A list's pager, centred under it; `pagination` is usePaging's. */
export function Pager({ pagination, style = { marginTop: 12 } }: { pagination: PaginationProps; style?: React.CSSProperties }) {
  return <Pagination style={style} align="center" {...pagination} />;
}
