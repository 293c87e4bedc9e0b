import { describe, expect, it } from 'vitest';
import { SHARE_ORDER_STATE } from './actions/sharing.ts';
import { CONTRACT_STATUS } from './actions/personnel.ts';
import { DEMAND_STATUS } from './actions/employment.ts';
import { CONTRACT_STEPS, DEMAND_STEPS, SHARE_ORDER_STEPS, canStep, stepTo, stepsFor } from './states.ts';

describe('step tables', () => {
  it('answer the next state, or nothing where the action is not allowed', () => {
    expect(stepTo(SHARE_ORDER_STEPS, 'cancel', SHARE_ORDER_STATE.paid)).toBe(SHARE_ORDER_STATE.refunded);
    expect(stepTo(SHARE_ORDER_STEPS, 'cancel', SHARE_ORDER_STATE.unpaid)).toBe(SHARE_ORDER_STATE.cancelled);
    expect(stepTo(SHARE_ORDER_STEPS, 'cancel', SHARE_ORDER_STATE.delivered)).toBeUndefined();
    expect(stepTo(DEMAND_STEPS, 'hire', DEMAND_STATUS.recruiting)).toBe(DEMAND_STATUS.working);
    expect(stepTo(DEMAND_STEPS, 'end', DEMAND_STATUS.ended)).toBeUndefined();
    // a demand is withdrawn only before it starts (no deposit in escrow)
    for (const st of [DEMAND_STATUS.reviewing, DEMAND_STATUS.rejected, DEMAND_STATUS.awaitingDeposit])
      expect(stepTo(DEMAND_STEPS, 'withdraw', st)).toBe(DEMAND_STATUS.withdrawn);
    for (const st of [DEMAND_STATUS.recruiting, DEMAND_STATUS.working, DEMAND_STATUS.ended, DEMAND_STATUS.withdrawn])
      expect(stepTo(DEMAND_STEPS, 'withdraw', st)).toBeUndefined();
  });

  it('give each side only its own buttons', () => {
    expect(stepsFor(SHARE_ORDER_STEPS, SHARE_ORDER_STATE.unpaid, 'buy')).toEqual(['pay', 'cancel']);
    expect(stepsFor(SHARE_ORDER_STEPS, SHARE_ORDER_STATE.paid, 'sell')).toEqual(['deliver', 'cancel']);
    expect(stepsFor(SHARE_ORDER_STEPS, SHARE_ORDER_STATE.paid, 'staff')).toEqual([]);
    expect(stepsFor(CONTRACT_STEPS, CONTRACT_STATUS.awaitingSign, 'provider')).toEqual(['sign', 'cancel']);
    expect(stepsFor(CONTRACT_STEPS, CONTRACT_STATUS.delivered, 'demander')).toEqual(['confirm', 'reject']);
    expect(canStep(CONTRACT_STEPS, 'pay', CONTRACT_STATUS.awaitingPay, 'provider')).toBe(false);
    expect(canStep(DEMAND_STEPS, 'payDeposit', DEMAND_STATUS.awaitingDeposit, 'owner')).toBe(true);
  });

  it('lead only to states that exist', () => {
    const valid = (states: Record<string, number>) => new Set(Object.values(states));
    for (const [table, states] of [
      [SHARE_ORDER_STEPS, SHARE_ORDER_STATE],
      [CONTRACT_STEPS, CONTRACT_STATUS],
      [DEMAND_STEPS, DEMAND_STATUS],
    ] as const) {
      for (const rule of Object.values(table)) {
        for (const [from, to] of Object.entries(rule.from as Record<string, number>)) {
          expect(valid(states).has(Number(from))).toBe(true);
          expect(valid(states).has(to)).toBe(true);
        }
      }
    }
  });
});
