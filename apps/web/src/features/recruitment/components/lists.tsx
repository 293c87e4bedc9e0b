import type { Key } from 'react';
import { Select, Table, type PaginationProps, type TableProps } from 'antd';
import { APPLY_STATUS_LABEL } from '@xcb/shared/enums';
import type { ActionInput } from '@xcb/shared/action';
import { useRecruit, type C, type RecruitAction } from '../api.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';

/** The area's tables and lists say so when they are empty. */
export const empty = { emptyText: <EmptyState text={R.noData} compact /> };

/** The area's paged lists: 10 a page, the pager only past one page. */
const LIST_PAGE = 10;
export const useListPaging = () => usePaging(LIST_PAGE, SITE_PAGER);

/**
 * One page of a paged list action, 10 a page: `table` for <PagedTable>, `toFirst` when a filter changes.
 * The input is the action's without the page.
 */
export function usePagedRecruit<K extends RecruitAction>(
  name: K,
  input: Omit<ActionInput<C<K>>, 'pageNum' | 'pageSize'>,
  opts?: Parameters<typeof useRecruit>[2],
) {
  const { page, pagination, toFirst } = useListPaging();
  const query = useRecruit(name, { ...page, ...input } as ActionInput<C<K>>, opts);
  return { query, toFirst, table: { query, pagination } };
}

export type PagedTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'pagination' | 'rowKey' | 'locale' | 'loading'> & {
  /** The query of a paged reply (recordList, recordCount): its page, and loading while it fetches. */
  query: { data?: { data: { recordList: T[]; recordCount: number } } | undefined; isFetching: boolean };
  /** useListPaging's pager for the list's total. */
  pagination: (total: number | undefined) => PaginationProps;
};

/** A table of one page of the area's list replies, its rows keyed by id, with the area's empty state. */
export function PagedTable<T extends { id: Key }>({ query, pagination, ...table }: PagedTableProps<T>) {
  const list = query.data?.data;
  return (
    <Table<T>
      rowKey="id"
      locale={empty}
      loading={query.isFetching}
      dataSource={list?.recordList ?? []}
      pagination={pagination(list?.recordCount)}
      {...table}
    />
  );
}

interface ListFilterProps {
  label: string;
  value: number | undefined;
  onChange: (v: number | undefined) => void;
}

/** A list's clearable filter above it (a position, a state), named for screen readers. */
export function ListFilter({
  placeholder,
  width,
  options,
  label,
  ...props
}: ListFilterProps & { placeholder: string; width: number; options: { value: number; label: string }[] }) {
  return <Select allowClear aria-label={label} placeholder={placeholder} style={{ width }} options={options} {...props} />;
}

const APPLY_STATUS_OPTIONS = Object.entries(APPLY_STATUS_LABEL).map(([v, l]) => ({ value: Number(v), label: l }));

/** The applications' state filter (send_resume, manage_job). */
export const ApplyStatusFilter = (props: ListFilterProps) => (
  <ListFilter placeholder={RP.col.allStatus} width={140} options={APPLY_STATUS_OPTIONS} {...props} />
);
