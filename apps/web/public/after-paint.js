// Starts the web app once the first screen the server drew into the page has been painted (the server puts
// this script in place of the app's module script: apps/server/src/http/page-document.ts, startAfterPaint).
//
// The app's modules are fetched meanwhile (the document preloads them). A browser that has them all before
// it has painted would otherwise evaluate them first, and a slow phone would show the drawn page only after
// its scripts had run. A classic script, because a module script cannot name itself (currentScript).
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // the frame after the next one has been painted; a hidden tab paints none, so a timer starts it as well
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 100);
})();
