/*
 * The isolated-world half of the extension's content scripts. The capture script,
 * in the page's MAIN world, cannot reach the extension APIs; it dispatches
 * each batch as a JSON string in an "errbundle:batch" DOM event (a string:
 * Firefox's content scripts see page objects only through wrappers), and
 * this script forwards it to the background, which adds the tab id and posts
 * it to the daemon. It also tells the capture script the allowed origins from the
 * extension's storage ("errbundle:config"), and forwards nothing from a
 * page that is not allowed.
 */
(function () {
  'use strict';

  var config = null; // from the extension's storage, once loaded
  var allowed = false;
  var waiting = []; // batches that came before the config

  function sendConfig() {
    try {
      document.dispatchEvent(new CustomEvent('errbundle:config', {
        detail: JSON.stringify({allowOrigins: config.allowOrigins, daemon: config.daemon, traceparent: config.traceparent !== false}),
      }));
    } catch (e) {
      // the page goes on without us
    }
  }

  function forward(body) {
    // A worker restarting or an extension reloaded: the page must not see it.
    errbundleSend({type: 'errbundle:batch', body: body});
  }

  document.addEventListener('errbundle:batch', function (e) {
    if (typeof e.detail !== 'string') return;
    if (!config) {
      if (waiting.length < 100) waiting.push(e.detail);
      return;
    }
    if (allowed) forward(e.detail);
  }, true);

  document.addEventListener('errbundle:hello', function () {
    if (config) sendConfig();
  }, true);

  try {
    errbundleAPI.storage.local.get(ERRBUNDLE_DEFAULTS).then(function (c) {
      config = c || ERRBUNDLE_DEFAULTS;
      allowed = errbundleOriginAllowed(location.href, config.allowOrigins || []);
      sendConfig();
      var batches = waiting;
      waiting = [];
      if (allowed) batches.forEach(forward);
    }, function () {
      // no storage: forward nothing
    });
  } catch (e) {
    // no storage: forward nothing
  }
})();
