import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App, Button, Checkbox, Form, Input, Space, Steps, Typography } from 'antd';
import { articleTypeGroups } from '@xcb/shared/actions/platform';
import { articleAdminGet, type AdminArticle } from '@xcb/shared/actions/admin';
import { articleAdd, articleUpdate } from '@xcb/shared/actions/course-author';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import { errorText } from '../../../../api/client.ts';
import { RichTextEditor } from '../../../../components/RichTextEditor.tsx';
import { A } from '../../../../locale/admin.ts';
import { ImageUploadField } from '../components/ImageUploadField.tsx';
import { PageCard } from '../components/PageCard.tsx';

const R = A.articles;
type ArticleForm = { title: string; summary: string; icon?: string; content: string };

/**
 * spec (administrator article flow): choose 1 to 3 article types, then the form (title, content,
 * summary, icon); saving creates (no id) or updates the article and goes to /step4?id.
 */
export function ArticleFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const existing = useAdminQuery(articleAdminGet, { id }, id > 0);
  const article = id > 0 ? existing.data?.data : undefined;
  if (id > 0 && !article) return <PageCard title={A.edit}>{null}</PageCard>;
  // A new key per article: the editor starts from that article's values (or empty for a new one).
  return <ArticleEditor key={article?.id ?? 'new'} article={article} />;
}

function ArticleEditor({ article }: { article: AdminArticle | undefined }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = article?.id ?? 0;
  const groups = useAdminQuery(articleTypeGroups, {});
  const add = useAdminMutation(articleAdd);
  const update = useAdminMutation(articleUpdate);
  const [step, setStep] = useState(0);
  const [types, setTypes] = useState<number[]>(article?.typeIds ?? []);
  const [form] = Form.useForm<ArticleForm>();

  const toggleType = (typeId: number, checked: boolean) => {
    if (!checked) return setTypes((t) => t.filter((x) => x !== typeId));
    // spec: at most three categories
    if (types.length >= 3) return void message.warning(ADMIN_MSG.articleTypeMax);
    setTypes((t) => [...t, typeId]);
  };

  const next = () => {
    // spec: at least one category before the next step
    if (types.length === 0) return void message.warning(ADMIN_MSG.articleTypeRequired);
    setStep(1);
  };

  const submit = async (v: ArticleForm) => {
    const body = { title: v.title, summary: v.summary, content: v.content, icon: v.icon, typeIds: types.join(',') };
    try {
      const reply = id > 0 ? await update.mutateAsync({ ...body, id }) : await add.mutateAsync(body);
      void message.success(R.success);
      void navigate(`/admin/step4?id=${reply.data}`);
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <PageCard title={id > 0 ? `${A.edit} · ${article?.title ?? ''}` : R.publish}>
      <Steps
        current={step}
        items={[{ title: R.step1 }, { title: R.step2 }, { title: R.step3 }]}
        style={{ maxWidth: 720, marginBottom: 28 }}
      />
      {step === 0 && (
        <>
          <Typography.Paragraph type="secondary">
            {R.chooseTypes}
            {R.chosen(types.length)}
          </Typography.Paragraph>
          {(groups.data?.data ?? []).map((g) => (
            <div key={g.id} style={{ marginBottom: 16 }}>
              <Typography.Text strong>{g.name}</Typography.Text>
              <div style={{ marginTop: 8 }}>
                {g.dictionaryDetailList.map((c) => (
                  <Checkbox
                    key={c.id}
                    checked={types.includes(c.id)}
                    onChange={(e) => toggleType(c.id, e.target.checked)}
                    style={{ marginBottom: 6 }}
                  >
                    {c.name}
                  </Checkbox>
                ))}
              </div>
            </div>
          ))}
          <Button type="primary" onClick={next}>
            {R.next}
          </Button>
        </>
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={
          article
            ? { title: article.title, summary: article.summary, icon: article.icon ?? undefined, content: article.content }
            : undefined
        }
        onFinish={(v) => void submit(v)}
        style={{ maxWidth: 860, display: step === 1 ? undefined : 'none' }}
      >
        <Form.Item
          name="title"
          label={R.title}
          rules={[
            { required: true, whitespace: true, message: ADMIN_MSG.articleTitleRequired },
            { max: 30, message: ADMIN_MSG.articleTitleTooLong },
          ]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item
          name="summary"
          label={R.summary}
          rules={[
            { required: true, whitespace: true, message: ADMIN_MSG.articleSummaryRequired },
            { max: 100, message: ADMIN_MSG.articleSummaryTooLong },
          ]}
        >
          <Input.TextArea rows={2} maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="icon" label={R.icon}>
          <ImageUploadField purpose="cover" label={A.banners.upload} width={160} height={100} />
        </Form.Item>
        <Form.Item name="content" label={R.content} rules={[{ required: true, message: ADMIN_MSG.articleContentRequired }]}>
          <RichTextEditor placeholder={R.content} />
        </Form.Item>
        <Space>
          <Button onClick={() => setStep(0)}>{R.prev}</Button>
          <Button type="primary" htmlType="submit" loading={add.isPending || update.isPending}>
            {R.submit}
          </Button>
        </Space>
      </Form>
    </PageCard>
  );
}
