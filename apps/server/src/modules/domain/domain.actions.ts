import { ZONE_MSG, platformActions } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import { listZones } from './domain.service.ts';
import { zoneScope } from './scope.ts';

export const domainActions = [
  defineAction(platformActions.exclusiveList, async (input, { deps }) => ({
    code: 1,
    data: { recordList: await listZones(deps.db, { code: input.exclusiveCode, name: input.exclusiveName }) },
  })),
  // Whether the caller may browse a zone, decided by the zone scope itself (the decision every request
  // carrying X-Exclusive-Code gets), so the web's zone pickers refuse exactly what the server would.
  defineAction(platformActions.exclusiveEnter, async (input, { deps, actor }) => {
    const [zone] = await listZones(deps.db, { code: input.exclusiveCode.trim().toUpperCase() });
    if (!zone) throw notFound(ZONE_MSG.zoneNotFound);
    try {
      zoneScope(actor, zone.exclusiveCode);
    } catch (err) {
      // a plain 403: it refuses the zone asked about, not the one the tab may be browsing (ZONE_REFUSED
      // would make the web drop that flag, which a zone's member keeps when he may not enter another)
      throw err instanceof AppError ? forbidden(err.message) : err;
    }
    return { data: zone };
  }),
];
