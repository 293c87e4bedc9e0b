import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ShareItem } from '@xcb/shared/actions/sharing';
import { SHARING_MSG } from '@xcb/shared/messages';
import { SHARE_CATEGORIES, SHARE_PAGE_SIZE, type ShareKind } from '@xcb/shared/sharing-enums';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Button } from '../../../components/light/Button.tsx';
import { Input } from '../../../components/light/Input.tsx';
import { SearchInput } from '../../../components/light/Input.tsx';
import { Pagination } from '../../../components/light/Pagination.tsx';
import { Select } from '../../../components/light/Select.tsx';
import { Skeleton } from '../../../components/light/Skeleton.tsx';
import { CheckableTag } from '../../../components/light/Tag.tsx';
import { totalText } from '../../../components/listTotal.ts';
import { SHARE_LIGHT } from '../../../locale/sharing.ts';
import { useItems } from '../itemsApi.ts';
import { ItemCard, kindLabel } from './ItemBits.tsx';
import styles from './sharing.module.css';
import { sharingPaths } from '../paths.ts';

// Light (no antd): the landing is the section's public first load, and the two lists share its parts.

const B = SHARE_LIGHT.browser;
const SORTS = B.sorts.map((label, i) => ({ value: String(i), label }));

/**
 * The price boxes behave as antd's InputNumber (min 0, precision 2) did: no sign and no letters while typing,
 * the price rounded to two decimals once the box is left; 15 characters keep it a finite number.
 */
const PRICE_DRAFT = /^\d*\.?\d*$/;
const rounded = (draft: string) => Math.round(Number(draft) * 100) / 100;
/** The filter's value of a typed price: none when empty or 0 (as before), else the number as the URL holds it. */
const priceParam = (draft: string): string | undefined => (rounded(draft) > 0 ? String(rounded(draft)) : undefined);

function PriceInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      inputMode="decimal"
      maxLength={15}
      value={value}
      onChange={(e) => {
        const v = e.target.value.trim();
        if (PRICE_DRAFT.test(v)) onChange(v);
      }}
      onBlur={() => onChange(value === '' || value === '.' ? '' : rounded(value).toFixed(2))}
      wrapperClassName={styles.priceBox}
    />
  );
}

/** The items in the grid of the landing and of the lists (antd's Row gutter 16 and Col xs 24 / sm 12 / md 8 / lg 6). */
export function ItemGrid({ items }: { items: ShareItem[] }) {
  return (
    <div className="xcb-card-grid">
      {items.map((item, i) => (
        <ItemCard key={item.id} item={item} priority={i === 0} />
      ))}
    </div>
  );
}

/** project_list / server_list: the listed items of the caller's zone, with category, keyword, price and sort filters. */
export function ItemBrowser({ kind }: { kind: ShareKind }) {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const keyword = params.get('q') ?? undefined;
  const priceMin = params.get('min') ?? undefined;
  const priceMax = params.get('max') ?? undefined;
  const px = Number(params.get('px') ?? 0) || 0;
  const pageNum = Math.max(0, Number(params.get('page') ?? 1) - 1);
  const [min, setMin] = useState(Number(priceMin) > 0 ? Number(priceMin).toFixed(2) : '');
  const [max, setMax] = useState(Number(priceMax) > 0 ? Number(priceMax).toFixed(2) : '');
  const { data, isLoading } = useItems({ kind, category, keyword, priceMin, priceMax, px, pageNum, pageSize: SHARE_PAGE_SIZE });
  const update = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    if (!('page' in next)) p.delete('page');
    setParams(p, { replace: true });
  };
  const search = (v: string) => update({ q: v.trim() || undefined });
  return (
    <section className="xcb-container" style={{ paddingBottom: 24 }}>
      <div className={styles.listHead}>
        <h3 className={styles.listTitle}>{B.title(kindLabel(kind))}</h3>
        <SearchInput
          value={keyword ?? ''}
          onSearch={search}
          aria-label={B.search(kindLabel(kind))}
          placeholder={B.searchPlaceholder}
          maxLength={30}
        />
      </div>
      <div className={styles.filters}>
        <div className={`${styles.filterRow} ${styles.chips}`}>
          <span className={styles.muted}>{B.category}</span>
          <CheckableTag checked={!category} onChange={() => update({ category: undefined })}>
            {SHARE_LIGHT.all}
          </CheckableTag>
          {SHARE_CATEGORIES[kind].map((c) => (
            <CheckableTag key={c} checked={category === c} onChange={() => update({ category: c })}>
              {c}
            </CheckableTag>
          ))}
        </div>
        <div className={`${styles.filterRow} ${styles.priceRow}`}>
          <span className={styles.group}>
            <span className={`${styles.muted} ${styles.priceLabel}`}>{B.price}</span>
            <PriceInput label={B.minLabel} placeholder={B.min} value={min} onChange={setMin} />
            <span aria-hidden="true">-</span>
            <PriceInput label={B.maxLabel} placeholder={B.max} value={max} onChange={setMax} />
            <Button onClick={() => update({ min: priceParam(min), max: priceParam(max) })}>{B.apply}</Button>
          </span>
          <span className={styles.group}>
            <span className={styles.muted}>{B.sort}</span>
            <Select
              aria-label={B.sortLabel}
              value={String(px)}
              options={SORTS}
              onChange={(v) => update({ px: v === '0' ? undefined : v })}
              className={styles.sort}
            />
          </span>
        </div>
      </div>
      {isLoading ? (
        <div className={styles.latestLoading}>
          <Skeleton />
        </div>
      ) : !data || data.recordList.length === 0 ? (
        category || keyword || priceMin || priceMax ? (
          <EmptyState
            text={B.noMatch(kindLabel(kind))}
            description={B.noMatchHint}
            action={{
              label: B.clear,
              onClick: () => {
                setMin('');
                setMax('');
                update({ category: undefined, q: undefined, min: undefined, max: undefined });
              },
            }}
          />
        ) : (
          <EmptyState
            text={kind === 'project' ? SHARING_MSG.noProjects : SHARING_MSG.noServers}
            description={B.firstHint(kindLabel(kind))}
            action={{ label: SHARE_LIGHT.publishKind(kindLabel(kind)), to: sharingPaths.add(kind) }}
          />
        )
      ) : (
        <>
          <ItemGrid items={data.recordList} />
          <div className={styles.pager}>
            {/* a capped total, as antd's pager showed it (components/listTotal.ts) */}
            {data.recordCountCapped && <span>{B.total(totalText(data))}</span>}
            <Pagination
              current={pageNum + 1}
              pageSize={SHARE_PAGE_SIZE}
              total={data.recordCount}
              onChange={(p) => update({ page: String(p) })}
            />
          </div>
        </>
      )}
    </section>
  );
}
