import {
  Alert,
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Image,
  List,
  Pagination,
  Popconfirm,
  Rate,
  Result,
  Row,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SHARE_RATING_MSG, SHARE_STATUS } from '@xcb/shared/actions/sharing';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { errorText } from '../../../api/client.ts';
import { usePaging } from '../../../components/usePaging.ts';
import { ContactButton } from '../../../components/contact/ContactButton.tsx';
import { uploadUrl } from '../../../api/files.ts';
import { formatDate } from '../../../lib/date.ts';
import { useCollect, useItem, useOffline, useRatings } from '../api.ts';
import { Cover, Price, StatusTag, kindLabel } from '../components/ItemBits.tsx';
import { sharingPaths } from '../paths.ts';
import styles from '../components/sharing.module.css';

/** project_details / server_details?id: the item, its provider, order and favourite; the owner edits or takes it down. */
export function DetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data, isLoading, error } = useItem(id);
  const navigate = useNavigate();
  const collect = useCollect();
  const offline = useOffline();
  if (isLoading) return <Skeleton active className="xcb-container" />;
  if (!data)
    return (
      <Result
        status="404"
        title={error ? errorText(error) : '该项目不存在或尚未上架'}
        extra={<Link to={sharingPaths.home()}>返回共享首页</Link>}
      />
    );
  const { item, profile, mine, collected } = data;
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      {mine && item.status !== SHARE_STATUS.listed && (
        <Alert
          style={{ marginBottom: 16 }}
          type={item.status === SHARE_STATUS.rejected ? 'error' : 'info'}
          showIcon
          message={
            item.status === SHARE_STATUS.rejected
              ? `未通过审核：${item.reviewReason ?? ''}`
              : item.status === SHARE_STATUS.pending
                ? '审核中，通过后对其他用户展示'
                : '已下架，其他用户不可见'
          }
        />
      )}
      <Row gutter={24}>
        <Col xs={24} md={10}>
          {item.images.length ? (
            <Image.PreviewGroup>
              <Space wrap>
                {item.images.map((p) => (
                  <Image key={p} src={uploadUrl(p)} width={item.images.length === 1 ? 420 : 200} alt={item.title} />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : (
            <Cover item={item} height={260} priority />
          )}
        </Col>
        <Col xs={24} md={14}>
          <Space align="center" wrap>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {item.title}
            </Typography.Title>
            {mine && <StatusTag status={item.status} />}
          </Space>
          <Space size={6} align="center" style={{ marginTop: 8 }} aria-label="评分">
            <Rate disabled allowHalf value={item.rating} style={{ fontSize: 14 }} />
            <Typography.Text type="secondary">
              {item.ratingCount > 0 ? `${item.rating.toFixed(1)} 分 · ${item.ratingCount} 条评价` : SHARE_RATING_MSG.noRatings}
            </Typography.Text>
          </Space>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {item.summary}
          </Typography.Paragraph>
          <div style={{ margin: '12px 0' }}>
            <Price coins={item.price} unit={item.unit} />
          </div>
          <Descriptions column={2} size="small">
            <Descriptions.Item label="类型">{item.category}</Descriptions.Item>
            <Descriptions.Item label="交付周期">{item.period} 天</Descriptions.Item>
            <Descriptions.Item label="城市">{item.cityName ?? '不限'}</Descriptions.Item>
            <Descriptions.Item label="成交 / 浏览">
              {item.orderCount} / {item.readCount}
            </Descriptions.Item>
          </Descriptions>
          <Space style={{ marginTop: 16 }} wrap>
            {mine ? (
              <>
                <Button type="primary" onClick={() => void navigate(sharingPaths.update(item.kind, item.id))}>
                  编辑
                </Button>
                {item.status === SHARE_STATUS.offline ? (
                  <Button onClick={() => void offline.run({ id: item.id, offline: 0 })}>重新上架</Button>
                ) : (
                  <Popconfirm
                    title={`确定下架该${kindLabel(item.kind)}？`}
                    description="下架后其他用户不可见，进行中的订单不受影响"
                    onConfirm={() => void offline.run({ id: item.id, offline: 1 })}
                  >
                    <Button danger>下架</Button>
                  </Popconfirm>
                )}
              </>
            ) : (
              <>
                <Button type="primary" size="large" onClick={() => void navigate(sharingPaths.orderQ(item.kind, item.id))}>
                  立即下单
                </Button>
                <Button
                  size="large"
                  icon={collected ? <HeartFilled style={{ color: '#f5222d' }} /> : <HeartOutlined />}
                  loading={collect.isPending}
                  onClick={() => void collect.run({ id: item.id, collect: collected ? 0 : 1 })}
                >
                  {collected ? '已收藏' : '收藏'}
                </Button>
                <ContactButton userId={item.user.id} size="large" />
              </>
            )}
          </Space>
        </Col>
      </Row>
      <Row gutter={24} style={{ marginTop: 24 }}>
        <Col xs={24} md={17}>
          <Card title="详细介绍">
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: item.content }} />
          </Card>
          <Ratings itemId={item.id} count={item.ratingCount} average={item.rating} />
        </Col>
        <Col xs={24} md={7}>
          <Card title="服务方">
            <Space>
              <Avatar alt="" src={uploadUrl(item.user.icon)} size={48}>
                {item.user.nickName.slice(0, 1)}
              </Avatar>
              <Link to={`/training/people_home?id=${item.user.id}`}>{item.user.nickName}</Link>
            </Space>
            <Typography.Paragraph style={{ marginTop: 12 }}>{profile?.intro || '该服务方暂未填写简介'}</Typography.Paragraph>
            {profile?.skills && <Typography.Text type="secondary">擅长：{profile.skills}</Typography.Text>}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

/** The buyers' ratings of the item, newest first, 10 a page. */
function Ratings({ itemId, count, average }: { itemId: number; count: number; average: number }) {
  const { page, pagination } = usePaging(10, { hideOnSinglePage: true, size: 'small' });
  const { data, isLoading } = useRatings(itemId, page.pageNum);
  return (
    <Card
      title={`用户评价（${count}）`}
      extra={count > 0 && <Typography.Text type="secondary">平均 {average.toFixed(1)} 分</Typography.Text>}
      style={{ marginTop: 16 }}
    >
      {isLoading ? (
        <Skeleton active />
      ) : !data || data.recordCount === 0 ? (
        <EmptyState text={SHARE_RATING_MSG.noRatings} description="完成订单后，需求方可在订单中评价" compact />
      ) : (
        <>
          <List
            itemLayout="horizontal"
            dataSource={data.recordList}
            renderItem={(r) => (
              <List.Item>
                <List.Item.Meta
                  avatar={
                    <Avatar alt="" src={uploadUrl(r.user.icon)} size={40}>
                      {r.user.nickName.slice(0, 1)}
                    </Avatar>
                  }
                  title={
                    <Space size={8} wrap>
                      <span>{r.user.nickName}</span>
                      <Rate disabled value={r.stars} style={{ fontSize: 12 }} />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDate(r.createTime)}
                      </Typography.Text>
                    </Space>
                  }
                  description={<span style={{ color: 'rgba(0,0,0,0.85)', wordBreak: 'break-word' }}>{r.content}</span>}
                />
              </List.Item>
            )}
          />
          <Pagination style={{ marginTop: 12 }} align="center" {...pagination(data.recordCount)} showSizeChanger={false} />
        </>
      )}
    </Card>
  );
}
