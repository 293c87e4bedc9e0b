import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { DownloadOutlined, LockOutlined } from '@ant-design/icons';
import { PROCESS_MANUALS } from '@xcb/shared/actions/wallet';
import { WL } from '../../../locale/wallet-labels.ts';
import { useFlowpath } from '../api.ts';

/**
 * /flowpath: three tabs with the process manuals, each downloadable as {name}操作手册.docx; shown only
 * to users who meet the spec's condition (the server decides: flowpath_access).
 */
export function FlowpathPage() {
  const q = useFlowpath();
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={WL.flow.title}>
        {q.isPending ? (
          <Skeleton active />
        ) : !q.data?.allowed ? (
          <Result icon={<LockOutlined />} title={WL.flow.locked} subTitle={WL.flow.lockedHint} />
        ) : (
          <Tabs
            items={PROCESS_MANUALS.map((m) => {
              const manual = q.data.manuals.find((x) => x.key === m.key);
              return {
                key: m.key,
                label: WL.flow.tabs[m.key],
                children: manual ? (
                  <Button type="primary" icon={<DownloadOutlined />} href={manual.url} download={WL.flow.file(m.name)}>
                    {WL.flow.download(m.name)}
                  </Button>
                ) : null,
              };
            })}
          />
        )}
      </Card>
    </div>
  );
}
