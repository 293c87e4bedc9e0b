import { Link, useLocation } from 'react-router';
import { Card, List, Space, Skeleton, Typography } from 'antd';
import type { MatchTarget } from '@xcb/shared/actions/matching';
import { errorText } from '../../api/client.ts';
import { useMatch } from '../../api/matching.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../lib/auth.ts';
import { EmptyState } from '../EmptyState.tsx';
import { ML } from './labels.ts';
import { matchLinks } from './links.ts';
import { MatchReasons, MatchScoreTag, SkillTags } from './MatchBits.tsx';

/**
 * 提升匹配度 on a position's or a demand's page (match_gap): the viewer's 匹配度 and its reasons (for an HR
 * demand, his firm's), the skills asked for that he has and lacks, and the published courses that teach
 * the lacking ones, each a link to its page.
 */
export function SkillGapCard({ target, id }: { target: MatchTarget; id: number }) {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  return (
    <Card title={ML.gapTitle} style={{ marginTop: 16 }} data-testid="skill-gap">
      {isLoggedIn ? (
        <Gap target={target} id={id} />
      ) : (
        <EmptyState
          compact
          text={ML.gapLogin(target)}
          action={{ label: ML.login, to: paths.login(`${location.pathname}${location.search}`) }}
        />
      )}
    </Card>
  );
}

function Gap({ target, id }: { target: MatchTarget; id: number }) {
  const { data, isLoading, error } = useMatch('skillGap', { target, id });
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (error || !data) return <EmptyState compact text={errorText(error)} />;
  const g = data.data;
  const asked = g.matched.length + g.missing.length;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space size={[8, 4]} wrap>
        <MatchScoreTag score={g.score} />
        <MatchReasons reasons={g.reasons} />
      </Space>
      {asked === 0 ? (
        <Typography.Text type="secondary">{ML.gapNoSkills(target)}</Typography.Text>
      ) : (
        <>
          {g.matched.length > 0 && (
            <Space size={[8, 4]} wrap>
              <Typography.Text>{ML.matched}</Typography.Text>
              <SkillTags names={g.matched} kind="matched" />
            </Space>
          )}
          {g.missing.length > 0 ? (
            <Space size={[8, 4]} wrap>
              <Typography.Text>{ML.missing}</Typography.Text>
              <SkillTags names={g.missing} kind="missing" />
            </Space>
          ) : (
            <Typography.Text type="success">{ML.gapAllSkills(target)}</Typography.Text>
          )}
        </>
      )}
      {g.missing.length > 0 &&
        (g.courses.length === 0 ? (
          <Typography.Text type="secondary">{ML.gapNoCourses}</Typography.Text>
        ) : (
          <List
            size="small"
            header={<Typography.Text strong>{ML.gapCourses}</Typography.Text>}
            dataSource={g.courses}
            renderItem={(c) => (
              <List.Item extra={<Typography.Text type="danger">{c.price === '0' ? ML.free : ML.coins(c.price)}</Typography.Text>}>
                <List.Item.Meta title={<Link to={matchLinks.course(c.id)}>{c.title}</Link>} description={ML.teaches(c.teaches)} />
              </List.Item>
            )}
          />
        ))}
    </Space>
  );
}
