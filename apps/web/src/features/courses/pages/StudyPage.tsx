import { useMemo } from 'react';
import { CheckCircleFilled, PlayCircleOutlined, ReadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Menu, Space, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { LearnViewer } from '@xcb/shared/actions/courses';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useLearn, useSaveProgress } from '../api.ts';
import { PageFailure, PageSkeleton } from '../components/PageStates.tsx';
import { SectionView } from '../components/SectionView.tsx';
import { coursePaths } from '../paths.ts';
import styles from './study.module.css';
import { showError } from '../../../api/feedback.ts';
import { COURSE_L } from '../../../locale/courses.ts';

const T = COURSE_L.study;

interface Entry {
  id: number;
  name: string;
  hasVideo: boolean;
  chapterLabel: string;
}

const VIEWER_NOTE: Record<LearnViewer, string> = T.viewer;

/**
 * spec /study?id=: a bought course's chapters on the left with the progress of each section, the selected
 * section on the right (?sectionId= keeps it over a reload). A learner starts at the first section not yet
 * finished; the author and staff open the same page as a preview.
 */
export function StudyPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const wanted = Number(params.get('sectionId')) || 0;
  const { data, isLoading, error } = useLearn(id);
  const save = useSaveProgress(id);
  const { message } = App.useApp();

  const entries = useMemo<Entry[]>(
    () =>
      (data?.courseChaptersList ?? []).flatMap((c, i) =>
        c.courseList.map((s) => ({
          id: s.id,
          name: s.coursename,
          hasVideo: s.hasVideo,
          chapterLabel: COURSE_L.chapter(i + 1, c.chaptersname),
        })),
      ),
    [data?.courseChaptersList],
  );
  const progress = useMemo(() => new Map((data?.progress ?? []).map((p) => [p.sectionId, p.percent])), [data?.progress]);
  const last = useMemo(() => [...(data?.progress ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0], [data?.progress]);

  if (id <= 0) return <PageFailure status="404" title={T.notFound} back={{ to: coursePaths.peopleCenter(), label: COURSE_L.myLearning }} />;
  if (isLoading) return <PageSkeleton />;
  if (error || !data)
    return <PageFailure status="403" title={T.cannotLearn} error={error} back={{ to: coursePaths.show(id), label: T.viewCourse }} />;

  const isBuyer = data.viewer === 'buyer';
  const fallback = (isBuyer ? entries.find((e) => (progress.get(e.id) ?? 0) < 100) : undefined) ?? entries[0];
  const current = entries.find((e) => e.id === wanted) ?? fallback;
  const lastEntry = last && entries.find((e) => e.id === last.sectionId);
  const select = (sectionId: number) => setParams({ id: String(id), sectionId: String(sectionId) });

  const report = (sectionId: number) => (percent: number) =>
    save.mutate(
      { sectionId, percent },
      {
        onSuccess: (r) => r.percent >= 100 && percent >= 100 && void message.success(T.sectionDone),
        onError: showError,
      },
    );

  const menu: MenuProps['items'] = data.courseChaptersList.map((c, i) => ({
    key: `c${c.id}`,
    label: COURSE_L.chapter(i + 1, c.chaptersname),
    children:
      c.courseList.length === 0
        ? [{ key: `empty${c.id}`, label: T.noSections, disabled: true }]
        : c.courseList.map((s) => {
            const p = progress.get(s.id) ?? 0;
            return {
              key: String(s.id),
              icon: s.hasVideo ? <PlayCircleOutlined /> : <ReadOutlined />,
              label: (
                <span className={styles.sectionLabel} data-testid={`study-section-${s.id}`}>
                  <span className={styles.sectionName} title={s.coursename}>
                    {s.coursename}
                  </span>
                  {isBuyer &&
                    (p >= 100 ? (
                      <CheckCircleFilled className={styles.sectionDone} aria-label={T.done} />
                    ) : (
                      p > 0 && <span className={styles.sectionPercent}>{p}%</span>
                    ))}
                </span>
              ),
            };
          }),
  }));

  const finished = entries.filter((e) => (progress.get(e.id) ?? 0) >= 100).length;

  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card
        style={{ marginBottom: 16 }}
        title={
          <Space wrap>
            <span>{T.title(data.article.title)}</span>
            {!isBuyer && <Tag color="gold">{data.viewer === 'author' ? T.authorPreview : T.staffPreview}</Tag>}
          </Space>
        }
        // Staff may preview a course still under review, whose public page does not exist yet.
        extra={
          isBuyer ? (
            <Link to={coursePaths.peopleCenter()}>{COURSE_L.myLearning}</Link>
          ) : data.viewer === 'author' ? (
            <Link to={coursePaths.show(id)}>{T.details}</Link>
          ) : null
        }
      >
        {!isBuyer ? (
          <Typography.Text type="secondary">{VIEWER_NOTE[data.viewer]}</Typography.Text>
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space wrap size="large">
              <Typography.Text>{T.finished(finished, entries.length)}</Typography.Text>
              {lastEntry ? (
                <Space data-testid="study-last">
                  <Typography.Text type="secondary">
                    {T.last(lastEntry.chapterLabel, lastEntry.name, progress.get(lastEntry.id) ?? 0)}
                  </Typography.Text>
                  {current?.id !== lastEntry.id && (
                    <Button size="small" type="link" onClick={() => select(lastEntry.id)}>
                      {T.continue}
                    </Button>
                  )}
                </Space>
              ) : (
                entries.length > 0 && <Typography.Text type="secondary">{T.firstTime}</Typography.Text>
              )}
            </Space>
            {data.progress.length === 0 && entries.length > 0 && <Alert type="info" showIcon message={T.refundNotice} />}
          </Space>
        )}
      </Card>
      {entries.length === 0 ? (
        <Card>
          <EmptyState text={data.courseChaptersList.length === 0 ? T.noChapters : T.noSectionsYet} />
        </Card>
      ) : (
        <div className={styles.layout}>
          <Card size="small" title={T.outline} className={styles.outline} styles={{ body: { padding: 0 } }}>
            <Menu
              mode="inline"
              items={menu}
              selectedKeys={current ? [String(current.id)] : []}
              defaultOpenKeys={data.courseChaptersList.map((c) => `c${c.id}`)}
              onClick={({ key }) => select(Number(key))}
            />
          </Card>
          {current && (
            <SectionView
              key={current.id}
              articleId={id}
              sectionId={current.id}
              chapterLabel={current.chapterLabel}
              percent={progress.get(current.id) ?? 0}
              report={isBuyer ? report(current.id) : undefined}
              saving={save.isPending}
            />
          )}
        </div>
      )}
    </div>
  );
}
