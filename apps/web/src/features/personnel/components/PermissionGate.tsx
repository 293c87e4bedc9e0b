import { useNavigate } from 'react-router';
import { Alert, Button, Spin } from 'antd';
import type { NeedKind } from '@xcb/shared/actions/personnel';

export const KIND_INTRO: Record<NeedKind, string> = {
  sb: '为员工代缴养老、医疗、失业、工伤、生育保险，按城市标准测算缴费。',
  gjj: '为员工代缴住房公积金，按城市缴存基数与比例测算。',
  gz: '委托人力资源机构按月代发员工工资、代扣个税。',
  zp: '委托人力资源机构招聘人才，发布前需缴纳招聘保证金，由平台托管。',
};

/** spec §5: the check's reply text is shown as a warning, with the way to certification. */
export function PermissionGate({
  perm,
  loading,
}: {
  perm: { ok: boolean; msg: string; redirect: string | null } | undefined;
  loading: boolean;
}) {
  const navigate = useNavigate();
  if (loading) return <Spin />;
  if (!perm || perm.ok) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={perm.msg}
      action={
        perm.redirect ? (
          <Button size="small" type="primary" onClick={() => void navigate(perm.redirect ?? '/')}>
            立即前往
          </Button>
        ) : undefined
      }
    />
  );
}
