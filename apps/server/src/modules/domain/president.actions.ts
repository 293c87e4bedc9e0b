import { domainActions as d } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import * as president from './president.service.ts';

// /privatedomain/president_prove: the zone member's own application, and its submission.
export const presidentActionList = [
  defineAction(d.presidentMine, (_input, { deps, actor }) => president.mine(deps.db, actor)),
  defineAction(d.presidentSave, (input, { deps, actor }) => president.save(deps.db, actor, input)),
];
