/*
 * errbundle capture script.
 *
 * Records what breaks in a web app under development — uncaught errors,
 * unhandled rejections, failed resource loads, console output, fetch and
 * XMLHttpRequest traffic, user actions and navigations — and hands it, in
 * batches, to the errbundle daemon.
 *
 * One file, two deliveries:
 *
 *   - Served by the daemon at GET /capture.js and included with
 *     <script src="http://127.0.0.1:7373/capture.js">. It then posts to the
 *     origin it was loaded from (or data-daemon="http://host:port"), and
 *     runs only on the origins in data-allow-origins (default: localhost,
 *     127.0.0.1 and [::1] on any port).
 *
 *   - Injected by the errbundle extension into the page's MAIN world at
 *     document_start, where document.currentScript is null. It then hands
 *     each batch, as a JSON string, to the extension's isolated-world bridge
 *     through a private DOM event ("errbundle:batch") and takes the allowed
 *     origins from the bridge ("errbundle:config"). A DOM event rather than
 *     window.postMessage, so that the page's own "message" listeners never
 *     see our traffic.
 *
 * Rules it keeps: it never throws into the page (every hook is wrapped in
 * try/catch and calls the original first or last, unchanged); it never
 * captures its own requests; values of password, hidden, credit-card and
 * data-errbundle-redact fields are never recorded, and what the user typed
 * into them is scrubbed from everything else it sends; sensitive headers are
 * never sent.
 *
 * The origin matching here is duplicated in origins.js for the extension:
 * this file must stand alone when served by the daemon.
 */
(function () {
  'use strict';

  var G = window;
  var MARK = typeof Symbol === 'function' ? Symbol.for('errbundle.capture') : '__errbundle_capture__';
  try {
    // Both deliveries on one page (extension and script tag): the first wins.
    if (G[MARK]) return;
  } catch (e) {
    return;
  }

  var MAX_BATCH = 50; // events per batch
  var FLUSH_MS = 100; // longest an event waits before its batch is sent
  var MAX_QUEUE = 1000; // past this the oldest events are dropped, and counted
  var MAX_INFLIGHT = 4; // concurrent POSTs in script-tag mode
  var MAX_BODY = 16384; // request and response bodies
  var MAX_LOG = 10240; // one console entry
  var MAX_TEXT = 80; // the visible text of a clicked element
  var MAX_BACKOFF = 30000;
  var KEEPALIVE_BUDGET = 60000; // Chromium allows 64 KiB of keepalive bodies in flight
  var BODY_READ_MS = 10000; // stop reading a response body that never ends
  var DEFAULT_ORIGINS = ['localhost', '127.0.0.1', '[::1]'];
  var DEFAULT_DAEMON = 'http://127.0.0.1:7373';

  // Everything we call on the page's globals, saved before the page can
  // replace it (and before our own wrappers are installed).
  var now = Date.now;
  var perf = G.performance;
  var stringify = JSON.stringify;
  var setT = G.setTimeout;
  var clearT = G.clearTimeout;
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

  // ---- hooks -------------------------------------------------------------

  // The wrappers that call the page's own fetch, XMLHttpRequest, History and
  // console methods are made by a tiny inline script, so that they belong
  // to the page's origin. Chromium mutes errors whose top stack frame is in a
  // cross-origin script: with the wrappers in this file (loaded from the
  // daemon's origin, or from the extension), a failed fetch the app does
  // not catch would no longer fire "unhandledrejection", and a throwing
  // pushState would reach window.onerror as "Script error.". Where the
  // page's CSP forbids inline scripts the same wrappers are made here.
  var HOOKS_SRC =
    'document.currentScript.errbundleHooks = {' +
    'sync: function (orig, before, after) { return function () {' +
    ' var s = before(this, arguments); var r = orig.apply(this, arguments); after(s, r); return r; }; },' +
    'promise: function (orig, before, ok, fail) { return function () {' +
    ' var s = before(this, arguments); var p = orig.apply(this, arguments); if (!s) return p;' +
    ' return p.then(function (r) { ok(s, r); return r; }, function (e) { fail(s, e); throw e; }); }; }' +
    '};\n//# sourceURL=errbundle-hooks.js';

  var hooks = null; // pageHooks() or localHooks, chosen at install
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

  function noop() {}

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
  var ownScriptURL = script && script.src ? script.src : '';

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

  // state: 'on' sends, 'pending' records but waits for the extension's
  // config, 'off' records nothing.
  var state = originAllowed(allowList) ? 'on' : viaExtension ? 'pending' : 'off';
  if (state === 'off') return; // script-tag mode on a page it must not record

  try {
    Object.defineProperty(G, MARK, {value: {stats: statsOf}, configurable: true});
  } catch (e) {
    return;
  }

  function statsOf() {
    return {mode: viaExtension ? 'extension' : 'script', state: state, queued: queue.length, sent: sent, dropped: dropped, lastError: lastError};
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

  // ---- queue and delivery ------------------------------------------------

  var queue = []; // [kind, event]
  var timer = null;
  var inflight = 0;
  var backoff = 0;
  var retryAt = 0;
  var sent = 0;
  var dropped = 0;
  var droppedReported = 0;
  var lastError = '';
  var flushes = 0; // counts batches taken from the queue, see pendingInput

  function push(kind, ev) {
    if (state === 'off') return;
    ev.page_url = loc.href;
    ev.page_load_id = pageLoadId;
    if (secrets.length) scrubEvent(ev);
    if (queue.length >= MAX_QUEUE) {
      queue.shift();
      dropped++;
    }
    queue.push([kind, ev]);
    if (state !== 'on') return;
    if (queue.length >= MAX_BATCH && inflight < MAX_INFLIGHT) flush(false);
    else if (!timer) timer = setT(onTimer, Math.max(FLUSH_MS, retryAt - now()));
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
  // goes at once, with keepalive, retries or not.
  function flush(final) {
    if (timer) {
      clearT(timer);
      timer = null;
    }
    if (state !== 'on') return;
    if (final) commitInput();
    if (!final && retryAt > now()) {
      if (queue.length) timer = setT(onTimer, retryAt - now());
      return;
    }
    var budget = KEEPALIVE_BUDGET;
    while (queue.length) {
      if (!final && !viaExtension && inflight >= MAX_INFLIGHT) return; // a completion flushes again
      var items = queue.splice(0, MAX_BATCH);
      flushes++;
      if (dropped > droppedReported) {
        items.push(['logs', {timestamp: now(), level: 'warn', message: 'errbundle: dropped ' + (dropped - droppedReported) + ' events (queue full or daemon unreachable)', page_url: loc.href, page_load_id: pageLoadId}]);
        droppedReported = dropped;
      }
      var body = encode(items);
      if (viaExtension) {
        handOver(body);
        sent += items.length;
        continue;
      }
      if (final) {
        if (body.length > budget) {
          dropped += items.length;
          continue;
        }
        budget -= body.length;
      }
      post(items, body, final);
    }
  }

  function encode(items) {
    var byKind = {};
    for (var i = 0; i < items.length; i++) {
      var k = items[i][0];
      var s;
      try {
        s = stringify(items[i][1]);
      } catch (e) {
        continue;
      }
      (byKind[k] || (byKind[k] = [])).push(s);
    }
    var parts = [];
    for (var kind in byKind) parts.push('"' + kind + '":[' + byKind[kind].join(',') + ']');
    return '{' + parts.join(',') + '}';
  }

  function handOver(body) {
    dispatch.call(doc, new CustomEv('errbundle:batch', {detail: body}));
  }

  function post(items, body, final) {
    inflight++;
    var p;
    try {
      p = origFetch.call(G, daemon + '/v1/events', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: body,
        keepalive: !!final,
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch (e) {
      p = Promise.reject(e);
    }
    p.then(
      function (res) {
        inflight--;
        var st = res.status;
        if (res.ok) {
          backoff = 0;
          sent += items.length;
        } else if (st >= 400 && st < 500 && st !== 408 && st !== 429) {
          // The daemon will never take this batch: drop it, keep the reason.
          lastError = 'daemon answered ' + st;
          dropped += items.length;
          droppedReported += items.length;
        } else {
          retry(items, 'daemon answered ' + st);
        }
        if (queue.length && !final) flush(false);
      },
      function (err) {
        inflight--;
        if (!final) retry(items, String((err && err.message) || err));
      }
    );
  }

  function retry(items, why) {
    lastError = why;
    if (retryAt <= now()) {
      backoff = backoff ? Math.min(backoff * 2, MAX_BACKOFF) : 500;
      retryAt = now() + backoff;
    }
    queue = items.concat(queue);
    if (queue.length > MAX_QUEUE) {
      var over = queue.length - MAX_QUEUE;
      queue.splice(0, over);
      dropped += over;
    }
    if (!timer) timer = setT(onTimer, Math.max(FLUSH_MS, retryAt - now()));
  }

  // ---- secrets -----------------------------------------------------------

  // secrets holds the fields the user typed secrets into; their current
  // values are scrubbed from every string we send.
  var secrets = [];
  var SENSITIVE_HEADER = /authorization|cookie|token|secret|key|password|session|csrf|xsrf/i;
  var SENSITIVE_JSON = /("[^"\\]*(?:passw|pwd|secret|token|api[_-]?key|authorization|session|cookie|credential|cvv|cvc|card[_-]?number|ssn)[^"\\]*"\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*)/gi;
  var SENSITIVE_FORM = /((?:^|&)[^=&]*(?:passw|pwd|secret|token|api[_-]?key|authorization|session|cookie|credential|cvv|cvc|card[_-]?number|ssn)[^=&]*=)[^&]*/gi;
  var SENSITIVE_NAME = /passw|pwd|secret|token|api[_-]?key|authorization|session|cookie|credential|cvv|cvc|card[_-]?number|ssn/i;

  function isRedacted(el) {
    if (!el || el.nodeType !== 1) return false;
    if (el.tagName === 'INPUT') {
      var t = (el.getAttribute('type') || '').toLowerCase();
      if (t === 'password' || t === 'hidden') return true;
    }
    var ac = (el.getAttribute('autocomplete') || '').toLowerCase();
    if (/(^|\s)cc-|password|one-time-code/.test(ac)) return true;
    return !!(el.closest && el.closest('[data-errbundle-redact]'));
  }

  function trackSecret(el) {
    if (secrets.indexOf(el) < 0) {
      if (secrets.length >= 32) secrets.shift();
      secrets.push(el);
    }
  }

  function secretValues() {
    var out = [];
    for (var i = 0; i < secrets.length; i++) {
      var v = secrets[i].value;
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

  // redactBody hides sensitive-looking keys in JSON and form bodies.
  function redactBody(s) {
    if (!s) return s;
    return s.replace(SENSITIVE_JSON, '$1"[redacted]"').replace(SENSITIVE_FORM, '$1[redacted]');
  }

  function cap(s, n) {
    return s.length > n ? s.slice(0, n) + '…[truncated]' : s;
  }

  // ---- rendering values --------------------------------------------------

  function isError(v) {
    try {
      return v instanceof Error || (!!v && typeof v === 'object' && typeof v.message === 'string' && typeof v.stack === 'string');
    } catch (e) {
      return false;
    }
  }

  function errorText(e) {
    var head = (e.name || 'Error') + ': ' + e.message;
    var stack = typeof e.stack === 'string' ? e.stack : '';
    if (!stack) return head;
    return stack.indexOf(e.message) >= 0 ? stack : head + '\n' + stack;
  }

  function describeNode(n) {
    if (n.nodeType !== 1) return '#' + (n.nodeName || 'node').toLowerCase().replace(/^#/, '');
    var s = '<' + n.tagName.toLowerCase();
    if (n.id) s += '#' + n.id;
    if (typeof n.className === 'string' && n.className.trim()) s += '.' + n.className.trim().split(/\s+/).slice(0, 3).join('.');
    return s + '>';
  }

  var IDENT = /^[A-Za-z_$][\w$]*$/;

  // serialize renders any value as bounded, cycle-safe JSON-like text. Own
  // accessor properties are not called: reading them could change the page.
  function serialize(root, budget) {
    var out = [];
    var len = 0;
    var ancestors = [];
    function w(s) {
      out.push(s);
      len += s.length;
    }
    function val(v, depth) {
      if (len > budget) return;
      switch (typeof v) {
        case 'string':
          w(stringify(v.length > 2000 ? v.slice(0, 2000) + '…' : v));
          return;
        case 'number':
        case 'boolean':
        case 'undefined':
          w(String(v));
          return;
        case 'bigint':
          w(String(v) + 'n');
          return;
        case 'symbol':
          w(v.toString());
          return;
        case 'function':
          w('[Function ' + (v.name || 'anonymous') + ']');
          return;
      }
      if (v === null) return w('null');
      if (ancestors.indexOf(v) >= 0) return w('[Circular]');
      if (isError(v)) return w(stringify((v.name || 'Error') + ': ' + v.message));
      if (v instanceof Date) return w(isNaN(v) ? 'Invalid Date' : v.toISOString());
      if (v instanceof RegExp) return w(String(v));
      if (v === G) return w('[Window]');
      if (typeof Node === 'function' && v instanceof Node) return w(describeNode(v));
      if (typeof Promise === 'function' && v instanceof Promise) return w('Promise');
      if (ArrayBuffer.isView(v)) return w((v.constructor && v.constructor.name) + '(' + (v.length || v.byteLength) + ')');
      if (v instanceof ArrayBuffer) return w('ArrayBuffer(' + v.byteLength + ')');
      var isArr = Array.isArray(v);
      if (depth >= 6) return w(isArr ? '[Array]' : '[Object]');
      ancestors.push(v);
      var i = 0;
      if (isArr) {
        w('[');
        for (; i < v.length && i < 100 && len <= budget; i++) {
          if (i) w(',');
          val(v[i], depth + 1);
        }
        if (v.length > i) w(',…' + (v.length - i) + ' more');
        w(']');
      } else if (v instanceof Map || v instanceof Set) {
        var isMap = v instanceof Map;
        w((isMap ? 'Map(' : 'Set(') + v.size + ') {');
        v.forEach(function (value, key) {
          if (i++ >= 100 || len > budget) return;
          if (i > 1) w(',');
          if (isMap) {
            val(key, depth + 1);
            w(' => ');
          }
          val(value, depth + 1);
        });
        w('}');
      } else {
        var ctor = Object.getPrototypeOf(v);
        ctor = ctor && ctor.constructor && ctor.constructor.name;
        if (ctor && ctor !== 'Object') w(ctor + ' ');
        w('{');
        var keys = Object.keys(v);
        for (; i < keys.length && i < 100 && len <= budget; i++) {
          if (i) w(',');
          var k = keys[i];
          w((IDENT.test(k) ? k : stringify(k)) + ':');
          var d = Object.getOwnPropertyDescriptor(v, k);
          if (!d) w('undefined');
          else if ('value' in d) val(d.value, depth + 1);
          else w('[Getter]');
        }
        if (keys.length > i) w(',…' + (keys.length - i) + ' more');
        w('}');
      }
      ancestors.pop();
    }
    try {
      val(root, 0);
    } catch (e) {
      w('[unserializable]');
    }
    var s = out.join('');
    return s.length > budget ? s.slice(0, budget) + '…' : s;
  }

  function render(v, budget) {
    switch (typeof v) {
      case 'string':
        return v.length > budget ? v.slice(0, budget) : v;
      case 'number':
      case 'boolean':
      case 'undefined':
        return String(v);
    }
    if (v === null) return 'null';
    if (isError(v)) {
      try {
        return errorText(v);
      } catch (e) {
        return '[Error]';
      }
    }
    return serialize(v, budget);
  }

  // renderArgs renders console arguments as the console would, including
  // printf-style substitutions in a leading string.
  function renderArgs(args) {
    var out = '';
    var i = 0;
    var first = args[0];
    if (typeof first === 'string' && args.length > 1 && first.indexOf('%') >= 0) {
      i = 1;
      out = first.replace(/%([sdifoOjc%])/g, function (m, f) {
        if (f === '%') return '%';
        if (i >= args.length) return m;
        var a = args[i++];
        switch (f) {
          case 'c':
            return '';
          case 'd':
          case 'i':
            return typeof a === 'object' ? 'NaN' : String(parseInt(a, 10));
          case 'f':
            return typeof a === 'object' ? 'NaN' : String(parseFloat(a));
          case 's':
            return typeof a === 'string' ? a : render(a, MAX_LOG);
          default:
            return serialize(a, MAX_LOG);
        }
      });
    }
    for (; i < args.length && out.length < MAX_LOG; i++) {
      if (out) out += ' ';
      out += render(args[i], MAX_LOG - out.length);
    }
    return out.length > MAX_LOG ? out.slice(0, MAX_LOG) + '…' : out;
  }

  // ---- errors ------------------------------------------------------------

  var FRAME = /((?:https?|file|blob|chrome-extension|webpack|vite):\/\/?[^\s()]*?):(\d+):(\d+)\)?\s*$/;

  // firstFrame finds the first stack frame that is not ours.
  function firstFrame(stack) {
    if (typeof stack !== 'string') return null;
    var lines = stack.split('\n');
    for (var i = 0; i < lines.length && i < 30; i++) {
      var m = FRAME.exec(lines[i]);
      if (!m) continue;
      if (m[1] === ownScriptURL || m[1].indexOf('chrome-extension://') === 0) continue;
      return {url: m[1], line: +m[2], column: +m[3]};
    }
    return null;
  }

  function basename(u) {
    if (!u) return '';
    var s = String(u).split(/[?#]/)[0];
    return s.slice(s.lastIndexOf('/') + 1) || s;
  }

  function splitMessage(msg) {
    msg = String(msg || '').replace(/^Uncaught (?:\(in promise\) )?/, '');
    var m = /^([A-Z][A-Za-z]*(?:Error|Exception)): ([\s\S]*)$/.exec(msg);
    return m ? {type: m[1], message: m[2]} : {type: '', message: msg};
  }

  function onError(e) {
    try {
      if (state === 'off') return;
      var t = e.target;
      if (t && t !== G && t.nodeType === 1) return resourceError(t, e);
      commitInput();
      var err = e.error;
      var ev = {timestamp: now(), message: '', type: '', kind: 'exception', source: basename(e.filename), url: e.filename || '', line: e.lineno || 0, column: e.colno || 0, stack: ''};
      if (isError(err)) {
        ev.message = String(err.message);
        ev.type = String(err.name || 'Error');
        ev.stack = String(err.stack || '');
      } else {
        var parts = splitMessage(e.message);
        ev.type = parts.type;
        ev.message = err !== undefined && err !== null && parts.message === '' ? render(err, MAX_LOG) : parts.message;
      }
      push('errors', ev);
    } catch (x) {
      // never into the page
    }
  }

  function onRejection(e) {
    try {
      if (state === 'off') return;
      commitInput();
      var r = e.reason;
      var ev = {timestamp: now(), message: '', type: '', kind: 'unhandled_rejection', source: '', url: '', line: 0, column: 0, stack: ''};
      if (isError(r)) {
        ev.message = String(r.message);
        ev.type = String(r.name || 'Error');
        ev.stack = String(r.stack || '');
        var f = firstFrame(ev.stack);
        if (f) {
          ev.url = f.url;
          ev.source = basename(f.url);
          ev.line = f.line;
          ev.column = f.column;
        }
      } else {
        ev.message = render(r, MAX_LOG);
      }
      push('errors', ev);
    } catch (x) {
      // never into the page
    }
  }

  function resourceError(el, e) {
    var tag = el.tagName.toLowerCase();
    if (tag !== 'script' && tag !== 'link' && tag !== 'img') return;
    var url = el.currentSrc || el.src || el.href || '';
    if (!url || skipURL(url)) return;
    var status = 0;
    var duration = 0;
    try {
      var entries = perf.getEntriesByName(url);
      var last = entries[entries.length - 1];
      if (last) {
        status = last.responseStatus || 0;
        duration = Math.round(last.duration);
      }
    } catch (x) {
      // no resource timing: keep status 0
    }
    push('network', {timestamp: now(), method: 'GET', url: url, status: status, duration_ms: duration, content_type: '', request_body: '', response_body: '', error: 'failed to load <' + tag + '>', initiator: tag, request_headers: {}, response_headers: {}});
  }

  // ---- console -----------------------------------------------------------

  var inConsole = false;

  function wrapConsole(level) {
    var c = G.console;
    var orig = c && c[level];
    if (typeof orig !== 'function') return;
    c[level] = hooks.sync(orig, function (self, args) {
      if (inConsole || state === 'off') return;
      inConsole = true;
      try {
        push('logs', {timestamp: now(), level: level, message: renderArgs(args)});
      } catch (e) {
        // never into the page
      }
      inConsole = false;
    }, noop);
  }

  // ---- network -----------------------------------------------------------

  function absURL(u) {
    try {
      return new URL(String(u), loc.href).href;
    } catch (e) {
      return String(u);
    }
  }

  function skipURL(u) {
    return !!daemon && u.indexOf(daemon + '/v1/') === 0;
  }

  function addHeader(into, name, value) {
    name = String(name).toLowerCase();
    if (SENSITIVE_HEADER.test(name)) return;
    if (Object.keys(into).length >= 50) return;
    into[name] = cap(String(value), 1024);
  }

  function headersOf(h) {
    var out = {};
    if (!h) return out;
    try {
      if (typeof h.forEach === 'function' && !Array.isArray(h)) {
        h.forEach(function (v, k) {
          addHeader(out, k, v);
        });
      } else if (Array.isArray(h)) {
        for (var i = 0; i < h.length; i++) if (h[i] && h[i].length === 2) addHeader(out, h[i][0], h[i][1]);
      } else if (typeof h === 'object') {
        for (var k in h) addHeader(out, k, h[k]);
      }
    } catch (e) {
      // unreadable headers: send none
    }
    return out;
  }

  function bodyText(b) {
    try {
      if (b === undefined || b === null) return '';
      if (typeof b === 'string') return redactBody(cap(b, MAX_BODY));
      if (typeof URLSearchParams === 'function' && b instanceof URLSearchParams) return redactBody(cap(b.toString(), MAX_BODY));
      if (typeof FormData === 'function' && b instanceof FormData) {
        var parts = [];
        b.forEach(function (v, k) {
          var text = typeof v === 'string' ? v : '[file ' + (v.name || '') + ']';
          parts.push(encodeURIComponent(k) + '=' + (SENSITIVE_NAME.test(k) ? '[redacted]' : encodeURIComponent(text)));
        });
        return cap(parts.join('&'), MAX_BODY);
      }
      if (typeof Blob === 'function' && b instanceof Blob) return '[blob ' + b.size + ' bytes]';
      if (b instanceof ArrayBuffer || ArrayBuffer.isView(b)) return '[binary ' + b.byteLength + ' bytes]';
      return '[' + ((b.constructor && b.constructor.name) || typeof b) + ']';
    } catch (e) {
      return '';
    }
  }

  function readableType(ct) {
    ct = String(ct || '').toLowerCase();
    if (ct.indexOf('text/event-stream') >= 0) return false;
    return ct === '' || /^text\/|json|javascript|xml|x-www-form-urlencoded|graphql/.test(ct);
  }

  // readCapped reads at most max characters of a stream, then cancels it.
  // The stream is our clone's: the app's own body is untouched.
  function readCapped(stream, max) {
    return new Promise(function (resolve) {
      var reader = stream.getReader();
      var dec = new TextDecoder();
      var out = '';
      var done = false;
      function finish(s) {
        if (done) return;
        done = true;
        clearT(guard);
        resolve(s);
      }
      var guard = setT(function () {
        try {
          reader.cancel();
        } catch (e) {
          // already closed
        }
        finish(out ? cap(out, max) : '[body still streaming]');
      }, BODY_READ_MS);
      function pump() {
        reader.read().then(function (r) {
          if (done) return;
          if (r.done) return finish(cap(out + dec.decode(), max));
          out += dec.decode(r.value, {stream: true});
          if (out.length > max) {
            try {
              reader.cancel();
            } catch (e) {
              // already closed
            }
            return finish(cap(out, max));
          }
          pump();
        }, function () {
          finish(out);
        });
      }
      pump();
    });
  }

  function sanitizeBody(s) {
    s = redactBody(s);
    var values = domSecretValues();
    return values.length ? scrub(s, values) : s;
  }

  // domSecretValues also catches secret fields filled without an input
  // event (autofill, scripts): bodies are rare enough to afford the query.
  function domSecretValues() {
    var out = secretValues();
    try {
      var els = doc.querySelectorAll('input[type=password],input[autocomplete*="cc-"],[data-errbundle-redact] input,input[data-errbundle-redact],[data-errbundle-redact] textarea,textarea[data-errbundle-redact]');
      for (var i = 0; i < els.length; i++) {
        var v = els[i].value;
        if (v && v.length >= 3 && out.indexOf(v) < 0) out.push(v);
      }
    } catch (e) {
      // no DOM yet
    }
    return out;
  }

  function fetchInfo(input, init) {
    var info = {method: 'GET', url: '', headers: {}, body: ''};
    if (typeof input === 'string') info.url = input;
    else if (typeof URL === 'function' && input instanceof URL) info.url = input.href;
    else if (input && typeof input === 'object' && typeof input.url === 'string') {
      info.url = input.url;
      info.method = input.method || 'GET';
      info.headers = headersOf(input.headers);
    } else info.url = String(input);
    if (init) {
      if (init.method) info.method = String(init.method);
      if (init.headers) info.headers = headersOf(init.headers);
      if (init.body !== undefined) info.body = bodyText(init.body);
    }
    info.url = absURL(info.url);
    info.method = info.method.toUpperCase();
    return info;
  }

  function wrapFetch() {
    if (typeof origFetch !== 'function') return;
    G.fetch = hooks.promise(origFetch, function (self, args) {
      try {
        if (state === 'off') return null;
        var info = fetchInfo(args[0], args[1]);
        if (skipURL(info.url)) return null;
        info.start = perfNow();
        return info;
      } catch (e) {
        return null;
      }
    }, function (info, res) {
      try {
        fetchDone(info, res);
      } catch (e) {
        // never into the page
      }
    }, function (info, err) {
      try {
        fetchFailed(info, err);
      } catch (e) {
        // never into the page
      }
    });
  }

  function netEvent(info, ts, status, err, end) {
    return {
      timestamp: ts,
      method: info.method,
      url: info.url,
      status: status,
      duration_ms: Math.max(0, Math.round((end || perfNow()) - info.start)),
      content_type: '',
      request_body: info.body ? sanitizeBody(info.body) : '',
      response_body: '',
      error: err,
      initiator: info.initiator || 'fetch',
      request_headers: info.headers,
      response_headers: {},
    };
  }

  function fetchFailed(info, err) {
    var msg = err && err.name ? err.name + ': ' + err.message : String(err);
    push('network', netEvent(info, now(), 0, msg));
  }

  // fetchDone records a response. Its timestamp is when the response
  // arrived, before the app's own handlers run, so an error they throw is
  // never earlier than the request that caused it.
  function fetchDone(info, res) {
    var ev = netEvent(info, now(), res.status, '');
    if (res.type === 'opaque' || res.type === 'opaqueredirect') ev.error = 'opaque response';
    if (res.url) ev.url = res.url;
    ev.response_headers = headersOf(res.headers);
    var ct = res.headers.get('content-type') || '';
    ev.content_type = ct;
    if (!readableType(ct) || !res.body || res.bodyUsed) return push('network', ev);
    var clone = res.clone();
    readCapped(clone.body, MAX_BODY).then(function (text) {
      try {
        ev.response_body = sanitizeBody(text);
        push('network', ev);
      } catch (e) {
        // never into the page
      }
    });
  }

  function wrapXHR() {
    var X = G.XMLHttpRequest;
    if (!X) return;
    var xp = X.prototype;
    var xOpen = xp.open;
    var xSend = xp.send;
    var xSet = xp.setRequestHeader;
    var states = new WeakMap();
    var hooked = new WeakSet();

    xp.open = hooks.sync(xOpen, function (xhr, args) {
      try {
        states.set(xhr, {method: String(args[0] || 'GET').toUpperCase(), url: absURL(args[1]), headers: {}, body: '', initiator: 'xhr'});
      } catch (e) {
        // never into the page
      }
    }, noop);
    xp.setRequestHeader = hooks.sync(xSet, function (xhr, args) {
      try {
        var s = states.get(xhr);
        if (s) addHeader(s.headers, args[0], args[1]);
      } catch (e) {
        // never into the page
      }
    }, noop);
    xp.send = hooks.sync(xSend, function (xhr, args) {
      try {
        var s = states.get(xhr);
        if (s && state !== 'off' && !skipURL(s.url)) {
          s.start = perfNow();
          s.body = bodyText(args[0]);
          if (!hooked.has(xhr)) {
            hooked.add(xhr);
            var types = ['readystatechange', 'error', 'abort', 'timeout', 'loadend'];
            for (var i = 0; i < types.length; i++) listen.call(xhr, types[i], onXHREvent);
          }
        }
      } catch (e) {
        // never into the page
      }
    }, noop);

    function onXHREvent(e) {
      try {
        var s = states.get(this);
        if (!s || s.start === undefined || s.done) return;
        switch (e.type) {
          case 'readystatechange':
            // Before the app's load handlers run: see fetchDone.
            if (this.readyState === 4 && !s.ts) {
              s.ts = now();
              s.end = perfNow();
            }
            return;
          case 'error':
            s.err = 'network error';
            return;
          case 'abort':
            s.err = 'aborted';
            return;
          case 'timeout':
            s.err = 'timeout';
            return;
        }
        s.done = true;
        xhrDone(this, s);
      } catch (x) {
        // never into the page
      }
    }

    function xhrDone(xhr, s) {
      var status = s.err ? 0 : xhr.status;
      var ev = netEvent(s, s.ts || now(), status, s.err || (status === 0 ? 'network error' : ''), s.end);
      if (status) {
        ev.content_type = xhr.getResponseHeader('content-type') || '';
        ev.response_headers = parseHeaders(xhr.getAllResponseHeaders());
        if (xhr.responseURL) ev.url = xhr.responseURL;
        if (readableType(ev.content_type)) {
          var rt = xhr.responseType;
          if (rt === '' || rt === 'text') ev.response_body = sanitizeBody(cap(xhr.responseText, MAX_BODY));
          else if (rt === 'json') ev.response_body = sanitizeBody(cap(stringify(xhr.response) || '', MAX_BODY));
        }
      }
      push('network', ev);
    }

    function parseHeaders(raw) {
      var out = {};
      var lines = String(raw || '').split(/\r?\n/);
      for (var i = 0; i < lines.length; i++) {
        var at = lines[i].indexOf(':');
        if (at > 0) addHeader(out, lines[i].slice(0, at).trim(), lines[i].slice(at + 1).trim());
      }
      return out;
    }
  }

  // ---- user actions ------------------------------------------------------

  var INTERACTIVE = 'a,button,input,select,textarea,label,summary,option,[role=button],[role=link],[role=tab],[role=menuitem],[role=checkbox],[data-testid],[onclick]';
  var TEST_ATTRS = ['data-testid', 'data-test-id', 'data-test', 'data-cy'];

  function eventTarget(e) {
    var t = e.target;
    try {
      var path = e.composedPath && e.composedPath();
      if (path && path[0] && path[0].nodeType === 1) t = path[0];
    } catch (x) {
      // keep e.target
    }
    if (t && t.nodeType === 3) t = t.parentElement;
    return t && t.nodeType === 1 ? t : null;
  }

  function quoteAttr(v) {
    return '"' + String(v).replace(/["\\]/g, '\\$&') + '"';
  }

  function stablePart(el) {
    var id = el.id;
    if (id && /^[A-Za-z][\w-]*$/.test(id) && !/\d{4,}|^(?:ember|react|radix|headlessui|mui|:r)/i.test(id)) return '#' + id;
    for (var i = 0; i < TEST_ATTRS.length; i++) {
      var v = el.getAttribute(TEST_ATTRS[i]);
      if (v) return '[' + TEST_ATTRS[i] + '=' + quoteAttr(v) + ']';
    }
    var tag = el.tagName.toLowerCase();
    var name = el.getAttribute('name');
    if (name && /^(input|select|textarea|button|form|iframe)$/.test(tag)) return tag + '[name=' + quoteAttr(name) + ']';
    var label = el.getAttribute('aria-label');
    if (label && label.length <= 60) return tag + '[aria-label=' + quoteAttr(label) + ']';
    return '';
  }

  function tagClass(el) {
    var s = el.tagName.toLowerCase();
    var cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/) : [];
    var n = 0;
    for (var i = 0; i < cls.length && n < 2; i++) {
      var c = cls[i];
      if (!/^[A-Za-z_-][\w-]*$/.test(c) || /\d{3,}|^(?:css|sc|jsx|svelte|emotion)-/.test(c)) continue;
      s += '.' + c;
      n++;
    }
    var p = el.parentElement;
    if (!n && p) {
      var same = 0;
      var index = 0;
      for (var k = p.firstElementChild; k; k = k.nextElementSibling) {
        if (k.tagName === el.tagName) {
          same++;
          if (k === el) index = same;
        }
      }
      if (same > 1) s += ':nth-of-type(' + index + ')';
    }
    return s;
  }

  // selectorOf prefers a stable attribute (#id, data-testid, name,
  // aria-label) and falls back to a short tag.class path, as long as needed
  // to be unique or to reach an ancestor with a stable attribute.
  function selectorOf(el) {
    if (!el || el.nodeType !== 1) return '';
    var parts = [];
    for (var cur = el, depth = 0; cur && cur.nodeType === 1 && depth < 4; depth++) {
      var st = stablePart(cur);
      if (st) {
        parts.unshift(st);
        break;
      }
      if (cur === doc.body || cur === doc.documentElement) {
        if (!parts.length) parts.unshift(cur.tagName.toLowerCase());
        break;
      }
      parts.unshift(tagClass(cur));
      if (unique(parts.join(' > '))) break;
      cur = cur.parentElement;
    }
    return parts.join(' > ');
  }

  function unique(sel) {
    try {
      return doc.querySelectorAll(sel).length === 1;
    } catch (e) {
      return false;
    }
  }

  function visibleText(el) {
    if (!el || isRedacted(el)) return '';
    if (el.tagName === 'INPUT') {
      var t = (el.type || '').toLowerCase();
      return t === 'button' || t === 'submit' || t === 'reset' ? cap80(el.value) : '';
    }
    if (el.tagName === 'SELECT' || el.tagName === 'TEXTAREA') return '';
    var s = String(el.textContent || '').slice(0, 400).replace(/\s+/g, ' ').trim();
    if (!s) s = el.getAttribute('aria-label') || el.getAttribute('title') || el.getAttribute('alt') || '';
    return cap80(s);
  }

  function cap80(s) {
    s = String(s || '');
    return s.length > MAX_TEXT ? s.slice(0, MAX_TEXT - 1) + '…' : s;
  }

  function action(type, el, text, value) {
    return {timestamp: now(), type: type, selector: selectorOf(el), text: text, value: value, url: loc.href, to_url: ''};
  }

  function valueOf(el) {
    if (el.tagName === 'INPUT') {
      var t = (el.type || '').toLowerCase();
      if (t === 'checkbox' || t === 'radio') return el.checked ? el.value || 'on' : '';
      if (t === 'file') return el.files ? Array.prototype.map.call(el.files, function (f) { return f.name; }).join(', ') : '';
    }
    if (el.tagName === 'SELECT' && el.multiple) {
      return Array.prototype.filter.call(el.options, function (o) { return o.selected; }).map(function (o) { return o.value; }).join(', ');
    }
    return typeof el.value === 'string' ? cap(el.value, 1024) : '';
  }

  // Typing makes one input event per key. The latest value for the field
  // being typed into is held here and queued as one action when the user
  // moves on, something else happens, or a second passes.
  var pendingInput = null; // {el, ev}
  var inputTimer = null;
  var lastValues = new WeakMap(); // element -> last value recorded

  function commitInput() {
    if (!pendingInput) return;
    var p = pendingInput;
    pendingInput = null;
    if (inputTimer) {
      clearT(inputTimer);
      inputTimer = null;
    }
    lastValues.set(p.el, p.ev.value);
    push('actions', p.ev);
  }

  function onInputTimer() {
    inputTimer = null;
    try {
      commitInput();
    } catch (e) {
      // never into the page
    }
  }

  function onInput(e) {
    try {
      if (state === 'off') return;
      var el = eventTarget(e);
      if (!el) return;
      var redacted = isRedacted(el);
      if (redacted) trackSecret(el);
      var value = redacted ? '[redacted]' : 'value' in el ? valueOf(el) : '';
      if (e.type === 'change') {
        if (pendingInput && pendingInput.el === el) commitInput();
        if (lastValues.get(el) === value) return; // already recorded by its input events
        commitInput();
        lastValues.set(el, value);
        push('actions', action('change', el, '', value));
        return;
      }
      if (pendingInput && pendingInput.el === el) {
        pendingInput.ev.value = value;
        pendingInput.ev.timestamp = now();
      } else {
        commitInput();
        pendingInput = {el: el, ev: action('input', el, '', value)};
      }
      if (inputTimer) clearT(inputTimer);
      inputTimer = setT(onInputTimer, 1000);
    } catch (x) {
      // never into the page
    }
  }

  function onClick(e) {
    try {
      if (state === 'off') return;
      commitInput();
      var el = eventTarget(e);
      if (!el) return;
      el = (el.closest && el.closest(INTERACTIVE)) || el;
      push('actions', action('click', el, visibleText(el), ''));
    } catch (x) {
      // never into the page
    }
  }

  function onSubmit(e) {
    try {
      if (state === 'off') return;
      commitInput();
      var form = eventTarget(e);
      if (!form) return;
      push('actions', action('submit', form, e.submitter ? visibleText(e.submitter) : '', ''));
    } catch (x) {
      // never into the page
    }
  }

  function onKeydown(e) {
    try {
      if (state === 'off' || e.key !== 'Enter' || e.isComposing) return;
      commitInput();
      push('actions', action('keydown', eventTarget(e), 'Enter', ''));
    } catch (x) {
      // never into the page
    }
  }

  // ---- navigation --------------------------------------------------------

  var lastURL = loc.href;

  function navigated(how) {
    var to = loc.href;
    if (to === lastURL) return;
    commitInput();
    var ev = {timestamp: now(), type: 'navigate', selector: '', text: how, value: '', url: lastURL, to_url: to};
    lastURL = to;
    push('actions', ev);
  }

  function wrapHistory(name) {
    var H = G.History && G.History.prototype;
    var orig = H && H[name];
    if (typeof orig !== 'function') return;
    H[name] = hooks.sync(orig, noop, function () {
      try {
        if (state !== 'off') navigated(name);
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
    push('actions', {timestamp: start, type: 'load', selector: '', text: how, value: '', url: doc.referrer || '', to_url: loc.href});
  }

  // ---- extension bridge --------------------------------------------------

  function onConfig(e) {
    try {
      var c = JSON.parse(e.detail);
      if (c && c.daemon) daemon = String(c.daemon).replace(/\/+$/, '');
      var list = c && Array.isArray(c.allowOrigins) ? c.allowOrigins : DEFAULT_ORIGINS;
      if (originAllowed(list)) {
        if (state !== 'on') {
          state = 'on';
          flush(false);
        }
      } else {
        state = 'off';
        queue = [];
        pendingInput = null;
      }
    } catch (x) {
      // a malformed config changes nothing
    }
  }

  function onPageHide() {
    try {
      flush(true);
    } catch (e) {
      // never into the page
    }
  }

  function onVisibility() {
    try {
      if (doc.visibilityState === 'hidden') {
        commitInput();
        flush(false);
      }
    } catch (e) {
      // never into the page
    }
  }

  // ---- install -----------------------------------------------------------

  try {
    hooks = pageHooks() || localHooks;
    loadAction();
    on(G, 'error', onError);
    on(G, 'unhandledrejection', onRejection);
    var levels = ['error', 'warn', 'info', 'log', 'debug'];
    for (var i = 0; i < levels.length; i++) wrapConsole(levels[i]);
    wrapFetch();
    wrapXHR();
    on(G, 'click', onClick);
    on(G, 'input', onInput);
    on(G, 'change', onInput);
    on(G, 'submit', onSubmit);
    on(G, 'keydown', onKeydown);
    wrapHistory('pushState');
    wrapHistory('replaceState');
    on(G, 'popstate', function () {
      try {
        navigated('popstate');
      } catch (e) {
        // never into the page
      }
    });
    on(G, 'hashchange', function () {
      try {
        navigated('hashchange');
      } catch (e) {
        // never into the page
      }
    });
    on(G, 'pagehide', onPageHide);
    on(doc, 'visibilitychange', onVisibility);
    if (viaExtension) {
      on(doc, 'errbundle:config', onConfig);
      dispatch.call(doc, new CustomEv('errbundle:hello', {detail: ''}));
    }
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})();
