import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, Flex, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { L } from '../../locale/labels.ts';

/**
 * Last resort for a page that failed to load or render (e.g. a chunk gone after a new deployment).
 * Plain markup on purpose: it is part of the first page's code.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '96px 16px', textAlign: 'center' }}>
      <WarningOutlined style={{ fontSize: 48, color: '#faad14' }} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {notFound ? L.common.notFoundTitle : L.common.errorTitle}
      </Typography.Title>
      <Typography.Text type="secondary">{notFound ? L.common.notFoundText : L.common.errorText}</Typography.Text>
      <Flex gap={12} style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => window.location.reload()}>
          {L.common.reload}
        </Button>
        <Button href="/">{L.common.backHome}</Button>
      </Flex>
    </Flex>
  );
}
