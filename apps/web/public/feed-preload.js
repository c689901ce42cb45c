// Asks for the shell's first data, the social feed, while the app's scripts are still on their way;
// the shell takes this answer if it is for the address it would call (src/api/preloadedFeed.ts).
// Keep in step with src/api/session.ts (storage key) and src/api/socialFeed.ts (the path).
(function () {
  try {
    var session = JSON.parse(localStorage.getItem('meshwork.session') || 'null');
    if (!session || typeof session.token !== 'string') return;
    var url = location.origin + '/api/social/social-feed?token=' + encodeURIComponent(session.token);
    var response = fetch(url, { headers: { accept: 'application/json' } }).catch(function () {
      return null;
    });
    window.__meshworkFeed = { url: url, response: response };
  } catch (error) {
    console.error(error);
  }
})();
