import { Link } from 'react-router';
import { MATCH_MSG, type MatchedDemand, type MatchedPosition } from '@xcb/shared/actions/matching';
import { errorText } from '../../api/client.ts';
import { useMatch } from '../../api/matching.ts';
import { useDictMap } from '../../api/platform.ts';
import { EmptyState } from '../EmptyState.tsx';
import { Card } from '../light/Card.tsx';
import { Spin } from '../light/Spin.tsx';
import styles from './HomeForYou.module.css';
import { ML } from './labels.ts';
import { demandItem, positionItem, type MatchItem } from './items.ts';
import { matchLinks } from './links.ts';

const TOP = 5;

/**
 * 为你推荐 on the home page for a logged-in user: the five best-matching positions and demands, each with
 * its 匹配度 and reasons, and the way to the whole list. Plain markup (no antd): it shows on the home page,
 * loaded after the first screen and only for a logged-in user.
 */
export function HomeForYou() {
  const input = { pageNum: 0, pageSize: TOP, sort: 'match' as const };
  const positions = useMatch('recommendPositions', input);
  const demands = useMatch('recommendDemands', input);
  const salary = useDictMap('xzfw');
  return (
    <div className={styles.grid} data-testid="home-for-you">
      <Column
        title={ML.homePositions}
        more="/recruitment?tab=for_you"
        q={positions}
        items={(list) => (list as MatchedPosition[]).map((p) => positionItem(p, salary))}
        empty={{ text: ML.noPositions, next: { label: ML.completeResume, to: matchLinks.editResume() } }}
      />
      <Column
        title={ML.homeDemands}
        more="/employment?tab=for_you"
        q={demands}
        items={(list) => (list as MatchedDemand[]).map(demandItem)}
        empty={{ text: ML.noDemands, next: { label: ML.completeProfile, to: matchLinks.profile() } }}
      />
    </div>
  );
}

type Reply = ReturnType<typeof useMatch<'recommendPositions'>> | ReturnType<typeof useMatch<'recommendDemands'>>;

function Column({
  title,
  more,
  q,
  items,
  empty,
}: {
  title: string;
  more: string;
  q: Reply;
  items: (list: unknown[]) => MatchItem[];
  empty: { text: string; next: { label: string; to: string } };
}) {
  const data = q.data?.data;
  const rows = data ? items(data.recordList) : [];
  let body;
  if (q.isLoading) body = <Spin />;
  else if (q.error) body = <EmptyState compact text={errorText(q.error)} />;
  else if (data?.noSkills) body = <EmptyState compact text={MATCH_MSG.noSkills} action={empty.next} />;
  else if (rows.length === 0) body = <EmptyState compact text={empty.text} description={ML.noMatchHint} action={empty.next} />;
  else
    body = rows.map((r) => (
      <Link key={r.id} to={r.to} className={styles.row} data-testid="home-for-you-item">
        <div className={styles.main}>
          <div className={styles.title}>{r.title}</div>
          <div className={styles.meta}>{[r.money, r.city, r.company].filter(Boolean).join(' · ')}</div>
          {r.reasons.length > 0 && <div className={styles.meta}>{ML.reasons(r.reasons)}</div>}
        </div>
        <span className={styles.score}>
          {ML.score} {Math.round(r.score)}%
        </span>
      </Link>
    ));
  return (
    <Card
      title={title}
      extra={
        <Link to={more} className={styles.more}>
          {ML.more}
        </Link>
      }
    >
      {body}
    </Card>
  );
}
