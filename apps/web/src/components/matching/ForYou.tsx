import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Card, Pagination, Segmented, Skeleton, Space, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { MATCH_MSG, type MatchedDemand, type MatchedPosition } from '@xcb/shared/actions/matching';
import { errorText } from '../../api/client.ts';
import { useMatch } from '../../api/matching.ts';
import { useDictMap } from '../../api/platform.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../lib/auth.ts';
import { EmptyState } from '../EmptyState.tsx';
import { usePaging } from '../usePaging.ts';
import { ML } from './labels.ts';
import { demandItem, positionItem, type MatchItem } from './items.ts';
import { matchLinks } from './links.ts';
import { MatchReasons, MatchScoreTag } from './MatchBits.tsx';

// 为你推荐 for a seeker (positions, match_positions) or a worker (short-term demands, match_demands):
// one panel both areas show. Sorted by 匹配度 or by date; each item says why it matches. A visitor is
// asked to log in, a user whose resume and profile name no skill to fill them in.

const PAGE = 10;
type Kind = 'position' | 'demand';

function Row({ item: { title, to, money, city, company, score, reasons } }: { item: MatchItem }) {
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="match-item">
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Space size={[12, 4]} wrap>
            <Link to={to}>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {title}
              </Typography.Text>
            </Link>
            {money && (
              <Typography.Text type="danger" strong>
                {money}
              </Typography.Text>
            )}
          </Space>
          <div style={{ margin: '4px 0', color: '#666', overflowWrap: 'anywhere' }}>
            {city && (
              <>
                <EnvironmentOutlined /> {city}
              </>
            )}
            {company && <> · {company}</>}
          </div>
          <MatchReasons reasons={reasons} />
        </div>
        <MatchScoreTag score={score} />
      </div>
    </Card>
  );
}

/** The panel: a visitor's next step, the skills prompt, or the scored list with its sort and paging. */
export function ForYou({ kind }: { kind: Kind }) {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (!isLoggedIn)
    return (
      <EmptyState
        text={ML.loginFirst}
        description={ML.loginFirstHint}
        action={{ label: ML.login, to: paths.login(`${location.pathname}${location.search}`) }}
      />
    );
  return <ForYouList kind={kind} />;
}

function ForYouList({ kind }: { kind: Kind }) {
  const [sort, setSort] = useState<'match' | 'new'>('match');
  const { page, pagination, toFirst } = usePaging(PAGE, { showSizeChanger: false });
  const input = { ...page, sort };
  const positions = useMatch('recommendPositions', input, { enabled: kind === 'position' });
  const demands = useMatch('recommendDemands', input, { enabled: kind === 'demand' });
  const q = kind === 'position' ? positions : demands;
  const salary = useDictMap('xzfw');
  const next =
    kind === 'position'
      ? { label: ML.completeResume, to: matchLinks.editResume() }
      : { label: ML.completeProfile, to: matchLinks.profile() };
  if (q.isLoading) return <Skeleton active />;
  if (q.error) return <EmptyState text={errorText(q.error)} />;
  const data = q.data?.data;
  if (data?.noSkills) return <EmptyState text={MATCH_MSG.noSkills} action={next} />;
  const total = data?.recordCount ?? 0;
  return (
    <div data-testid="for-you">
      <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Text type="secondary">{ML.total(total)}</Typography.Text>
        <Segmented<'match' | 'new'>
          aria-label={ML.sort}
          value={sort}
          onChange={(v) => {
            setSort(v);
            toFirst();
          }}
          options={[
            { value: 'match', label: ML.sortMatch },
            { value: 'new', label: ML.sortNew },
          ]}
        />
      </Space>
      {total === 0 ? (
        <EmptyState text={kind === 'position' ? ML.noPositions : ML.noDemands} description={ML.noMatchHint} action={next} />
      ) : (
        (kind === 'position'
          ? (data?.recordList as MatchedPosition[]).map((p) => positionItem(p, salary))
          : (data?.recordList as MatchedDemand[]).map(demandItem)
        ).map((item) => <Row key={item.id} item={item} />)
      )}
      {total > PAGE && <Pagination style={{ marginTop: 12, textAlign: 'right' }} {...pagination(total)} />}
    </div>
  );
}
