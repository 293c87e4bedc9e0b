import type { AdminSection } from '../../lib/admin-section.ts';
import { coreAdminSections } from '../../features/admin/sections.tsx';
import { walletAdminSections } from '../../features/wallet-admin/section.tsx';
import { courseAdminSections } from '../../features/course-admin/section.tsx';
import { sharingAdminSections } from '../../features/sharing/admin-section.tsx';
import { personnelAdminSections } from '../../features/personnel/admin/section.tsx';
import { employmentAdminSections } from '../../features/employment/section.tsx';
import { recruitmentAdminSections } from '../../features/recruitment/section.tsx';
import { domainAdminSections } from '../../features/domain/admin-section.tsx';

// The back office's areas, in menu order. Another area's section is added to this list (one import,
// one entry); nothing else in the admin shell changes.
export const adminSections: readonly AdminSection[] = [...coreAdminSections, ...walletAdminSections, ...courseAdminSections, ...employmentAdminSections, ...domainAdminSections, ...recruitmentAdminSections, ...personnelAdminSections, ...sharingAdminSections];

/** The menu paths a role may open, for the landing redirect. */
export const firstPathFor = (role: string): string | null =>
  adminSections.find((s) => s.roles.some((r) => r === role) && s.menu.length > 0)?.menu[0]?.path ?? null;
