import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DemandDetail } from '@xcb/shared/actions/employment';
import { CERT_MSG } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { feedback } from '../../../api/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import type { AuthGuide } from '../../../components/AuthGuideDialog.tsx';
import { lazyWithAntd } from '../../../components/antd/antd-lazy.ts';
import { Button } from '../../../components/light/Button.tsx';
import { useApply } from '../api.ts';
import { EL } from '../../../locale/employment.ts';

// Light: on a demand's page (light) and a position's page. The authentication guide is an antd dialog,
// loaded with antd's scope when the server refuses.
const AuthGuideDialog = lazyWithAntd(() => import('../../../components/AuthGuideDialog.tsx').then((m) => m.AuthGuideDialog));

/** 立即报名 on a demand or one of its positions: login first, then the authentication guide when refused (spec §2, §8). */
export function ApplyButton({ d }: { d: Pick<DemandDetail, 'id' | 'applyState'> }) {
  const { user } = useAuth();
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
          apply.mutate(
            { needId: d.id },
            {
              onSuccess: (r) => void feedback().then(({ message }) => message.success(r.msg)),
              onError: (e) => {
                const reason = errorText(e);
                if ((e as { body?: { redirect?: string } }).body?.redirect) setGuide({ state: 'none', need: 'apply', reason });
                else if (reason === CERT_MSG.personalPending) setGuide({ state: 'pending', need: 'apply', reason });
                else void feedback().then(({ message }) => message.warning(reason, 4));
              },
            },
          );
        }}
      >
        {d.applyState === null ? EL.apply.apply : d.applyState === 1 ? EL.apply.accepted : EL.apply.applied}
      </Button>
      {guide && (
        <Suspense fallback={null}>
          <AuthGuideDialog guide={guide} onClose={() => setGuide(null)} />
        </Suspense>
      )}
    </>
  );
}
