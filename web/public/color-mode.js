// Runs before first paint so the page never flashes the wrong colour mode. Kept tiny and
// dependency-free; the React toggle (web/theme/ColorModeToggle) owns the setting afterwards.
(function () {
  var mode = null;
  try {
    mode = window.localStorage.getItem('theme');
  } catch (e) {
    /* storage blocked: the default applies */
  }
  if (mode !== 'light' && mode !== 'dark') {
    var follow = document.documentElement.getAttribute('data-follow-system') === 'true';
    mode = follow && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', mode);
})();
