import { useEffect } from 'react';
import { Alert, App, Button, Card, Form, Input, InputNumber, Result, Select, Skeleton, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SHARING_MSG, UPLOAD_MSG } from '@xcb/shared';
import { SHARE_CATEGORIES, SHARE_UNITS, type ShareKind } from '@xcb/shared/actions/sharing';
import { errorText } from '../../../api/client.ts';
import { uploadImage, uploadUrl } from '../../../api/files.ts';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { useCert, useItem, useSaveItem } from '../api.ts';
import { kindLabel } from './ItemBits.tsx';
import { sharingPaths } from '../paths.ts';

interface Values {
  title: string;
  category: string;
  price: string;
  unit: (typeof SHARE_UNITS)[number];
  period: number;
  cityName?: string;
  summary: string;
  content: string;
  images?: string[];
}

/** Images: png, jpg, jpeg up to 5 MB each, at most 5 (spec: uploads at most 5MB, at most 5). */
function ImagesField({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { message } = App.useApp();
  const files: UploadFile[] = value.map((p) => ({ uid: p, name: p.split('/').pop() ?? p, status: 'done', url: uploadUrl(p) }));
  return (
    <Upload
      listType="picture-card"
      accept=".png,.jpg,.jpeg"
      fileList={files}
      onRemove={(f) => onChange?.(value.filter((p) => p !== f.uid))}
      beforeUpload={(file) => {
        if (!/\.(png|jpe?g)$/i.test(file.name)) {
          void message.error(UPLOAD_MSG.imageType);
          return Upload.LIST_IGNORE;
        }
        if (file.size === 0) {
          void message.error(UPLOAD_MSG.empty);
          return Upload.LIST_IGNORE;
        }
        if (file.size > 5 * 1024 * 1024) {
          void message.error(UPLOAD_MSG.image5mb);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        uploadImage(file as File, 'general')
          .then((rel) => {
            onChange?.([...value, rel].slice(0, 5));
            onSuccess?.(rel);
          })
          .catch((e: unknown) => {
            void message.error(errorText(e));
            onError?.(e as Error);
          });
      }}
    >
      {value.length < 5 && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>上传图片 {value.length}/5</div>
        </div>
      )}
    </Upload>
  );
}

/** project_add / project_update?id, server_add / server_update?id: the publish form; a save goes to staff review. */
export function PublishForm({ kind }: { kind: ShareKind }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const editing = id > 0;
  const existing = useItem(id);
  const cert = useCert();
  const save = useSaveItem(kind);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const item = existing.data?.item;
  useEffect(() => {
    if (!item) return;
    form.setFieldsValue({
      title: item.title,
      category: item.category,
      price: item.price,
      unit: item.unit as Values['unit'],
      period: item.period,
      cityName: item.cityName ?? undefined,
      summary: item.summary,
      content: item.content,
      images: item.images,
    });
  }, [item, form]);

  if (cert.isLoading || (editing && existing.isLoading)) return <Skeleton active />;
  if (cert.data && !cert.data.canPublish)
    return (
      <Result
        status="warning"
        title={SHARING_MSG.certifyFirst}
        subTitle="发布共享项目或服务需要先完成个人或企业认证"
        extra={<Link to="/employment/company_store">去认证</Link>}
      />
    );
  if (editing && (!existing.data || !existing.data.mine)) return <Result status="403" title={SHARING_MSG.notOwner} />;

  const submit = async (v: Values) => {
    if (await save.run({ ...v, price: String(v.price), images: (v.images ?? []).join(','), ...(editing ? { id } : {}) }))
      void navigate(sharingPaths.myList(kind));
  };
  const label = kindLabel(kind);
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      <Card title={`${editing ? '修改' : '发布'}${label}`}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`提交后由平台工作人员审核，审核通过即上架；修改已上架的${label}会重新审核。`}
        />
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ unit: kind === 'project' ? '项目' : '次', period: 7 }}
          style={{ maxWidth: 820 }}
        >
          <Form.Item
            name="title"
            label="标题"
            rules={[
              { required: true, message: SHARING_MSG.titleRequired },
              { max: 30, message: SHARING_MSG.titleMax },
            ]}
          >
            <Input placeholder={`${label}标题，不超过30个字`} maxLength={30} showCount />
          </Form.Item>
          <Form.Item name="category" label="类型" rules={[{ required: true, message: SHARING_MSG.categoryRequired }]}>
            <Select placeholder="请选择类型" options={SHARE_CATEGORIES[kind].map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item label="价格（晶币）" required style={{ marginBottom: 0 }}>
            <Form.Item
              name="price"
              style={{ display: 'inline-block', width: 200 }}
              rules={[
                { required: true, message: SHARING_MSG.priceInvalid },
                { pattern: /^\d{1,8}(\.\d{1,2})?$/, message: SHARING_MSG.priceInvalid },
              ]}
            >
              <Input aria-label="价格" placeholder="如 1200.00" />
            </Form.Item>
            <span style={{ display: 'inline-block', margin: '4px 8px' }}>/</span>
            <Form.Item
              name="unit"
              style={{ display: 'inline-block', width: 120 }}
              rules={[{ required: true, message: SHARING_MSG.unitRequired }]}
            >
              <Select aria-label="计价单位" options={SHARE_UNITS.map((u) => ({ value: u, label: u }))} />
            </Form.Item>
          </Form.Item>
          <Form.Item name="period" label="交付周期（天）" rules={[{ required: true, message: SHARING_MSG.periodInvalid }]}>
            <InputNumber min={1} max={365} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="cityName" label="城市" rules={[{ max: 20, message: SHARING_MSG.cityMax }]}>
            <Input placeholder="不填为不限城市" maxLength={20} style={{ width: 320 }} />
          </Form.Item>
          <Form.Item
            name="summary"
            label="简介"
            rules={[
              { required: true, message: SHARING_MSG.summaryRequired },
              { max: 100, message: SHARING_MSG.summaryMax },
            ]}
          >
            <Input.TextArea rows={2} maxLength={100} showCount placeholder="一句话说明提供什么" />
          </Form.Item>
          <Form.Item name="images" label="图片（最多5张）">
            <ImagesField />
          </Form.Item>
          <Form.Item name="content" label="详细介绍" rules={[{ required: true, message: SHARING_MSG.contentRequired }]}>
            <RichTextEditor placeholder="交付内容、流程、验收标准等" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            提交审核
          </Button>
        </Form>
      </Card>
    </div>
  );
}
