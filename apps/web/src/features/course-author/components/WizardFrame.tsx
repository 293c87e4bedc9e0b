import type { ReactNode } from 'react';
import { Button, Card, Space, Steps } from 'antd';
import { AUTHOR_L } from '../../../locale/course-author.ts';

const T = AUTHOR_L.wizard;

/** The publish wizard's frame: the four steps and the current one's content; an existing course is being edited. */
export function WizardFrame({
  current,
  editing = false,
  children,
}: {
  current: number;
  editing?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={editing ? AUTHOR_L.edit : AUTHOR_L.publish}>
        <Steps current={current} items={T.steps.map((t) => ({ title: t }))} style={{ marginBottom: 32 }} />
        {children}
      </Card>
    </div>
  );
}

/** The wizard's buttons under a step: back (a page or a link) and on. */
export function WizardButtons({
  back,
  backLabel = T.prev,
  next,
  nextLabel = T.next,
  loading,
  marginTop,
}: {
  back: () => void;
  backLabel?: string;
  next: () => void;
  nextLabel?: string;
  loading?: boolean;
  marginTop: number;
}) {
  return (
    <Space style={{ width: '100%', justifyContent: 'center', marginTop }}>
      <Button onClick={back}>{backLabel}</Button>
      <Button type="primary" loading={loading} onClick={next}>
        {nextLabel}
      </Button>
    </Space>
  );
}
