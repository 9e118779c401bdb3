/*
 * Spielraum: starts the app on a prerendered page (/welcome, the legal pages; see scripts/prerender.ts).
 * Such a page is readable from its HTML and stylesheets alone, so its JavaScript should not compete with them
 * for the connection: this deferred script adds the app's module script and its preloads after the first
 * paint, then the app hydrates the page (and presses a button the visitor pressed before that). A classic
 * external script on purpose: the CSP forbids inline scripts.
 *   <script defer src="/start-app.js" data-entry="/assets/index-….js" data-preload="/assets/a.js /assets/b.js">
 */
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;

  // A button pressed before the app has hydrated would do nothing: keep the last one, the app presses it
  // again once it is ready (renderer/main.tsx). Links work without the app and are left alone.
  var early = null;
  function remember(event) {
    var target = event.target && event.target.closest ? event.target.closest('#root button') : null;
    if (!target) return;
    early = target;
    event.preventDefault();
  }
  document.addEventListener('click', remember, true);
  window.spielraumTakeEarlyClick = function () {
    document.removeEventListener('click', remember, true);
    var target = early;
    early = null;
    return target;
  };
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  function start() {
    for (var index = 0; index < preloads.length; index += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = preloads[index];
      document.head.appendChild(link);
    }
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = 'anonymous';
    module.src = entry;
    document.head.appendChild(module);
  }

  // A hidden tab paints nothing (and gets no animation frames): start at once there.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
