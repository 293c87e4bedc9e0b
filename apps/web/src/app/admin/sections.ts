import type { RouteObject } from 'react-router';
import type { AdminSection } from '../../lib/admin-section.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { adminSections as platform } from '../../features/platform/admin/section.tsx';
import { adminSections as wallet } from '../../features/wallet/admin/section.tsx';
import { adminSections as courses } from '../../features/course-author/admin/section.tsx';
import { adminSections as certification } from '../../features/certification/admin/section.tsx';
import { adminSections as employment } from '../../features/employment/admin/section.tsx';
import { adminSections as domain } from '../../features/domain/admin/section.tsx';
import { adminSections as recruitment } from '../../features/recruitment/admin/section.tsx';
import { adminSections as personnel } from '../../features/personnel/admin/section.tsx';
import { adminSections as sharing } from '../../features/sharing/admin/section.tsx';
import { adminSections as matching } from '../../features/matching/admin/section.tsx';

// The back office's areas, in menu order. An area's staff pages live in features/<area>/admin/ and its
// section.tsx exports `adminSections`; adding an area is one import and one entry here, nothing else in
// the admin shell changes.
export const adminSections: readonly AdminSection[] = [
  ...platform,
  ...wallet,
  ...courses,
  ...certification,
  ...employment,
  ...domain,
  ...recruitment,
  ...personnel,
  ...sharing,
  ...matching,
];

const route = (path: string) => `/admin/${path}`;

/** The lazy routes below /admin, one per page (added on the first navigation below /admin, app/router.tsx). */
export const adminRoutes = (): RouteObject[] =>
  adminSections.flatMap((s) =>
    s.pages.map((p) => ({
      path: p.path,
      handle: { title: p.title } satisfies RouteHandle,
      lazy: async () => ({ Component: await p.load() }),
    })),
  );

/** A section's menu entries: full paths and labels. */
export const menuOf = (s: AdminSection): { to: string; label: string }[] =>
  s.pages.flatMap((p) => (p.menu === undefined ? [] : [{ to: route(p.path), label: p.menu }]));

/** Every full path of a section's pages (a role outside the section is refused on them). */
export const pathsOf = (s: AdminSection): string[] => s.pages.map((p) => route(p.path));

/** The first menu path a role may open, for the landing redirect. */
export const firstPathFor = (role: string): string | null =>
  adminSections
    .filter((s) => s.roles.some((r) => r === role))
    .map((s) => menuOf(s)[0]?.to)
    .find((to) => to !== undefined) ?? null;
