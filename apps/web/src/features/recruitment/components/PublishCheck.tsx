import { Link } from 'react-router';
import { Alert } from 'antd';
import { useRecruit } from '../api.ts';
import { RP } from '../../../locale/recruitment-pages.ts';

/** spec (3,5,2): the check's reply text is shown as a warning, with the way to fix it. */
export function PublishCheck() {
  const { data } = useRecruit('publishCheck', {}, { fresh: true });
  if (!data || data.ok) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={data.msg}
      action={data.redirect ? <Link to={data.redirect}>{RP.complete}</Link> : undefined}
      data-testid="publish-check"
    />
  );
}
