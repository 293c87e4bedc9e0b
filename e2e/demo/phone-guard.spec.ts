import { expect, test } from '../support.ts';
import { routeTable } from './route-table.ts';
import { PLAN } from './phone-plan.ts';

// The phone sweep's guard, run with every test run (the sweep itself is long: npm run test:phone):
// a route in the tables that the sweep does not plan fails, so a page added later cannot skip the
// phone check, and so does a planned route that is no longer in the tables.
test('guard: the sweep plans every route of the route tables', async () => {
  const table = (await routeTable()).map((r) => r.path);
  const planned = Object.keys(PLAN);
  expect(
    table.filter((p) => !planned.includes(p)),
    'routes of the tables that the phone sweep does not visit',
  ).toEqual([]);
  expect(
    planned.filter((p) => !table.includes(p)),
    'planned routes that are no longer in the tables',
  ).toEqual([]);
});
