// plain SVG icons: the section list loads with the back office's shell
import { ReadIcon } from '../../../components/light/icons/Read.ts';
import type { AdminPage, AdminSection } from '../../../lib/admin-section.ts';
import { STAFF_MENU } from '../../../locale/admin.ts';

const M = STAFF_MENU.matching;

// Staff pages of matching (issue 27): the skills dictionary that links positions, demands, resumes,
// profiles, HR firms and courses. Administrators keep it, like the platform's other dictionaries.
const pages: AdminPage[] = [{ path: 'matching/skills', ...M.skills, load: async () => (await import('./SkillsPage.tsx')).SkillsPage }];

export const adminSections: AdminSection[] = [{ key: 'matching', title: M.title, icon: <ReadIcon />, roles: ['admin'], pages }];
