import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/light/Button.tsx';
import { WarningIcon } from '../../components/light/icons/Warning.ts';
import { L } from '../../locale/labels.ts';

/**
 * Last resort for a page that failed to load or render (e.g. a chunk gone after a new deployment).
 * Plain markup on purpose: it is part of the first page's code.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div style={{ padding: '96px 16px', textAlign: 'center' }}>
      <WarningIcon style={{ fontSize: 48, color: '#faad14' }} />
      <h2 style={{ margin: '12px 0 8px', fontSize: 22 }}>{notFound ? L.common.notFoundTitle : L.common.errorTitle}</h2>
      <p style={{ margin: '0 0 20px', color: 'var(--xcb-muted)' }}>{notFound ? L.common.notFoundText : L.common.errorText}</p>
      <div style={{ display: 'inline-flex', gap: 12 }}>
        <Button type="primary" onClick={() => window.location.reload()}>
          {L.common.reload}
        </Button>
        <Button onClick={() => window.location.assign('/')}>{L.common.backHome}</Button>
      </div>
    </div>
  );
}
