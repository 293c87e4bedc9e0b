import { useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Input, List, Spin } from 'antd';
import type { Zone } from '@xcb/shared/actions/platform';
import { USER_AUTH } from '@xcb/shared/enums';
import { useZones } from '../../../api/platform.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { clearZone, getStoredUser, getToken, getZone, saveZone } from '../../../lib/storage.ts';
import { feedback } from '../../../api/feedback.ts';
import { FRAME_LOGOUT } from '../../../lib/zone-frame.ts';
import { BRAND, PRIVATE_DOMAIN as T } from '../../../locale/labels.ts';
import { DOMAIN_L } from '../../../locale/domain.ts';

const ZONE_MSG = DOMAIN_L.refusal;
import styles from './PrivateDomainPage.module.css';

/**
 * spec: /privatedomain embeds the product in a frame and sets the private-domain flag; on a logout message
 * from the frame it clears the zone name and code, resets the flag and returns to /. A same-origin frame
 * shares this tab's sessionStorage, so the frame's requests carry the zone (X-Exclusive-Code).
 */
/**
 * The spec's refusal of a zone to the signed-in user, decided before the zone flag is set, as the server's
 * zone scope decides (apps/server/src/modules/domain/scope.ts), which would refuse every request made in it:
 * staff and visitors may enter any zone, a zone's member only his own, a public company none.
 */
function refusal(code: string): string | null {
  const user = getToken() ? getStoredUser() : null;
  if (!user || user.staffRole) return null;
  if (user.exclusiveCode) return user.exclusiveCode === code ? null : ZONE_MSG.otherZone;
  return user.auth === USER_AUTH.company ? ZONE_MSG.publicCompanyNoZone : null;
}

export function PrivateDomainPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const wanted = (params.get('exclusiveCode') ?? params.get('code') ?? '').trim().toUpperCase();
  const [entered, setEntered] = useState<Zone | null>(() => {
    const z = getZone();
    if (z && refusal(z.code)) clearZone(); // left by another account: this one may not browse it
    return z && !refusal(z.code) && (!wanted || z.code === wanted) ? { exclusiveCode: z.code, exclusiveName: z.name } : null;
  });
  const [search, setSearch] = useState('');
  const zones = useZones(search.trim(), !entered);
  const found = wanted ? zones.data?.find((z) => z.exclusiveCode === wanted) : undefined;
  // a link straight to a zone (?exclusiveCode=) the user may not enter shows the refusal at the door
  const refused = found ? refusal(found.exclusiveCode) : null;
  const match = refused ? undefined : found;

  const zone = entered ?? match ?? null;
  // Written before the frame's app starts (layout effect), so its first requests already carry the zone.
  useLayoutEffect(() => {
    if (zone) saveZone({ code: zone.exclusiveCode, name: zone.exclusiveName });
  }, [zone]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.data !== FRAME_LOGOUT) return;
      clearZone();
      void navigate('/', { replace: true });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);

  useEffect(() => {
    document.title = [zone?.exclusiveName ?? T.title, BRAND].join(' - ');
  }, [zone]);

  if (zone) {
    return <iframe className={styles.frame} src="/" title={`${BRAND} · ${zone.exclusiveName}`} />;
  }
  if (wanted && zones.isPending) return <Spin className={styles.loading} />;

  const enter = (z: Zone) => {
    const no = refusal(z.exclusiveCode);
    if (no) void feedback().then(({ message }) => message.error(no));
    else setEntered(z);
  };
  return (
    <div className={styles.picker}>
      <Card title={T.title}>
        {refused ? (
          <Alert type="error" showIcon message={refused} className={styles.alert} />
        ) : (
          wanted && !match && <Alert type="warning" showIcon message={T.notFound} className={styles.alert} />
        )}
        <p>{T.choose}</p>
        <Input.Search allowClear placeholder={T.search} onSearch={setSearch} />
        <Spin spinning={zones.isFetching}>
          {zones.data && zones.data.length === 0 ? (
            <EmptyState compact />
          ) : (
            <List
              dataSource={zones.data ?? []}
              renderItem={(z) => (
                <List.Item
                  actions={[
                    <Button key="enter" type="link" onClick={() => enter(z)}>
                      {T.enter}
                    </Button>,
                  ]}
                >
                  {DOMAIN_L.zone(z.exclusiveName, z.exclusiveCode)}
                </List.Item>
              )}
            />
          )}
        </Spin>
        <Button type="link" href="/">
          {T.back}
        </Button>
      </Card>
    </div>
  );
}
