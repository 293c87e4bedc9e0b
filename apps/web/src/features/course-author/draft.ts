// The publish wizard's draft lives in sessionStorage (spec: step4 clears the stored course info when the
// author continues publishing), so a reload keeps the steps already filled in, in this tab only.
const KEY = 'xcb.courseDraft';

export interface CourseDraft {
  /** Set when an existing course is being edited. */
  id?: number;
  parentTypeId?: number;
  typeId?: number;
  title?: string;
  summary?: string;
  postDivision?: string;
  /** The price as typed, in coins (at most two decimals). */
  readMoney?: string;
  content?: string;
  icon?: string;
}

export function readDraft(): CourseDraft {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as CourseDraft;
  } catch {
    return {};
  }
}

export function writeDraft(patch: CourseDraft): CourseDraft {
  const next = { ...readDraft(), ...patch };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage disabled: the wizard still works within one page view
  }
  return next;
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** The overview's visible length, counted like the server (text only, whitespace runs as one). */
export function overviewLength(html: string): number {
  // DOMParser neither runs scripts nor loads images of the parsed text.
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return [...text.replace(/\s+/g, ' ').trim()].length;
}

export const PRICE_PATTERN = /^-?\d{1,9}(\.\d{1,2})?$/;
