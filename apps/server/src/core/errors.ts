import { AUTH_FAILURES, MSG, type AuthFailureCode } from '@xcb/shared';

/**
 * Every refusal the API gives is an AppError made by one of the factories below: a stable code, the HTTP
 * status and the spec's Chinese text. The global error handler turns it into the reply envelope.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** A business refusal: HTTP 200 with success false and the spec's message. */
export const refuse = (message: string, extra: Record<string, unknown> = {}) => new AppError(200, 'REFUSED', message, extra);
export const badRequest = (message: string = MSG.badRequest) => new AppError(400, 'BAD_REQUEST', message);
export const unauthorized = (code: AuthFailureCode) => new AppError(401, code, AUTH_FAILURES[code].message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'NOT_FOUND', message);
export const tooMany = (message: string = MSG.tooManyRequests, retryAfterSeconds?: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, retryAfterSeconds ? { retryAfter: retryAfterSeconds } : {});
