import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button } from 'antd';
import type { DemandDetail } from '@xcb/shared/actions/employment';
import { CERT_MSG } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthGuideDialog, type AuthGuide } from '../../../components/AuthGuideDialog.tsx';
import { useApply } from '../api.ts';

/** 立即报名 on a demand or one of its positions: login first, then the authentication guide when refused (spec §2, §8). */
export function ApplyButton({ d }: { d: Pick<DemandDetail, 'id' | 'applyState'> }) {
  const { user } = useAuth();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const apply = useApply();
  const [guide, setGuide] = useState<AuthGuide | null>(null);
  return (
    <>
      <Button
        type="primary"
        disabled={d.applyState !== null}
        loading={apply.isPending}
        onClick={() => {
          if (!user) return void navigate(paths.login(`${location.pathname}${location.search}`));
          apply.mutate(d.id, {
            onSuccess: (r) => void message.success(r.msg),
            onError: (e) => {
              const reason = errorText(e);
              if ((e as { body?: { redirect?: string } }).body?.redirect) setGuide({ state: 'none', need: 'apply', reason });
              else if (reason === CERT_MSG.personalPending) setGuide({ state: 'pending', need: 'apply', reason });
              else void message.warning(reason, 4);
            },
          });
        }}
      >
        {d.applyState === null ? '立即报名' : d.applyState === 1 ? '已录用' : '已报名'}
      </Button>
      <AuthGuideDialog guide={guide} onClose={() => setGuide(null)} />
    </>
  );
}
