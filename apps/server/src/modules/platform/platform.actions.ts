import { platformActions as p } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';

export const platformActionList = [
  defineAction(p.getConfig, (_input, { deps }) => deps.platform.config()),
  defineAction(p.dictionaryDetails, async (input, { deps }) => ({ data: await deps.platform.dictionary(input.number) })),
  defineAction(p.areaList, async (input, { deps }) => ({ data: await deps.platform.areaChildren(input.id) })),
  defineAction(p.articleTypeGroups, async (_input, { deps }) => ({ data: await deps.platform.articleTypeGroups() })),
];
