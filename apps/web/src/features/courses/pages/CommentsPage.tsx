import { useState } from 'react';
import { Alert, App, Button, Card, Input, Rate, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { COURSE_MSG } from '@xcb/shared';
import { ORDER_STATE } from '@xcb/shared/actions/courses';
import { errorText } from '../../../api/client.ts';
import { useCourse, useReview } from '../api.ts';
import { CourseSummary } from '../components/CourseSummary.tsx';
import { PageSkeleton } from '../components/PageStates.tsx';
import { coursePaths } from '../paths.ts';
import { COURSE_L } from '../../../locale/courses.ts';

const T = COURSE_L.review;

/** spec /comments?orderId&id: stars 1-5 and a comment of at least 10 characters; back to /people_center. */
export function CommentsPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId')) || 0;
  const id = Number(params.get('id')) || 0;
  const { data, isLoading } = useCourse(id);
  const [stars, setStars] = useState(0);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReview();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const submit = () => {
    if (!stars) return setError(COURSE_MSG.starsRequired);
    if (content.trim().length < 10) return setError(COURSE_MSG.commentMin);
    setError(null);
    review.mutate(
      { orderId, allScore: stars, content: encodeURIComponent(content.trim()), orderState: ORDER_STATE.reviewed },
      {
        onSuccess: (r) => {
          void message.success(r.msg);
          void navigate(coursePaths.peopleCenter());
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };

  if (isLoading) return <PageSkeleton />;
  const a = data?.article;
  return (
    <div className="xcb-container" style={{ padding: '24px 0', maxWidth: 760 }}>
      <Card title={T.title}>
        {a && (
          <CourseSummary
            course={a}
            width={160}
            height={100}
            align="start"
            style={{ marginBottom: 16 }}
            title={
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {a.title}
              </Typography.Title>
            }
            note={a.summary}
          />
        )}
        <div style={{ marginBottom: 12 }}>
          <Typography.Text>{T.score}</Typography.Text>
          <Rate
            value={stars}
            onChange={(v) => {
              setStars(v);
              setError(null);
            }}
            aria-label={T.stars}
          />
        </div>
        <Input.TextArea
          aria-label={T.content}
          rows={5}
          maxLength={500}
          showCount
          placeholder={T.placeholder}
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            setError(null);
          }}
        />
        {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} />}
        <div style={{ textAlign: 'right', marginTop: 16 }}>
          <Button type="primary" onClick={submit} loading={review.isPending}>
            {T.submit}
          </Button>
        </div>
      </Card>
    </div>
  );
}
