/*
 * errbundle capture script: uncaught errors, unhandled rejections and
 * failed script, stylesheet and image loads. Stacks are sent without our
 * frames, and an error is never located in our code: a rejection from a
 * fetch we wrapped is located where the app called fetch (Firefox gives such
 * a TypeError an empty stack, Chromium one that points into our wrapper).
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var G = I.G;
  var now = I.now;

  // callSites maps an error that a wrapper saw fail (network.js) to the
  // stack of the app's call, recorded when the app made it.
  var callSites = typeof WeakMap === 'function' ? new WeakMap() : null;

  function rememberCallSite(err, site) {
    try {
      if (callSites && site && err && typeof err === 'object' && !callSites.has(err)) callSites.set(err, site);
    } catch (e) {
      // a frozen or exotic reason: no call site
    }
  }

  function callSiteOf(err) {
    try {
      return callSites && err && typeof err === 'object' ? callSites.get(err) || '' : '';
    } catch (e) {
      return '';
    }
  }

  function splitMessage(msg) {
    msg = String(msg || '').replace(/^Uncaught (?:\(in promise\) )?/, '');
    var m = /^([A-Z][A-Za-z]*(?:Error|Exception)): ([\s\S]*)$/.exec(msg);
    return m ? {type: m[1], message: m[2]} : {type: '', message: msg};
  }

  // errorStack is err's stack without our frames; for an error one of our
  // wrappers saw fail, the app's call site under err's own message line.
  function errorStack(err) {
    var site = callSiteOf(err);
    if (site) return String(err.name || 'Error') + ': ' + err.message + '\n' + site;
    return I.cleanStack(String(err.stack || ''));
  }

  function onError(e) {
    try {
      if (I.state === 'off') return;
      var t = e.target;
      if (t && t !== G && t.nodeType === 1) return resourceError(t, e);
      I.commitInput();
      var err = e.error;
      var ev = {timestamp: now(), message: '', type: '', kind: 'exception', source: I.basename(e.filename), url: e.filename || '', line: e.lineno || 0, column: e.colno || 0, stack: ''};
      if (I.isError(err)) {
        ev.message = String(err.message);
        ev.type = String(err.name || 'Error');
        ev.stack = errorStack(err);
      } else {
        var parts = splitMessage(e.message);
        ev.type = parts.type;
        ev.message = err !== undefined && err !== null && parts.message === '' ? I.render(err, I.MAX_LOG) : parts.message;
      }
      if (I.isOurs(ev.url)) {
        // Thrown inside one of our wrappers (a pushState that throws, say):
        // the place to look is the app's frame that called it.
        ev.url = ev.source = '';
        ev.line = ev.column = 0;
        I.locate(ev);
      }
      // React's component stack goes with it; React 18's rethrow of an error
      // it has reported is not kept (see react.js).
      if (!I.reactError(ev)) return;
      I.push('errors', ev);
    } catch (x) {
      // never into the page
    }
  }

  function onRejection(e) {
    try {
      if (I.state === 'off') return;
      I.commitInput();
      var r = e.reason;
      var ev = {timestamp: now(), message: '', type: '', kind: 'unhandled_rejection', source: '', url: '', line: 0, column: 0, stack: ''};
      if (I.isError(r)) {
        ev.message = String(r.message);
        ev.type = String(r.name || 'Error');
        ev.stack = errorStack(r);
        I.locate(ev);
      } else {
        ev.message = I.render(r, I.MAX_LOG);
      }
      I.push('errors', ev);
    } catch (x) {
      // never into the page
    }
  }

  function resourceError(el, e) {
    var tag = el.tagName.toLowerCase();
    if (tag !== 'script' && tag !== 'link' && tag !== 'img') return;
    var url = el.currentSrc || el.src || el.href || '';
    if (!url || I.skipURL(url)) return;
    var status = 0;
    var duration = 0;
    try {
      var entries = I.perf.getEntriesByName(url);
      var last = entries[entries.length - 1];
      if (last) {
        status = last.responseStatus || 0;
        duration = Math.round(last.duration);
      }
    } catch (x) {
      // no resource timing: keep status 0
    }
    I.push('network', {timestamp: now(), method: 'GET', url: url, status: status, duration_ms: duration, content_type: '', request_body: '', response_body: '', error: 'failed to load <' + tag + '>', initiator: tag, request_headers: {}, response_headers: {}});
  }

  I.rememberCallSite = rememberCallSite;

  try {
    I.on(G, 'error', onError);
    I.on(G, 'unhandledrejection', onRejection);
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
