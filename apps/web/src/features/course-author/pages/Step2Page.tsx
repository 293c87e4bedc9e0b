import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Form, Input, Select, Typography } from 'antd';
import { ADMIN_MSG, COURSE_MSG } from '@xcb/shared/messages';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { AUTHOR_L } from '../../../locale/course-author.ts';
import { WizardButtons, WizardFrame } from '../components/WizardFrame.tsx';
import { useSkills } from '../api.ts';
import { PRICE_PATTERN, overviewLength, readDraft, writeDraft } from '../draft.ts';

interface Fields {
  title: string;
  summary: string;
  postDivision?: string;
  readMoney?: string;
  content: string;
}

const OVERVIEW_MAX = 500;

const T = AUTHOR_L.step2;

/** /step2: title, summary, skill, price and the overview (rich text, live character count). */
export function Step2Page() {
  const navigate = useNavigate();
  const skills = useSkills();
  const draft = readDraft();
  const [form] = Form.useForm<Fields>();
  const [length, setLength] = useState(() => overviewLength(draft.content ?? ''));
  if (!draft.typeId) return <Navigate to="/step1" replace />;

  const save = () => writeDraft({ ...form.getFieldsValue() });
  const next = async () => {
    const v = await form.validateFields();
    writeDraft({ ...v, readMoney: v.readMoney?.trim() ?? '' });
    void navigate('/step3');
  };

  return (
    <WizardFrame current={1} editing={Boolean(draft.id)}>
      <Form<Fields>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        style={{ maxWidth: 860, margin: '0 auto' }}
        initialValues={{
          title: draft.title ?? '',
          summary: draft.summary ?? '',
          postDivision: draft.postDivision,
          readMoney: draft.readMoney ?? '',
          content: draft.content ?? '',
        }}
        onValuesChange={(changed: Partial<Fields>) => {
          if (changed.content !== undefined) setLength(overviewLength(changed.content));
          save();
        }}
      >
        <Form.Item label={T.title} name="title" rules={[{ required: true, whitespace: true, max: 30, message: COURSE_MSG.titleLength }]}>
          <Input placeholder={T.titlePlaceholder} maxLength={30} showCount />
        </Form.Item>
        <Form.Item
          label={T.summary}
          name="summary"
          rules={[
            { required: true, whitespace: true, message: ADMIN_MSG.articleSummaryRequired },
            { max: 100, message: ADMIN_MSG.articleSummaryTooLong },
          ]}
        >
          <Input.TextArea rows={3} maxLength={100} showCount placeholder={T.summaryPlaceholder} />
        </Form.Item>
        <Form.Item label={T.skill} name="postDivision" rules={[{ required: true, message: COURSE_MSG.skillRequired }]}>
          <Select
            showSearch
            placeholder={T.skillPlaceholder}
            loading={skills.isPending}
            options={(skills.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
            style={{ width: 280 }}
          />
        </Form.Item>
        <Form.Item
          label={T.price}
          name="readMoney"
          extra={T.priceHint}
          rules={[
            {
              validator: (_r, v: string | undefined) =>
                v && v.trim() && !PRICE_PATTERN.test(v.trim()) ? Promise.reject(new Error(COURSE_MSG.priceFormat)) : Promise.resolve(),
            },
          ]}
        >
          <Input placeholder="0" style={{ width: 200 }} suffix={T.coin} />
        </Form.Item>
        <Form.Item
          label={T.overview}
          name="content"
          validateStatus={length > OVERVIEW_MAX ? 'error' : undefined}
          help={
            <Typography.Text type={length > OVERVIEW_MAX ? 'danger' : 'secondary'}>{COURSE_MSG.overviewTooLong(length)}</Typography.Text>
          }
          rules={[
            {
              validator: (_r, v: string | undefined) => {
                const n = overviewLength(v ?? '');
                if (n === 0 && !/<img\s/i.test(v ?? '')) return Promise.reject(new Error(COURSE_MSG.overviewRequired));
                if (n > OVERVIEW_MAX) return Promise.reject(new Error(COURSE_MSG.overviewTooLong(n)));
                return Promise.resolve();
              },
            },
          ]}
        >
          <RichTextEditor placeholder={T.overviewPlaceholder} />
        </Form.Item>
        <WizardButtons back={() => void navigate('/step1')} next={() => void next().catch(() => undefined)} marginTop={16} />
      </Form>
    </WizardFrame>
  );
}
