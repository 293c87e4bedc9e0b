import { Button, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { pickedInstant } from '../../../lib/date-picker.ts';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';

export type InviteTarget = { applicationId: number; name: string } | { resumeId: number; name: string };

interface InviteForm {
  positionId?: number;
  interviewTime: Dayjs;
  video: number;
  place?: string;
  note?: string;
}

/** An interview invitation (notice 00/08 to the seeker): for an application, or for a resume found by search. */
export function InviteDialog({ target, onClose }: { target: InviteTarget | null; onClose: () => void }) {
  const invite = useRecruitMutation('interviewAdd');
  const fromSearch = target !== null && 'resumeId' in target;
  const positions = useRecruit('myPositions', { pageNum: 0, pageSize: 100, positionstatus: 1 }, { enabled: fromSearch });
  const [form] = Form.useForm<InviteForm>();
  const video = Form.useWatch('video', form);
  const submit = async (v: InviteForm) => {
    if (!target) return;
    const base = { interviewTime: pickedInstant(v.interviewTime), video: v.video, place: v.place, note: v.note };
    const r = await invite.run(
      'applicationId' in target
        ? { ...base, applicationId: target.applicationId }
        : { ...base, resumeId: target.resumeId, positionId: v.positionId },
    );
    if (r) onClose();
  };
  return (
    <Modal title={RP.invite.title(target?.name ?? '')} open={!!target} onCancel={onClose} footer={null} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ video: 1 }} onFinish={(v) => void submit(v)}>
        {fromSearch && (
          <Form.Item name="positionId" label={RP.invite.position} rules={[{ required: true, message: RP.invite.positionRequired }]}>
            <Select options={(positions.data?.data.recordList ?? []).map((p) => ({ value: p.id, label: p.positionname }))} />
          </Form.Item>
        )}
        <Form.Item name="interviewTime" label={R.interviewTime} rules={[{ required: true, message: RECRUIT_MSG.interviewTime }]}>
          {/* Enter confirms the typed date; without this it also submits the form, before the method and note are set */}
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
        </Form.Item>
        <Form.Item name="video" label={RP.invite.method}>
          <Radio.Group
            options={[
              { value: 1, label: R.video },
              { value: 0, label: R.onsite },
            ]}
          />
        </Form.Item>
        {video === 0 && (
          <Form.Item name="place" label={R.place} rules={[{ required: true, message: RECRUIT_MSG.interviewPlace }]}>
            <Input maxLength={120} />
          </Form.Item>
        )}
        <Form.Item name="note" label={R.note} rules={[{ max: 300 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={invite.isPending}>
          {RP.invite.send}
        </Button>
      </Form>
    </Modal>
  );
}
