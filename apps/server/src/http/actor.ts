/** The acting user, always taken from the session, never from the request body. */
export interface Actor {
  userId: number;
  sessionId: string;
  deviceClass: string;
  staffRole: string | null;
  /** The private zone the user belongs to (null = public domain); decides what listings show (modules/domain/scope.ts). */
  exclusiveCode: string | null;
  /** spec: auth 0 unfilled, 1 individual, 2 company, 3 HR agency */
  auth: number;
}
