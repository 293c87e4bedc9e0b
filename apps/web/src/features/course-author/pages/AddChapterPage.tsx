import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Empty, Form, Input, List, Select, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import type { Chapter, Section } from '@xcb/shared/actions/course-author';
import { COURSE_MSG } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { EditModal } from '../../../components/admin/EditModal.tsx';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { useChapters, useCourseFileLink, useCourseMutation, useMyCourse, useSections } from '../api.ts';
import { AUTHOR_L } from '../../../locale/course-author.ts';
import { ConfirmDelete } from '../components/ConfirmDelete.tsx';
import { PickFile } from '../components/PickFile.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import { VideoUploader } from '../components/VideoUploader.tsx';
import { ATTACHMENT_ACCEPT, uploadAttachment } from '../attachments.ts';
import styles from './course.module.css';
import { AttachmentPreviewModal } from '../../../components/attachments/AttachmentPreviewModal.tsx';
import { showError } from '../../../api/feedback.ts';

const NEW_SECTION = -1;

const T = AUTHOR_L.chapters;

/** The chapter dialog's two fields: a name of up to 20 characters, a description of up to 30. */
const CHAPTER_FIELDS = [
  { name: 'chaptersname', label: T.chapterName, max: 20, message: COURSE_MSG.chapterName },
  { name: 'chapterscontent', label: T.chapterDescription, max: 30, message: COURSE_MSG.chapterDescription },
] as const;

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

interface ChapterFields {
  chaptersname: string;
  chapterscontent: string;
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
  const [chapterForm] = Form.useForm<ChapterFields>();
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

  const saveChapter = async (v: ChapterFields) => {
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

  if (!id) return <Empty description={T.notFound} style={{ padding: 48 }} />;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card
        title={
          <Space>
            <span>{AUTHOR_L.editChapters}</span>
            {course.data && <Typography.Text type="secondary">{T.courseTitle(course.data.title)}</Typography.Text>}
            {course.data && <StatusTag status={course.data.status} />}
          </Space>
        }
        extra={<Link to="/release_curriculum">{AUTHOR_L.backToMine}</Link>}
      >
        {locked && <Alert type="info" showIcon message={COURSE_MSG.approvedLocked} style={{ marginBottom: 16 }} />}
        {course.isError && <Alert type="error" showIcon message={errorText(course.error)} style={{ marginBottom: 16 }} />}
        <div className={styles.chapterLayout}>
          <Card
            size="small"
            title={T.chapters}
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
                {T.addChapter}
              </Button>
            }
          >
            <List<Chapter>
              loading={chapters.isPending}
              dataSource={chapters.data ?? []}
              locale={{ emptyText: T.noChapters }}
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
                            aria-label={AUTHOR_L.editChapters}
                            onClick={(e) => {
                              e.stopPropagation();
                              chapterForm.setFieldsValue({ chaptersname: c.chaptersname, chapterscontent: c.chapterscontent });
                              setChapterDialog(c);
                            }}
                          />,
                          <ConfirmDelete
                            key="d"
                            title={T.deleteChapterConfirm}
                            onConfirm={() =>
                              deleteChapter.run({ id: c.id }, { done: COURSE_MSG.deleted }).then((r) => {
                                if (r && c.id === chapterId) setChapterId(0);
                              })
                            }
                          >
                            <DeleteOutlined aria-label={T.deleteChapter} onClick={(e) => e.stopPropagation()} />
                          </ConfirmDelete>,
                        ]
                  }
                >
                  <List.Item.Meta title={T.chapter(i + 1, c.chaptersname)} description={T.chapterMeta(c.chapterscontent, c.sectionCount)} />
                </List.Item>
              )}
            />
          </Card>
          <Card
            size="small"
            title={chapterId ? T.sectionsOf(chapters.data?.find((c) => c.id === chapterId)?.chaptersname ?? '') : T.sections}
          >
            <Space style={{ marginBottom: 16 }}>
              <span>{T.chooseSection}</span>
              <Select
                style={{ width: 260 }}
                value={sectionId}
                loading={sections.isFetching}
                onChange={setSectionId}
                options={[
                  { value: NEW_SECTION, label: T.newSection },
                  ...(sections.data ?? []).map((s, i) => ({ value: s.id, label: T.section(i + 1, s.coursename) })),
                ]}
                aria-label={T.chooseSectionLabel}
              />
              {sectionId !== NEW_SECTION && !locked && (
                <ConfirmDelete
                  title={T.deleteSectionConfirm}
                  onConfirm={() =>
                    deleteSection.run({ id: sectionId }, { done: COURSE_MSG.deleted }).then((r) => r && setSectionId(NEW_SECTION))
                  }
                >
                  <Button danger>{T.deleteSection}</Button>
                </ConfirmDelete>
              )}
            </Space>
            <Form<SectionFields> form={sectionForm} layout="vertical" disabled={locked}>
              <Form.Item
                label={T.sectionName}
                name="coursename"
                rules={[{ required: true, whitespace: true, max: 20, message: COURSE_MSG.sectionName }]}
              >
                <Input maxLength={20} showCount placeholder={T.sectionNamePlaceholder} />
              </Form.Item>
              <Form.Item
                label={T.content}
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
                <RichTextEditor placeholder={T.contentPlaceholder} />
              </Form.Item>
              <Form.Item label={T.attachments}>
                <Space direction="vertical" style={{ width: '100%' }}>
                  <PickFile accept={ATTACHMENT_ACCEPT} onPick={(f) => void attach(f)}>
                    <Button icon={<PaperClipOutlined />}>{T.upload}</Button>
                  </PickFile>
                  {files.map((f) => (
                    <Space key={f.path}>
                      <Tag>{f.name}</Tag>
                      <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => setPreview(f)} disabled={false}>
                        {AUTHOR_L.preview}
                      </Button>
                      {!locked && (
                        <Button size="small" type="link" danger onClick={() => setFiles((l) => l.filter((x) => x.path !== f.path))}>
                          {T.remove}
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
                {T.save}
              </Button>
            </Form>
            <div style={{ marginTop: 24 }}>
              <Typography.Title level={5}>{T.videos}</Typography.Title>
              {sectionId === NEW_SECTION ? (
                <Typography.Text type="secondary">{T.saveFirst}</Typography.Text>
              ) : (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {section?.videos.map((v) => (
                    <div key={v.id}>
                      <AuthorVideo path={v.videosSrc} />
                      <Space>
                        <Typography.Text>{v.fileName}</Typography.Text>
                        {!locked && (
                          <ConfirmDelete
                            title={T.deleteVideoConfirm}
                            plain
                            onConfirm={() => deleteVideo.run({ id: v.id }, { done: COURSE_MSG.deleted })}
                          >
                            <Button size="small" danger type="link">
                              {T.deleteVideo}
                            </Button>
                          </ConfirmDelete>
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
      <EditModal<ChapterFields>
        title={chapterDialog === 'new' ? T.addChapter : AUTHOR_L.editChapters}
        open={chapterDialog !== null}
        onClose={() => setChapterDialog(null)}
        form={chapterForm}
        saving={addChapter.isPending || updateChapter.isPending}
        onFinish={saveChapter}
      >
        {CHAPTER_FIELDS.map((f) => (
          <Form.Item
            key={f.name}
            label={f.label}
            name={f.name}
            rules={[{ required: true, whitespace: true, max: f.max, message: f.message }]}
          >
            <Input maxLength={f.max} showCount />
          </Form.Item>
        ))}
      </EditModal>
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
