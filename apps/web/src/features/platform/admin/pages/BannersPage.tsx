import { useState } from 'react';
import { App, Button, Form, Image, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { EditDeleteLinks, EditModal } from '../../../../components/admin/EditModal.tsx';
import { PlusOutlined } from '@ant-design/icons';
import { bannerAdminList, bannerDelete, bannerSave, type AdminBanner } from '@xcb/shared/actions/admin';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import type { Banner } from '@xcb/shared/first-screen';
import { errorText } from '../../../../api/client.ts';
import { A } from '../../../../locale/admin.ts';
import { ImageUploadField } from '../components/ImageUploadField.tsx';
import { PageCard } from '../components/PageCard.tsx';

const B = A.banners;
type BannerForm = Omit<Banner, 'id'> & { sort?: number | null };

/**
 * Home carousel banners (spec: bannerPath, bannerUrl, bannerType), served by banner_bannerList. The words on a banner
 * (title, subtitle, button) are text the carousel draws over the picture, so staff edit them here, not in the image.
 */
export function BannersPage() {
  const { message, modal } = App.useApp();
  const banners = useAdminQuery(bannerAdminList, {});
  const save = useAdminMutation(bannerSave);
  const remove = useAdminMutation(bannerDelete);
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [form] = Form.useForm<BannerForm>();

  const open = (b: AdminBanner | 'new') => {
    setEditing(b);
    form.setFieldsValue(
      b === 'new'
        ? {
            title: '',
            subtitle: '',
            buttonText: '',
            bannerPath: '',
            bannerUrl: '',
            bannerType: '1',
            sort: (banners.data?.data.length ?? 0) + 1,
          }
        : { ...b },
    );
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
    const ok = await modal.confirm({
      title: A.confirmDelete,
      content: b.title,
      okText: A.delete,
      okButtonProps: { danger: true },
      cancelText: A.cancel,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: b.id });
      void message.success(ADMIN_MSG.deleted);
    } catch (err) {
      void message.error(errorText(err));
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
          {
            title: B.image,
            dataIndex: 'bannerPath',
            width: 220,
            render: (v: string, r) => (
              <Image src={v} alt={r.title} width={192} height={60} style={{ objectFit: 'cover', borderRadius: 4 }} />
            ),
          },
          {
            title: B.title,
            dataIndex: 'title',
            render: (v: string, b) => (
              <>
                <div>{v}</div>
                {b.subtitle && <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>{b.subtitle}</div>}
                {b.buttonText && <Tag style={{ marginTop: 4 }}>{b.buttonText}</Tag>}
              </>
            ),
          },
          { title: B.link, dataIndex: 'bannerUrl' },
          { title: B.type, dataIndex: 'bannerType', render: (v: string) => B.types[v] ?? v },
          { title: B.sort, dataIndex: 'sort', width: 80 },
          {
            title: A.actions,
            key: 'op',
            width: 130,
            render: (_: unknown, b) => <EditDeleteLinks onEdit={() => open(b)} onDelete={() => void del(b)} />,
          },
        ]}
      />
      <EditModal
        title={editing === 'new' ? B.add : B.edit}
        open={editing !== null}
        onClose={() => setEditing(null)}
        form={form}
        saving={save.isPending}
        width={560}
        onFinish={submit}
      >
        <Form.Item name="title" label={B.title} rules={[{ required: true, message: ADMIN_MSG.bannerTitleRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="subtitle" label={B.subtitle} rules={[{ max: 60, message: ADMIN_MSG.bannerSubtitleTooLong }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="buttonText"
          label={B.buttonText}
          extra={B.buttonHint}
          rules={[{ max: 10, message: ADMIN_MSG.bannerButtonTooLong }]}
        >
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item
          name="bannerPath"
          label={B.image}
          extra={B.imageHint}
          rules={[{ required: true, message: ADMIN_MSG.bannerImageRequired }]}
        >
          <ImageUploadField purpose="banner" label={B.upload} width={480} height={150} vertical />
        </Form.Item>
        <Form.Item
          name="bannerUrl"
          label={B.link}
          extra={B.linkHint}
          rules={[
            { required: true, message: ADMIN_MSG.bannerLinkRequired },
            { pattern: /^(\/(?!\/)|https?:\/\/)/, message: ADMIN_MSG.bannerLinkFormat },
          ]}
        >
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
      </EditModal>
    </PageCard>
  );
}
