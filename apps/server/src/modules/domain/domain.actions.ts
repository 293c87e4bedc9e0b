import { platformActions } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import { listZones } from './domain.service.ts';

export const domainActions = [
  defineAction(platformActions.exclusiveList, async (input, { deps }) => ({
    code: 1,
    data: { recordList: await listZones(deps.db, { code: input.exclusiveCode, name: input.exclusiveName }) },
  })),
];
