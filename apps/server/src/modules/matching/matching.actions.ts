import { matchingActions as m } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
// registers the score-based job alerts with recruitment
import * as dictionary from './dictionary.ts';
import { recommendFirms } from './firms.ts';
import * as svc from './matching.service.ts';
import { recommendTalents, skillGap } from './talents.ts';

export const matchingActionList = [
  defineAction(m.recommendPositions, (input, { deps, actor }) => svc.recommendPositions(deps.db, actor, input)),
  defineAction(m.recommendDemands, (input, { deps, actor }) => svc.recommendDemands(deps.db, actor, input)),
  defineAction(m.recommendTalents, (input, { deps, actor }) => recommendTalents(deps.db, actor, input)),
  defineAction(m.recommendFirms, (input, { deps, actor }) => recommendFirms(deps.db, actor, input)),
  defineAction(m.skillGap, (input, { deps, actor }) => skillGap(deps.db, actor, input)),
  defineAction(m.courseJobs, (input, { deps, actor }) => svc.courseJobs(deps.db, actor, input)),
  defineAction(m.skillList, (input, { deps }) => dictionary.listSkills(deps.db, input)),
  defineAction(m.skillSave, (input, { deps, actor }) => dictionary.saveSkill(deps.db, actor, input)),
  defineAction(m.skillDelete, (input, { deps, actor }) => dictionary.deleteSkill(deps.db, actor, input.id)),
];
