import { Button, Card, Form, Input, Select } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useAsk, useHome, useTypeGroups } from '../api.ts';
import { communityPaths, idParam } from '../paths.ts';

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
  const { user } = useAuth();
  const options = groups.map((g) => ({ label: g.name, options: g.dictionaryDetailList.map((d) => ({ value: d.id, label: d.name })) }));
  const submit = async (v: AskValues) => {
    const r = await ask.run({
      needName: v.needName,
      content: v.content,
      typeIds: (v.typeIds ?? []).join(','),
      ...(teacherId ? { teacherId } : {}),
      ...(articleId ? { articleId } : {}),
    });
    if (r) {
      void navigate(communityPaths.answer(r.id, user?.id ?? 0));
    }
  };
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
