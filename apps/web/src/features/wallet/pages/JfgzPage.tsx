import { useNavigate } from 'react-router';
import { Button, Card, List, Skeleton, Tag } from 'antd';
import { WL } from '../../../locale/wallet-labels.ts';
import { usePointRules } from '../api.ts';

/** spec: rule text comes from the dictionary integralRule in the form label=term,months. */
function parseRule(value: string): { label: string; term: string; months: string } {
  const eq = value.indexOf('=');
  const label = eq >= 0 ? value.slice(0, eq) : value;
  const rest = eq >= 0 ? value.slice(eq + 1) : '';
  const comma = rest.lastIndexOf(',');
  return comma >= 0 ? { label, term: rest.slice(0, comma), months: rest.slice(comma + 1) } : { label, term: rest, months: '' };
}

/** /jfgz: the points rules, with a back button to /score_list. */
export function JfgzPage() {
  const q = usePointRules();
  const navigate = useNavigate();
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={WL.jfgz.title} extra={<Button onClick={() => void navigate('/score_list')}>{WL.jfgz.back}</Button>}>
        {q.isPending ? (
          <Skeleton active />
        ) : (
          <List
            dataSource={(q.data ?? []).map((d) => ({ id: d.id, ...parseRule(d.value) }))}
            renderItem={(r, i) => (
              <List.Item extra={r.months ? <Tag color="blue">{WL.jfgz.months(r.months)}</Tag> : null}>
                <List.Item.Meta title={`${i + 1}. ${r.label}`} description={r.term} />
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}
