import { Result } from 'antd';
import { paths } from '../../../lib/paths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { L } from '../../../locale/labels.ts';

export function NotFoundPage() {
  return (
    <div style={{ padding: '48px 16px' }}>
      <Result
        status="404"
        title="404"
        subTitle={L.common.notFoundText}
        extra={
          <LinkButton type="primary" to={paths.home()}>
            {L.common.backHome}
          </LinkButton>
        }
      />
    </div>
  );
}
