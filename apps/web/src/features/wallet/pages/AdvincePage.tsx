import { privateUploadUrl } from '../../../api/files.ts';
import { useState } from 'react';
import { App, Button, Card, Form, Input, List, Radio, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { FEEDBACK_MSG, UPLOAD_MSG } from '@xcb/shared/messages';
import { LIMITS, PHONE_PATTERN } from '@xcb/shared/rules';
import { FEEDBACK_TYPE_LABEL } from '@xcb/shared/actions/wallet';
import { formatDateTime } from '../../../lib/date.ts';
import { WL } from '../../../locale/wallet-labels.ts';
import { uploadImage, useAddFeedback, useMyFeedback } from '../api.ts';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';

interface FeedbackForm {
  type: number;
  content: string;
  phone?: string;
  wx?: string;
  qq?: string;
}

const MAX = 3 * 1024 * 1024;

/** /advince: complaint and feedback form, and the user's own submissions with the platform's replies. */
export function AdvincePage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackForm>();
  const add = useAddFeedback();
  const { page, pagination } = usePaging(10, SITE_PAGER);
  const mine = useMyFeedback(page.pageNum);
  const [image, setImage] = useState<string | null>(null);

  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={WL.advince.title}>
        <Form<FeedbackForm>
          form={form}
          layout="vertical"
          style={{ maxWidth: 600 }}
          onFinish={async (v) => {
            try {
              await add.mutateAsync({ complaintAndFeedback: { ...v, iconurl: image ?? undefined } });
              void message.success(FEEDBACK_MSG.ok);
              form.resetFields();
              setImage(null);
            } catch {
              void message.error(FEEDBACK_MSG.failed);
            }
          }}
        >
          <Form.Item name="type" label={WL.advince.type} rules={[{ required: true, message: FEEDBACK_MSG.typeRequired }]}>
            <Radio.Group options={[0, 1].map((t) => ({ value: t, label: WL.advince.types[t as 0 | 1] }))} />
          </Form.Item>
          <Form.Item
            name="content"
            label={WL.advince.content}
            rules={[
              { required: true, whitespace: true, message: FEEDBACK_MSG.contentRequired },
              { max: LIMITS.feedback, message: FEEDBACK_MSG.contentLength },
            ]}
          >
            <Input.TextArea rows={5} maxLength={LIMITS.feedback} showCount placeholder={WL.advince.contentPh} />
          </Form.Item>
          <Form.Item label={WL.advince.image}>
            <Upload
              accept="image/png,image/jpeg"
              maxCount={1}
              showUploadList={false}
              beforeUpload={async (file) => {
                if (!/\.(png|jpe?g)$/i.test(file.name)) void message.error(UPLOAD_MSG.imageSuffix);
                else if (file.size === 0) void message.error(`${UPLOAD_MSG.empty}!`);
                else if (file.size > MAX) void message.error(UPLOAD_MSG.image3mb);
                else {
                  try {
                    setImage(await uploadImage(file, 'feedback'));
                  } catch (err) {
                    void message.error(err instanceof Error ? err.message : String(err));
                  }
                }
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<UploadOutlined />}>{WL.advince.image}</Button>
            </Upload>
            {image && (
              <img
                src={privateUploadUrl(image)}
                alt=""
                data-testid="feedback-image"
                style={{ display: 'block', marginTop: 8, maxWidth: 160 }}
              />
            )}
          </Form.Item>
          <Form.Item name="phone" label={WL.advince.phone} rules={[{ pattern: PHONE_PATTERN, message: FEEDBACK_MSG.phoneWrong }]}>
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="wx" label={WL.advince.wx}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="qq" label={WL.advince.qq} rules={[{ pattern: /^\d{5,20}$/, message: WL.advince.qqFormat }]}>
            <Input maxLength={20} inputMode="numeric" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {WL.advince.submit}
          </Button>
        </Form>
      </Card>
      <Card title={WL.advince.mine} style={{ marginTop: 16 }}>
        <List
          loading={mine.isFetching}
          dataSource={mine.data?.recordList ?? []}
          locale={{ emptyText: WL.advince.none }}
          // a List keeps its pager's margin even when the pager hides
          pagination={(mine.data?.recordCount ?? 0) > 10 && pagination(mine.data?.recordCount)}
          renderItem={(f) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <>
                    <Tag color={f.type === 1 ? 'red' : 'blue'}>{FEEDBACK_TYPE_LABEL[f.type]}</Tag>
                    <Typography.Text type="secondary">{formatDateTime(f.createtime)}</Typography.Text>
                  </>
                }
                description={
                  <>
                    <div style={{ color: '#333' }}>{f.content}</div>
                    {f.iconurl && <img src={privateUploadUrl(f.iconurl)} alt="" style={{ maxWidth: 120, marginTop: 6 }} />}
                    {f.replies.length === 0 ? (
                      <Typography.Text type="secondary">{WL.advince.noReply}</Typography.Text>
                    ) : (
                      f.replies.map((r) => (
                        <div key={r.id} style={{ background: '#f6ffed', padding: 8, marginTop: 6, borderRadius: 4 }}>
                          <b>{WL.advince.replyLead}</b>
                          {r.content} <Typography.Text type="secondary">{formatDateTime(r.createtime)}</Typography.Text>
                        </div>
                      ))
                    )}
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
