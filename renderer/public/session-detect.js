/*
 * Spielraum fast session detection (spec §1): runs before the app, reads the cached login records and sets
 *   <html data-auth="user|anon">  so [data-auth-only=user] / [data-auth-only=anon] elements never flash, and
 *   <html data-theme="dark|light"> from the saved appearance (0 system, 1 dark, 2 light) so the theme never flashes.
 * A classic script on purpose: it must run synchronously, and the CSP forbids inline scripts.
 */
(function () {
  var root = document.documentElement;
  var user = null;
  var loggedIn = false;
  try {
    loggedIn = localStorage.getItem('isLoggedIn') === 'true';
    var raw = localStorage.getItem('user');
    if (raw) user = JSON.parse(raw);
  } catch {
    user = null;
  }
  var hasUser = !!(user && typeof user === 'object' && user.id);
  root.dataset.auth = loggedIn && hasUser ? 'user' : 'anon';

  var appearance = 0;
  try {
    var stored = hasUser && loggedIn ? user.apperance : Number(localStorage.getItem('appearance'));
    if (stored === 1 || stored === 2) appearance = stored;
  } catch {
    appearance = 0;
  }
  var dark = appearance === 1 || (appearance === 0 && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.theme = dark ? 'dark' : 'light';

  try {
    var language = localStorage.getItem('language');
    if (language) {
      root.lang = language === 'zhCN' ? 'zh-CN' : language === 'zhTW' ? 'zh-TW' : language;
      root.dir = language === 'ar' ? 'rtl' : 'ltr';
    }
  } catch {
    /* keep the defaults */
  }
})();
