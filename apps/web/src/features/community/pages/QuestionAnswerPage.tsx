import { useState } from 'react';
import { Button, Card, Input, Space } from 'antd';
import { Link } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { communityPaths } from '../paths.ts';
import { PagedNeeds } from '../components/Needs.tsx';
import { CL } from '../../../locale/community.ts';

/** /training/question_answer: the Q&A square, searched by title, 5 per page. */
export function QuestionAnswerPage() {
  const [title, setTitle] = useState('');
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card
        title={CL.square.title}
        extra={
          <Space>
            <Input.Search
              aria-label={CL.square.search}
              placeholder={CL.square.searchPlaceholder}
              allowClear
              maxLength={50}
              onSearch={(v) => setTitle(v.trim())}
              style={{ width: 260 }}
            />
            <Link to={communityPaths.putQuestions()}>
              <Button type="primary">{CL.square.ask}</Button>
            </Link>
          </Space>
        }
      >
        <PagedNeeds key={title} q={title ? { title } : {}} empty={COMMUNITY_MSG.noQuestions} />
      </Card>
    </div>
  );
}
