/*
 * errbundle capture script, the first part: core (configuration, hooks, queue,
 * batching and delivery).
 *
 * The capture script records what breaks in a web app under development —
 * uncaught errors, unhandled rejections, failed resource loads, console
 * output, fetch and XMLHttpRequest traffic, user actions and navigations —
 * and hands it, in batches, to the errbundle daemon. It is split by concern
 * into the files of this directory, which run in one fixed order (the list
 * in extension.go, and the same list in manifest.json):
 *
 *   core.js        configuration, origin check, hooks, queue and delivery
 *   sender.js      the script tag's worker that posts batches off the page's thread
 *   stacks.js      stack traces without our own frames, call sites
 *   render.js      console-like rendering of any value
 *   react.js       React's component stacks, attached to its errors
 *   errors.js      uncaught errors, unhandled rejections, failed loads
 *   console.js     console output, with the call site of errors and warnings
 *   boundaries.js  errors a framework's error boundary catches (Vue, Nuxt)
 *   network.js     fetch and XMLHttpRequest, headers and bodies
 *   sockets.js     WebSocket and EventSource: opens, ends, last messages
 *   actions.js     clicks, typing, submits, Enter; selectors
 *   navigation.js  page load, history and hash navigations, page lifecycle
 *   workers.js     workers and shared workers that fail to load
 *   policy.js      Content Security Policy violations
 *   done.js        closes the namespace below
 *
 * One script, two deliveries:
 *
 *   - Served by the daemon at GET /capture.js, the parts joined into one
 *     response, and included with <script src="http://127.0.0.1:7373/capture.js">.
 *     It then posts to the origin it was loaded from (or
 *     data-daemon="http://host:port"), and runs only on the origins in
 *     data-allow-origins (default: localhost, 127.0.0.1 and [::1]). Its
 *     batches are posted by a worker (sender.js), but for the last flush
 *     as the page closes.
 *
 *   - Injected by the errbundle extension into the page's MAIN world at
 *     document_start, one content script per part, where
 *     document.currentScript is null. It then hands each batch, as a JSON
 *     string, to the extension's isolated-world bridge through a private DOM
 *     event ("errbundle:batch") and takes the allowed origins from the
 *     bridge ("errbundle:config"). A DOM event rather than window.postMessage,
 *     so that the page's own "message" listeners never see our traffic.
 *
 * How the parts share state without leaking globals to the page: each part
 * is its own function scope, so nothing it declares is global. This part
 * creates one internal namespace object and puts it on window under
 * Symbol.for('errbundle.capture.parts'), non-enumerable (no for-in, no
 * Object.keys, no JSON.stringify of window sees it). Every later part reads
 * it once, at its top, into a local `I`, and adds what the parts after it
 * need; done.js, the last part, deletes the property. The parts run back to
 * back — one script when served, consecutive content scripts of one
 * injection in the extension — so no page code runs while the property
 * exists. When this part decides not to run (a second delivery on the
 * page, or an origin that must not be recorded) it creates no namespace, and
 * every later part, finding none, does nothing. What stays on window is
 * Symbol.for('errbundle.capture'), non-enumerable too: the "capture is here"
 * mark, with stats() for tests.
 *
 * Rules it keeps: it never throws into the page (every hook is wrapped in
 * try/catch and calls the original first or last, unchanged); it never
 * captures its own requests; values of password, hidden, credit-card and
 * data-errbundle-redact fields are never recorded, and what the user typed
 * into them is scrubbed from everything else it sends; sensitive headers are
 * never sent.
 *
 * The origin matching here is duplicated in origins.js for the extension:
 * the served script must stand alone.
 */
(function () {
  'use strict';

  var G = window;
  var MARK = typeof Symbol === 'function' ? Symbol.for('errbundle.capture') : '__errbundle_capture__';
  var PARTS = typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__';
  try {
    // Both deliveries on one page (extension and script tag): the first wins.
    if (G[MARK]) return;
  } catch (e) {
    return;
  }

  // Logs, requests and actions are gathered for GATHER_MS after the first
  // of them, then ship when the page is next idle (an idle callback:
  // encoding and handing over a batch then never delays one of the app's
  // tasks), or IDLE_MS later when the page is never idle. The gathering
  // keeps a batch from being one event: an idle callback asked for each
  // (the first cut) made a batch of each response in a loop of awaited
  // fetches, and with it a hand-over, a worker message and a
  // requestIdleCallback each (BenchmarkEventOverhead's profile: the
  // extension's postMessage 1.5 -> 11.3% of the page's samples), and a
  // 50 ms window still made twice main's batches (the hand-over 7.9% of
  // the fetch loop's samples, against under 2.2% at main's 100 ms). One
  // POST carries up to BATCH_EVENTS events or BATCH_BYTES of JSON, so that
  // a backlog drains in few round trips instead of one per 50 events.
  // Once SIZE_EVENTS are queued the gathering ends and the batch waits
  // for idle time at once: a stream of events in many tasks ships by size
  // as well as by time, and does not fill the queue in one window.
  var GATHER_MS = 100;
  var IDLE_MS = 50;
  var SIZE_EVENTS = 50;
  var BATCH_EVENTS = 1000;
  var BATCH_BYTES = 1 << 20; // the daemon takes 8 MiB
  var FLUSH_MS = 100; // the first wait for a retry
  // Errors (uncaught, rejections, console.error) do not wait for the logs'
  // timer: an agent waiting on error_bundles sees them within a few ms. Not
  // 0: React's message about an error it threw (console.error, a task or
  // two later) still finds it queued and attaches its component stack.
  var ERROR_MS = 10;
  // The queue holds as many events as the daemon's log ring (10,000), so a
  // burst of console calls in one task arrives whole. Past it (the daemon
  // is unreachable, or the page outruns it) the ones after the first half
  // are dropped, and counted by kind and reason: in a storm the first
  // errors are the cause, the latest the state.
  var MAX_QUEUE = 10000;
  var KEEP_FIRST = MAX_QUEUE / 2;
  // Past MAX_REPEATS queued copies of one error or log (same kind, level or
  // type, message and place) the others until the next flush are dropped,
  // and counted: 10,000 errors of a loop must not push out the distinct
  // ones around them.
  var MAX_REPEATS = 10;
  // One POST at a time in script-tag mode: batches then reach the daemon in
  // the order they were made, and the daemon orders events of the same
  // millisecond by arrival (a burst of logs was stored out of order with 4).
  var MAX_INFLIGHT = 1;
  var MAX_BACKOFF = 30000;
  var KEEPALIVE_BUDGET = 60000; // Chromium allows 64 KiB of keepalive bodies in flight
  var OPAQUE = 'opaque response'; // network.js's error of a no-cors answer
  var DEFAULT_ORIGINS = ['localhost', '127.0.0.1', '[::1]'];
  var DEFAULT_DAEMON = 'http://127.0.0.1:7373';

  // Everything we call on the page's globals, saved before the page can
  // replace it (and before our own wrappers are installed).
  var now = Date.now;
  var perf = G.performance;
  var stringify = JSON.stringify;
  var setT = G.setTimeout;
  var clearT = G.clearTimeout;
  var idle = typeof G.requestIdleCallback === 'function' ? G.requestIdleCallback : null;
  var cancelIdle = G.cancelIdleCallback;
  var origFetch = G.fetch;
  var CustomEv = G.CustomEvent;
  var dispatch = EventTarget.prototype.dispatchEvent;
  var listen = EventTarget.prototype.addEventListener;
  var loc = G.location;
  var doc = G.document;

  function on(target, type, fn) {
    listen.call(target, type, fn, true);
  }

  function perfNow() {
    return perf ? perf.now() : now();
  }

  function noop() {}

  // ---- hooks -------------------------------------------------------------

  // The wrappers that call the page's own fetch, XMLHttpRequest, History and
  // console methods are made by a tiny inline script, so that they belong
  // to the page's origin. Chromium mutes errors whose top stack frame is in a
  // cross-origin script: with the wrappers in this file (loaded from the
  // daemon's origin, or from the extension), a failed fetch the app does
  // not catch would no longer fire "unhandledrejection", and a throwing
  // pushState would reach window.onerror as "Script error.". Where the
  // page's CSP forbids inline scripts the same wrappers are made here. Its
  // frames (errbundle-hooks.js) are dropped from every stack we send: see
  // stacks.js.
  var HOOKS_SRC =
    'document.currentScript.errbundleHooks = {' +
    'sync: function (orig, before, after) { return function () {' +
    ' var s = before(this, arguments); var r = orig.apply(this, arguments); after(s, r); return r; }; },' +
    'promise: function (orig, before, ok, fail) { return function () {' +
    ' var s = before(this, arguments); var p = orig.apply(this, arguments); if (!s) return p;' +
    ' return p.then(function (r) { ok(s, r); return r; }, function (e) { fail(s, e); throw e; }); }; },' +
    'construct: function (C, before, after) { return new Proxy(C, {construct: function (t, a, n) {' +
    ' var s = before(a); var r = Reflect.construct(t, a, n); after(s, r); return r; }}); }' +
    '};\n//# sourceURL=errbundle-hooks.js';

  var localHooks = {
    sync: function (orig, before, after) {
      return function () {
        var s = before(this, arguments);
        var r = orig.apply(this, arguments);
        after(s, r);
        return r;
      };
    },
    promise: function (orig, before, ok, fail) {
      return function () {
        var s = before(this, arguments);
        var p = orig.apply(this, arguments);
        if (!s) return p;
        // A derived promise, so that a failure the app does not handle is
        // still an unhandled rejection: a handler on p would mark it handled.
        return p.then(function (r) {
          ok(s, r);
          return r;
        }, function (e) {
          fail(s, e);
          throw e;
        });
      };
    },
    // construct wraps a constructor (Worker): a Proxy, so that instanceof,
    // its prototype and subclasses stay the page's own.
    construct: function (C, before, after) {
      return new Proxy(C, {
        construct: function (t, a, n) {
          var s = before(a);
          var r = Reflect.construct(t, a, n);
          after(s, r);
          return r;
        },
      });
    },
  };

  function pageHooks() {
    try {
      var el = doc.createElement('script');
      var nonce = doc.currentScript && doc.currentScript.nonce;
      if (nonce) el.nonce = nonce;
      el.textContent = HOOKS_SRC;
      var parent = doc.head || doc.documentElement;
      if (!parent) return null;
      parent.appendChild(el);
      el.remove();
      return el.errbundleHooks || null;
    } catch (e) {
      return null; // CSP or Trusted Types: use our own wrappers
    }
  }

  // ---- configuration -----------------------------------------------------

  var script = doc.currentScript;
  var viaExtension = !script;
  var allowList = DEFAULT_ORIGINS;
  var daemon = '';
  if (!viaExtension) {
    var attr = script.getAttribute('data-allow-origins');
    if (attr) allowList = splitList(attr);
    daemon = script.getAttribute('data-daemon') || originOf(script.src) || DEFAULT_DAEMON;
    daemon = daemon.replace(/\/+$/, '');
  }

  function splitList(s) {
    return String(s).split(/[\s,]+/).filter(Boolean);
  }

  function originOf(u) {
    try {
      return new URL(u, loc.href).origin;
    } catch (e) {
      return '';
    }
  }

  // originAllowed reports whether the page may be recorded. An entry is a
  // host name (any scheme, any port; "*.example.test" for subdomains), a
  // full origin ("http://app.test:8080"), or "*" for everything.
  function originAllowed(list) {
    var proto = loc.protocol;
    if (proto !== 'http:' && proto !== 'https:') return false;
    var host = loc.hostname.toLowerCase();
    var origin = loc.origin.toLowerCase();
    for (var i = 0; i < list.length; i++) {
      var e = String(list[i]).trim().toLowerCase().replace(/\/+$/, '');
      if (!e) continue;
      if (e === '*') return true;
      if (e.indexOf('://') > 0) {
        if (e === origin) return true;
      } else if (e.indexOf('*.') === 0) {
        if (host.length > e.length - 1 && host.slice(-(e.length - 1)) === e.slice(1)) return true;
      } else if (e === host || (e === '::1' && host === '[::1]')) {
        return true;
      }
    }
    return false;
  }

  // I.state: 'on' sends, 'pending' records but waits for the extension's
  // config, 'off' records nothing. Every part reads it before recording.
  var initial = originAllowed(allowList) ? 'on' : viaExtension ? 'pending' : 'off';
  if (initial === 'off') return; // script-tag mode on a page it must not record

  // The internal namespace: see the comment at the top of this file.
  var I = {
    state: initial,
    G: G,
    doc: doc,
    loc: loc,
    now: now,
    perf: perf,
    perfNow: perfNow,
    stringify: stringify,
    setT: setT,
    clearT: clearT,
    soon: soon,
    origFetch: origFetch,
    listen: listen,
    on: on,
    noop: noop,
    hooks: localHooks, // replaced by the page's own below, where the CSP allows
    viaExtension: viaExtension,
    ownScriptURL: script && script.src ? script.src : '',
    push: push,
    pageURL: pageURL,
    urlChanged: urlChanged,
    flush: flush,
    cap: cap,
    skipURL: skipURL,
    proxied: function () {
      return !!proxyOf();
    },
    // Set by later parts: what typing is pending is the actions part's.
    commitInput: noop,
    // network.js: the responses waiting to be recorded, made into events
    // when a batch is about to go (answers(final)), and their count.
    answers: noop,
    answersPending: function () {
      return 0;
    },
    dropPending: noop,
    // The fields the user typed secrets into; their current values are
    // scrubbed from every string we send (actions.js adds to it).
    secrets: [],
    trackSecret: trackSecret,
    secretValues: secretValues,
    scrub: scrub,
  };
  try {
    Object.defineProperty(G, MARK, {value: {stats: statsOf}, configurable: true});
    Object.defineProperty(G, PARTS, {value: I, configurable: true});
  } catch (e) {
    return;
  }
  I.hooks = pageHooks() || localHooks;

  function statsOf() {
    var sender = viaExtension ? 'extension' : I.sender ? I.sender.state() : 'page';
    return {mode: viaExtension ? 'extension' : 'script', sender: sender, state: I.state, queued: queue.length + I.answersPending(), sent: sent, dropped: dropped, lastError: lastError};
  }

  var pageLoadId = newID();

  function newID() {
    try {
      if (G.crypto && G.crypto.randomUUID) return G.crypto.randomUUID();
      var b = new Uint8Array(16);
      G.crypto.getRandomValues(b);
      var s = '';
      for (var i = 0; i < b.length; i++) s += (b[i] + 256).toString(16).slice(1);
      return s;
    } catch (e) {
      return now().toString(36) + Math.random().toString(36).slice(2);
    }
  }

  function cap(s, n) {
    return s.length > n ? s.slice(0, n) + '…[truncated]' : s;
  }

  function skipURL(u) {
    return !!daemon && u.indexOf(daemon + '/v1/') === 0;
  }

  // ---- secrets -----------------------------------------------------------

  function trackSecret(el) {
    var secrets = I.secrets;
    if (secrets.indexOf(el) < 0) {
      if (secrets.length >= 32) secrets.shift();
      secrets.push(el);
    }
  }

  function secretValues() {
    var out = [];
    for (var i = 0; i < I.secrets.length; i++) {
      var v = I.secrets[i].value;
      if (typeof v === 'string' && v.length >= 3) out.push(v);
    }
    return out;
  }

  function scrub(s, values) {
    if (typeof s !== 'string' || !s) return s;
    for (var i = 0; i < values.length; i++) {
      if (s.indexOf(values[i]) >= 0) s = s.split(values[i]).join('[redacted]');
    }
    return s;
  }

  function scrubEvent(ev) {
    var values = secretValues();
    if (!values.length) return;
    for (var k in ev) {
      if (typeof ev[k] === 'string') ev[k] = scrub(ev[k], values);
    }
  }

  // ---- queue and delivery ------------------------------------------------

  var queue = []; // [kind, event]
  // Copies of each error or log since the last flush: kind → level (a
  // log's) or kind (an error's) → Map of its repeat key → count. A Map
  // keyed by the message itself, not one string of every member as an
  // object's key: that string was built, flattened and internalised for
  // each event (a burst of 5,000 logs: 1.0 → 0.4 µs an event, in node).
  var repeats = {};
  var timer = null;
  var due = 0; // when timer fires (now() clock)
  var gather = null; // the GATHER_MS timer, if running
  var idleID = 0; // the idle callback asked for, if any
  var hurry = false; // an error is queued: see soon
  var answering = false; // flush is queuing network.js's answers, which it sends
  var inflight = 0;
  var keepaliveBytes = 0; // bodies of non-final keepalive posts in flight
  var backoff = 0;
  var retryAt = 0;
  var sent = 0;
  var dropped = 0;
  var lastError = '';
  // What was dropped and not yet reported to the daemon: reason → kind →
  // count, and the time span of those events; see dropNote.
  var drops = null;
  var dropFirst = 0;
  var dropLast = 0;

  // pageURL is location.href as of ev, read at most once a millisecond
  // (ev.timestamp's) and again after a navigation within the page
  // (navigation.js calls urlChanged from its history hooks, popstate and
  // hashchange): reading it costs ~1 µs, and a burst of events would pay
  // it each time.
  var href = '';
  var hrefAt = -1;

  function pageURL(ev) {
    var t = ev.timestamp;
    if (t !== hrefAt || typeof t !== 'number') {
      href = loc.href;
      hrefAt = t;
    }
    return href;
  }

  function urlChanged() {
    hrefAt = -1;
  }

  // push queues one event of kind (errors, logs, network, actions).
  function push(kind, ev) {
    if (I.state === 'off') return;
    ev.page_url = pageURL(ev);
    ev.page_load_id = pageLoadId;
    if (I.secrets.length) scrubEvent(ev);
    var urgent = kind === 'errors';
    if (urgent || kind === 'logs') {
      if (repeated(kind, ev)) {
        drop('repeat', kind, ev, 1);
        return;
      }
      if (ev.level === 'error') urgent = true;
    } else if (kind === 'network' && (ev.status >= 400 || (ev.error && ev.error !== OPAQUE))) {
      // A failed request goes with the errors too: it is often the
      // cause, and a page that navigates right after one (an error page,
      // a form's redirect) leaves no time for the logs' gathering. An
      // opaque response (a no-cors fetch) did not fail: the page may not
      // read it.
      urgent = true;
    }
    if (queue.length >= MAX_QUEUE) drop('full', queue.splice(KEEP_FIRST, 1)[0][0], ev, 1);
    queue.push([kind, ev]);
    if (I.state !== 'on' || answering) return;
    // Sending goes in a task of its own, never inside the app's console or
    // fetch call: encoding a batch is most of what capture costs. While a
    // POST is in flight its completion sends the rest.
    if (urgent) {
      hurry = true;
      // The responses before an error are its likely cause: their events
      // are made now and their bodies read, to go in the error's batch
      // (ERROR_MS from now), as the agent's first answer should show them.
      try {
        I.answers(false);
      } catch (e) {
        // never into the page
      }
    }
    if (urgent || retryAt > now()) schedule(Math.max(urgent ? ERROR_MS : 0, retryAt - now()));
    else if (queue.length >= SIZE_EVENTS && !idleID && (viaExtension || inflight < MAX_INFLIGHT)) {
      if (gather) {
        clearT(gather);
        gather = null;
      }
      askIdle();
    } else soon();
  }

  // repeated counts one more copy of an error or log, and reports whether
  // MAX_REPEATS were queued already since the last flush. A plain log's
  // key is its message (it has no place or type); an error's adds them.
  function repeated(kind, ev) {
    var byKind = repeats[kind] || (repeats[kind] = {});
    var head = ev.level || ev.kind;
    var copies = byKind[head] || (byKind[head] = new Map());
    var key = ev.url === undefined && ev.type === undefined ? ev.message : ev.type + '\n' + ev.message + '\n' + ev.url + ':' + ev.line + ':' + ev.column;
    var n = copies.get(key) || 0;
    if (n >= MAX_REPEATS) return true;
    copies.set(key, n + 1);
    return false;
  }

  // soon asks for a flush GATHER_MS from the first ask, when the page is
  // next idle then (IDLE_MS later at the latest): an idle callback runs
  // when the page's thread has no task of the app's to run, so the
  // batch's encoding and hand-over wait for the app rather than the app
  // for them. Errors do not wait for idle time (push's timer, ERROR_MS):
  // an agent may be waiting on them.
  function soon() {
    if (gather || idleID) return;
    gather = setT(onGather, GATHER_MS);
  }

  function onGather() {
    gather = null;
    askIdle();
  }

  // askIdle asks for an idle callback; without requestIdleCallback
  // (Safari) the flush runs in a timer task of its own.
  function askIdle() {
    try {
      if (idle) {
        idleID = idle.call(G, onIdle, {timeout: IDLE_MS});
        return;
      }
    } catch (e) {
      // a timer, then
    }
    schedule(0);
  }

  function onIdle(deadline) {
    idleID = 0;
    try {
      flush(false, deadline);
    } catch (e) {
      // never into the page
    }
  }

  // schedule makes the timer fire in ms or sooner.
  function schedule(ms) {
    var at = now() + ms;
    if (timer) {
      if (due <= at) return;
      clearT(timer);
    }
    due = at;
    timer = setT(onTimer, ms);
  }

  // drop counts n events of kind left out for reason (see dropNote); ev is
  // one of them, for the time span.
  function drop(reason, kind, ev, n) {
    dropped += n;
    drops = drops || {};
    var r = drops[reason] || (drops[reason] = {});
    r[kind] = (r[kind] || 0) + n;
    var t = (ev && ev.timestamp) || now();
    if (!dropFirst || t < dropFirst) dropFirst = t;
    if (t > dropLast) dropLast = t;
  }

  function dropItems(reason, items) {
    for (var i = 0; i < items.length; i++) {
      if (!isNote(items[i])) drop(reason, items[i][0], items[i][1], 1);
    }
  }

  // isNote reports a queued note of drops (its events were counted).
  function isNote(it) {
    return it[0] === 'logs' && typeof it[1].message === 'string' && it[1].message.indexOf('errbundle: dropped ') === 0;
  }

  var DROP_REASONS = {
    repeat: 'more than ' + MAX_REPEATS + ' copies of one error or log between sends',
    full: 'the queue held ' + MAX_QUEUE + ' events',
    closing: 'over the keepalive budget as the page closed',
  };

  // dropNote is the warning that tells the daemon exactly what was left out
  // since the last one: how many of each kind, why, when, and the daemon's
  // last error (unreachable, or its status). Its first words, "errbundle:
  // dropped N events", are what tools and tests look for.
  function dropNote() {
    var why = [];
    for (var reason in drops) {
      var kinds = [];
      for (var kind in drops[reason]) kinds.push(drops[reason][kind] + ' ' + kind);
      why.push(kinds.join(', ') + ' (' + DROP_REASONS[reason] + ')');
    }
    var n = 0;
    for (var r in drops) for (var k in drops[r]) n += drops[r][k];
    var msg = 'errbundle: dropped ' + n + ' events: ' + why.join('; ') + ', from ' + new Date(dropFirst).toISOString() + ' to ' + new Date(dropLast).toISOString();
    if (lastError) msg += '; last delivery error: ' + lastError;
    drops = null;
    dropFirst = dropLast = 0;
    return ['logs', {timestamp: now(), level: 'warn', message: msg, page_url: loc.href, page_load_id: pageLoadId}];
  }

  function onTimer() {
    timer = null;
    try {
      flush(false);
    } catch (e) {
      // never into the page
    }
  }

  // flush sends what is queued. final is set on pagehide: then everything
  // goes at once, with keepalive, retries or not. From an idle callback
  // (deadline) it stops once the page's idle time is spent, and asks for
  // more idle time for the rest.
  function flush(final, deadline) {
    repeats = {};
    if (timer) {
      clearT(timer);
      timer = null;
    }
    if (gather) {
      clearT(gather);
      gather = null;
    }
    if (idleID) {
      try {
        cancelIdle.call(G, idleID);
      } catch (e) {
        // gone already
      }
      idleID = 0;
    }
    if (I.state !== 'on') return;
    if (final) {
      I.commitInput();
      // The sender worker's requests stop with the page, keepalive or
      // not: the batches it holds go again from here (see sender.js).
      if (I.sender) I.sender.reclaim(pagePost);
    }
    if (!final && retryAt > now()) {
      if (queue.length) schedule(retryAt - now());
      return;
    }
    if (!final && I.sender && I.sender.waiting()) return; // it flushes once the worker runs
    // The responses taken since the last flush become events now (those
    // without a body to read go in this batch), or, on the last flush,
    // all of them, without the bodies there is no time left to read.
    answering = true;
    try {
      I.answers(final);
    } catch (e) {
      // never into the page
    }
    answering = false;
    var budget = KEEPALIVE_BUDGET - keepaliveBytes;
    for (var batches = 0; queue.length || drops; batches++) {
      if (!final && !viaExtension && inflight >= MAX_INFLIGHT) return; // a completion flushes again
      // One batch at least, then as many as the idle time allows.
      if (batches && deadline && !hurry && !deadline.didTimeout && deadline.timeRemaining() < 1) return askIdle();
      var b = take(final ? Math.min(budget, BATCH_BYTES) : BATCH_BYTES);
      if (viaExtension) {
        tellProxy(b.items);
        handOver(b.body);
        sent += b.items.length;
        continue;
      }
      if (final) {
        if (b.body.length > budget) {
          dropItems('closing', b.items);
          if (!queue.length) break; // no budget left for the note either
          continue;
        }
        budget -= b.body.length;
      }
      post(b.items, b.body, final);
    }
    hurry = false;
  }

  // take removes a batch from the front of the queue and encodes it: up
  // to BATCH_EVENTS events, and no more than limit bytes of JSON unless its
  // first event alone is larger. The note of what was dropped goes last.
  // An event whose resolve is set (a function, which JSON leaves out)
  // completes itself first: see console.js.
  function take(limit) {
    var byKind = {};
    var bytes = 2;
    var n = 0;
    for (; n < queue.length && n < BATCH_EVENTS; n++) {
      var k = queue[n][0];
      var ev = queue[n][1];
      // An event withdrawn after it was queued: React 18's replays of one
      // render error (see react.js).
      if (ev.withdrawn) continue;
      var s;
      try {
        if (ev.resolve) {
          var resolve = ev.resolve;
          ev.resolve = undefined;
          resolve();
          if (I.secrets.length) scrubEvent(ev);
        }
        s = stringify(ev);
      } catch (e) {
        continue;
      }
      if (typeof s !== 'string') continue;
      var size = s.length + (byKind[k] ? 1 : k.length + 6);
      if (bytes + size > limit && bytes > 2) break;
      bytes += size;
      (byKind[k] || (byKind[k] = [])).push(s);
    }
    var items = queue.splice(0, n);
    if (drops) {
      var note = dropNote();
      items.push(note);
      (byKind.logs || (byKind.logs = [])).push(stringify(note[1]));
    }
    var parts = [];
    for (var kind in byKind) parts.push('"' + kind + '":[' + byKind[kind].join(',') + ']');
    return {items: items, body: '{' + parts.join(',') + '}'};
  }

  function handOver(body) {
    dispatch.call(doc, new CustomEv('errbundle:batch', {detail: body}));
  }

  // ---- errbundle proxy ---------------------------------------------------

  // A page served through errbundle proxy carries the proxy's script tag,
  // which stands down when the extension's capture is already here (the
  // first delivery wins). The proxy records each request it forwards and
  // holds the record a while for the page's own report of it: the
  // extension's goes to the daemon by the bridge, not through the proxy,
  // so it tells the proxy which requests it reports, and the proxy sends
  // its records of those at once. The daemon stores each request once,
  // whichever report came first completed with what the other had (the
  // tab and initiator are the page's; a failed script's answer the proxy's).
  var PROXY_SCRIPT = '/__errbundle/capture.js';
  var proxyEndpoint = null; // null: not looked for yet; '' none

  function proxyOf() {
    if (proxyEndpoint !== null) return proxyEndpoint;
    var tag = null;
    try {
      tag = doc.querySelector('script[data-daemon][src="' + PROXY_SCRIPT + '"]');
    } catch (e) {
      // no document to look in
    }
    if (tag) {
      var ep = String(tag.getAttribute('data-daemon')).replace(/\/+$/, '');
      // Only the proxy serving this very page.
      proxyEndpoint = originOf(ep) === loc.origin ? ep : '';
    } else if (doc.readyState !== 'loading') {
      proxyEndpoint = ''; // the head is parsed: no proxy put its tag there
    }
    return proxyEndpoint || '';
  }

  function tellProxy(items) {
    var seen = [];
    for (var i = 0; i < items.length; i++) {
      var ev = items[i][1];
      if (items[i][0] === 'network' && !ev.withdrawn && ev.method && ev.url) seen.push({method: ev.method, url: ev.url});
    }
    if (!seen.length) return;
    var ep = proxyOf();
    if (!ep) return;
    try {
      origFetch.call(G, ep + '/v1/seen', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: stringify({network: seen}),
        keepalive: true,
        credentials: 'omit',
      }).then(noop, noop);
    } catch (e) {
      // the proxy then sends its own record too
    }
  }

  // post sends one batch. It goes with keepalive whenever Chromium's 64 KiB
  // budget of keepalive bodies in flight allows, not only on pagehide: a
  // batch still in flight when the page reloads or navigates would
  // otherwise be cancelled with it, and the actions just before a reload
  // are the ones that explain it.
  var batchToken = newID(), nextBatch = 1;

  function post(items, body, final) {
    inflight++;
    var keep = final || keepaliveBytes + body.length <= KEEPALIVE_BUDGET;
    if (keep && !final) keepaliveBytes += body.length;
    var done = function () {
      inflight--;
      if (keep && !final) keepaliveBytes -= body.length;
    };
    var p = null;
    try {
      // Every batch but the last flush goes off the page's thread when the
      // sender worker runs (sender.js). The worker's requests stop when
      // the page unloads: as it closes, the page takes back the batches
      // the worker has not answered for and posts them itself (reclaim),
      // so that an error or the action just before a reload (the one that
      // explains it) still arrives, once: a worker's batch carries an id
      // (the page's token and a number), by which the daemon stores it
      // once if the worker's post had arrived too.
      if (!final && I.sender) p = I.sender.post(daemon + '/v1/events?batch=' + batchToken + '-' + nextBatch++, body, keep);
      if (!p) p = pagePost(daemon + '/v1/events', body, keep);
    } catch (e) {
      p = Promise.reject(e);
    }
    p.then(
      function (res) {
        done();
        var st = res.status;
        if (res.ok) {
          backoff = 0;
          sent += items.length;
        } else if (st >= 400 && st < 500 && st !== 408 && st !== 429) {
          // The daemon will never take this batch: drop it, keep the reason.
          // Counted, not noted: the note would go to the same daemon.
          lastError = 'daemon answered ' + st;
          dropped += items.length;
        } else {
          retry(items, 'daemon answered ' + st);
        }
        if (queue.length && !final) {
          if (hurry) flush(false);
          else soon();
        }
      },
      function (err) {
        done();
        if (!final) retry(items, String((err && err.message) || err));
      }
    );
  }

  // pagePost posts a batch from the page's own thread.
  function pagePost(url, body, keep) {
    return origFetch.call(G, url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: body,
      keepalive: keep,
      credentials: 'omit',
      cache: 'no-store',
    });
  }

  function retry(items, why) {
    lastError = why;
    if (retryAt <= now()) {
      backoff = backoff ? Math.min(backoff * 2, MAX_BACKOFF) : 500;
      retryAt = now() + backoff;
    }
    queue = items.concat(queue); // a note of drops among them goes again as it was
    if (queue.length > MAX_QUEUE) dropItems('full', queue.splice(KEEP_FIRST, queue.length - MAX_QUEUE));
    schedule(Math.max(FLUSH_MS, retryAt - now()));
  }

  // ---- extension bridge --------------------------------------------------

  function onConfig(e) {
    try {
      var c = JSON.parse(e.detail);
      if (c && c.daemon) daemon = String(c.daemon).replace(/\/+$/, '');
      var list = c && Array.isArray(c.allowOrigins) ? c.allowOrigins : DEFAULT_ORIGINS;
      if (originAllowed(list)) {
        if (I.state !== 'on') {
          I.state = 'on';
          flush(false);
        }
      } else {
        I.state = 'off';
        queue = [];
        I.dropPending();
      }
    } catch (x) {
      // a malformed config changes nothing
    }
  }

  try {
    if (viaExtension) {
      on(doc, 'errbundle:config', onConfig);
      // The bridge answers with the config; done.js says hello once every
      // part is installed.
      I.hello = function () {
        dispatch.call(doc, new CustomEv('errbundle:hello', {detail: ''}));
      };
    }
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})();
