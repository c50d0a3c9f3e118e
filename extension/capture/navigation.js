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
