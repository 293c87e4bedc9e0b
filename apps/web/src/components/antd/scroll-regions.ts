// A table that scrolls sideways inside its own box on a phone (phone.css) must be reachable by keyboard,
// or its hidden columns are out of reach for anyone not using touch or a mouse (axe:
// scrollable-region-focusable). A table with a link or button inside already is; one of plain text gets a
// tab stop while, and only while, it actually scrolls. antd renders the scrolling box itself, so this is
// done here once for every table rather than in each page.

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const MARK = 'scrollFocus';

function update() {
  for (const box of document.querySelectorAll<HTMLElement>('.ant-table-content')) {
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    const ours = box.dataset[MARK] === '1';
    if (scrolls && !ours && !box.hasAttribute('tabindex') && !box.querySelector(FOCUSABLE)) {
      box.tabIndex = 0;
      box.dataset[MARK] = '1';
    } else if (!scrolls && ours) {
      box.removeAttribute('tabindex');
      delete box.dataset[MARK];
    }
  }
}

let started = false;

/** Started once by the long-lived antd scope; idempotent. */
export function keepScrollingTablesFocusable(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  let queued = false;
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      update();
    });
  };
  new MutationObserver(queue).observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', queue);
  queue();
}
