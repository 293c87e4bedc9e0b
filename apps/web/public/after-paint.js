// Starts the web app once the first screen the server drew into the page has been painted (the server puts
// this script in place of the app's module script: apps/server/src/http/pages/shell.ts, startAfterPaint).
//
// The app's modules are asked for only then (data-preload), the entry first: a phone's
// bandwidth goes to the drawn page and its pictures first, and a browser that had the scripts before it had
// painted would evaluate them first. A classic script, because a module script cannot name itself
// (currentScript).
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var later = (me.getAttribute('data-preload') || '').split(' ');
  var started = false;
  // Appending a modulepreload link starts its fetch inside appendChild (1.4 ms each on the 2-core test
  // machine, four times that at Lighthouse's phone CPU): a page's 30-50 links appended at once were a task of
  // 70 ms unthrottled, the longest of the app's start (Lighthouse's TBT). The links go a few per task.
  var SLICE = 2;
  function preloadFrom(i) {
    for (var end = Math.min(i + SLICE, later.length); i < end; i++) {
      if (!later[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = later[i];
      document.head.appendChild(link);
    }
    if (i < later.length)
      setTimeout(function () {
        preloadFrom(i);
      }, 0);
    else {
      // the app waits for this before it creates its router (main.tsx preloadsAppended): the first page's
      // lazy loads would otherwise append the links not yet appended here in one task (Vite's preload helper)
      me.setAttribute('data-appended', '');
      me.dispatchEvent(new Event('appended'));
    }
  }
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    preloadFrom(0);
  }
  // A list drawn for a visitor (data-visitor) is dropped at once by a browser with a stored login or a chosen
  // zone (web main.tsx): its own page should not wait for that paint. The keys are web src/lib/storage.ts's.
  function ownPage() {
    try {
      return localStorage.getItem('xcb.token') !== null || sessionStorage.getItem('exclusiveIs') === '1';
    } catch (e) {
      return false;
    }
  }
  var root = document.getElementById('root');
  if (root && root.hasAttribute('data-visitor') && ownPage()) return start();
  // the frame after the next one has been painted; a hidden tab paints none, so it starts at once, and a
  // timer starts it should no frame come (a slow phone lays out a long page in a few hundred milliseconds)
  if (document.visibilityState === 'hidden') return start();
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
