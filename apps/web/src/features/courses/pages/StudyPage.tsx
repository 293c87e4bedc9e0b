import { useMemo } from 'react';
import { CheckCircleFilled, PlayCircleOutlined, ReadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Menu, Result, Skeleton, Space, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { LearnViewer } from '@xcb/shared/actions/courses';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useLearn, useSaveProgress } from '../api.ts';
import { SectionView } from '../components/SectionView.tsx';
import { coursePaths } from '../paths.ts';
import styles from './study.module.css';
import { showError } from '../../../api/feedback.ts';

interface Entry {
  id: number;
  name: string;
  hasVideo: boolean;
  chapterLabel: string;
}

const VIEWER_NOTE: Record<LearnViewer, string> = {
  buyer: '',
  author: '作者预览：这里是学员看到的课程内容，不记录学习进度',
  staff: '审核预览：这里是学员看到的课程内容，不记录学习进度',
};

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
        c.courseList.map((s) => ({ id: s.id, name: s.coursename, hasVideo: s.hasVideo, chapterLabel: `第${i + 1}章 ${c.chaptersname}` })),
      ),
    [data?.courseChaptersList],
  );
  const progress = useMemo(() => new Map((data?.progress ?? []).map((p) => [p.sectionId, p.percent])), [data?.progress]);
  const last = useMemo(() => [...(data?.progress ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0], [data?.progress]);

  if (id <= 0) return <Result status="404" title="课程不存在" extra={<Link to={coursePaths.peopleCenter()}>我的学习</Link>} />;
  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (error || !data)
    return (
      <Result
        status="403"
        title="无法学习该课程"
        subTitle={error ? errorText(error) : undefined}
        extra={<Link to={coursePaths.show(id)}>查看课程</Link>}
      />
    );

  const isBuyer = data.viewer === 'buyer';
  const fallback = (isBuyer ? entries.find((e) => (progress.get(e.id) ?? 0) < 100) : undefined) ?? entries[0];
  const current = entries.find((e) => e.id === wanted) ?? fallback;
  const lastEntry = last && entries.find((e) => e.id === last.sectionId);
  const select = (sectionId: number) => setParams({ id: String(id), sectionId: String(sectionId) });

  const report = (sectionId: number) => (percent: number) =>
    save.mutate(
      { sectionId, percent },
      {
        onSuccess: (r) => r.percent >= 100 && percent >= 100 && void message.success('本节已学完'),
        onError: showError,
      },
    );

  const menu: MenuProps['items'] = data.courseChaptersList.map((c, i) => ({
    key: `c${c.id}`,
    label: `第${i + 1}章 ${c.chaptersname}`,
    children:
      c.courseList.length === 0
        ? [{ key: `empty${c.id}`, label: '暂无小节', disabled: true }]
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
                      <CheckCircleFilled className={styles.sectionDone} aria-label="已学完" />
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
            <span>学习：{data.article.title}</span>
            {!isBuyer && <Tag color="gold">{data.viewer === 'author' ? '作者预览' : '审核预览'}</Tag>}
          </Space>
        }
        // Staff may preview a course still under review, whose public page does not exist yet.
        extra={
          isBuyer ? (
            <Link to={coursePaths.peopleCenter()}>我的学习</Link>
          ) : data.viewer === 'author' ? (
            <Link to={coursePaths.show(id)}>课程详情</Link>
          ) : null
        }
      >
        {!isBuyer ? (
          <Typography.Text type="secondary">{VIEWER_NOTE[data.viewer]}</Typography.Text>
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space wrap size="large">
              <Typography.Text>
                已学完 {finished} / {entries.length} 节
              </Typography.Text>
              {lastEntry ? (
                <Space data-testid="study-last">
                  <Typography.Text type="secondary">
                    上次学到：{lastEntry.chapterLabel} · {lastEntry.name}（{progress.get(lastEntry.id) ?? 0}%）
                  </Typography.Text>
                  {current?.id !== lastEntry.id && (
                    <Button size="small" type="link" onClick={() => select(lastEntry.id)}>
                      继续学习
                    </Button>
                  )}
                </Space>
              ) : (
                entries.length > 0 && <Typography.Text type="secondary">还没有学习记录，从第一节开始吧</Typography.Text>
              )}
            </Space>
            {data.progress.length === 0 && entries.length > 0 && (
              <Alert type="info" showIcon message="开始学习（观看视频、阅读小节或打开附件）后，该课程将不能再申请退款" />
            )}
          </Space>
        )}
      </Card>
      {entries.length === 0 ? (
        <Card>
          <EmptyState
            text={
              data.courseChaptersList.length === 0 ? '作者尚未添加章节，添加后即可在这里学习' : '作者尚未添加小节，添加后即可在这里学习'
            }
          />
        </Card>
      ) : (
        <div className={styles.layout}>
          <Card size="small" title="课程目录" className={styles.outline} styles={{ body: { padding: 0 } }}>
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
