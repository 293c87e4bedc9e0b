import type { ReactNode } from 'react';
import { Card } from 'antd';

/** The white panel every back-office page sits in, with its title and the page's main buttons. */
export function PageCard({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} extra={extra} variant="borderless">
      {children}
    </Card>
  );
}
