/*
 * errbundle capture script: the page's life — its load (navigate, reload,
 * back_forward), client-side navigations (pushState, replaceState,
 * popstate, hashchange), and the flushes when it is hidden or left.
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var G = I.G;
  var doc = I.doc;
  var loc = I.loc;
  var now = I.now;
  var perf = I.perf;

  var lastURL = loc.href;

  function navigated(how) {
    I.urlChanged();
    var to = loc.href;
    if (to === lastURL) return;
    I.commitInput();
    var ev = {timestamp: now(), type: 'navigate', selector: '', text: how, value: '', url: lastURL, to_url: to};
    lastURL = to;
    I.push('actions', ev);
  }

  function wrapHistory(name) {
    var H = G.History && G.History.prototype;
    var orig = H && H[name];
    if (typeof orig !== 'function') return;
    H[name] = I.hooks.sync(orig, I.noop, function () {
      try {
        if (I.state !== 'off') navigated(name);
      } catch (e) {
        // never into the page
      }
    });
  }

  function loadAction() {
    var how = 'navigate';
    try {
      var nav = perf.getEntriesByType('navigation')[0];
      if (nav && nav.type) how = nav.type; // navigate, reload, back_forward, prerender
    } catch (e) {
      // older browsers: plain navigate
    }
    var start = perf && perf.timeOrigin ? Math.round(perf.timeOrigin) : now();
    I.push('actions', {timestamp: start, type: 'load', selector: '', text: how, value: '', url: doc.referrer || '', to_url: loc.href});
  }

  // errorDocument reports a page the server answered with an error status
  // as the request it was, with the text the page shows once parsed (its
  // error page: "500 Server Error Cannot read properties of undefined").
  // An SSR page that threw is otherwise invisible here, and some servers
  // print nothing about it either (Nuxt 4's dev server for a page's
  // <script setup>). Chromium gives the status in the navigation entry.
  function errorDocument() {
    var nav;
    try {
      nav = perf.getEntriesByType('navigation')[0];
    } catch (e) {
      return;
    }
    var status = nav && nav.responseStatus;
    if (!status || status < 400) return;
    var start = perf.timeOrigin ? Math.round(perf.timeOrigin) : now();
    var ev = {timestamp: start, method: 'GET', url: loc.href, status: status,
      duration_ms: Math.max(0, Math.round((nav.responseEnd || 0) - (nav.startTime || 0))),
      content_type: 'text/html', request_body: '', response_body: '', error: '', initiator: 'navigation',
      request_headers: {}, response_headers: {}};
    var send = function () {
      try {
        var text = doc.body ? String(doc.body.innerText || '') : '';
        ev.response_body = I.sanitizeBody ? I.sanitizeBody(I.cap(text.replace(/\s+/g, ' ').trim(), 2048)) : '';
      } catch (e) {
        // the status alone then
      }
      I.push('network', ev);
    };
    if (doc.readyState === 'loading') I.on(doc, 'DOMContentLoaded', send);
    else send();
  }

  function onPageHide() {
    try {
      I.flush(true);
    } catch (e) {
      // never into the page
    }
  }

  function onVisibility() {
    try {
      if (doc.visibilityState === 'hidden') {
        I.commitInput();
        I.flush(false);
      }
    } catch (e) {
      // never into the page
    }
  }

  try {
    loadAction();
    errorDocument();
    wrapHistory('pushState');
    wrapHistory('replaceState');
    I.on(G, 'popstate', function () {
      try {
        navigated('popstate');
      } catch (e) {
        // never into the page
      }
    });
    I.on(G, 'hashchange', function () {
      try {
        navigated('hashchange');
      } catch (e) {
        // never into the page
      }
    });
    I.on(G, 'pagehide', onPageHide);
    I.on(doc, 'visibilitychange', onVisibility);
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
