import { Card, Form, Input, Select } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { useAuth } from '../../../lib/auth.ts';
import { CL } from '../../../locale/community.ts';
import { useAsk, useHome, useTypeGroups } from '../api.ts';
import { QaForm } from '../components/QaForm.tsx';
import { communityPaths, idParam } from '../paths.ts';

const A = CL.ask;

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
      <Card title={teacher.data ? A.toTeacher(teacher.data.user.nickName) : articleId ? A.onCourse : CL.square.ask}>
        <QaForm<AskValues>
          onFinish={submit}
          style={{ maxWidth: 820 }}
          label={A.content}
          required={COMMUNITY_MSG.contentRequired}
          placeholder={A.contentPlaceholder}
          submit={A.submit}
          loading={ask.isPending}
        >
          <Form.Item
            name="needName"
            label={A.title}
            rules={[
              { required: true, whitespace: true, message: COMMUNITY_MSG.titleRequired },
              { max: 50, message: COMMUNITY_MSG.titleMax },
            ]}
          >
            <Input maxLength={50} showCount placeholder={A.titlePlaceholder} />
          </Form.Item>
          <Form.Item name="typeIds" label={A.types} rules={[{ type: 'array', max: 3, message: COMMUNITY_MSG.typesMax }]}>
            <Select mode="multiple" options={options} placeholder={A.typesPlaceholder} maxCount={3} allowClear />
          </Form.Item>
        </QaForm>
      </Card>
    </div>
  );
}
