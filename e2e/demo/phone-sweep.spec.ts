import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, loginAt, SHOW_DEFERRED, test } from '../support.ts';
import { routeTable } from './route-table.ts';
import { PASSWORD, PLAN, type Visit, type Who } from './phone-plan.ts';

/**
 * Issue 21's phone sweep: every route of the app's route tables (app/router.tsx with every feature's
 * routes.tsx, and the back office's sections), opened at 390x844 with touch as the user the page is for,
 * on the demo marketplace. Each page is checked for sideways scrolling (the document no wider than the
 * screen, and no visible element outside a scrolling box past the right edge) and by axe-core (no critical
 * or serious violation of the WCAG 2 A/AA and best-practice rules); a screenshot of the first screen goes
 * to e2e/screenshots/phone/. Every failure of every page is collected and reported together at the end,
 * so one run shows all that is left.
 * The guard: a route in the tables that PLAN does not list fails the sweep (a page added later cannot
 * skip the check), and so does a PLAN entry that is no longer a route.
 *
 * Made to be quick enough for every test run: each user logs in once (the session is reused through
 * storageState), SWEEP_LANES (2) pages are swept at a time, a page counts as drawn when no request is in
 * flight, no spinner or skeleton shows and no finite animation runs (no fixed sleeps), axe runs the WCAG 2
 * A/AA and best-practice rules only, and the picture is the first screen. The run ends with the time spent
 * in each step and the actions the pages called (to check that the sweep only reads).
 */

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } as const;
const SHOTS = 'e2e/screenshots/phone';
const LANES = Number(process.env.SWEEP_LANES ?? 2);
const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/[^\w-]+/g, '_'));
const visitOf = (v: Who | Visit): Visit => (typeof v === 'string' ? { as: v } : v);

/** Requests the page has sent and not yet seen answered (the websocket is not one). */
function trackRequests(page: Page): () => number {
  let inflight = 0;
  page.on('request', () => inflight++);
  page.on('requestfinished', () => inflight--);
  page.on('requestfailed', () => inflight--);
  return () => inflight;
}

/**
 * Waits until the page has drawn its content: no request in flight, no spinner or skeleton shown and no
 * finite animation running (antd's entering motions), twice in a row 100 ms apart.
 */
async function settle(page: Page, inflight: () => number): Promise<void> {
  const deadline = Date.now() + 20_000;
  let calm = 0;
  while (Date.now() < deadline && calm < 2) {
    const quiet =
      inflight() <= 0 &&
      (await page
        .evaluate(
          () =>
            document.readyState === 'complete' &&
            ![...document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')].some((e) =>
              e.checkVisibility(),
            ) &&
            !document
              .getAnimations()
              .some((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity)),
        )
        .catch(() => false));
    calm = quiet ? calm + 1 : 0;
    if (calm < 2) await new Promise((r) => setTimeout(r, 100));
  }
}

/** What sticks out past the right edge: the document's width, and the outermost visible elements beyond it that no scrolling box clips. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const doc = document.documentElement.scrollWidth;
    if (doc > width) found.push(`page is ${doc} px wide`);
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible') return p.getBoundingClientRect().right <= width + 1;
        if (s.position === 'fixed') return false;
      }
      return false;
    };
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 20);
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}" right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    const past = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= width + 1 || r.left >= width) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (clipped(el)) continue;
      past.add(el);
    }
    const outermost = [...past].filter((el) => !(el.parentElement && past.has(el.parentElement)));
    for (const el of outermost.slice(0, 3)) found.push(`past the edge: ${describe(el)}`);
    if (outermost.length > 3) found.push(`… and ${outermost.length - 3} more elements past the edge`);
    return found;
  });
}

async function axe(page: Page): Promise<string[]> {
  // axe reads the whole page, as a person scrolling through it sees it: a box the browser skips until it nears
  // the screen (global.css .xcb-deferred) has no background for axe, whose text then fails contrast
  await page.addStyleTag({ content: SHOW_DEFERRED });
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `axe ${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ') ?? ''}`.slice(0, 220));
}

const newPhoneContext = (browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) =>
  browser.newContext({
    ...PHONE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // a context made here does not inherit the project's use: antd's popups then open without animation
    reducedMotion: 'reduce',
    baseURL: test.info().project.use.baseURL,
    storageState,
  });

/** Logs the user in once; every lane's context for that user starts from the session saved here. */
async function sessionOf(browser: Browser, who: Exclude<Who, 'visitor'>) {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await loginAt(page, who, who === 'admin001' ? '/admin' : '/people_info', PASSWORD[who]);
  const state = await context.storageState();
  await context.close();
  return state;
}

test('phone sweep: every page fits a 390 px touch screen and passes axe', async ({ browser }) => {
  test.setTimeout(30 * 60_000);
  mkdirSync(SHOTS, { recursive: true });
  // SWEEP_ONLY=<regex> sweeps the matching routes only (while fixing a page); the full run checks all
  const only = process.env.SWEEP_ONLY ? new RegExp(process.env.SWEEP_ONLY) : null;
  const table = (await routeTable()).filter((r) => !only || only.test(r.path));
  const failures: string[] = [];
  const notes: string[] = [];
  const seen = new Set<string>();
  const actions = new Set<string>();
  const time = { open: 0, settle: 0, layout: 0, axe: 0, shot: 0, login: 0 };
  const byUser = new Map<Who, [string, Visit][]>();
  for (const { path } of table) {
    const v = PLAN[path];
    if (!v) continue; // the guard test reports it
    const visit = visitOf(v);
    byUser.set(visit.as, [...(byUser.get(visit.as) ?? []), [path, visit]]);
  }
  let pages = 0;
  const started = Date.now();

  async function sweep(who: Who, visits: [string, Visit][], state: Awaited<ReturnType<typeof sessionOf>> | undefined) {
    const context = await newPhoneContext(browser, state);
    const page = await context.newPage();
    const inflight = trackRequests(page);
    page.on('request', (r) => {
      const m = /\/([\w]+)\.action/.exec(new URL(r.url()).pathname);
      if (m?.[1]) actions.add(m[1]);
    });
    const open = async (url: string) => {
      let t = Date.now();
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      time.open += Date.now() - t;
      t = Date.now();
      await settle(page, inflight);
      time.settle += Date.now() - t;
    };
    for (const [pattern, visit] of visits) {
      let url = visit.url ?? pattern;
      if (visit.record) {
        await open(visit.record.from);
        const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        const found = hrefs.find((h) => visit.record?.link.test(h));
        if (found) url = found;
        else notes.push(`${pattern}: no record linked from ${visit.record.from}; opened without one`);
      }
      await open(url);
      const landed = new URL(page.url());
      const where = `${pattern} as ${who}${landed.pathname + landed.search !== url ? ` (at ${landed.pathname}${landed.search})` : ''}`;
      if (who !== 'visitor' && landed.pathname === '/login') failures.push(`${where}: sent to the login page`);
      let t = Date.now();
      const problems = await overflow(page);
      time.layout += Date.now() - t;
      // a route that forwards to a page already swept: the width is checked again, axe and the picture once
      const key = landed.pathname + landed.search;
      if (!seen.has(key)) {
        seen.add(key);
        // SWEEP_AXE=off: the layout checks alone (a quick look while fixing widths); the full run always runs axe
        t = Date.now();
        if (process.env.SWEEP_AXE !== 'off')
          problems.push(...(await axe(page).catch((e: Error) => [`axe failed: ${e.message.slice(0, 120)}`])));
        time.axe += Date.now() - t;
        t = Date.now();
        await page.screenshot({ path: `${SHOTS}/${slug(pattern)}.jpg`, type: 'jpeg', quality: 60 });
        time.shot += Date.now() - t;
      }
      pages++;
      for (const p of problems) failures.push(`${where}: ${p}`);
      console.log(`${problems.length ? '✗' : '✓'} ${where}${problems.map((p) => `\n    ${p}`).join('')}`);
    }
    await context.close();
  }

  // the lanes: each user's pages dealt out in turn, so both lanes keep busy with every user
  const lanes: [Who, [string, Visit][]][][] = Array.from({ length: LANES }, () => []);
  for (const [who, visits] of byUser)
    lanes.forEach((lane, i) => {
      const mine = visits.filter((_, j) => j % LANES === i);
      if (mine.length) lane.push([who, mine]);
    });
  const t = Date.now();
  const states = new Map<Who, Awaited<ReturnType<typeof sessionOf>>>();
  for (const who of byUser.keys()) if (who !== 'visitor') states.set(who, await sessionOf(browser, who));
  time.login = Date.now() - t;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [who, visits] of lane) await sweep(who, visits, states.get(who));
    }),
  );

  const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  console.log(
    `phone sweep: ${pages} pages in ${s(Date.now() - started)} (${LANES} lanes; summed over lanes: login ${s(time.login)}, ` +
      `open ${s(time.open)}, settle ${s(time.settle)}, layout ${s(time.layout)}, axe ${s(time.axe)}, screenshots ${s(time.shot)}), ${failures.length} failures`,
  );
  console.log(`actions called: ${[...actions].sort().join(' ')}`);
  if (notes.length) console.log(notes.join('\n'));
  expect(failures, `phone sweep over ${pages} pages`).toEqual([]);
});
