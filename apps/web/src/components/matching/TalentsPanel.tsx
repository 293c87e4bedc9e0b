import { Link } from 'react-router';
import { Alert, List, Result, Skeleton, Space, Typography } from 'antd';
import type { MatchTarget } from '@xcb/shared/actions/matching';
import { errorText } from '../../api/client.ts';
import { useMatch } from '../../api/matching.ts';
import { useDictMap } from '../../api/platform.ts';
import { formatDateTime } from '../../lib/date.ts';
import { EmptyState } from '../EmptyState.tsx';
import { usePaging } from '../usePaging.ts';
import { ML } from './labels.ts';
import { matchLinks } from './links.ts';
import { MatchReasons, MatchScoreTag, SkillTags } from './MatchBits.tsx';

const PAGE = 10;

/**
 * 推荐人才 for one of the viewer's positions, short-term demands or recruitment-agency (招聘代理) HR
 * demands (match_talents). Only people the owner
 * may see (zone, shielding, searchable resumes), scored with reasons and without contact details: the
 * resume page shows them once the person applied (or accepted an invitation), as for any resume.
 * `edit` is where the owner sharpens the skills asked for when nobody matches.
 */
export function TalentsPanel({
  target,
  id,
  title,
  edit,
}: {
  target: MatchTarget;
  id: number;
  title?: string;
  edit?: { label: string; to: string };
}) {
  const { page, pagination } = usePaging(PAGE, { size: 'small' });
  const talents = useMatch('recommendTalents', { target, id, ...page }, { enabled: id > 0 });
  const edu = useDictMap('xl');
  const exp = useDictMap('gzjy');
  if (talents.isLoading) return <Skeleton active />;
  if (talents.error || !talents.data) return <Result status="warning" title={errorText(talents.error)} />;
  const total = talents.data.data.recordCount;
  return (
    <div data-testid="talents">
      {title && (
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
      )}
      <Alert type="info" showIcon title={ML.contactRule(target)} style={{ marginBottom: 12 }} />
      <List
        dataSource={talents.data.data.recordList}
        locale={{ emptyText: <EmptyState text={ML.noTalents(target)} description={ML.noTalentsHint(target)} action={edit} /> }}
        pagination={total > PAGE ? pagination(total) : false}
        renderItem={(t) => (
          <List.Item data-testid="talent-item">
            <div style={{ display: 'flex', gap: 12, width: '100%', alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Space orientation="vertical" size={4} style={{ minWidth: 0, flex: 1 }}>
                <Space size={[12, 4]} wrap>
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    {t.name}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {[t.city, exp(t.workexperience), edu(t.education)].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Space>
                <SkillTags names={t.skills} kind="plain" />
                <MatchReasons reasons={t.reasons} />
                <Space size={12} wrap>
                  {t.resumeId !== null && <Link to={matchLinks.resume(t.resumeId)}>{ML.viewResume}</Link>}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {ML.updated(formatDateTime(t.updateTime))}
                  </Typography.Text>
                </Space>
              </Space>
              <MatchScoreTag score={t.score} />
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}
