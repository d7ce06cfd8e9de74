// Runs before first paint (a classic blocking script: a file, not inline, so the CSP holds), so the
// page never flashes the wrong colour mode or a dismissed announcement. The build writes the site
// settings on <html> (pipeline/bundle/plugins/site-html-attributes.ts: data-default-mode, data-follow-system,
// data-announcement-id); the React components own the settings afterwards.
(function () {
  var root = document.documentElement;
  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null; // storage blocked: the defaults apply
    }
  }
  var mode = read('theme');
  if (mode !== 'light' && mode !== 'dark') {
    mode = root.getAttribute('data-default-mode') === 'dark' ? 'dark' : 'light';
    if (root.getAttribute('data-follow-system') === 'true' && window.matchMedia) {
      mode = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
  }
  root.setAttribute('data-theme', mode);
  // A toggle with the system mode (Docusaurus 3.8+) shows the reader's choice: the build writes
  // data-theme-choice="system" on <html>, and a stored mode is the choice. The build defines
  // SYSTEM_CHOICE (pipeline/bundle/chrome-use.ts), so a site without it keeps none of this.
  if ((typeof SYSTEM_CHOICE === 'undefined' ? root.hasAttribute('data-theme-choice') : SYSTEM_CHOICE) && mode === read('theme')) {
    root.setAttribute('data-theme-choice', mode);
  }
  var announcement = root.getAttribute('data-announcement-id');
  if (announcement && read('announcement-dismissed') === announcement) root.setAttribute('data-announcement-dismissed', 'true');
})();
