import { Link, useSearchParams } from 'react-router';
import { Card, Descriptions, Result, Typography } from 'antd';
import { useNotice } from '../../../api/messaging.ts';
import { errorText } from '../../../api/client.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { NoticeList } from '../components/NoticeList.tsx';
import { NL } from '../labels.ts';
import { REFRESH_HINT } from '../targets.ts';

/** /notices: every notice by type; with ?id= the notice itself (for notices whose area has no page yet). */
export function NoticesPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const notice = useNotice(id);
  const n = notice.data;

  return (
    <div className="xcb-container" style={{ padding: '24px 24px 48px' }}>
      {id > 0 && (
        <Card title={NL.detailTitle} style={{ marginBottom: 20 }} loading={notice.isLoading}>
          {n ? (
            <>
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {n.messageTitle}
              </Typography.Title>
              <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
                <Descriptions.Item label={NL.type}>{n.typeName}</Descriptions.Item>
                <Descriptions.Item label={NL.time}>{formatDateTime(n.createTime)}</Descriptions.Item>
              </Descriptions>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }}>{n.messageContent}</Typography.Paragraph>
              {n.messageType === '05' && <Typography.Paragraph type="warning">{REFRESH_HINT}</Typography.Paragraph>}
              {n.messageType === '05' && n.messageTypeClass === '00' && <Link to="/advince">{NL.toFeedback}</Link>}
            </>
          ) : (
            notice.isError && <Result status="warning" title={NL.notFound} subTitle={errorText(notice.error)} />
          )}
        </Card>
      )}
      <Card title={NL.allNotices}>
        <NoticeList />
      </Card>
    </div>
  );
}
