import { useState } from 'react';
import { Alert, App, Button, Card, Popconfirm, Space, Table, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { COURSE_MSG, formatCoins, parseHundredths } from '@xcb/shared';
import type { CartItem } from '@xcb/shared/actions/courses';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAddOrder, useCart, useClearCart, useDeleteCart } from '../api.ts';
import { Price } from '../components/CourseBits.tsx';
import { CourseSummary } from '../components/CourseSummary.tsx';
import { coursePaths } from '../paths.ts';
import { COURSE_L } from '../../../locale/courses.ts';

const T = COURSE_L.cart;

/** spec cart page: select all, delete one or the selected, clear, submit; the 30-day notice. */
export function CartPage() {
  const { data = [], isLoading } = useCart();
  const [selected, setSelectedState] = useState<number[]>([]);
  // The refusal also stays under the buttons until the selection changes: a toast alone is easily missed.
  const [hint, setHint] = useState<string | null>(null);
  const setSelected = (next: number[] | ((s: number[]) => number[])) => {
    setHint(null);
    setSelectedState(next);
  };
  const { message } = App.useApp();
  const navigate = useNavigate();
  const del = useDeleteCart();
  const clear = useClearCart();
  const addOrder = useAddOrder();
  const chosen = data.filter((i) => selected.includes(i.id));
  const total = chosen.reduce((s, i) => s + (parseHundredths(i.article.readMoney) ?? 0), 0);

  const remove = async (ids: number[]) => {
    if (ids.length === 0) {
      setHint(COURSE_MSG.selectToDelete);
      return void message.warning(COURSE_MSG.selectToDelete);
    }
    if (await del.run({ Ids: ids.join(',') }, { done: false })) setSelected((s) => s.filter((x) => !ids.includes(x)));
  };
  const submit = async () => {
    if (chosen.length === 0) {
      setHint(COURSE_MSG.selectToSubmit);
      return void message.warning(COURSE_MSG.selectToSubmit);
    }
    const r = await addOrder.run({ ids: chosen.map((i) => i.article.id).join(',') }, { done: false });
    if (r) void navigate(coursePaths.orderPay(r.orders[0]?.id ?? '', r.listId));
  };

  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={T.title}>
        <Alert type="info" showIcon message={COURSE_MSG.cartNotice} style={{ marginBottom: 16 }} />
        <Table<CartItem>
          rowKey="id"
          loading={isLoading}
          dataSource={data}
          pagination={false}
          locale={{ emptyText: <EmptyState text={T.empty}>{<Link to={coursePaths.list()}>{T.browse}</Link>}</EmptyState> }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), columnTitle: undefined }}
          columns={[
            {
              title: COURSE_L.course,
              render: (_, i) => (
                <CourseSummary
                  course={i.article}
                  title={
                    <>
                      <Link to={coursePaths.show(i.article.id, i.article.authorid)}>{i.article.title}</Link>
                      <br />
                    </>
                  }
                  note={i.article.author}
                />
              ),
            },
            { title: COURSE_L.price, width: 140, render: (_, i) => <Price coins={i.article.readMoney} /> },
            {
              title: COURSE_L.actions,
              width: 100,
              render: (_, i) => (
                <Button type="link" danger onClick={() => remove([i.id])}>
                  {COURSE_L.delete}
                </Button>
              ),
            },
          ]}
        />
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 16, flexWrap: 'wrap', gap: 12 }}>
          <Space>
            <Button onClick={() => setSelected(selected.length === data.length ? [] : data.map((i) => i.id))} disabled={data.length === 0}>
              {selected.length === data.length && data.length > 0 ? T.selectNone : T.selectAll}
            </Button>
            <Button onClick={() => remove(selected)}>{T.deleteSelected}</Button>
            <Popconfirm
              title={T.clearConfirm}
              onConfirm={async () => {
                if (await clear.run({}, { done: false })) setSelected([]);
              }}
              disabled={data.length === 0}
            >
              <Button danger disabled={data.length === 0}>
                {T.clear}
              </Button>
            </Popconfirm>
          </Space>
          <Space size="large">
            <span>
              {T.chosen(chosen.length)}
              <Price coins={formatCoins(total)} />
            </span>
            <Button type="primary" danger size="large" onClick={submit} loading={addOrder.isPending}>
              {T.submit}
            </Button>
          </Space>
        </div>
        {hint && (
          <Typography.Paragraph type="danger" role="alert" style={{ textAlign: 'right', marginTop: 8, marginBottom: 0 }}>
            {hint}
          </Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
