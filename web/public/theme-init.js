// Applies the visitor's theme before the first paint, so the page never flashes the wrong one.
// The visitor's own choice ('theme') wins; otherwise the site's default ('theme-default', cached
// from the settings); otherwise dark.
(function () {
  var theme = 'dark';
  try {
    theme = localStorage.getItem('theme') || localStorage.getItem('theme-default') || 'dark';
  } catch (e) {}
  if (theme !== 'light') theme = 'dark';
  var root = document.documentElement;
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
