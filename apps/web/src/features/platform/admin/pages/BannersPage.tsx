import { Form, Image, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { EditDeleteLinks, EditModal } from '../../../../components/admin/EditModal.tsx';
import { bannerAdminList, bannerDelete, bannerSave, type AdminBanner } from '@xcb/shared/actions/admin';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import type { Banner } from '@xcb/shared/first-screen';
import { A } from '../../../../locale/admin.ts';
import { ImageUploadField } from '../components/ImageUploadField.tsx';
import { AddButton } from '../components/AddButton.tsx';
import { PageCard } from '../components/PageCard.tsx';
import { useEditing, useStaffActions, wholeList } from '../components/useStaffEdit.ts';

const B = A.banners;
type BannerForm = Omit<Banner, 'id'> & { sort?: number | null };

/**
 * Home carousel banners (spec: bannerPath, bannerUrl, bannerType), served by banner_bannerList. The words on a banner
 * (title, subtitle, button) are text the carousel draws over the picture, so staff edit them here, not in the image.
 */
export function BannersPage() {
  const { run, confirmDelete } = useStaffActions();
  const banners = useAdminQuery(bannerAdminList, {});
  const save = useAdminMutation(bannerSave);
  const remove = useAdminMutation(bannerDelete);
  const [form] = Form.useForm<BannerForm>();

  const { editing, id, open, close } = useEditing<AdminBanner, BannerForm>(form, (b) =>
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

  const submit = (v: BannerForm) => run(() => save.mutateAsync({ ...v, sort: v.sort ?? undefined, id }), ADMIN_MSG.saved, close);

  const del = (b: AdminBanner) => confirmDelete(b.title, () => remove.mutateAsync({ id: b.id }));

  return (
    <PageCard title={A.menu.banners} extra={<AddButton label={B.add} onClick={() => open('new')} />}>
      <Table<AdminBanner>
        {...wholeList(banners.isFetching, banners.data?.data)}
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
        onClose={close}
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
