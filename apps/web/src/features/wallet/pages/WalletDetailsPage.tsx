import { privateUploadUrl } from '../../../api/files.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Descriptions, Image, Skeleton, Tag } from 'antd';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { WL } from '../../../locale/wallet-labels.ts';
import { useTrade } from '../api.ts';
import { kindLabel, modeLabel, statusColor, statusLabel } from '../components/format.ts';

/** /wallet_details?id: one bill (custAccount_getTradDetail). */
export function WalletDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const q = useTrade(id);
  const navigate = useNavigate();
  const t = q.data;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={WL.detailTitle} extra={<Button onClick={() => void navigate('/wallet_info')}>{WL.back}</Button>}>
        {q.isPending && id > 0 ? (
          <Skeleton active />
        ) : !t ? (
          <EmptyState />
        ) : (
          <Descriptions
            bordered
            column={1}
            items={[
              { key: 'code', label: WL.trade.code, children: t.tradecode },
              { key: 'time', label: WL.trade.time, children: formatDateTime(t.tradetime) },
              { key: 'kind', label: WL.trade.kind, children: kindLabel(t) },
              { key: 'amount', label: WL.trade.amount, children: t.amount },
              ...(t.rmbAmount !== '0.00' ? [{ key: 'rmb', label: WL.trade.rmb, children: t.rmbAmount }] : []),
              { key: 'mode', label: WL.trade.mode, children: modeLabel(t.paymode) },
              {
                key: 'status',
                label: WL.trade.status,
                children: <Tag color={statusColor(t.ispaysuccess)}>{statusLabel(t.ispaysuccess)}</Tag>,
              },
              { key: 'remark', label: WL.trade.remark, children: t.remark },
              ...(t.score ? [{ key: 'score', label: WL.trade.score, children: `+${t.score}` }] : []),
              ...(t.payeeAccount ? [{ key: 'payee', label: WL.trade.payee, children: t.payeeAccount }] : []),
              ...(t.note ? [{ key: 'note', label: WL.trade.note, children: t.note }] : []),
              ...(t.payProof
                ? [{ key: 'proof', label: WL.trade.proof, children: <Image width={160} src={privateUploadUrl(t.payProof)} /> }]
                : []),
            ]}
          />
        )}
      </Card>
    </div>
  );
}
