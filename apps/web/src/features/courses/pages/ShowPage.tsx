import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { errorText } from '../../../api/client.ts';
import { uploadUrl } from '../../../api/files.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Avatar } from '../../../components/light/Avatar.tsx';
import { Button } from '../../../components/light/Button.tsx';
import { Card } from '../../../components/light/Card.tsx';
import { Collapse } from '../../../components/light/Collapse.tsx';
import { Descriptions } from '../../../components/light/Descriptions.tsx';
import { ShoppingCartIcon } from '../../../components/light/icons/ShoppingCart.ts';
import { RateDisplay } from '../../../components/light/Rate.tsx';
import { Skeleton } from '../../../components/light/Skeleton.tsx';
import { Tag } from '../../../components/light/Tag.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { openChat } from '../../../lib/realtime.ts';
import { formatDate } from '../../../lib/date.ts';
import { useAddOrder, useAddToCart, useCourse } from '../api.ts';
import { CourseCover, Price } from '../components/CourseBits.tsx';
import { CommentIcon } from '../components/icons/Comment.ts';
import { ThunderboltIcon } from '../components/icons/Thunderbolt.ts';
import { coursePaths } from '../paths.ts';
import { COURSE_LIGHT } from '../../../locale/courses-light.ts';
import column from './column.module.css';
import styles from './ShowPage.module.css';

// Light (no antd on arrival, issue 21): a course's page is where shared links and search results land on a
// phone. Messages go through api/feedback (antd's message is loaded on the click that shows one); buying
// moves on to the order's pay page, which brings antd with it.

// 相关职位 (issue 27: open positions asking for what the course teaches) is its own chunk
const CourseJobsCard = lazy(async () => ({ default: (await import('../../../components/matching/CourseJobsCard.tsx')).CourseJobsCard }));

/** The cover's height: the picture is the page's largest element (LCP), its box is kept while loading. */
const COVER_HEIGHT = 260;

const T = COURSE_LIGHT.show;

/** The page's layout: the cover and the facts on top, then the course's text beside the author's card. */
function ShowFrame({ hero, main, side }: { hero: ReactNode; main: ReactNode; side: ReactNode }) {
  return (
    <div className={`xcb-container ${column.page}`}>
      <Card>
        <div className={styles.hero}>{hero}</div>
      </Card>
      <div className={styles.columns}>
        <div>{main}</div>
        <div>{side}</div>
      </div>
    </div>
  );
}

/** The page's frame while the course loads, with the cover's and the buttons' boxes, so nothing moves when it arrives. */
function ShowSkeleton() {
  return (
    <ShowFrame
      hero={
        <>
          <div className={styles.shimmer} style={{ height: COVER_HEIGHT }} />
          <div className={styles.heroSkeleton}>
            <Skeleton rows={4} />
            <div className={styles.shimmer} style={{ width: 220, height: 40, marginTop: 24 }} />
          </div>
        </>
      }
      main={
        <Card title={T.intro} className={styles.block}>
          <Skeleton rows={5} />
        </Card>
      }
      side={
        <Card title={T.teacher}>
          <Skeleton rows={1} />
        </Card>
      }
    />
  );
}

/** spec /show?id&authorid: the course (article_selectArticleById), add to cart, buy now. */
export function ShowPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data, isLoading, error } = useCourse(id);
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const addToCart = useAddToCart();
  const addOrder = useAddOrder();

  if (isLoading) return <ShowSkeleton />;
  if (error || !data)
    return (
      <div className={`xcb-container ${column.page}`}>
        <EmptyState
          text={T.notFound}
          description={error ? errorText(error) : undefined}
          action={{ label: T.backToList, to: coursePaths.list() }}
        />
      </div>
    );
  const { article: a } = data;
  const needLogin = () => {
    if (user) return false;
    void navigate(paths.login(location.pathname + location.search));
    return true;
  };
  const onCart = () => {
    if (needLogin()) return;
    void addToCart.run({ articleId: a.id });
  };
  const onBuy = async () => {
    if (needLogin()) return;
    const r = await addOrder.run({ ids: String(a.id) }, { done: false });
    if (r) void navigate(coursePaths.orderPay(r.orders[0]?.id ?? '', r.listId));
  };
  const statusTag = a.status === 1 ? null : a.status === 0 ? <Tag color="orange">{T.reviewing}</Tag> : <Tag color="red">{T.rejected}</Tag>;

  return (
    <ShowFrame
      hero={
        <>
          <CourseCover icon={a.icon} title={a.title} id={a.id} height={COVER_HEIGHT} priority />
          <div className={styles.facts}>
            <h2 className={styles.title}>
              {a.title} {statusTag}
            </h2>
            <p className={styles.summary}>{a.summary}</p>
            <div className={styles.tags}>
              {a.wzlxList.map((t) => (
                <Tag key={t.id} color="blue">
                  {t.name}
                </Tag>
              ))}
              {a.postDivision && <Tag>{a.postDivision}</Tag>}
            </div>
            <Descriptions
              items={[
                { key: 'price', label: T.price, children: <Price coins={a.readMoney} /> },
                { key: 'buyers', label: T.buyers, children: a.buyCount },
                {
                  key: 'rating',
                  label: T.rating,
                  children: (
                    <span className={styles.rating}>
                      <RateDisplay value={a.rating} fontSize={14} />
                      <span>{a.evaluationCount ? T.ratingOf(a.rating, a.evaluationCount) : T.noReviews}</span>
                    </span>
                  ),
                },
                { key: 'views', label: T.views, children: a.readcount },
              ]}
            />
            {a.reviewReason && data.mine && (
              <p className={styles.danger}>
                {T.reviewReason}
                {a.reviewReason}
              </p>
            )}
            <div className={styles.actions}>
              {data.mine ? (
                <span className={styles.muted}>{T.mine}</span>
              ) : data.boughtOrderId ? (
                <Button type="primary" size="large" onClick={() => void navigate(coursePaths.study(a.id))}>
                  {T.study}
                </Button>
              ) : (
                <>
                  <Button size="large" icon={<ShoppingCartIcon />} onClick={onCart} loading={addToCart.isPending} disabled={data.inCart}>
                    {data.inCart ? T.inCart : T.addToCart}
                  </Button>
                  <Button type="primary" danger size="large" icon={<ThunderboltIcon />} onClick={onBuy} loading={addOrder.isPending}>
                    {T.buy}
                  </Button>
                </>
              )}
              {user && !data.mine && !data.boughtOrderId && <Link to={coursePaths.cart()}>{T.viewCart}</Link>}
            </div>
          </div>
        </>
      }
      main={
        <>
          <Card title={T.intro} className={styles.block}>
            {/* sanitised on the server when the author saves it */}
            <div className="xcb-rich" dangerouslySetInnerHTML={{ __html: a.content }} />
          </Card>
          <Card title={T.outline} className={styles.block}>
            {data.courseChaptersList.length === 0 ? (
              <EmptyState compact text={T.noChapters} />
            ) : (
              <Collapse
                defaultActiveKey={data.courseChaptersList.map((c) => String(c.id))}
                items={data.courseChaptersList.map((c) => ({
                  key: String(c.id),
                  label: `${c.chaptersname}  ${c.chapterscontent}`,
                  children:
                    c.courseList.length === 0 ? (
                      <p className={styles.noSections}>{T.noSections}</p>
                    ) : (
                      <ul className={styles.sections}>
                        {c.courseList.map((s) => (
                          <li key={s.id}>{s.coursename}</li>
                        ))}
                      </ul>
                    ),
                }))}
              />
            )}
          </Card>
          <Card title={T.reviews(a.evaluationCount)}>
            {data.evaluations.length === 0 ? (
              <EmptyState compact text={T.noReviews} />
            ) : (
              <ul className={styles.comments}>
                {data.evaluations.map((r) => (
                  <li key={r.id} className={styles.comment}>
                    <Avatar src={uploadUrl(r.userIcon)} />
                    <div className={styles.commentBody}>
                      <div className={styles.commentHead}>
                        <span className={styles.commentUser}>{r.user}</span>
                        <RateDisplay value={r.allScore} fontSize={12} />
                      </div>
                      <p className={styles.commentText}>{r.content}</p>
                    </div>
                    <span className={`${styles.muted} ${styles.commentDate}`}>{formatDate(r.createdate)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      }
      side={
        <>
          <Card title={T.teacher}>
            <div className={styles.author}>
              <Avatar size={48} src={uploadUrl(a.authorIcon)} />
              <div>
                <strong>{a.author}</strong>
                <br />
                <Link to={`/people_home?id=${a.authorid}`}>{T.homepage}</Link>
                {user?.id !== a.authorid && (
                  <Button type="link" size="small" icon={<CommentIcon />} onClick={() => !needLogin() && openChat(a.authorid)}>
                    {T.contact}
                  </Button>
                )}
              </div>
            </div>
          </Card>
          {a.status === 1 && (
            <Suspense fallback={null}>
              <CourseJobsCard courseId={a.id} />
            </Suspense>
          )}
        </>
      }
    />
  );
}
