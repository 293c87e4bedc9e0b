import { Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';

/** A course page's loading state. */
export const PageSkeleton = () => <Skeleton active style={{ padding: 24 }} />;

/** A course page that cannot be shown: what went wrong (the refusal, when there is one) and the way back. */
export function PageFailure({
  status,
  title,
  error,
  back,
}: {
  status: '403' | '404';
  title: string;
  error?: unknown;
  back: { to: string; label: string };
}) {
  return (
    <Result status={status} title={title} subTitle={error ? errorText(error) : undefined} extra={<Link to={back.to}>{back.label}</Link>} />
  );
}
