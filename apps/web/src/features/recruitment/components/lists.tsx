import { EmptyState } from '../../../components/EmptyState.tsx';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';
import { R } from '../labels.ts';

/** The area's tables and lists say so when they are empty. */
export const empty = { emptyText: <EmptyState text={R.noData} compact /> };

/** The area's paged lists: 10 a page, the pager only past one page. */
const LIST_PAGE = 10;
export const useListPaging = () => usePaging(LIST_PAGE, SITE_PAGER);
