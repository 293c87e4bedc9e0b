import type { CSSProperties, ReactNode } from 'react';
import { List, Result, Skeleton, type PaginationProps } from 'antd';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from './Pager.tsx';

/**
 * A page of one of the community's lists (follows, masters, questions, answers, work): the skeleton, the
 * empty state, or what `children` puts above the rows, the rows and the pager (`pagination` is usePaging's).
 */
export function PagedList<T>({
  query,
  empty,
  pagination,
  renderItem,
  pagerStyle,
  children,
}: {
  query: { data?: { recordList: T[]; recordCount: number }; isLoading: boolean };
  empty: string;
  pagination: (total: number | undefined) => PaginationProps;
  renderItem: (item: T) => ReactNode;
  pagerStyle?: CSSProperties;
  children?: ReactNode;
}) {
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

/** A page of one record (a question, an article, a person) until it has it: the skeleton, then the 404 with the refusal. */
export const recordGate = (q: { isLoading: boolean; error: unknown }, notFound: string) =>
  q.isLoading ? <Skeleton active className="xcb-container" /> : <Result status="404" title={q.error ? errorText(q.error) : notFound} />;
