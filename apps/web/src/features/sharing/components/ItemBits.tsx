import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShareItem } from '@xcb/shared/actions/sharing';
import { SHARE_KIND_LABEL, SHARE_ORDER_STATE_LABEL, SHARE_STATUS_LABEL, type ShareKind } from '@xcb/shared/sharing-enums';
import { uploadUrl } from '../../../api/files.ts';
import { Card } from '../../../components/light/Card.tsx';
import { RateDisplay } from '../../../components/light/Rate.tsx';
import { Tag, type TagColor } from '../../../components/light/Tag.tsx';
import { SHARE_LIGHT } from '../../../locale/sharing.ts';
import { sharingPaths } from '../paths.ts';
import styles from './sharing.module.css';

// Light (no antd): the item cards are on /sharing's first load; the antd pages use these bits as well.

export function Price({ coins, unit }: { coins: string; unit?: string }) {
  return (
    <span className={styles.price}>
      {coins}
      <span className={styles.unit}>{SHARE_LIGHT.coins(unit)}</span>
    </span>
  );
}

/** The item's first picture, or its title; lazily loaded unless it is the page's main picture (`priority`). */
export function Cover({
  item,
  height = 140,
  priority = false,
}: {
  item: Pick<ShareItem, 'images' | 'title'>;
  height?: number;
  priority?: boolean;
}) {
  const first = item.images[0];
  // Wrapped: a card's cover (antd's on the antd pages) makes its direct child a block, which would undo the centring.
  return (
    <div>
      <div className={first ? styles.cover : `${styles.cover} ${styles.coverText}`} style={{ height }}>
        {first ? (
          <img
            src={uploadUrl(first)}
            alt={item.title}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          item.title
        )}
      </div>
    </div>
  );
}

const STATUS_COLOR: Record<number, TagColor> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'default' };
export const StatusTag = ({ status }: { status: number }) => (
  <Tag color={STATUS_COLOR[status]}>{SHARE_STATUS_LABEL[status] ?? SHARE_LIGHT.unknown}</Tag>
);

const ORDER_COLOR: Record<number, TagColor> = { 0: 'orange', 1: 'blue', 2: 'purple', 3: 'green', 4: 'default', 5: 'default', 6: 'red' };
export const OrderStateTag = ({ state }: { state: number }) => (
  <Tag color={ORDER_COLOR[state]}>{SHARE_ORDER_STATE_LABEL[state] ?? SHARE_LIGHT.unknown}</Tag>
);

export const kindLabel = (kind: string) => SHARE_KIND_LABEL[kind as ShareKind] ?? SHARE_KIND_LABEL.project;

/** One item in a grid: cover, title, category, city and period, price, provider; `priority` for the grid's first. */
export function ItemCard({ item, extra, priority = false }: { item: ShareItem; extra?: ReactNode; priority?: boolean }) {
  return (
    <Link to={sharingPaths.details(item.kind, item.id)} aria-label={item.title} className={styles.cardLink}>
      <Card
        hoverable
        className={`${styles.card} xcb-deferred`}
        cover={<Cover item={item} priority={priority} />}
        bodyStyle={{ padding: 14 }}
      >
        <strong className={styles.cardTitle}>{item.title}</strong>
        <div className={styles.cardTags}>
          <Tag color="blue">{item.category}</Tag>
          {item.cityName && <Tag>{item.cityName}</Tag>}
          <Tag>{SHARE_LIGHT.deliveryDays(item.period)}</Tag>
        </div>
        <div>
          <Price coins={item.price} unit={item.unit} />
        </div>
        {item.ratingCount > 0 && (
          <div style={{ fontSize: 12 }}>
            <RateDisplay value={item.rating} fontSize={12} />{' '}
            <span className={styles.secondary}>{SHARE_LIGHT.ratingShort(item.rating.toFixed(1), item.ratingCount)}</span>
          </div>
        )}
        <span className={styles.secondary}>
          {item.user.nickName} · {SHARE_LIGHT.stats(item.orderCount, item.readCount)}
        </span>
        {extra}
      </Card>
    </Link>
  );
}
