import type { z } from 'zod';
import { opaqueKeys, unstorable } from './actions/fields.ts';

/**
 * The wire contract of one `*.action` call: its legacy name, method, who may call it, the input schema
 * the router validates before the handler runs, and the reply fields (without `success`, which the
 * router adds). The server implements contracts; the web client calls them, typed from the same schemas.
 */
export type ActionAuth = 'public' | 'optional' | 'user' | 'staff';

export interface ActionContract<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, A extends ActionAuth = ActionAuth> {
  name: string;
  method: 'GET' | 'POST';
  auth: A;
  area: string;
  summary: string;
  input: I;
  reply: R;
  /** Fields that arrive SM4-encrypted when the encryption flag is on (spec: passwords). */
  encrypted?: readonly string[];
}

export function action<I extends z.ZodType, R extends z.ZodType, const A extends ActionAuth>(
  c: ActionContract<I, R, A>,
): ActionContract<I, R, A> {
  // Every input is bounded by what the database holds, whatever its fields say (fields.ts unstorable).
  const opaque = opaqueKeys(c.input);
  return {
    ...c,
    input: c.input.superRefine((value, ctx) => {
      const message = unstorable(value, 0, opaque);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  };
}

export type ActionInput<C extends ActionContract> = z.input<C['input']>;
export type ActionReply<C extends ActionContract> = z.output<C['reply']> & { success: true };

/** The envelope of a business refusal (HTTP 200) or an error (4xx). */
export interface ActionFailure {
  success: false;
  error: string;
  msg: string;
  code?: string;
  [extra: string]: unknown;
}
