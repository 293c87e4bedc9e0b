import type { ComponentType, ReactNode } from 'react';
import type { StaffRole } from '@xcb/shared/enums';

/** One staff page: its route below /admin, its document title, and its menu entry if it has one. */
export interface AdminPage {
  /** Relative to /admin, e.g. 'wallet/topups'. */
  path: string;
  /** The page's title (document title and the back office's header). */
  title: string;
  /** The label of its entry in the section's menu group; a page without one is reached from another page. */
  menu?: string;
  /** The page's module, loaded when the page is opened (one chunk per page, nothing in the first load). */
  load: () => Promise<ComponentType>;
}

/**
 * One menu group of the back office. Every area keeps its staff pages in `features/<area>/admin/` and
 * exports `adminSections: AdminSection[]` from `features/<area>/admin/section.tsx`; `app/admin/sections.ts`
 * lists the areas (menu order) and builds the menu and the lazy routes from the pages. A staff member
 * sees a section only when his role is in `roles`; the server checks the role again.
 */
export interface AdminSection {
  key: string;
  /** The menu group's label. */
  title: string;
  icon: ReactNode;
  roles: readonly StaffRole[];
  pages: AdminPage[];
}
