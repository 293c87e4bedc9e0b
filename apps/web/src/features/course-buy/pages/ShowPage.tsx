import { lazy, Suspense } from 'react';
import { App, Avatar, Button, Card, Col, Collapse, Descriptions, List, Rate, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { CommentOutlined, ShoppingCartOutlined, ThunderboltOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { errorText } from '../../../api/client.ts';
import { uploadUrl } from '../../../api/files.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { openChat } from '../../../lib/realtime.ts';
import { useAddOrder, useAddToCart, useCourse } from '../api.ts';
import { CourseCover, Price } from '../components/CourseBits.tsx';
import { coursePaths } from '../paths.ts';
import { formatDate } from '../../../lib/date.ts';

// 相关职位 (issue 27: open positions asking for what the course teaches) is its own chunk
const CourseJobsCard = lazy(async () => ({ default: (await import('../../../components/matching/CourseJobsCard.tsx')).CourseJobsCard }));

/** spec /show?id&authorid: the course (article_selectArticleById), add to cart, buy now. */
export function ShowPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data, isLoading, error } = useCourse(id);
  const { user } = useAuth();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const addToCart = useAddToCart();
  const addOrder = useAddOrder();

  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (error || !data)
    return (
      <Result
        status="404"
        title="课程不存在"
        subTitle={error ? errorText(error) : undefined}
        extra={<Link to={coursePaths.list()}>返回课程列表</Link>}
      />
    );
  const { article: a } = data;
  const needLogin = () => {
    if (user) return false;
    void navigate(paths.login(location.pathname + location.search));
    return true;
  };
  const onCart = () => {
    if (needLogin()) return;
    addToCart.mutate(a.id, { onSuccess: (r) => void message.success(r.msg), onError: (e) => void message.error(errorText(e)) });
  };
  const onBuy = () => {
    if (needLogin()) return;
    addOrder.mutate([a.id], {
      onSuccess: (r) => void navigate(coursePaths.orderPay(r.orders[0]?.id ?? '', r.listId)),
      onError: (e) => void message.error(errorText(e)),
    });
  };
  const statusTag = a.status === 1 ? null : a.status === 0 ? <Tag color="orange">审核中</Tag> : <Tag color="red">审核未通过</Tag>;

  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card>
        <Row gutter={24}>
          <Col xs={24} md={10}>
            <CourseCover icon={a.icon} title={a.title} id={a.id} height={260} priority />
          </Col>
          <Col xs={24} md={14}>
            <Typography.Title level={2} style={{ marginTop: 0 }}>
              {a.title} {statusTag}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{a.summary}</Typography.Paragraph>
            <Space size={4} wrap style={{ marginBottom: 12 }}>
              {a.wzlxList.map((t) => (
                <Tag key={t.id} color="blue">
                  {t.name}
                </Tag>
              ))}
              {a.postDivision && <Tag>{a.postDivision}</Tag>}
            </Space>
            <Descriptions column={2} size="small">
              <Descriptions.Item label="价格">
                <Price coins={a.readMoney} />
              </Descriptions.Item>
              <Descriptions.Item label="购买人数">{a.buyCount}</Descriptions.Item>
              <Descriptions.Item label="评分">
                <Rate disabled allowHalf value={a.rating} style={{ fontSize: 14 }} />{' '}
                <span>{a.evaluationCount ? `${a.rating} 分（${a.evaluationCount} 条评价）` : '暂无评价'}</span>
              </Descriptions.Item>
              <Descriptions.Item label="浏览">{a.readcount}</Descriptions.Item>
            </Descriptions>
            {a.reviewReason && data.mine && <Typography.Paragraph type="danger">审核意见：{a.reviewReason}</Typography.Paragraph>}
            <Space style={{ marginTop: 16 }} wrap>
              {data.mine ? (
                <Typography.Text type="secondary">这是您发布的课程</Typography.Text>
              ) : data.boughtOrderId ? (
                <Button type="primary" size="large" onClick={() => void navigate(coursePaths.study(a.id))}>
                  开始学习
                </Button>
              ) : (
                <>
                  <Button
                    size="large"
                    icon={<ShoppingCartOutlined />}
                    onClick={onCart}
                    loading={addToCart.isPending}
                    disabled={data.inCart}
                  >
                    {data.inCart ? '已在购物车' : '加入购物车'}
                  </Button>
                  <Button type="primary" danger size="large" icon={<ThunderboltOutlined />} onClick={onBuy} loading={addOrder.isPending}>
                    立即购买
                  </Button>
                </>
              )}
              {user && !data.mine && !data.boughtOrderId && <Link to={coursePaths.cart()}>查看购物车</Link>}
            </Space>
          </Col>
        </Row>
      </Card>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={17}>
          <Card title="课程介绍" style={{ marginBottom: 16 }}>
            {/* sanitised on the server when the author saves it */}
            <div dangerouslySetInnerHTML={{ __html: a.content }} />
          </Card>
          <Card title="课程目录" style={{ marginBottom: 16 }}>
            {data.courseChaptersList.length === 0 ? (
              <EmptyState compact text="作者尚未添加章节" />
            ) : (
              <Collapse
                defaultActiveKey={data.courseChaptersList.map((c) => c.id)}
                items={data.courseChaptersList.map((c) => ({
                  key: c.id,
                  label: `${c.chaptersname}  ${c.chapterscontent}`,
                  children: (
                    <List
                      size="small"
                      dataSource={c.courseList}
                      locale={{ emptyText: '本章暂无小节' }}
                      renderItem={(s) => <List.Item>{s.coursename}</List.Item>}
                    />
                  ),
                }))}
              />
            )}
          </Card>
          <Card title={`学员评价（${a.evaluationCount}）`}>
            {data.evaluations.length === 0 ? (
              <EmptyState compact text="暂无评价" />
            ) : (
              <List
                dataSource={data.evaluations}
                renderItem={(r) => (
                  <List.Item>
                    <List.Item.Meta
                      avatar={<Avatar alt="" src={uploadUrl(r.userIcon)} icon={<UserOutlined />} />}
                      title={
                        <Space>
                          {r.user}
                          <Rate disabled value={r.allScore} style={{ fontSize: 12 }} />
                        </Space>
                      }
                      description={r.content}
                    />
                    <Typography.Text type="secondary">{formatDate(r.createdate)}</Typography.Text>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} md={7}>
          <Card title="讲师">
            <Space>
              <Avatar alt="" size={48} src={uploadUrl(a.authorIcon)} icon={<UserOutlined />} />
              <div>
                <Typography.Text strong>{a.author}</Typography.Text>
                <br />
                <Link to={`/people_home?id=${a.authorid}`}>查看主页</Link>
                {user?.id !== a.authorid && (
                  <Button type="link" size="small" icon={<CommentOutlined />} onClick={() => !needLogin() && openChat(a.authorid)}>
                    联系讲师
                  </Button>
                )}
              </div>
            </Space>
          </Card>
          {a.status === 1 && (
            <Suspense fallback={null}>
              <CourseJobsCard courseId={a.id} />
            </Suspense>
          )}
        </Col>
      </Row>
    </div>
  );
}
