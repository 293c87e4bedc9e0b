import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { StaffRole } from '@xcb/shared/enums';

/**
 * One area of the back office. An area adds its pages by exporting a section of this shape from its
 * own feature folder (e.g. features/wallet-admin/section.tsx) and listing it in app/admin/sections.ts:
 * routes are relative to /admin (path 'wallet/topups'), menu entries name the same paths. A staff
 * member sees a section only when his role is in `roles`; the server checks the role again.
 */
export interface AdminSection {
  key: string;
  title: string;
  icon: ReactNode;
  roles: readonly StaffRole[];
  routes: RouteObject[];
  menu: { path: string; label: string }[];
}
