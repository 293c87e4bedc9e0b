import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { ADMIN_MSG, COURSE_MSG } from '@xcb/shared/messages';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { WizardFrame } from '../components/WizardFrame.tsx';
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
    <WizardFrame current={1} title={draft.id ? '编辑课程' : '发布课程'}>
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
        <Form.Item label="课程标题" name="title" rules={[{ required: true, whitespace: true, max: 30, message: COURSE_MSG.titleLength }]}>
          <Input placeholder="1-30个字" maxLength={30} showCount />
        </Form.Item>
        <Form.Item
          label="课程简介"
          name="summary"
          rules={[
            { required: true, whitespace: true, message: ADMIN_MSG.articleSummaryRequired },
            { max: 100, message: ADMIN_MSG.articleSummaryTooLong },
          ]}
        >
          <Input.TextArea rows={3} maxLength={100} showCount placeholder="不超过100个字" />
        </Form.Item>
        <Form.Item label="所属技能" name="postDivision" rules={[{ required: true, message: COURSE_MSG.skillRequired }]}>
          <Select
            showSearch
            placeholder="请选择所属技能"
            loading={skills.isPending}
            options={(skills.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
            style={{ width: 280 }}
          />
        </Form.Item>
        <Form.Item
          label="课程价格"
          name="readMoney"
          extra="单位：晶币（1元=10晶币）。不填或不大于0即为免费"
          rules={[
            {
              validator: (_r, v: string | undefined) =>
                v && v.trim() && !PRICE_PATTERN.test(v.trim()) ? Promise.reject(new Error(COURSE_MSG.priceFormat)) : Promise.resolve(),
            },
          ]}
        >
          <Input placeholder="0" style={{ width: 200 }} suffix="晶币" />
        </Form.Item>
        <Form.Item
          label="课程概述"
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
          <RichTextEditor placeholder="介绍课程的内容、适合人群和收获" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'center', marginTop: 16 }}>
          <Button onClick={() => void navigate('/step1')}>上一步</Button>
          <Button type="primary" onClick={() => void next().catch(() => undefined)}>
            下一步
          </Button>
        </Space>
      </Form>
    </WizardFrame>
  );
}
