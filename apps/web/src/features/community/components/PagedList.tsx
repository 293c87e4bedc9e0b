import type { CSSProperties, ReactNode } from 'react';
import { List, Result, Skeleton, type PaginationProps } from 'antd';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { idParam } from '../paths.ts';
import { Pager } from './Pager.tsx';

/**
 * A page of one of the community's lists (follows, masters, questions, answers, work): the skeleton, the
 * empty state, or what `children` puts above the rows, the rows and the pager (`pagination` is usePaging's).
 */
export interface PagedListProps<T> {
  query: { data?: { recordList: T[]; recordCount: number }; isLoading: boolean };
  empty: string;
  pagination: (total: number | undefined) => PaginationProps;
  renderItem: (item: T) => ReactNode;
  pagerStyle?: CSSProperties;
  children?: ReactNode;
}

export function PagedList<T>({ query, empty, pagination, renderItem, pagerStyle, children }: PagedListProps<T>) {
  const { data, isLoading } = query;
  if (isLoading) return <Skeleton active />;
  if (!data?.recordList.length) return <EmptyState text={empty} />;
  return (
    <>
      {children}
      <List dataSource={data.recordList} renderItem={renderItem} />
      <Pager style={pagerStyle} pagination={pagination(data.recordCount)} />
    </>
  );
}

/** The record a page's ?id (or another query parameter) names: 0 when missing or not a number. */
export const useIdParam = (name = 'id') => idParam(useSearchParams()[0], name);

/**
 * A page of one record (a question, an article, a person): the skeleton while it loads, the 404 with the
 * refusal when there is none, else the page's container around what `children` draws of it.
 */
export function RecordPage<T>({
  query,
  notFound,
  children,
}: {
  query: { data?: T; isLoading: boolean; error: unknown };
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <Skeleton active className="xcb-container" />;
  if (!query.data) return <Result status="404" title={query.error ? errorText(query.error) : notFound} />;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      {children(query.data)}
    </div>
  );
}
