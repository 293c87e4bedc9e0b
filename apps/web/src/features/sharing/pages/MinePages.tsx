import { useEffect, useState } from 'react';
import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  List,
  Pagination,
  Popconfirm,
  Skeleton,
  Space,
  Statistic,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { Link, useNavigate } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_STATUS, type ShareItem, type ShareKind } from '@xcb/shared/actions/sharing';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useCert, useCollect, useCollections, useHistory, useMyItems, useOffline, useSaveCert } from '../api.ts';
import { Cover, Price, StatusTag, kindLabel } from '../components/ItemBits.tsx';
import { sharingPaths } from '../paths.ts';

function ItemRow({ item, actions, time }: { item: ShareItem; actions: React.ReactNode[]; time?: string }) {
  return (
    <List.Item actions={actions}>
      <List.Item.Meta
        avatar={
          <div style={{ width: 120 }}>
            <Cover item={item} height={72} />
          </div>
        }
        title={
          <Space wrap>
            <Link to={sharingPaths.details(item.kind, item.id)}>{item.title}</Link>
            <Tag>{kindLabel(item.kind)}</Tag>
            <StatusTag status={item.status} />
          </Space>
        }
        description={
          <Space direction="vertical" size={0}>
            <span>
              <Price coins={item.price} unit={item.unit} /> · {item.category} · 成交 {item.orderCount} · 浏览 {item.readCount}
            </span>
            {item.status === SHARE_STATUS.rejected && item.reviewReason && (
              <Typography.Text type="danger">未通过原因：{item.reviewReason}</Typography.Text>
            )}
            {time && <Typography.Text type="secondary">{time}</Typography.Text>}
          </Space>
        }
      />
    </List.Item>
  );
}

const STATUS_TABS = [
  { key: 'all', label: '全部' },
  { key: '0', label: '审核中' },
  { key: '1', label: '已上架' },
  { key: '2', label: '未通过' },
  { key: '3', label: '已下架' },
];

/** my_project_list / my_server_list: everything the user published, every status, with edit and take-down. */
function MyItems({ kind }: { kind: ShareKind }) {
  const [tab, setTab] = useState('all');
  const [pageNum, setPageNum] = useState(0);
  const { data, isLoading } = useMyItems({ kind, pageNum, ...(tab === 'all' ? {} : { status: Number(tab) }) });
  const offline = useOffline();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const done = (r: { msg: string }) => void message.success(r.msg);
  const fail = (e: unknown) => void message.error(errorText(e));
  return (
    <Card
      title={`我发布的${kindLabel(kind)}`}
      extra={
        <Button type="primary" onClick={() => void navigate(sharingPaths.add(kind))}>
          发布{kindLabel(kind)}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          setPageNum(0);
        }}
        items={STATUS_TABS}
      />
      {isLoading ? (
        <Skeleton active />
      ) : !data?.recordList.length ? (
        <EmptyState text={kind === 'project' ? SHARING_MSG.noProjects : SHARING_MSG.noServers} />
      ) : (
        <>
          <List
            dataSource={data.recordList}
            renderItem={(item) => (
              <ItemRow
                item={item}
                actions={[
                  <Link key="e" to={sharingPaths.update(item.kind, item.id)}>
                    编辑
                  </Link>,
                  item.status === SHARE_STATUS.offline ? (
                    <Button
                      key="o"
                      type="link"
                      onClick={() => offline.mutate({ id: item.id, offline: 0 }, { onSuccess: done, onError: fail })}
                    >
                      重新上架
                    </Button>
                  ) : (
                    <Popconfirm
                      key="o"
                      title={`确定下架该${kindLabel(item.kind)}？`}
                      onConfirm={() => offline.mutate({ id: item.id, offline: 1 }, { onSuccess: done, onError: fail })}
                    >
                      <Button type="link" danger>
                        下架
                      </Button>
                    </Popconfirm>
                  ),
                ]}
                time={`更新于 ${formatDateTime(item.updateTime)}`}
              />
            )}
          />
          <Pagination
            style={{ marginTop: 16 }}
            align="center"
            current={pageNum + 1}
            pageSize={10}
            total={data.recordCount}
            onChange={(p) => setPageNum(p - 1)}
            showSizeChanger={false}
          />
        </>
      )}
    </Card>
  );
}

export const MyProjectListPage = () => <MyItems kind="project" />;
export const MyServerListPage = () => <MyItems kind="server" />;

const KIND_TABS = [
  { key: 'all', label: '全部' },
  { key: 'project', label: '项目' },
  { key: 'server', label: '服务' },
];

/** project_collect and my_historay_list: favourites and views, newest first. */
function TimedList({ which }: { which: 'collect' | 'history' }) {
  const [tab, setTab] = useState('all');
  const [pageNum, setPageNum] = useState(0);
  const q = { pageNum, ...(tab === 'all' ? {} : { kind: tab as ShareKind }) };
  const collections = useCollections(q);
  const history = useHistory(q);
  const { data, isLoading } = which === 'collect' ? collections : history;
  const collect = useCollect();
  const { message } = App.useApp();
  return (
    <Card title={which === 'collect' ? '我的收藏' : '浏览记录'}>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          setPageNum(0);
        }}
        items={KIND_TABS}
      />
      {isLoading ? (
        <Skeleton active />
      ) : !data?.recordList.length ? (
        <EmptyState text={which === 'collect' ? SHARING_MSG.noCollections : SHARING_MSG.noHistory} />
      ) : (
        <>
          <List
            dataSource={data.recordList}
            renderItem={(item) => (
              <ItemRow
                item={item}
                time={`${which === 'collect' ? '收藏于' : '浏览于'} ${formatDateTime(item.time)}`}
                actions={
                  which === 'collect'
                    ? [
                        <Popconfirm
                          key="c"
                          title="确定取消收藏？"
                          onConfirm={() =>
                            collect.mutate(
                              { id: item.id, collect: 0 },
                              { onSuccess: (r) => void message.success(r.msg), onError: (e) => void message.error(errorText(e)) },
                            )
                          }
                        >
                          <Button type="link">取消收藏</Button>
                        </Popconfirm>,
                      ]
                    : []
                }
              />
            )}
          />
          <Pagination
            style={{ marginTop: 16 }}
            align="center"
            current={pageNum + 1}
            pageSize={10}
            total={data.recordCount}
            onChange={(p) => setPageNum(p - 1)}
            showSizeChanger={false}
          />
        </>
      )}
    </Card>
  );
}

export const CollectPage = () => <TimedList which="collect" />;
export const HistoryPage = () => <TimedList which="history" />;

/** my_certification: the identity certification publishing needs, the provider's profile, the counts. */
export function CertificationPage() {
  const { data, isLoading } = useCert();
  const save = useSaveCert();
  const [form] = Form.useForm<{ intro: string; skills: string }>();
  const { message } = App.useApp();
  useEffect(() => {
    if (data) form.setFieldsValue(data.profile);
  }, [data, form]);
  if (isLoading || !data) return <Skeleton active />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card title="认证信息">
        <Descriptions column={2}>
          <Descriptions.Item label="认证状态">
            <Tag color={data.canPublish ? 'green' : 'orange'}>{data.userAuthInfo}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="发布权限">
            {data.canPublish ? '可发布项目与服务' : <Link to="/employment/company_store">{SHARING_MSG.certifyFirst}</Link>}
          </Descriptions.Item>
        </Descriptions>
        <Space size="large" wrap>
          <Statistic title="发布的项目" value={data.counts.project} />
          <Statistic title="发布的服务" value={data.counts.server} />
          <Statistic title="服务订单" value={data.counts.sold} />
          <Statistic title="需求订单" value={data.counts.bought} />
        </Space>
      </Card>
      <Card title="服务方资料">
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            save.mutate(v, { onSuccess: (r) => void message.success(r.msg), onError: (e) => void message.error(errorText(e)) })
          }
          style={{ maxWidth: 640 }}
        >
          <Form.Item name="intro" label="个人/企业简介" rules={[{ max: 500, message: SHARING_MSG.profileMax }]}>
            <Input.TextArea rows={4} maxLength={500} showCount placeholder="显示在您发布的项目和服务详情页" />
          </Form.Item>
          <Form.Item name="skills" label="擅长领域" rules={[{ max: 100, message: SHARING_MSG.skillsMax }]}>
            <Input maxLength={100} placeholder="如：网站建设、小程序开发" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </Form>
      </Card>
    </Space>
  );
}

/** xcbjy_xy: the sharing trade agreement shown before ordering. design: the spec names the page only. */
export function AgreementPage() {
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      <Card title="贤才宝共享交易协议">
        <Typography>
          <Typography.Paragraph>
            一、平台为共享项目与服务的发布方（服务方）和订购方（需求方）提供信息发布、交易撮合和资金托管服务。
          </Typography.Paragraph>
          <Typography.Paragraph>
            二、服务方须完成平台个人或企业认证后方可发布；发布与修改的内容经平台审核通过后上架，服务方对内容的真实性负责。
          </Typography.Paragraph>
          <Typography.Paragraph>三、需求方下单后以晶币支付，款项进入该订单的平台托管账户，不直接付给服务方。</Typography.Paragraph>
          <Typography.Paragraph>
            四、服务方交付前，双方均可取消订单，托管款项全额退回需求方钱包；服务方提交交付后，订单不能再取消。
          </Typography.Paragraph>
          <Typography.Paragraph>五、需求方确认验收后，平台将托管款项全额付给服务方，交易完成，款项不可撤回。</Typography.Paragraph>
          <Typography.Paragraph>
            六、晶币不能兑换为现金，也不能退还（用户协议）；交易纠纷可通过“投诉与反馈”联系平台处理。
          </Typography.Paragraph>
        </Typography>
      </Card>
    </div>
  );
}
