import type { MatchedDemand, MatchedPosition } from '@xcb/shared/actions/matching';
import { matchLinks } from './links.ts';

/** One recommended position or demand as the 为你推荐 lists show it (the area page's and the home page's). */
export interface MatchItem {
  id: number;
  title: string;
  to: string;
  /** the salary range's name, or the demand's budget as the server words it */
  money: string;
  city: string | null;
  company?: string;
  score: number;
  reasons: string[];
}

export const positionItem = (p: MatchedPosition, salary: (value: string) => string): MatchItem => ({
  id: p.id,
  title: p.positionname,
  to: matchLinks.position(p.id),
  money: salary(p.salaryrange),
  city: p.city,
  company: p.companyname,
  score: p.score,
  reasons: p.reasons,
});

export const demandItem = (d: MatchedDemand): MatchItem => ({
  id: d.id,
  title: d.title,
  to: matchLinks.demand(d.id),
  money: d.budget,
  city: d.city,
  score: d.score,
  reasons: d.reasons,
});
