import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Input, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { callAction, errorText } from '../../api/client.ts';
import { useAuth } from '../../lib/auth.ts';
import { AuthGuideDialog, guideForCheck, type AuthGuide } from '../../components/AuthGuideDialog.tsx';
import { paths } from '../paths.ts';

// spec §2 Top search bar: a category dropdown, a keyword box searched on Enter or the search icon (the
// category's own list), and a publish button labelled by category, throttled to one click a second,
// behind the publish permission checks of §5 (1,4,2 demand; 3,5,2 job; 4,6,2 agency demand).

type Category = 'employment' | 'training' | 'recruitment' | 'personnel';
const CATEGORIES: { value: Category; label: string; publish: string; search: (k: string) => string; publishTo: string; check: 1 | 3 | 4 | null }[] = [
  { value: 'employment', label: '短期用工', publish: '发布需求', search: (k) => `/employment${k ? `?keyword=${encodeURIComponent(k)}` : ''}`, publishTo: '/employment/free_need', check: 1 },
  { value: 'training', label: '共享培训', publish: '发布课程', search: (k) => `/list${k ? `?q=${encodeURIComponent(k)}` : ''}`, publishTo: '/step1', check: null },
  { value: 'recruitment', label: '求职招聘', publish: '发布职位', search: (k) => `/recruitment${k ? `?keyword=${encodeURIComponent(k)}` : ''}`, publishTo: '/recruitment/add_job', check: 3 },
  { value: 'personnel', label: '人事代理', publish: '代理需求', search: (k) => `/personnel${k ? `?keyword=${encodeURIComponent(k)}` : ''}`, publishTo: '/release_demand', check: 4 },
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
  const { message } = App.useApp();
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
          const g = guideForCheck(r);
          if (g) return setGuide(g);
          void message.warning(r.msg, 4);
          if (r.redirect) void navigate(r.redirect);
          return;
        }
      } catch (e) {
        void message.error(errorText(e));
        return;
      }
    }
    void navigate(c.publishTo);
  };
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '12px 0' }} data-testid="top-search-bar">
      <Space.Compact style={{ width: 'min(640px, 100%)' }}>
        <Select value={category} onChange={setCategory} style={{ width: 120 }} options={CATEGORIES.map((x) => ({ value: x.value, label: x.label }))} aria-label="搜索分类" />
        <Input
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={search}
          placeholder="请输入关键词"
          aria-label="搜索关键词"
          suffix={<SearchOutlined onClick={search} style={{ cursor: 'pointer' }} aria-label="搜索" />}
        />
      </Space.Compact>
      <Button type="primary" style={{ marginLeft: 12 }} onClick={() => void publish()}>
        {c.publish}
      </Button>
      <AuthGuideDialog guide={guide} onClose={() => setGuide(null)} />
    </div>
  );
}
