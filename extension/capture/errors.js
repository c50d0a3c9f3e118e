/*
 * errbundle capture script: uncaught errors, unhandled rejections and
 * failed script, stylesheet and image loads, and the module a failed
 * dynamic import() names (a lazy route's chunk gone after a deploy), whose
 * error no element reports: the browser's message names it, and its
 * resource timing gives its status. Chromium's and Firefox's "ResizeObserver
 * loop" report is not an error (the spec's notifications are delivered in
 * the next frame; nothing is broken): it is kept once a minute as a warning
 * log, so that a loop of them never crowds out what broke. Stacks are sent without our
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
  // The daemon keeps this much of a message and of a stack (ingest's field
  // caps); more only costs the page and the keepalive budget of the last
  // flush before it unloads, which a 200 KB message used to overrun.
  var MAX_MESSAGE = 16 << 10;
  var MAX_STACK = 32 << 10;

  // send caps ev's message and stack and queues it.
  function send(ev) {
    ev.message = I.cap(ev.message, MAX_MESSAGE);
    ev.stack = I.cap(ev.stack, MAX_STACK);
    I.push('errors', ev);
  }

  // stackLater has ev's stack, from err, made when its batch is encoded
  // (core.js's take calls resolve), not in the app's task: V8 formats a
  // stack when it is first read, and that, with cleaning it, was about
  // half of what an uncaught error added to the page's task (measured in
  // Chromium by BenchmarkEventOverhead: ~20 → ~10 µs). With locate, ev's place is then read
  // from the stack too (a rejection's: its event names none), so core.js's
  // count of repeats tells rejections apart by type and message only.
  function stackLater(ev, err, locate) {
    ev.resolve = function () {
      ev.stack = I.cap(errorStack(err), MAX_STACK);
      if (locate) I.locate(ev);
    };
  }

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
    // "Error: …" too: an error thrown in a worker reaches the page as text.
    var m = /^((?:[A-Z][A-Za-z]*)?(?:Error|Exception)): ([\s\S]*)$/.exec(msg);
    return m ? {type: m[1], message: m[2]} : {type: '', message: msg};
  }

  // errorStack is err's stack without our frames; for an error one of our
  // wrappers saw fail, the app's call site under err's own message line.
  // The errors behind it follow, as the console shows them: its cause chain
  // ("Caused by: …") and an AggregateError's errors ("errors[0]: …").
  function errorStack(err) {
    var site = callSiteOf(err);
    var stack = site ? String(err.name || 'Error') + ': ' + err.message + '\n' + site : I.cleanStack(String(err.stack || ''));
    var more = behind(err, 0);
    return more ? stack.replace(/\n+$/, '') + more : stack; // Firefox ends a stack with a newline
  }

  var MAX_BEHIND = 5; // causes deep, and errors of one AggregateError
  var MAX_BEHIND_STACK = 2048; // characters of each one's stack

  // behind renders the errors behind err: its cause chain and, for an
  // AggregateError, its errors; depth bounds a chain that loops.
  function behind(err, depth) {
    var out = '';
    if (depth >= MAX_BEHIND) return out;
    try {
      var list = err.errors;
      if (Array.isArray(list)) {
        for (var i = 0; i < list.length && i < MAX_BEHIND; i++) out += '\nerrors[' + i + ']: ' + one(list[i], depth);
        if (list.length > MAX_BEHIND) out += '\n… ' + (list.length - MAX_BEHIND) + ' more errors';
      }
      if ('cause' in err && err.cause !== undefined) out += '\nCaused by: ' + one(err.cause, depth);
    } catch (e) {
      // an exotic error: what we have
    }
    return out;
  }

  function one(v, depth) {
    if (!I.isError(v)) return I.render(v, 512);
    var head = String(v.name || 'Error') + ': ' + v.message;
    var frames = I.frames(I.cleanStack(String(v.stack || '')));
    return head + (frames ? '\n' + I.cap(frames, MAX_BEHIND_STACK) : '') + behind(v, depth + 1);
  }

  // aggregateMessage adds the messages of an AggregateError's errors to
  // its own, which says nothing ("All promises were rejected").
  function aggregateMessage(err) {
    var msg = String(err.message);
    try {
      var list = err.errors;
      if (!Array.isArray(list) || !list.length) return msg;
      var parts = [];
      for (var i = 0; i < list.length && i < MAX_BEHIND; i++) {
        var e = list[i];
        parts.push(I.isError(e) ? String(e.name || 'Error') + ': ' + e.message : I.render(e, 256));
      }
      if (list.length > MAX_BEHIND) parts.push('…');
      return msg + ' (' + parts.join('; ') + ')';
    } catch (e) {
      return msg;
    }
  }

  // CROSS_ORIGIN is what a browser reports of an error in a script from
  // another origin loaded without CORS: no message, no place, no stack.
  var CROSS_ORIGIN = 'Script error.';
  var CROSS_ORIGIN_NOTE = ' (thrown by a cross-origin script: the browser hides its message, place and stack;' +
    ' load it with the crossorigin attribute and serve it with Access-Control-Allow-Origin to see them)';

  // RESIZE_LOOP is what Chromium and Firefox report, as a window "error"
  // with no error object, when a ResizeObserver's callback resizes what it
  // observes (older Chromium: "… loop limit exceeded").
  var RESIZE_LOOP = /^(?:Uncaught )?ResizeObserver loop (?:completed with undelivered notifications|limit exceeded)/;
  var RESIZE_EVERY_MS = 60000;
  var resizeLoggedAt = -Infinity;

  // resizeLoop keeps a ResizeObserver loop report as a warning log, at
  // most once a minute.
  function resizeLoop(message) {
    var t = now();
    if (t - resizeLoggedAt < RESIZE_EVERY_MS) return;
    resizeLoggedAt = t;
    I.push('logs', {timestamp: t, level: 'warn', message: message + ' (benign: a ResizeObserver callback resized what it observes)'});
  }

  // FAILED_IMPORT finds the module in the browser's message about a
  // failed dynamic import(): Chromium's, then Firefox's.
  var FAILED_IMPORT = /(?:Failed to fetch dynamically imported module|error loading dynamically imported module): (\S+)/;
  var importsSeen = []; // url@startTime of the failed modules recorded lately
  var MAX_IMPORTS_SEEN = 20;

  // failedModule records, as a failed request, the module a message about
  // a failed dynamic import names: the request the error is about, which
  // no element's "error" event reports. Its status comes from resource
  // timing (0 when the browser has none for it).
  function failedModule(message) {
    if (String(message).indexOf('dynamically imported module') < 0) return; // most errors stop here
    var m = FAILED_IMPORT.exec(message);
    if (!m || I.skipURL(m[1])) return;
    var url = m[1];
    var status = 0;
    var duration = 0;
    var start = '';
    try {
      var entries = I.perf.getEntriesByName(url);
      var last = entries[entries.length - 1];
      if (last) {
        status = last.responseStatus || 0;
        duration = Math.round(last.duration);
        start = String(last.startTime);
      }
    } catch (x) {
      // no resource timing: status 0
    }
    var key = url + '@' + start;
    if (importsSeen.indexOf(key) >= 0) return; // React Router logs it twice in StrictMode
    importsSeen.push(key);
    if (importsSeen.length > MAX_IMPORTS_SEEN) importsSeen.shift();
    I.push('network', {timestamp: now(), method: 'GET', url: url, status: status, duration_ms: duration, content_type: '', request_body: '', response_body: '',
      error: 'failed to load dynamically imported module', initiator: 'script', request_headers: {}, response_headers: {}});
  }

  function onError(e) {
    try {
      if (I.state === 'off') return;
      var t = e.target;
      if (t && t !== G && t.nodeType === 1) return resourceError(t, e);
      if (!I.isError(e.error) && RESIZE_LOOP.test(String(e.message))) return resizeLoop(String(e.message).replace(/^Uncaught /, ''));
      I.commitInput();
      var err = e.error;
      var ev = {timestamp: now(), message: '', type: '', kind: 'exception', source: I.basename(e.filename), url: e.filename || '', line: e.lineno || 0, column: e.colno || 0, stack: ''};
      if (I.isError(err)) {
        ev.message = aggregateMessage(err);
        ev.type = String(err.name || 'Error');
        stackLater(ev, err, false);
        failedModule(ev.message);
      } else if (e.message === CROSS_ORIGIN && !ev.url && (err === null || err === undefined)) {
        ev.message = CROSS_ORIGIN + CROSS_ORIGIN_NOTE;
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
        if (ev.resolve) {
          ev.resolve(); // rare: its place is in its stack, needed now
          ev.resolve = undefined;
        }
        I.locate(ev);
      }
      // React's component stack goes with it; React 18's rethrow of an error
      // it has reported is not kept (see react.js).
      if (!I.reactError(ev)) return;
      send(ev);
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
        ev.message = aggregateMessage(r);
        ev.type = String(r.name || 'Error');
        stackLater(ev, r, true);
        failedModule(ev.message);
      } else {
        ev.message = I.render(r, I.MAX_LOG);
      }
      I.reactRejection(ev); // preact/debug's component stack, logged just before
      send(ev);
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
    var what = 'failed to load <' + tag + '>';
    try {
      var entries = I.perf.getEntriesByName(url);
      var last = entries[entries.length - 1];
      if (last) {
        status = last.responseStatus || 0;
        duration = Math.round(last.duration);
      }
      var dep = tag === 'script' && last && status < 400 ? failedImport(last.startTime) : null;
      if (dep) {
        what = 'failed to load <script type="module"> ' + url + ': it imports ' + dep.name + ', which answered ' + dep.responseStatus;
        url = dep.name;
        status = dep.responseStatus;
        duration = Math.round(dep.duration);
      }
    } catch (x) {
      // no resource timing: keep status 0
    }
    I.push('network', {timestamp: now(), method: 'GET', url: url, status: status, duration_ms: duration, content_type: '', request_body: '', response_body: '', error: what, initiator: tag, request_headers: {}, response_headers: {}});
  }

  // failedImport finds the import that failed a module script whose own
  // response was fine: a script fetched since it started that answered an
  // error status (Chromium gives responseStatus in resource timing). Null
  // when there is none, or no resource timing.
  function failedImport(since) {
    var entries = I.perf.getEntriesByType('resource');
    for (var i = 0; i < entries.length; i++) {
      var e = entries[i];
      if (e.startTime >= since && e.initiatorType === 'script' && e.responseStatus >= 400) return e;
    }
    return null;
  }

  I.rememberCallSite = rememberCallSite;
  I.failedModule = function (message) {
    try {
      failedModule(message);
    } catch (e) {
      // never into the page
    }
  };

  try {
    I.on(G, 'error', onError);
    I.on(G, 'unhandledrejection', onRejection);
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
