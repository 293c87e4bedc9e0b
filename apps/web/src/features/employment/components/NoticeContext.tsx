import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert, App, Button } from 'antd';
import type { DemandDetail } from '@xcb/shared/actions/employment';
import { errorText } from '../../../api/client.ts';
import { useMarkNoticeRead, useNotice, useNoticeList } from '../../../api/messaging.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { employmentPaths } from '../paths.ts';
import { EL } from '../../../locale/employment.ts';

/** The next step a short-term hire notice (type 00) asks of its reader, by class and role. */
function nextStep(cls: string, d: DemandDetail): { label: string; to: string } | null {
  if (d.isOwner) {
    // spec §9 classes: 04 payment request → the payment audit; 06 delivery → its review on the order details
    if (cls === '04') return { label: EL.notice.payAudit, to: employmentPaths.payAudit() };
    if (cls === '06') return { label: EL.notice.reviewDelivery, to: employmentPaths.orderDetails(d.id) };
    return { label: EL.viewOrder, to: employmentPaths.orderDetails(d.id) };
  }
  // the worker: deliveries, payments and interview decisions are handled in my office
  if (cls === '04' || cls === '06' || cls === '08') return { label: EL.notice.myWork, to: employmentPaths.myWork() };
  return null;
}

/**
 * spec: outer_demand?id&msgIs=1 is the demand's page opened from a notice (a notice is unread until
 * clicked; the click marks it read, then redirects). The page shows that notice above the demand, with
 * the step it asks for, and marks it read if it still is unread (opened from a link or a toast rather
 * than the notice list). msgId names the notice; without it, the caller's latest short-term hire notice
 * about this demand. A notice about another demand, or someone else's, is not shown.
 */
export function NoticeContext({ demand, msgId }: { demand: DemandDetail; msgId: number }) {
  const { message } = App.useApp();
  const one = useNotice(msgId);
  const latest = useNoticeList('00', 0, msgId === 0);
  const candidate = msgId > 0 ? one.data : latest.data?.recordList.find((n) => n.redirectId === String(demand.id));
  const notice = candidate && candidate.messageType === '00' && candidate.redirectId === String(demand.id) ? candidate : null;
  const markRead = useMarkNoticeRead();
  const marked = useRef(new Set<number>());
  const { mutate } = markRead;
  useEffect(() => {
    if (!notice || notice.readMsg !== 0 || marked.current.has(notice.id)) return;
    marked.current.add(notice.id);
    // spec §8: a failed read-mark shows the server's msg
    mutate({ id: notice.id }, { onError: (e) => void message.error(errorText(e)) });
  }, [notice, mutate, message]);
  if (!notice) return null;
  const step = nextStep(notice.messageTypeClass, demand);
  return (
    <Alert
      data-testid="notice-context"
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={EL.notice.title(notice.messageTitle)}
      description={EL.notice.description(notice.messageContent, formatDateTime(notice.createTime))}
      action={
        step ? (
          <Link to={step.to}>
            <Button size="small" type="primary">
              {step.label}
            </Button>
          </Link>
        ) : null
      }
    />
  );
}
