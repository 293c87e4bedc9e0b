import { useState } from 'react';
import { App, Button, Form, Image, Input, InputNumber, Modal, Select, Space, Table, Upload } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { bannerAdminList, bannerDelete, bannerSave, type AdminBanner } from '@xcb/shared/actions/admin';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { useAdminMutation, useAdminQuery } from '../../../api/admin.ts';
import { errorText } from '../../../api/client.ts';
import { uploadImage } from '../../../api/files.ts';
import { A } from '../../../locale/admin.ts';
import { PageCard } from '../components/PageCard.tsx';

const B = A.banners;
type BannerForm = { title: string; bannerPath: string; bannerUrl: string; bannerType: string; sort?: number | null };

/** Home carousel banners (spec: bannerPath, bannerUrl, bannerType), served by banner_bannerList. */
export function BannersPage() {
  const { message, modal } = App.useApp();
  const banners = useAdminQuery(bannerAdminList, {});
  const save = useAdminMutation(bannerSave);
  const remove = useAdminMutation(bannerDelete);
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [uploading, setUploading] = useState(false);
  const [form] = Form.useForm<BannerForm>();
  const path = Form.useWatch('bannerPath', form);

  const open = (b: AdminBanner | 'new') => {
    setEditing(b);
    form.setFieldsValue(b === 'new' ? { title: '', bannerPath: '', bannerUrl: '', bannerType: '1', sort: (banners.data?.data.length ?? 0) + 1 } : { ...b });
  };

  const submit = async (v: BannerForm) => {
    try {
      await save.mutateAsync({ ...v, sort: v.sort ?? undefined, id: editing && editing !== 'new' ? editing.id : undefined });
      void message.success(ADMIN_MSG.saved);
      setEditing(null);
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  const del = async (b: AdminBanner) => {
    const ok = await modal.confirm({ title: A.confirmDelete, content: b.title, okText: A.delete, okButtonProps: { danger: true }, cancelText: A.cancel });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: b.id });
      void message.success(ADMIN_MSG.deleted);
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const rel = await uploadImage(file, 'banner');
      form.setFieldValue('bannerPath', `/uploads/${rel}`);
      await form.validateFields(['bannerPath']);
    } catch (err) {
      void message.error(errorText(err));
    } finally {
      setUploading(false);
    }
  };

  return (
    <PageCard
      title={A.menu.banners}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {B.add}
        </Button>
      }
    >
      <Table<AdminBanner>
        rowKey="id"
        size="middle"
        loading={banners.isFetching}
        dataSource={banners.data?.data ?? []}
        pagination={false}
        columns={[
          { title: B.image, dataIndex: 'bannerPath', width: 220, render: (v: string) => <Image src={v} width={192} height={60} style={{ objectFit: 'cover', borderRadius: 4 }} /> },
          { title: B.title, dataIndex: 'title' },
          { title: B.link, dataIndex: 'bannerUrl' },
          { title: B.type, dataIndex: 'bannerType', render: (v: string) => B.types[v] ?? v },
          { title: B.sort, dataIndex: 'sort', width: 80 },
          {
            title: A.actions,
            key: 'op',
            width: 130,
            render: (_: unknown, b) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(b)}>
                  {A.edit}
                </Button>
                <Button type="link" size="small" danger onClick={() => void del(b)}>
                  {A.delete}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal title={editing === 'new' ? B.add : B.edit} open={editing !== null} onCancel={() => setEditing(null)} onOk={() => form.submit()} okText={A.save} cancelText={A.cancel} confirmLoading={save.isPending} forceRender width={560}>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item name="title" label={B.title} rules={[{ required: true, message: ADMIN_MSG.bannerTitleRequired }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item label={B.image} required>
            <Form.Item name="bannerPath" noStyle rules={[{ required: true, message: ADMIN_MSG.bannerImageRequired }]}>
              <Input type="hidden" />
            </Form.Item>
            <Space orientation="vertical">
              {path && <Image src={path} width={480} height={150} style={{ objectFit: 'cover', borderRadius: 4 }} />}
              <Upload
                accept="image/png,image/jpeg"
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={uploading}>
                  {B.upload}
                </Button>
              </Upload>
            </Space>
          </Form.Item>
          <Form.Item name="bannerUrl" label={B.link} extra={B.linkHint} rules={[{ required: true, message: ADMIN_MSG.bannerLinkRequired }, { pattern: /^(\/(?!\/)|https?:\/\/)/, message: ADMIN_MSG.bannerLinkFormat }]}>
            <Input />
          </Form.Item>
          <Space size="large">
            <Form.Item name="bannerType" label={B.type} rules={[{ required: true, message: ADMIN_MSG.bannerTypeRequired }]}>
              <Select style={{ width: 140 }} options={Object.entries(B.types).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
            <Form.Item name="sort" label={B.sort}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </PageCard>
  );
}
