import { ADMIN_MSG, type StaffRole } from '@xcb/shared';
import { forbidden } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';

/**
 * The router admits any staff role to `auth: 'staff'` actions; the back office then narrows by role:
 * administrators may do everything, reviewers only work the review queues.
 */
export function requireRole(actor: Actor, roles: readonly StaffRole[]): void {
  if (!actor.staffRole || !roles.includes(actor.staffRole as StaffRole)) throw forbidden(ADMIN_MSG.adminOnly);
}

export const requireAdmin = (actor: Actor) => requireRole(actor, ['admin']);
export const REVIEW_ROLES: readonly StaffRole[] = ['admin', 'reviewer'];
