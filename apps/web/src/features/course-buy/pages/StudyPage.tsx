import { App, Button, Card, Collapse, List, Progress, Result, Skeleton, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useLearn, useProgress } from '../api.ts';
import { coursePaths } from '../paths.ts';

/** A bought course's sections with the learner's progress per section (course_learn, course_progress). */
export function StudyPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data, isLoading, error } = useLearn(id);
  const save = useProgress();
  const { message } = App.useApp();
  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (error || !data) return <Result status="403" title="无法学习该课程" subTitle={error ? errorText(error) : undefined} extra={<Link to={coursePaths.show(id)}>查看课程</Link>} />;
  const progress = new Map(data.progress.map((p) => [p.sectionId, p.percent]));
  const markDone = (sectionId: number) =>
    save.mutate({ articleId: id, sectionId, percent: 100 }, { onSuccess: () => void message.success('已记录学习进度'), onError: (e) => void message.error(errorText(e)) });
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={`学习：${data.article.title}`} extra={<Link to={coursePaths.peopleCenter()}>我的学习</Link>}>
        {data.courseChaptersList.length === 0 ? (
          <EmptyState text="作者尚未添加章节，添加后即可在这里学习" />
        ) : (
          <Collapse
            defaultActiveKey={data.courseChaptersList.map((c) => c.id)}
            items={data.courseChaptersList.map((c) => ({
              key: c.id,
              label: c.chaptersname,
              children: (
                <List
                  dataSource={c.courseList}
                  renderItem={(s) => (
                    <List.Item actions={[<Button key="done" size="small" onClick={() => markDone(s.id)} disabled={progress.get(s.id) === 100}>{progress.get(s.id) === 100 ? '已学完' : '标记学完'}</Button>]}>
                      <Space style={{ width: '100%' }}>
                        <Typography.Text>{s.coursename}</Typography.Text>
                        <Progress percent={progress.get(s.id) ?? 0} size="small" style={{ width: 160 }} />
                      </Space>
                    </List.Item>
                  )}
                />
              ),
            }))}
          />
        )}
      </Card>
    </div>
  );
}
