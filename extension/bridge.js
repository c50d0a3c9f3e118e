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

  // Batches go to the background through one long-lived port rather than
  // a runtime.sendMessage each: a message opens, uses and closes a channel
  // of its own (three round trips to the browser process, and a promise),
  // on the page's thread, inside capture's send. A port is reopened after
  // IDLE_MS without a batch: Chromium stops an idle service worker after
  // 30 s (a port does not keep it), and a batch posted to a port whose
  // worker has just stopped is lost without a word, where connect starts
  // the worker again. Where the port cannot be used, runtime.sendMessage
  // as before. The manifest asks for structured-clone messaging (Chromium
  // 148+; Firefox's only kind): the batch's string is then copied as it
  // is, where JSON messaging encoded it again, escaping each quote, on the
  // page's thread.
  var IDLE_MS = 20000;
  var port = null;
  var lastPost = 0;

  function openPort() {
    try {
      var p = errbundleAPI.runtime.connect({name: 'errbundle:batches'});
      p.onDisconnect.addListener(function () {
        if (port === p) port = null;
      });
      return p;
    } catch (e) {
      return null; // the extension reloaded under this page
    }
  }

  function forward(body) {
    var now = Date.now();
    if (port && now - lastPost > IDLE_MS) {
      try {
        port.disconnect();
      } catch (e) {
        // gone already
      }
      port = null;
    }
    if (!port) port = openPort();
    lastPost = now;
    if (port) {
      try {
        port.postMessage(body);
        return;
      } catch (e) {
        port = null; // disconnected: send it the other way
      }
    }
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
