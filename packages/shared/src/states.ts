import { DELIVERY_STATE } from './actions/deliveries.ts';
import { DEMAND_STATUS } from './actions/employment.ts';
import { CONTRACT_STATUS } from './actions/personnel.ts';
import { SHARE_ORDER_STATE } from './actions/sharing.ts';

// The state machines of the engagements, as tables: which action may be taken from which state, by which
// side, and the state it leads to. The server checks every transition against them and the web derives
// the buttons it shows from them, so the two cannot drift apart.

export interface StepRule<Side extends string> {
  /** the sides that may take the step */
  by: readonly Side[];
  /** each state the step may be taken from, and the state it leads to (the same state: no change) */
  from: Readonly<Partial<Record<number, number>>>;
}
export type StepTable<Action extends string, Side extends string> = Readonly<Record<Action, StepRule<Side>>>;

/** The state an action leads to from `state`, or undefined when the action is not allowed there. */
export function stepTo<A extends string>(table: StepTable<A, string>, action: A, state: number): number | undefined {
  return table[action].from[state];
}

/** Whether `side` may take `action` from `state` (what a button's presence means). */
export function canStep<A extends string, S extends string>(table: StepTable<A, S>, action: A, state: number, side: string): boolean {
  return (table[action].by as readonly string[]).includes(side) && stepTo(table, action, state) !== undefined;
}

/** Every action `side` may take from `state`. */
export function stepsFor<A extends string, S extends string>(table: StepTable<A, S>, state: number, side: string): A[] {
  return (Object.keys(table) as A[]).filter((a) => canStep(table, a, state, side));
}

const O = SHARE_ORDER_STATE;
/**
 * Sharing orders: the buyer pays into escrow, the provider delivers (with files), the buyer confirms (the
 * escrow pays the provider) or rejects the delivery with a reason, after which the provider delivers
 * again; before delivery either side cancels, a paid order being refunded. Delivered is the state that
 * awaits the buyer's decision. A completed order is rated once by its buyer.
 */
export const SHARE_ORDER_STEPS = {
  pay: { by: ['buy'], from: { [O.unpaid]: O.paid } },
  deliver: { by: ['sell'], from: { [O.paid]: O.delivered, [O.rejected]: O.delivered } },
  confirm: { by: ['buy'], from: { [O.delivered]: O.completed } },
  reject: { by: ['buy'], from: { [O.delivered]: O.rejected } },
  cancel: { by: ['buy', 'sell'], from: { [O.unpaid]: O.cancelled, [O.paid]: O.refunded } },
  // the buyer rates a completed order (once: the order's rating, checked by the server)
  rate: { by: ['buy'], from: { [O.completed]: O.completed } },
} as const satisfies StepTable<string, 'buy' | 'sell'>;
export type ShareOrderAction = keyof typeof SHARE_ORDER_STEPS;

const C = CONTRACT_STATUS;
/**
 * Personnel contracts: the firm signs, the demander pays into escrow, the firm reports the service done
 * (with files), the demander confirms (the escrow pays the firm) and may then comment, or rejects the
 * report with a reason, after which the firm reports again; either side cancels before the service is
 * first reported done. Delivered is the state that awaits the demander's decision.
 */
export const CONTRACT_STEPS = {
  sign: { by: ['provider'], from: { [C.awaitingSign]: C.awaitingPay } },
  pay: { by: ['demander'], from: { [C.awaitingPay]: C.inService } },
  deliver: { by: ['provider'], from: { [C.inService]: C.delivered, [C.rejected]: C.delivered } },
  confirm: { by: ['demander'], from: { [C.delivered]: C.completed } },
  reject: { by: ['demander'], from: { [C.delivered]: C.rejected } },
  comment: { by: ['demander'], from: { [C.completed]: C.completed } },
  cancel: {
    by: ['demander', 'provider'],
    from: { [C.awaitingSign]: C.cancelled, [C.awaitingPay]: C.cancelled, [C.inService]: C.cancelled },
  },
} as const satisfies StepTable<string, 'demander' | 'provider'>;
export type ContractAction = keyof typeof CONTRACT_STEPS;

const D = DEMAND_STATUS;
const inProgress = { [D.recruiting]: D.recruiting, [D.working]: D.working } as const;
/**
 * Short-term demands: staff review, the owner (publisher) edits a rejected demand or pays the deposit
 * (bank transfers are confirmed by staff), and while the demand is in progress tops up, decides on
 * applications (the first hire starts the work) and ends it; before it starts (no deposit in escrow yet) the owner
 * may withdraw it instead; workers apply, deliver and ask for pay.
 */
export const DEMAND_STEPS = {
  approve: { by: ['staff'], from: { [D.reviewing]: D.awaitingDeposit } },
  reject: { by: ['staff'], from: { [D.reviewing]: D.rejected } },
  edit: { by: ['owner'], from: { [D.rejected]: D.reviewing } },
  payDeposit: { by: ['owner'], from: { [D.awaitingDeposit]: D.recruiting } },
  topup: { by: ['owner'], from: inProgress },
  hire: { by: ['owner'], from: { [D.recruiting]: D.working, [D.working]: D.working } },
  decline: { by: ['owner'], from: inProgress },
  end: { by: ['owner'], from: { [D.recruiting]: D.ended, [D.working]: D.ended } },
  withdraw: { by: ['owner'], from: { [D.reviewing]: D.withdrawn, [D.rejected]: D.withdrawn, [D.awaitingDeposit]: D.withdrawn } },
  apply: { by: ['worker'], from: inProgress },
  deliver: { by: ['worker'], from: inProgress },
  requestPay: { by: ['worker'], from: inProgress },
} as const satisfies StepTable<string, 'owner' | 'worker' | 'staff'>;
export type DemandAction = keyof typeof DEMAND_STEPS;

const V = DELIVERY_STATE;
/**
 * One delivery (a short-term worker's, a sharing order's, a personnel contract's): the buyer accepts it or
 * rejects it with a reason; a rejected delivery stays in the history and the provider delivers anew.
 */
export const DELIVERY_STEPS = {
  accept: { by: ['buyer'], from: { [V.pending]: V.accepted } },
  reject: { by: ['buyer'], from: { [V.pending]: V.rejected } },
} as const satisfies StepTable<string, 'buyer' | 'provider'>;
export type DeliveryAction = keyof typeof DELIVERY_STEPS;

/** Recruitment: the steps a recruiter may move an application to, from each state (invited comes with an interview). */
export const APPLY_NEXT: Record<number, readonly number[]> = { 0: [1, 5], 1: [5], 2: [3, 5], 3: [4, 5], 4: [], 5: [] };
