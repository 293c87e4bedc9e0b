import { describe, expect, it } from 'vitest';
import { PERSONAL_CENTRE_MENU } from './menu.ts';

// The selected node is kept by key (spec: the selected node id is kept in the session): two entries with
// one key would select, and open, the wrong page.
describe('personal centre menu', () => {
  it('gives every group and entry a key of its own', () => {
    const keys = PERSONAL_CENTRE_MENU.flatMap((g) => [g.key, ...g.children.map((e) => e.key)]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
