import { Card, Typography } from 'antd';
import { SHARE_L } from '../../../locale/sharing.ts';

/** xcbjy_xy: the sharing trade agreement shown before ordering. design: the spec names the page only. */
export function XcbjyXyPage() {
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      <Card title={SHARE_L.agreement.title}>
        <Typography>
          {SHARE_L.agreement.clauses.map((c) => (
            <Typography.Paragraph key={c}>{c}</Typography.Paragraph>
          ))}
        </Typography>
      </Card>
    </div>
  );
}
