import type { ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { errorText } from '../../../api/client.ts';

/** What a page of one record shows until it has it: the skeleton while loading, then the 404 with the refusal. */
export const gate = (q: { isLoading: boolean; error?: unknown }, notFound: string, extra?: ReactNode) =>
  q.isLoading ? (
    <Skeleton active className="xcb-container" />
  ) : (
    <Result status="404" title={q.error ? errorText(q.error) : notFound} extra={extra} />
  );
