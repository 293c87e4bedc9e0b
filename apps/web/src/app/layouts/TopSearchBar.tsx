import { Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { callAction } from '../../api/client.ts';
import { useAuth } from '../../lib/auth.ts';
import { showError } from '../../api/feedback.ts';
import type { AuthGuide } from '../../components/AuthGuideDialog.tsx';
import { Button } from '../../components/light/Button.tsx';
import { Input } from '../../components/light/Input.tsx';
import { Select } from '../../components/light/Select.tsx';
import { SearchIcon } from '../../components/light/icons/Search.ts';
import { lazyWithAntd } from '../../components/antd/antd-lazy.ts';
import { paths } from '../../lib/paths.ts';
import { TOP_SEARCH } from '../../locale/top-search.ts';
import styles from './TopSearchBar.module.css';

// spec §2 Top search bar: a category dropdown, a keyword box searched on Enter or the search icon (the
// category's own list), and a publish button labelled by category, throttled to one click a second,
// behind the publish permission checks of §5 (1,4,2 demand; 3,5,2 job; 4,6,2 agency demand).
// Light (no antd): it is shown on / and /training at first paint (170 KB budget); the authentication guide is an
// antd dialog, loaded with antd's scope when a check calls for it.

const AuthGuideDialog = lazyWithAntd(() => import('../../components/AuthGuideDialog.tsx').then((m) => m.AuthGuideDialog));

type Category = 'employment' | 'training' | 'recruitment' | 'personnel';
const CATEGORIES: {
  value: Category;
  label: string;
  publish: string;
  search: (k: string) => string;
  publishTo: string;
  check: 1 | 3 | 4 | null;
}[] = [
  {
    value: 'employment',
    ...TOP_SEARCH.categories.employment,
    search: (k) => `/employment${k ? `?keyword=${encodeURIComponent(k)}` : ''}`,
    publishTo: '/employment/free_need',
    check: 1,
  },
  {
    value: 'training',
    ...TOP_SEARCH.categories.training,
    search: (k) => `/list${k ? `?q=${encodeURIComponent(k)}` : ''}`,
    publishTo: '/step1',
    check: null,
  },
  {
    value: 'recruitment',
    ...TOP_SEARCH.categories.recruitment,
    search: (k) => `/recruitment${k ? `?keyword=${encodeURIComponent(k)}` : ''}`,
    publishTo: '/recruitment/add_job',
    check: 3,
  },
  {
    value: 'personnel',
    ...TOP_SEARCH.categories.personnel,
    search: (k) => `/personnel${k ? `?keyword=${encodeURIComponent(k)}` : ''}`,
    publishTo: '/release_demand',
    check: 4,
  },
];
type CategoryDef = (typeof CATEGORIES)[number];
const BY_VALUE = Object.fromEntries(CATEGORIES.map((x) => [x.value, x])) as Record<Category, CategoryDef>;
/** spec §9: publish button throttle 1000 ms */
const THROTTLE_MS = 1000;

export function TopSearchBar({ initial = 'employment' }: { initial?: Category }) {
  const [category, setCategory] = useState<Category>(initial);
  const [keyword, setKeyword] = useState('');
  const [guide, setGuide] = useState<AuthGuide | null>(null);
  const last = useRef(0);
  const navigate = useNavigate();
  const { user } = useAuth();
  const c = BY_VALUE[category];
  const search = () => void navigate(c.search(keyword.trim()));
  const publish = async () => {
    const now = Date.now();
    if (now - last.current < THROTTLE_MS) return;
    last.current = now;
    if (!user) {
      void navigate(paths.login(c.publishTo));
      return;
    }
    if (c.check !== null) {
      try {
        const { publishCheck } = await import('@xcb/shared/actions/certification');
        const r = await callAction(publishCheck, { type: c.check });
        if (!r.ok) {
          // no certification, or one under review: the authentication guide (spec §2, §8)
          const { guideForCheck, warnWithWayOut } = await import('../../components/AuthGuideDialog.tsx');
          const g = guideForCheck(r);
          if (g) return setGuide(g);
          return warnWithWayOut(r, (to) => void navigate(to));
        }
      } catch (e) {
        showError(e);
        return;
      }
    }
    void navigate(c.publishTo);
  };
  return (
    <div className={styles.bar} data-testid="top-search-bar">
      <div className={styles.compact}>
        <Select
          className={styles.category}
          value={category}
          onChange={setCategory}
          options={CATEGORIES.map((x) => ({ value: x.value, label: x.label }))}
          aria-label={TOP_SEARCH.category}
        />
        <Input
          wrapperClassName={styles.keyword}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={search}
          placeholder={TOP_SEARCH.placeholder}
          aria-label={TOP_SEARCH.keyword}
          suffix={
            <button type="button" className={styles.searchIcon} onClick={search} aria-label={TOP_SEARCH.search}>
              <SearchIcon />
            </button>
          }
        />
      </div>
      <Button className={styles.publish} type="primary" onClick={() => void publish()}>
        {c.publish}
      </Button>
      {guide && (
        <Suspense fallback={null}>
          <AuthGuideDialog guide={guide} onClose={() => setGuide(null)} />
        </Suspense>
      )}
    </div>
  );
}
