import type { Key } from 'react';
import { Table, type PaginationProps, type TableProps } from 'antd';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';
import { R } from '../labels.ts';

/** The area's tables and lists say so when they are empty. */
export const empty = { emptyText: <EmptyState text={R.noData} compact /> };

/** The area's paged lists: 10 a page, the pager only past one page. */
const LIST_PAGE = 10;
export const useListPaging = () => usePaging(LIST_PAGE, SITE_PAGER);

export type PagedTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'pagination' | 'rowKey' | 'locale'> & {
  /** One page of a paged reply (recordList, recordCount), undefined while the first one loads. */
  list: { recordList: T[]; recordCount: number } | undefined;
  /** useListPaging's pager for the list's total. */
  pagination: (total: number | undefined) => PaginationProps;
};

/** A table of one page of the area's list replies, its rows keyed by id, with the area's empty state. */
export function PagedTable<T extends { id: Key }>({ list, pagination, ...table }: PagedTableProps<T>) {
  return <Table<T> rowKey="id" locale={empty} dataSource={list?.recordList ?? []} pagination={pagination(list?.recordCount)} {...table} />;
}
