import { Link } from 'react-router';
import { Avatar, Card, List, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { errorText } from '../../api/client.ts';
import { useMatch } from '../../api/matching.ts';
import { EmptyState } from '../EmptyState.tsx';
import { usePaging } from '../usePaging.ts';
import { ML } from './labels.ts';
import { matchLinks } from './links.ts';
import { MatchReasons, MatchScoreTag } from './MatchBits.tsx';

const PAGE = 5;

/**
 * 推荐服务商 for the viewer's own HR demand (match_firms): approved firms scored on their services, work
 * of the same kind, city, past quotes against the budget and membership, each with its reasons and a link
 * to its page. `edit` is where the demander sharpens the services asked for when none matches.
 */
export function FirmsPanel({ needId, edit }: { needId: number; edit?: { label: string; to: string } }) {
  const { page, pagination } = usePaging(PAGE, { size: 'small' });
  const firms = useMatch('recommendFirms', { id: needId, ...page }, { enabled: needId > 0 });
  let body;
  if (firms.isLoading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (firms.error || !firms.data) body = <Result status="warning" title={errorText(firms.error)} />;
  else {
    const total = firms.data.data.recordCount;
    body = (
      <List
        dataSource={firms.data.data.recordList}
        locale={{ emptyText: <EmptyState compact text={ML.noFirms} description={ML.noFirmsHint} action={edit} /> }}
        pagination={total > PAGE ? pagination(total) : false}
        renderItem={(f) => (
          <List.Item data-testid="firm-item">
            <div style={{ display: 'flex', gap: 12, width: '100%', alignItems: 'flex-start' }}>
              <Avatar src={f.logo ?? undefined} size={40} style={{ flex: 'none' }}>
                {f.name.slice(0, 1)}
              </Avatar>
              <Space orientation="vertical" size={4} style={{ minWidth: 0, flex: 1 }}>
                <Space size={[8, 4]} wrap>
                  <Link to={matchLinks.firm(f.userId)} style={{ fontWeight: 600 }}>
                    {f.name}
                  </Link>
                  {f.member && <Tag color="gold">{ML.member}</Tag>}
                </Space>
                <Typography.Text type="secondary">
                  {[f.city, f.completedCount > 0 ? ML.completed(f.completedCount) : ''].filter(Boolean).join(' · ')}
                </Typography.Text>
                <MatchReasons reasons={f.reasons} />
              </Space>
              <MatchScoreTag score={f.score} />
            </div>
          </List.Item>
        )}
      />
    );
  }
  return (
    <Card title={ML.firms} style={{ marginTop: 16 }} data-testid="firms">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {ML.firmsHint}
      </Typography.Paragraph>
      {body}
    </Card>
  );
}
