import { L } from '../locale/labels.ts';
import { Spin } from './light/Spin.tsx';

/** Shown while a page's code or data loads; light (no antd): it is the shell's route fallback. */
export function PageLoading({ minHeight = 320 }: { minHeight?: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight, width: '100%' }}>
      <Spin size="large" description={L.common.loading} />
    </div>
  );
}
