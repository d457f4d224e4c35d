// Applies the visitor's theme before the first paint, so the page never flashes the wrong one.
// The visitor's own choice ('theme') wins; otherwise the site's default ('theme-default', cached
// from the settings); otherwise the class the server rendered (the site's default), or dark.
(function () {
  var root = document.documentElement;
  var theme = root.classList.contains('light') ? 'light' : 'dark';
  try {
    theme = localStorage.getItem('theme') || localStorage.getItem('theme-default') || theme;
  } catch (e) {}
  if (theme !== 'light') theme = 'dark';
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
