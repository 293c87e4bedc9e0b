import { Spin } from 'antd';
import { L } from '../locale/labels.ts';

/** Shown while a page's code or data loads. */
export function PageLoading({ minHeight = 320 }: { minHeight?: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight, width: '100%' }}>
      <Spin size="large" description={L.common.loading} />
    </div>
  );
}
