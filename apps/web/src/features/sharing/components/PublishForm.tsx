import { useEffect } from 'react';
import { Alert, App, Card, Form, Input, InputNumber, Result, Select, Skeleton, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SHARING_MSG, UPLOAD_MSG } from '@xcb/shared';
import { SHARE_CATEGORIES, SHARE_UNITS, type ShareKind } from '@xcb/shared/actions/sharing';
import { errorText } from '../../../api/client.ts';
import { uploadImage, uploadUrl } from '../../../api/files.ts';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { useCert, useItem, useSaveItem } from '../api.ts';
import { SHARE_L } from '../../../locale/sharing.ts';
import { FormFields, maxLength, required, type Field } from './FormFields.tsx';
import { kindLabel } from './ItemBits.tsx';
import { sharingPaths } from '../paths.ts';

const P = SHARE_L.publish;

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
          <div style={{ marginTop: 8 }}>{P.upload(value.length)}</div>
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
        subTitle={P.certifyHint}
        extra={<Link to="/employment/company_store">{P.certify}</Link>}
      />
    );
  if (editing && (!existing.data || !existing.data.mine)) return <Result status="403" title={SHARING_MSG.notOwner} />;

  const submit = async (v: Values) => {
    if (await save.run({ ...v, price: String(v.price), images: (v.images ?? []).join(','), ...(editing ? { id } : {}) }))
      void navigate(sharingPaths.myList(kind));
  };
  const label = kindLabel(kind);
  const fields: Field[] = [
    {
      name: 'title',
      label: P.name,
      rules: [required(SHARING_MSG.titleRequired), maxLength(30, SHARING_MSG.titleMax)],
      control: <Input placeholder={P.namePlaceholder(label)} maxLength={30} showCount />,
    },
    {
      name: 'category',
      label: P.category,
      rules: [required(SHARING_MSG.categoryRequired)],
      control: <Select placeholder={P.categoryPlaceholder} options={SHARE_CATEGORIES[kind].map((c) => ({ value: c, label: c }))} />,
    },
    { label: P.price, required: true, style: { marginBottom: 0 }, control: <PriceAndUnit /> },
    {
      name: 'period',
      label: P.period,
      rules: [required(SHARING_MSG.periodInvalid)],
      control: <InputNumber min={1} max={365} precision={0} style={{ width: 200 }} />,
    },
    {
      name: 'cityName',
      label: P.city,
      rules: [maxLength(20, SHARING_MSG.cityMax)],
      control: <Input placeholder={P.cityPlaceholder} maxLength={20} style={{ width: 320 }} />,
    },
    {
      name: 'summary',
      label: P.summary,
      rules: [required(SHARING_MSG.summaryRequired), maxLength(100, SHARING_MSG.summaryMax)],
      control: <Input.TextArea rows={2} maxLength={100} showCount placeholder={P.summaryPlaceholder} />,
    },
    { name: 'images', label: P.images, control: <ImagesField /> },
    {
      name: 'content',
      label: P.content,
      rules: [required(SHARING_MSG.contentRequired)],
      control: <RichTextEditor placeholder={P.contentPlaceholder} />,
    },
  ];
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      <Card title={P.title(editing, label)}>
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={P.notice(label)} />
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ unit: P.defaultUnit[kind], period: 7 }}
          style={{ maxWidth: 820 }}
        >
          <FormFields fields={fields} submit={P.submit} loading={save.isPending} />
        </Form>
      </Card>
    </div>
  );
}

/** The price and its unit on one line, under the one label 价格（晶币）. */
function PriceAndUnit() {
  return (
    <>
      <Form.Item
        name="price"
        style={{ display: 'inline-block', width: 200 }}
        rules={[required(SHARING_MSG.priceInvalid), { pattern: /^\d{1,8}(\.\d{1,2})?$/, message: SHARING_MSG.priceInvalid }]}
      >
        <Input aria-label={P.priceLabel} placeholder={P.pricePlaceholder} />
      </Form.Item>
      <span style={{ display: 'inline-block', margin: '4px 8px' }}>/</span>
      <Form.Item name="unit" style={{ display: 'inline-block', width: 120 }} rules={[required(SHARING_MSG.unitRequired)]}>
        <Select aria-label={P.unit} options={SHARE_UNITS.map((u) => ({ value: u, label: u }))} />
      </Form.Item>
    </>
  );
}
