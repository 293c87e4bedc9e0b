import { stepTo, type StepTable } from '@xcb/shared/states';
import { refuse } from '../core/errors.ts';

/**
 * The state `action` leads to from `state` by the area's step table (packages/shared/src/states.ts, the
 * same table the web derives its buttons from); a refusal with the area's message otherwise, which may
 * depend on the state (e.g. "already paid" versus "cancelled").
 */
export function assertStep<A extends string>(
  table: StepTable<A, string>,
  action: A,
  state: number,
  message: string | ((state: number) => string),
): number {
  const to = stepTo(table, action, state);
  if (to === undefined) throw refuse(typeof message === 'string' ? message : message(state));
  return to;
}
