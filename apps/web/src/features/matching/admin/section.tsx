// plain SVG icons: the section list loads with the back office's shell
import { ReadIcon } from '../../../components/light/icons/Read.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';

// Staff pages of matching (issue 27): the skills dictionary that links positions, demands, resumes,
// profiles, HR firms and courses. Administrators keep it, like the platform's other dictionaries.
export const adminSections: AdminSection[] = [
  {
    key: 'matching',
    title: '匹配与技能',
    icon: <ReadIcon />,
    roles: ['admin'],
    pages: [
      {
        path: 'matching/skills',
        title: '技能词典',
        menu: '技能词典',
        load: async () => (await import('./SkillsPage.tsx')).SkillsPage,
      },
    ],
  },
];
