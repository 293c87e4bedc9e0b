import { useState } from 'react';
import { Alert, Card } from 'antd';
import { BankOutlined, IdcardOutlined, TeamOutlined } from '@ant-design/icons';
import { L } from '../../../../locale/labels.ts';
import styles from './profile.module.css';

type Kind = 'personal' | 'company' | 'agency';

const ICONS: Record<Kind, React.ReactNode> = {
  personal: <IdcardOutlined />,
  company: <BankOutlined />,
  agency: <TeamOutlined />,
};

/**
 * spec: new users (auth 0) see an authentication guide offering personal, company and HR-agency
 * certification; publishing demands or bidding needs one. The guide explains each choice; it stores
 * nothing.
 */
export function AuthGuide() {
  const [kind, setKind] = useState<Kind>('personal');
  const chosen = L.guide.kinds[kind];
  return (
    <Card title={L.guide.title}>
      <Alert type="info" showIcon message={L.guide.intro} style={{ marginBottom: 16 }} />
      <div className={styles.guideGrid} role="radiogroup" aria-label={L.guide.title}>
        {(Object.keys(L.guide.kinds) as Kind[]).map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={k === kind}
            className={`${styles.guideOption} ${k === kind ? styles.guideSelected : ''}`}
            onClick={() => setKind(k)}
          >
            <span className={styles.guideIcon}>{ICONS[k]}</span>
            <h4>{L.guide.kinds[k].name}</h4>
            <p>{L.guide.kinds[k].who}</p>
          </button>
        ))}
      </div>
      <div className={styles.guideDetail}>
        <strong>{chosen.name}</strong>
        <div>{L.guide.unlocks}</div>
        <ul>
          {chosen.unlocks.map((u) => (
            <li key={u}>{u}</li>
          ))}
        </ul>
        <div>{L.guide.prepare}</div>
        <ul>
          {chosen.prepare.map((u) => (
            <li key={u}>{u}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
