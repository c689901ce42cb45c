// Keep in step with src/features/theme/themeStore.ts (same storage key and class name).
(function () {
  try {
    var saved = localStorage.getItem('meshwork.theme');
    var dark = saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch (error) {
    console.error(error);
  }
})();
