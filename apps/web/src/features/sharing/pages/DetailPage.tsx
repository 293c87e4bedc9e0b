import { Alert, Avatar, Button, Card, Col, Descriptions, Image, List, Pagination, Rate, Row, Skeleton, Space, Typography } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_RATING_MSG, SHARE_STATUS } from '@xcb/shared/actions/sharing';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePaging } from '../../../components/usePaging.ts';
import { ContactButton } from '../../../components/contact/ContactButton.tsx';
import { uploadUrl } from '../../../api/files.ts';
import { formatDate } from '../../../lib/date.ts';
import { SHARE_L } from '../../../locale/sharing.ts';
import { useCollect, useItem, useRatings } from '../api.ts';
import { Cover, Price, StatusTag } from '../components/ItemBits.tsx';
import { OfflineButton } from '../components/OfflineButton.tsx';
import { gate } from '../components/PageGate.tsx';
import { idParam, sharingPaths } from '../paths.ts';

const D = SHARE_L.detail;
import styles from '../components/sharing.module.css';

/** project_details / server_details?id: the item, its provider, order and favourite; the owner edits or takes it down. */
export function DetailPage() {
  const [params] = useSearchParams();
  const query = useItem(idParam(params));
  const navigate = useNavigate();
  const collect = useCollect();
  const { data } = query;
  if (!data) return gate(query, SHARING_MSG.notFound, <Link to={sharingPaths.home()}>{D.backHome}</Link>);
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
              ? D.rejected(item.reviewReason ?? '')
              : item.status === SHARE_STATUS.pending
                ? D.pending
                : D.offline
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
          <Space size={6} align="center" style={{ marginTop: 8 }} aria-label={D.rating}>
            <Rate disabled allowHalf value={item.rating} style={{ fontSize: 14 }} />
            <Typography.Text type="secondary">
              {item.ratingCount > 0 ? D.ratingLine(item.rating.toFixed(1), item.ratingCount) : SHARE_RATING_MSG.noRatings}
            </Typography.Text>
          </Space>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {item.summary}
          </Typography.Paragraph>
          <div style={{ margin: '12px 0' }}>
            <Price coins={item.price} unit={item.unit} />
          </div>
          <Descriptions column={2} size="small">
            <Descriptions.Item label={D.category}>{item.category}</Descriptions.Item>
            <Descriptions.Item label={D.period}>{D.days(item.period)}</Descriptions.Item>
            <Descriptions.Item label={D.city}>{item.cityName ?? D.anyCity}</Descriptions.Item>
            <Descriptions.Item label={D.counts}>
              {item.orderCount} / {item.readCount}
            </Descriptions.Item>
          </Descriptions>
          <Space style={{ marginTop: 16 }} wrap>
            {mine ? (
              <>
                <Button type="primary" onClick={() => void navigate(sharingPaths.update(item.kind, item.id))}>
                  {SHARE_L.edit}
                </Button>
                <OfflineButton item={item} note={SHARE_L.takeDownNote} />
              </>
            ) : (
              <>
                <Button type="primary" size="large" onClick={() => void navigate(sharingPaths.orderQ(item.kind, item.id))}>
                  {D.order}
                </Button>
                <Button
                  size="large"
                  icon={collected ? <HeartFilled style={{ color: '#f5222d' }} /> : <HeartOutlined />}
                  loading={collect.isPending}
                  onClick={() => void collect.run({ id: item.id, collect: collected ? 0 : 1 })}
                >
                  {collected ? SHARE_L.collected : SHARE_L.collect}
                </Button>
                <ContactButton userId={item.user.id} size="large" />
              </>
            )}
          </Space>
        </Col>
      </Row>
      <Row gutter={24} style={{ marginTop: 24 }}>
        <Col xs={24} md={17}>
          <Card title={D.content}>
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: item.content }} />
          </Card>
          <Ratings itemId={item.id} count={item.ratingCount} average={item.rating} />
        </Col>
        <Col xs={24} md={7}>
          <Card title={D.provider}>
            <Space>
              <Avatar alt="" src={uploadUrl(item.user.icon)} size={48}>
                {item.user.nickName.slice(0, 1)}
              </Avatar>
              <Link to={`/training/people_home?id=${item.user.id}`}>{item.user.nickName}</Link>
            </Space>
            <Typography.Paragraph style={{ marginTop: 12 }}>{profile?.intro || D.noIntro}</Typography.Paragraph>
            {profile?.skills && <Typography.Text type="secondary">{D.skills(profile.skills)}</Typography.Text>}
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
      title={D.ratings(count)}
      extra={count > 0 && <Typography.Text type="secondary">{D.average(average.toFixed(1))}</Typography.Text>}
      style={{ marginTop: 16 }}
    >
      {isLoading ? (
        <Skeleton active />
      ) : !data || data.recordCount === 0 ? (
        <EmptyState text={SHARE_RATING_MSG.noRatings} description={D.noRatingsHint} compact />
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
