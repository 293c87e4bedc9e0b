import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Empty, Form, Input, List, Modal, Popconfirm, Select, Space, Tag, Typography, Upload } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import type { Chapter, Section } from '@xcb/shared/actions/course-author';
import { COURSE_MSG } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { useChapters, useCourseFileLink, useCourseMutation, useMyCourse, useSections } from '../api.ts';
import { StatusTag } from '../components/StatusTag.tsx';
import { VideoUploader } from '../components/VideoUploader.tsx';
import { ATTACHMENT_ACCEPT, uploadAttachment } from '../attachments.ts';
import styles from './course.module.css';
import { AttachmentPreviewModal } from '../../../components/attachments/AttachmentPreviewModal.tsx';
import { showError } from '../../../api/feedback.ts';

const NEW_SECTION = -1;

/** A section video, played through its signed link (course files are not public uploads). */
function AuthorVideo({ path }: { path: string }) {
  const link = useCourseFileLink(path);
  return (
    <video
      src={link.data?.url}
      controls
      preload="metadata"
      style={{ width: '100%', maxWidth: 640, background: '#000' }}
      data-testid="section-video"
    />
  );
}

interface SectionFields {
  coursename: string;
  coursecontent: string;
}

/** /add_chapter?id: the course's chapters (left) and the chosen chapter's sections (right). */
export function AddChapterPage() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const course = useMyCourse(id);
  const chapters = useChapters(id);
  const [chapterId, setChapterId] = useState(0);
  const sections = useSections(chapterId);
  const [sectionId, setSectionId] = useState(NEW_SECTION);
  // The attachments being edited; a different section (or the same one after a save) starts from its stored list.
  const [edited, setEdited] = useState<{ key: string; files: { path: string; name: string }[] } | null>(null);
  const [chapterDialog, setChapterDialog] = useState<Chapter | 'new' | null>(null);
  const [preview, setPreview] = useState<{ path: string; name: string } | null>(null);
  const previewLink = useCourseFileLink(preview?.path ?? null);
  const [chapterForm] = Form.useForm<{ chaptersname: string; chapterscontent: string }>();
  const [sectionForm] = Form.useForm<SectionFields>();
  const addChapter = useCourseMutation((c) => c.chapterAdd);
  const updateChapter = useCourseMutation((c) => c.chapterUpdate);
  const deleteChapter = useCourseMutation((c) => c.chapterDelete);
  const addSection = useCourseMutation((c) => c.sectionAdd);
  const updateSection = useCourseMutation((c) => c.sectionUpdate);
  const deleteSection = useCourseMutation((c) => c.sectionDelete);
  const deleteVideo = useCourseMutation((c) => c.videoDelete);
  const locked = course.data?.status === 1;
  const section: Section | undefined = sections.data?.find((s) => s.id === sectionId);
  const filesKey = `${sectionId}:${section?.coursefilepath ?? ''}`;
  const stored = (() => {
    const paths = section?.coursefilepath ? section.coursefilepath.split(',') : [];
    const names = section?.coursefilename ? section.coursefilename.split(',') : [];
    return paths.map((p, i) => ({ path: p, name: names[i] ?? p }));
  })();
  const files = edited?.key === filesKey ? edited.files : stored;
  // Functional: two uploads finishing close together must both land in the list.
  const setFiles = (change: (list: { path: string; name: string }[]) => { path: string; name: string }[]) =>
    setEdited((prev) => ({ key: filesKey, files: change(prev?.key === filesKey ? prev.files : stored) }));

  // Choosing a section (or "new") loads it into the editor.
  useEffect(() => {
    sectionForm.setFieldsValue({ coursename: section?.coursename ?? '', coursecontent: section?.coursecontent ?? '' });
  }, [section, sectionForm]);

  const saveChapter = async () => {
    const v = await chapterForm.validateFields();
    const saved =
      chapterDialog === 'new' || chapterDialog === null
        ? await addChapter.run({ articleId: id, ...v }, { done: COURSE_MSG.saved })
        : await updateChapter.run({ id: chapterDialog.id, ...v }, { done: COURSE_MSG.saved });
    if (saved) setChapterDialog(null);
  };

  const saveSection = async () => {
    if (!chapterId) {
      void message.warning(COURSE_MSG.chooseChapter);
      return;
    }
    const v = await sectionForm.validateFields();
    const body = { ...v, coursefilepath: files.map((f) => f.path).join(','), coursefilename: files.map((f) => f.name).join(',') };
    const reply =
      sectionId === NEW_SECTION
        ? await addSection.run({ courseChaptesId: chapterId, ...body }, { done: COURSE_MSG.saved })
        : await updateSection.run({ id: sectionId, ...body }, { done: COURSE_MSG.saved });
    if (reply) setSectionId(reply.data);
  };

  const attach = async (file: File) => {
    try {
      const f = await uploadAttachment(file);
      setFiles((list) => [...list, f]);
    } catch (err) {
      showError(err);
    }
  };

  if (!id) return <Empty description="课程不存在" style={{ padding: 48 }} />;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card
        title={
          <Space>
            <span>编辑章节</span>
            {course.data && <Typography.Text type="secondary">《{course.data.title}》</Typography.Text>}
            {course.data && <StatusTag status={course.data.status} />}
          </Space>
        }
        extra={<Link to="/release_curriculum">返回我的发布</Link>}
      >
        {locked && <Alert type="info" showIcon message={COURSE_MSG.approvedLocked} style={{ marginBottom: 16 }} />}
        {course.isError && <Alert type="error" showIcon message={errorText(course.error)} style={{ marginBottom: 16 }} />}
        <div className={styles.chapterLayout}>
          <Card
            size="small"
            title="章节"
            extra={
              <Button
                size="small"
                type="primary"
                icon={<PlusOutlined />}
                disabled={locked}
                onClick={() => {
                  chapterForm.resetFields();
                  setChapterDialog('new');
                }}
              >
                新增章节
              </Button>
            }
          >
            <List<Chapter>
              loading={chapters.isPending}
              dataSource={chapters.data ?? []}
              locale={{ emptyText: '暂无章节，请先新增章节' }}
              renderItem={(c, i) => (
                <List.Item
                  className={`${styles.chapterItem} ${c.id === chapterId ? styles.chapterActive : ''}`}
                  onClick={() => {
                    setChapterId(c.id);
                    setSectionId(NEW_SECTION);
                  }}
                  actions={
                    locked
                      ? []
                      : [
                          <EditOutlined
                            key="e"
                            aria-label="编辑章节"
                            onClick={(e) => {
                              e.stopPropagation();
                              chapterForm.setFieldsValue({ chaptersname: c.chaptersname, chapterscontent: c.chapterscontent });
                              setChapterDialog(c);
                            }}
                          />,
                          <Popconfirm
                            key="d"
                            title="确定删除该章节及其小节吗？"
                            okText="删除"
                            cancelText="取消"
                            okButtonProps={{ danger: true }}
                            onConfirm={() =>
                              deleteChapter.run({ id: c.id }, { done: COURSE_MSG.deleted }).then((r) => {
                                if (r && c.id === chapterId) setChapterId(0);
                              })
                            }
                          >
                            <DeleteOutlined aria-label="删除章节" onClick={(e) => e.stopPropagation()} />
                          </Popconfirm>,
                        ]
                  }
                >
                  <List.Item.Meta title={`第${i + 1}章 ${c.chaptersname}`} description={`${c.chapterscontent} · ${c.sectionCount}节`} />
                </List.Item>
              )}
            />
          </Card>
          <Card size="small" title={chapterId ? `小节（${chapters.data?.find((c) => c.id === chapterId)?.chaptersname ?? ''}）` : '小节'}>
            <Space style={{ marginBottom: 16 }}>
              <span>选择小节：</span>
              <Select
                style={{ width: 260 }}
                value={sectionId}
                loading={sections.isFetching}
                onChange={setSectionId}
                options={[
                  { value: NEW_SECTION, label: '新增小节' },
                  ...(sections.data ?? []).map((s, i) => ({ value: s.id, label: `第${i + 1}节 ${s.coursename}` })),
                ]}
                aria-label="选择小节"
              />
              {sectionId !== NEW_SECTION && !locked && (
                <Popconfirm
                  title="确定删除该小节吗？"
                  okText="删除"
                  cancelText="取消"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    deleteSection.run({ id: sectionId }, { done: COURSE_MSG.deleted }).then((r) => r && setSectionId(NEW_SECTION))
                  }
                >
                  <Button danger>删除小节</Button>
                </Popconfirm>
              )}
            </Space>
            <Form<SectionFields> form={sectionForm} layout="vertical" disabled={locked}>
              <Form.Item
                label="小节名称"
                name="coursename"
                rules={[{ required: true, whitespace: true, max: 20, message: COURSE_MSG.sectionName }]}
              >
                <Input maxLength={20} showCount placeholder="1-20个字" />
              </Form.Item>
              <Form.Item
                label="课程内容"
                name="coursecontent"
                rules={[
                  {
                    validator: (_r, v: string | undefined) =>
                      !(v ?? '').replace(/<[^>]*>|&nbsp;|\s/g, '') && !/<img\s/i.test(v ?? '')
                        ? Promise.reject(new Error(COURSE_MSG.sectionContent))
                        : Promise.resolve(),
                  },
                ]}
              >
                <RichTextEditor placeholder="小节的讲解内容" />
              </Form.Item>
              <Form.Item label="附件（docx、pdf、xlsx、xls、ppt、pptx）">
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Upload
                    accept={ATTACHMENT_ACCEPT}
                    showUploadList={false}
                    beforeUpload={(f) => {
                      void attach(f);
                      return false;
                    }}
                  >
                    <Button icon={<PaperClipOutlined />}>上传附件</Button>
                  </Upload>
                  {files.map((f) => (
                    <Space key={f.path}>
                      <Tag>{f.name}</Tag>
                      <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => setPreview(f)} disabled={false}>
                        预览
                      </Button>
                      {!locked && (
                        <Button size="small" type="link" danger onClick={() => setFiles((l) => l.filter((x) => x.path !== f.path))}>
                          移除
                        </Button>
                      )}
                    </Space>
                  ))}
                </Space>
              </Form.Item>
              <Button
                type="primary"
                onClick={() => void saveSection().catch(() => undefined)}
                loading={addSection.isPending || updateSection.isPending}
              >
                保存小节
              </Button>
            </Form>
            <div style={{ marginTop: 24 }}>
              <Typography.Title level={5}>小节视频</Typography.Title>
              {sectionId === NEW_SECTION ? (
                <Typography.Text type="secondary">请先保存小节，再上传视频</Typography.Text>
              ) : (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {section?.videos.map((v) => (
                    <div key={v.id}>
                      <AuthorVideo path={v.videosSrc} />
                      <Space>
                        <Typography.Text>{v.fileName}</Typography.Text>
                        {!locked && (
                          <Popconfirm
                            title="确定删除该视频吗？"
                            okText="删除"
                            cancelText="取消"
                            onConfirm={() => deleteVideo.run({ id: v.id }, { done: COURSE_MSG.deleted })}
                          >
                            <Button size="small" danger type="link">
                              删除视频
                            </Button>
                          </Popconfirm>
                        )}
                      </Space>
                    </div>
                  ))}
                  {!locked && (
                    <VideoUploader
                      key={sectionId}
                      target={{ articleId: id, courseChaptesId: sectionId }}
                      onDone={() => void sections.refetch()}
                    />
                  )}
                </Space>
              )}
            </div>
          </Card>
        </div>
      </Card>
      <Modal
        title={chapterDialog === 'new' ? '新增章节' : '编辑章节'}
        open={chapterDialog !== null}
        onCancel={() => setChapterDialog(null)}
        onOk={() => void saveChapter().catch(() => undefined)}
        okText="保存"
        cancelText="取消"
        confirmLoading={addChapter.isPending || updateChapter.isPending}
      >
        <Form form={chapterForm} layout="vertical">
          <Form.Item
            label="章节名称"
            name="chaptersname"
            rules={[{ required: true, whitespace: true, max: 20, message: COURSE_MSG.chapterName }]}
          >
            <Input maxLength={20} showCount />
          </Form.Item>
          <Form.Item
            label="章节描述"
            name="chapterscontent"
            rules={[{ required: true, whitespace: true, max: 30, message: COURSE_MSG.chapterDescription }]}
          >
            <Input maxLength={30} showCount />
          </Form.Item>
        </Form>
      </Modal>
      <AttachmentPreviewModal
        file={
          preview && previewLink.data
            ? {
                url: previewLink.data.url,
                downloadUrl: previewLink.data.downloadUrl,
                name: preview.name,
                ext: /\.([a-z0-9]+)$/i.exec(preview.path)?.[1],
              }
            : null
        }
        onClose={() => setPreview(null)}
      />
    </div>
  );
}
