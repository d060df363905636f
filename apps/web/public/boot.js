// Starts the app's code on a page the server rendered, once the page has been painted: the content
// shows first, then the app takes it over. The page names its code in data attributes.
(function () {
  var script = document.currentScript;
  function start() {
    var files = (script.dataset.preload || '').split(' ').filter(Boolean);
    files.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.dataset.entry;
    document.head.appendChild(entry);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
