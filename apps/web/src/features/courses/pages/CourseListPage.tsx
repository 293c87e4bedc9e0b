import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pagination } from '../../../components/light/Pagination.tsx';
import { SearchInput } from '../../../components/light/Input.tsx';
import { Skeleton } from '../../../components/light/Skeleton.tsx';
import { CheckableTag } from '../../../components/light/Tag.tsx';
import { useCourses, useTypeGroups } from '../api.ts';
import { CourseTile } from '../components/CourseBits.tsx';
import { COURSE_LIGHT } from '../../../locale/courses-light.ts';
import column from './column.module.css';
import styles from './CourseListPage.module.css';

const T = COURSE_LIGHT.list;

// Light (no antd): the course list is part of /training's first load (the first-load budget), and of /list.

const PAGE_SIZE = 8;

/** The type filters from dictionary_lxjhList: a row of parent types, then the children of the chosen one. */
function TypeFilter({ value, onChange }: { value: number | undefined; onChange: (v: number | undefined) => void }) {
  const { data: groups = [] } = useTypeGroups();
  const parent = groups.find((g) => g.id === value || g.dictionaryDetailList.some((d) => d.id === value));
  return (
    <div className={styles.filter} data-testid="type-filter">
      <div className={styles.filterRow}>
        <span className={styles.muted}>{T.type}</span>
        <CheckableTag checked={!value} onChange={() => onChange(undefined)}>
          {T.all}
        </CheckableTag>
        {groups.map((g) => (
          <CheckableTag key={g.id} checked={parent?.id === g.id} onChange={() => onChange(g.id)}>
            {g.name}
          </CheckableTag>
        ))}
      </div>
      {parent && (
        <div style={{ marginTop: 8 }}>
          <div className={styles.filterRow}>
            <span className={styles.muted}>{T.subtype}</span>
            <CheckableTag checked={value === parent.id} onChange={() => onChange(parent.id)}>
              {T.any}
            </CheckableTag>
            {parent.dictionaryDetailList.map((d) => (
              <CheckableTag key={d.id} checked={value === d.id} onChange={() => onChange(d.id)}>
                {d.name}
              </CheckableTag>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/** The approved courses with type filters, keyword search and paging (/list, and the /training section). */
export function CourseBrowser({ title = T.browserTitle, withSearch = true }: { title?: string; withSearch?: boolean }) {
  const [params, setParams] = useSearchParams();
  const articleType = Number(params.get('type')) || undefined;
  const keyword = params.get('q') ?? '';
  const pageNum = Math.max(0, Number(params.get('page') ?? 1) - 1);
  const { data, isLoading } = useCourses({ pageNum, pageSize: PAGE_SIZE, articleType, keyword: keyword || undefined });
  const update = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p, { replace: true });
  };
  const search = (v: string) => update({ q: v.trim() || undefined, page: undefined });
  return (
    <section className={`xcb-container ${column.page}`}>
      <div className={styles.head}>
        <h3 className={styles.title}>{title}</h3>
        {withSearch && (
          <SearchInput value={keyword} onSearch={search} aria-label={T.search} placeholder={T.searchPlaceholder} maxLength={30} />
        )}
      </div>
      <TypeFilter value={articleType} onChange={(v) => update({ type: v ? String(v) : undefined, page: undefined })} />
      {isLoading ? (
        <Skeleton />
      ) : !data || data.recordList.length === 0 ? (
        articleType || keyword ? (
          <EmptyState
            text={T.noMatch}
            description={T.noMatchHint}
            action={{
              label: T.showAll,
              onClick: () => update({ type: undefined, q: undefined, page: undefined }),
            }}
          />
        ) : (
          <EmptyState text={T.none} description={T.noneHint} action={{ label: T.publish, to: '/release_curriculum' }} />
        )
      ) : (
        <>
          <div className="xcb-card-grid">
            {data.recordList.map((c, i) => (
              <CourseTile key={c.id} course={c} priority={i === 0} />
            ))}
          </div>
          <Pagination current={pageNum + 1} pageSize={PAGE_SIZE} total={data.recordCount} onChange={(p) => update({ page: String(p) })} />
        </>
      )}
    </section>
  );
}

export function CourseListPage() {
  return <CourseBrowser title={T.title} />;
}
