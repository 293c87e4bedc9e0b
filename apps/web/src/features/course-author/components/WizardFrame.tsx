import type { ReactNode } from 'react';
import { Card, Steps } from 'antd';

const STEPS = ['选择课程类型', '填写课程信息', '上传封面并发布', '发布成功'];

/** The publish wizard's frame: the four steps and the current one's content. */
export function WizardFrame({ current, title, children }: { current: number; title: string; children: ReactNode }) {
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={title}>
        <Steps current={current} items={STEPS.map((t) => ({ title: t }))} style={{ marginBottom: 32 }} />
        {children}
      </Card>
    </div>
  );
}
