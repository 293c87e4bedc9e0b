import { useNavigate } from 'react-router';
import { Alert, Button, Spin } from 'antd';
import { PL } from '../../../locale/personnel.ts';

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
            {PL.goThere}
          </Button>
        ) : undefined
      }
    />
  );
}
