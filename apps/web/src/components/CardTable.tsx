import type { ReactNode } from 'react';
import { Grid, List, Table, type TableProps } from 'antd';
import type { PaginationConfig } from 'antd/es/pagination';
import type { ColumnType } from 'antd/es/table';
import styles from './CardTable.module.css';

/**
 * A table on a desktop, a list of cards on a phone (below antd's sm, 576 px): for lists a person reads
 * row by row (trades, orders), where sideways scrolling would hide half of each row. The cards are built
 * from the same columns: each column's title beside its rendered value, the columns without a title (the
 * row's actions) at the card's foot. Paging, loading and the empty text are the table's own.
 */
export function CardTable<T extends object>(props: TableProps<T> & { rowKey: keyof T & string }) {
  const screens = Grid.useBreakpoint();
  // useBreakpoint answers {} on its first render: the desktop table until the width is known
  const phone = screens.sm === false;
  if (!phone) return <Table<T> {...props} />;
  const columns = (props.columns ?? []) as ColumnType<T>[];
  const cell = (c: ColumnType<T>, row: T, index: number): ReactNode => {
    const key = c.dataIndex as keyof T | undefined;
    const value = key === undefined ? undefined : row[key];
    return c.render ? (c.render(value, row, index) as ReactNode) : (value as ReactNode);
  };
  const titled = (c: ColumnType<T>) => c.title !== undefined && c.title !== null && c.title !== '';
  const keyOf = (c: ColumnType<T>, i: number) => (c.key !== undefined ? String(c.key) : typeof c.dataIndex === 'string' ? c.dataIndex : i);
  const p = props.pagination;
  // the table's paging, as the list's (the same page, size, total and handler)
  const pagination: PaginationConfig | false = p
    ? {
        current: p.current,
        pageSize: p.pageSize,
        total: p.total,
        onChange: p.onChange,
        hideOnSinglePage: p.hideOnSinglePage,
        showTotal: p.showTotal,
        size: 'small',
        align: 'center',
      }
    : false;
  const emptyText = props.locale?.emptyText;
  return (
    <List<T>
      className={styles.cards}
      loading={!!props.loading}
      dataSource={[...(props.dataSource ?? [])]}
      rowKey={props.rowKey}
      locale={{ emptyText: typeof emptyText === 'function' ? emptyText() : emptyText }}
      pagination={pagination}
      renderItem={(row, index) => (
        <List.Item className={styles.card}>
          <dl className={styles.fields}>
            {columns.filter(titled).map((c, i) => (
              <div key={keyOf(c, i)} className={styles.field}>
                <dt>{c.title as ReactNode}</dt>
                <dd>{cell(c, row, index)}</dd>
              </div>
            ))}
          </dl>
          {columns.some((c) => !titled(c)) && (
            <div className={styles.actions}>
              {columns
                .filter((c) => !titled(c))
                .map((c, i) => (
                  <span key={keyOf(c, i)}>{cell(c, row, index)}</span>
                ))}
            </div>
          )}
        </List.Item>
      )}
    />
  );
}
