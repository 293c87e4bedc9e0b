import { Link } from 'react-router';
import { Rate, Table, Tag, type TableProps } from 'antd';
import type { ColumnType, ColumnsType } from 'antd/es/table';
import { DELIVER_STATUS } from '@xcb/shared/actions/personnel';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';
import { PL } from '../../../locale/personnel.ts';
import { personnelPaths } from '../paths.ts';
import { fmtTime } from './NeedBits.tsx';

// The pieces of the area's lists: a paged table over one list query, and the columns several tables show.

type Page = { pageNum: number; pageSize: number };
type ListQuery<T> = { data?: { recordList: T[]; recordCount: number } | undefined; isLoading: boolean };

/** One page of a list query (`useList`, one of api.ts's list hooks) in a table with the site's pager. */
export function PagedTable<T extends object>({
  useList,
  empty,
  columns,
  ...table
}: {
  useList: (page: Page) => ListQuery<T>;
  empty: string;
  /** the columns, given the builders for this list's rows */
  columns: (col: ColumnKit<T>) => ColumnsType<T>;
} & Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'locale' | 'columns'>) {
  const { page, pagination } = usePaging(10, SITE_PAGER);
  const { data, isLoading } = useList(page);
  return (
    <Table<T>
      loading={isLoading}
      dataSource={data?.recordList ?? []}
      locale={{ emptyText: <EmptyState text={empty} /> }}
      pagination={pagination(data?.recordCount ?? 0)}
      columns={columns(columnKit<T>())}
      {...table}
    />
  );
}

/** A firm's stars, or that it has none yet. */
export function Stars({ value, small = false }: { value: number | null; small?: boolean }) {
  if (value === null) return PL.noStars;
  return <Rate disabled allowHalf value={value} style={small ? { fontSize: 12 } : undefined} />;
}

/** The columns several of the area's tables show, for rows of type T (each reads its row through a function). */
export const columnKit = <T extends object>() => ({
  /** when something happened */
  time: (title: string, at: (r: T) => string | null): ColumnType<T> => ({ title, render: (_, r) => fmtTime(at(r)) }),
  /** the demand's title, linking to its page */
  need: (need: (r: T) => { kind: string; id: number; title: string }): ColumnType<T> => ({
    title: PL.col.need,
    render: (_, r) => {
      const n = need(r);
      return <Link to={personnelPaths.need(n.kind, n.id)}>{n.title}</Link>;
    },
  }),
  /** the firm's name, linking to its page and comments */
  firm: (firm: (r: T) => { userId: number; firmname: string }): ColumnType<T> => ({
    title: PL.col.firm,
    render: (_, r) => <Link to={personnelPaths.comments(firm(r).userId)}>{firm(r).firmname}</Link>,
  }),
  stars: (stars: (r: T) => number | null): ColumnType<T> => ({ title: PL.col.stars, render: (_, r) => <Stars value={stars(r)} small /> }),
  /** an application's state; a chosen one is green */
  deliverStatus: (d: (r: T) => { status: number; statusName: string }): ColumnType<T> => ({
    title: PL.col.status,
    render: (_, r) => <Tag color={d(r).status === DELIVER_STATUS.chosen ? 'green' : undefined}>{d(r).statusName}</Tag>,
  }),
});
export type ColumnKit<T extends object> = ReturnType<typeof columnKit<T>>;
