import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  List,
  Pagination,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Statistic,
  Tabs,
  Typography,
} from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { QA_PAGE_SIZE } from '@xcb/shared/actions/community';
import { errorText } from '../../../api/client.ts';
import { uploadUrl } from '../../../api/files.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useAuth } from '../../../lib/auth.ts';
import {
  useAnswer,
  useAnswers,
  useArticle,
  useArticles,
  useAsk,
  useCollectNeed,
  useHome,
  useNeed,
  useNeeds,
  useTeachers,
  useTypeGroups,
} from '../api.ts';
import { Counts, FollowButton, PersonAvatar, ShituButton } from '../components/People.tsx';
import { NeedRow } from '../components/Needs.tsx';
import { communityPaths } from '../paths.ts';
import { FollowTab } from './CentrePages.tsx';

const idParam = (params: URLSearchParams, name = 'id') => Number(params.get(name)) || 0;

/** /training/teacher_list: people with approved courses, most followed first, with follow buttons. */
export function TeacherListPage() {
  const [pageNum, setPageNum] = useState(0);
  const [keyword, setKeyword] = useState('');
  const { data, isLoading } = useTeachers({ pageNum, ...(keyword ? { keyword } : {}) });
  return (
    <section className="xcb-container" style={{ padding: '24px 0' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16, gap: 16, flexWrap: 'wrap' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          讲师列表
        </Typography.Title>
        <Input.Search
          aria-label="搜索讲师"
          placeholder="搜索讲师昵称"
          allowClear
          maxLength={20}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNum(0);
          }}
          style={{ maxWidth: 280 }}
        />
      </div>
      {isLoading ? (
        <Skeleton active />
      ) : !data?.recordList.length ? (
        <EmptyState text="暂无讲师" />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {data.recordList.map((u) => (
              <Col key={u.id} xs={24} sm={12} md={8} lg={6}>
                <Card style={{ textAlign: 'center', height: '100%' }}>
                  <PersonAvatar user={u} size={64} />
                  <div style={{ margin: '8px 0 4px' }}>
                    <Link to={communityPaths.peopleHome(u.id)} style={{ fontSize: 16, fontWeight: 600 }}>
                      {u.nickName}
                    </Link>
                  </div>
                  <Typography.Paragraph type="secondary" ellipsis style={{ marginBottom: 4 }}>
                    {u.job ?? u.sign ?? '\u00a0'}
                  </Typography.Paragraph>
                  <Counts user={u} />
                  <div style={{ marginTop: 12 }}>
                    <FollowButton userId={u.id} followed={u.followed} />
                  </div>
                </Card>
              </Col>
            ))}
          </Row>
          <Pagination
            style={{ marginTop: 16 }}
            align="center"
            current={pageNum + 1}
            pageSize={12}
            total={data.recordCount}
            onChange={(p) => setPageNum(p - 1)}
            showSizeChanger={false}
          />
        </>
      )}
    </section>
  );
}

function WorkList({ authorid }: { authorid: number }) {
  const [pageNum, setPageNum] = useState(0);
  const { data, isLoading } = useArticles({ authorid, pageNum });
  if (isLoading) return <Skeleton active />;
  if (!data?.recordList.length) return <EmptyState text="暂无文章" />;
  return (
    <>
      <List
        dataSource={data.recordList}
        renderItem={(a) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Link to={a.kind === 'course' ? communityPaths.course(a.id, a.authorid) : communityPaths.articleShow(a.id)}>{a.title}</Link>
              }
              description={`${a.kind === 'course' ? '课程' : '文章'} · ${a.summary} · ${formatDateTime(a.createdate)}`}
            />
          </List.Item>
        )}
      />
      {data.recordCount > 10 && (
        <Pagination
          align="center"
          current={pageNum + 1}
          pageSize={10}
          total={data.recordCount}
          onChange={(p) => setPageNum(p - 1)}
          showSizeChanger={false}
        />
      )}
    </>
  );
}

function NeedPage({ q, empty }: { q: { teacherId?: number; articleId?: number; title?: string }; empty: string }) {
  const [pageNum, setPageNum] = useState(0);
  const { data, isLoading } = useNeeds({ ...q, pageNum });
  if (isLoading) return <Skeleton active />;
  if (!data?.recordList.length) return <EmptyState text={empty} />;
  return (
    <>
      <List dataSource={data.recordList} renderItem={(n) => <NeedRow need={n} />} />
      {data.recordCount > QA_PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 12 }}
          align="center"
          current={pageNum + 1}
          pageSize={QA_PAGE_SIZE}
          total={data.recordCount}
          onChange={(p) => setPageNum(p - 1)}
          showSizeChanger={false}
        />
      )}
    </>
  );
}

/** /training/people_home?id: a person's page: counts, follow, apprenticeship, his work and the questions put to him. */
export function PeopleHomePage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, isLoading, error } = useHome(id);
  if (isLoading) return <Skeleton active className="xcb-container" />;
  if (!data) return <Result status="404" title={error ? errorText(error) : COMMUNITY_MSG.userNotFound} />;
  const u = data.user;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card>
        <Row gutter={24} align="middle">
          <Col flex="none">
            <PersonAvatar user={u} size={96} />
          </Col>
          <Col flex="auto">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {u.nickName}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '6px 0' }}>
              {[u.city, u.job].filter(Boolean).join(' · ') || '\u00a0'}
            </Typography.Paragraph>
            <Typography.Paragraph>{u.sign ?? ''}</Typography.Paragraph>
            {!data.self && (
              <Space>
                <FollowButton userId={u.id} followed={data.followed} />
                <ShituButton userId={u.id} state={data.shitu} />
                <Link to={communityPaths.putQuestions({ teacherId: u.id })}>
                  <Button>向TA提问</Button>
                </Link>
              </Space>
            )}
          </Col>
          <Col flex="none">
            <Space size="large">
              <Statistic title="文章" value={u.articleCount} />
              <Link to={communityPaths.peopleFocus(u.id)}>
                <Statistic title="粉丝" value={u.fensiCount} />
              </Link>
              <Link to={communityPaths.peopleFocus(u.id)}>
                <Statistic title="关注" value={u.followCount} />
              </Link>
              <Statistic title="徒弟" value={u.studentCount} />
            </Space>
          </Col>
        </Row>
      </Card>
      <Card style={{ marginTop: 16 }}>
        <Tabs
          items={[
            { key: 'work', label: 'TA的课程与文章', children: <WorkList authorid={u.id} /> },
            { key: 'questions', label: '向TA的提问', children: <NeedPage q={{ teacherId: u.id }} empty="暂无提问" /> },
          ]}
        />
      </Card>
    </div>
  );
}

/** /training/people_focus?id: whom a person follows and who follows him. */
export function PeopleFocusPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const home = useHome(id);
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={home.data ? <Link to={communityPaths.peopleHome(id)}>{home.data.user.nickName}</Link> : '关注与粉丝'}>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'follows', label: 'TA的关注', children: <FollowTab which="follows" id={id} empty="暂无关注" /> },
            { key: 'fans', label: 'TA的粉丝', children: <FollowTab which="fans" id={id} empty="暂无粉丝" /> },
          ]}
        />
      </Card>
    </div>
  );
}

/** /training/people_question?id: the questions put to a person. */
export function PeopleQuestionPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title="向TA的提问" extra={<Link to={communityPaths.putQuestions({ teacherId: id })}>向TA提问</Link>}>
        <NeedPage q={{ teacherId: id }} empty={COMMUNITY_MSG.noQuestions} />
      </Card>
    </div>
  );
}

/** /training/question_answer: the Q&A square, searched by title, 5 per page. */
export function QuestionAnswerPage() {
  const [title, setTitle] = useState('');
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card
        title="问答广场"
        extra={
          <Space>
            <Input.Search
              aria-label="搜索问题"
              placeholder="搜索问题标题"
              allowClear
              maxLength={50}
              onSearch={(v) => setTitle(v.trim())}
              style={{ width: 260 }}
            />
            <Link to={communityPaths.putQuestions()}>
              <Button type="primary">我要提问</Button>
            </Link>
          </Space>
        }
      >
        <NeedPage key={title} q={title ? { title } : {}} empty={COMMUNITY_MSG.noQuestions} />
      </Card>
    </div>
  );
}

/** /training/curse_answer?id=<course>: the questions about one course. */
export function CurseAnswerPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title="课程问答" extra={<Link to={communityPaths.putQuestions({ articleId: id })}>就该课程提问</Link>}>
        <NeedPage q={{ articleId: id }} empty={COMMUNITY_MSG.noQuestions} />
      </Card>
    </div>
  );
}

interface AskValues {
  needName: string;
  typeIds?: number[];
  content: string;
}

/** /training/put_questions (?teacherId, ?articleId): ask a question; rich text is sanitised by the server. */
export function PutQuestionsPage() {
  const [params] = useSearchParams();
  const teacherId = idParam(params, 'teacherId') || undefined;
  const articleId = idParam(params, 'articleId') || undefined;
  const teacher = useHome(teacherId ?? 0);
  const { data: groups = [] } = useTypeGroups();
  const ask = useAsk();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { user } = useAuth();
  const options = groups.map((g) => ({ label: g.name, options: g.dictionaryDetailList.map((d) => ({ value: d.id, label: d.name })) }));
  const submit = (v: AskValues) =>
    ask.mutate(
      {
        needName: v.needName,
        content: v.content,
        typeIds: (v.typeIds ?? []).join(','),
        ...(teacherId ? { teacherId } : {}),
        ...(articleId ? { articleId } : {}),
      },
      {
        onSuccess: (r) => {
          void message.success(r.msg);
          void navigate(communityPaths.answer(r.id, user?.id ?? 0));
        },
        onError: (e) => void message.error(errorText(e)),
      },
    );
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={teacher.data ? `向 ${teacher.data.user.nickName} 提问` : articleId ? '就课程提问' : '我要提问'}>
        <Form<AskValues> layout="vertical" onFinish={submit} style={{ maxWidth: 820 }}>
          <Form.Item
            name="needName"
            label="问题标题"
            rules={[
              { required: true, whitespace: true, message: COMMUNITY_MSG.titleRequired },
              { max: 50, message: COMMUNITY_MSG.titleMax },
            ]}
          >
            <Input maxLength={50} showCount placeholder="一句话说清问题" />
          </Form.Item>
          <Form.Item name="typeIds" label="问题类型（最多3个）" rules={[{ type: 'array', max: 3, message: COMMUNITY_MSG.typesMax }]}>
            <Select mode="multiple" options={options} placeholder="请选择问题类型" maxCount={3} allowClear />
          </Form.Item>
          <Form.Item name="content" label="问题描述" rules={[{ required: true, message: COMMUNITY_MSG.contentRequired }]}>
            <RichTextEditor placeholder="详细描述您的问题、已尝试的办法" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={ask.isPending}>
            提交问题
          </Button>
        </Form>
      </Card>
    </div>
  );
}

/** /training/answer?id&authorid: the question, collect, its answers (5 per page) and the answer form. */
export function AnswerPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, isLoading, error } = useNeed(id);
  const [pageNum, setPageNum] = useState(0);
  const answers = useAnswers({ needId: id, pageNum });
  const answer = useAnswer();
  const collect = useCollectNeed();
  const [form] = Form.useForm<{ content: string }>();
  const { message } = App.useApp();
  if (isLoading) return <Skeleton active className="xcb-container" />;
  if (!data) return <Result status="404" title={error ? errorText(error) : COMMUNITY_MSG.questionNotFound} />;
  const n = data.need;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card>
        <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {n.needName}
          </Typography.Title>
          <Button
            icon={data.collected ? <HeartFilled style={{ color: '#f5222d' }} /> : <HeartOutlined />}
            loading={collect.isPending}
            onClick={() =>
              collect.mutate(
                { needId: n.id, collect: data.collected ? 0 : 1 },
                { onSuccess: (r) => void message.success(r.msg), onError: (e) => void message.error(errorText(e)) },
              )
            }
          >
            {data.collected ? '已收藏' : '收藏'}
          </Button>
        </Space>
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="提问者">
            <Link to={communityPaths.peopleHome(n.user.id)}>{n.user.nickName}</Link>
          </Descriptions.Item>
          <Descriptions.Item label="时间">{formatDateTime(n.needCreatetime)}</Descriptions.Item>
          <Descriptions.Item label="回答 / 浏览">
            {n.answerCount} / {n.readCount}
          </Descriptions.Item>
        </Descriptions>
        <div className="xcb-rich" dangerouslySetInnerHTML={{ __html: n.content }} />
      </Card>
      <Card title={`全部回答（${answers.data?.recordCount ?? n.answerCount}）`} style={{ marginTop: 16 }}>
        {answers.isLoading ? (
          <Skeleton active />
        ) : !answers.data?.recordList.length ? (
          <EmptyState text={COMMUNITY_MSG.noAnswers} />
        ) : (
          <>
            <List
              dataSource={answers.data.recordList}
              renderItem={(a) => (
                <List.Item>
                  <List.Item.Meta
                    avatar={<PersonAvatar user={a.user} size={36} />}
                    title={
                      <Space>
                        <Link to={communityPaths.peopleHome(a.user.id)}>{a.user.nickName}</Link>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {formatDateTime(a.createTime)}
                        </Typography.Text>
                      </Space>
                    }
                    description={
                      <div className="xcb-rich" style={{ color: 'rgba(0,0,0,.85)' }} dangerouslySetInnerHTML={{ __html: a.content }} />
                    }
                  />
                </List.Item>
              )}
            />
            {answers.data.recordCount > QA_PAGE_SIZE && (
              <Pagination
                align="center"
                current={pageNum + 1}
                pageSize={QA_PAGE_SIZE}
                total={answers.data.recordCount}
                onChange={(p) => setPageNum(p - 1)}
                showSizeChanger={false}
              />
            )}
          </>
        )}
      </Card>
      {!data.mine && (
        <Card title="我来回答" style={{ marginTop: 16 }}>
          <Form
            form={form}
            layout="vertical"
            onFinish={(v) =>
              answer.mutate(
                { needId: n.id, content: v.content },
                {
                  onSuccess: (r) => {
                    void message.success(r.msg);
                    form.resetFields();
                  },
                  onError: (e) => void message.error(errorText(e)),
                },
              )
            }
          >
            <Form.Item name="content" rules={[{ required: true, message: COMMUNITY_MSG.answerRequired }]}>
              <RichTextEditor placeholder="写下您的回答" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={answer.isPending}>
              提交回答
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}

/** /training/article_list: the platform's articles. */
export function ArticleListPage() {
  const [pageNum, setPageNum] = useState(0);
  const { data, isLoading } = useArticles({ pageNum });
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title="平台文章">
        {isLoading ? (
          <Skeleton active />
        ) : !data?.recordList.length ? (
          <EmptyState text="暂无文章" />
        ) : (
          <>
            <List
              itemLayout="vertical"
              dataSource={data.recordList}
              renderItem={(a) => (
                <List.Item extra={a.icon ? <img width={160} alt={a.title} src={uploadUrl(a.icon)} /> : null}>
                  <List.Item.Meta
                    title={<Link to={communityPaths.articleShow(a.id)}>{a.title}</Link>}
                    description={`${a.author} · ${formatDateTime(a.createdate)} · 阅读 ${a.readcount}`}
                  />
                  {a.summary}
                </List.Item>
              )}
            />
            <Pagination
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
    </div>
  );
}

/** /training/article_show?id: one published platform article. */
export function ArticleShowPage() {
  const [params] = useSearchParams();
  const { data, isLoading, error } = useArticle(idParam(params));
  if (isLoading) return <Skeleton active className="xcb-container" />;
  if (!data) return <Result status="404" title={error ? errorText(error) : COMMUNITY_MSG.articleNotFound} />;
  const a = data.article;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card>
        <Typography.Title level={2}>{a.title}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {a.author} · {formatDateTime(a.createdate)} · 阅读 {a.readcount} {a.types.length ? `· ${a.types.join('、')}` : ''}
        </Typography.Paragraph>
        <Typography.Paragraph>{a.summary}</Typography.Paragraph>
        <div className="xcb-rich" dangerouslySetInnerHTML={{ __html: a.content }} />
      </Card>
    </div>
  );
}
